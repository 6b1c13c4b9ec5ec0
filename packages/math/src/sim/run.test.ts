import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SimulationJournal, simulationJournal } from './journal.ts'
import { runSimulation, runUnit, thinCheckpoints } from './run.ts'
import { chunkSeed } from './seed.ts'
import type { SimulationSpec } from './spec.ts'
import { MARK_EVERY, tallyStats } from './tally.ts'

const spec: SimulationSpec = {
  game: 'stud-poker',
  ruleset: 'caribbean-stud',
  bet: 'main',
  strategy: 'pair-plus',
  overrides: {},
  path: 'fast',
}

// Three work units of the fast model: 1,000,000, 1,000,000 and 500,000 rounds.
const rounds = 2_500_000

describe('seeded Monte Carlo driver', () => {
  it('gives the same tally and checkpoints on worker threads as in this thread, and another for another seed', async () => {
    const one = await runSimulation(spec, { rounds, seed: 7, threads: 1 })
    const two = await runSimulation(spec, { rounds, seed: 7, threads: 2 })
    expect([...two.events].sort()).toEqual([...one.events].sort())
    expect(two.wagered).toBe(one.wagered)
    expect(two.rounds).toBe(rounds)
    // Checkpoints inside and after each unit, in unit order: the same on any thread count.
    expect(two.checkpoints).toEqual(one.checkpoints)
    const at = one.checkpoints.map((c) => c.rounds)
    expect(at.slice(0, 3)).toEqual([256, 512, 1024])
    expect(at).toContain(1_000_000)
    expect(at).toContain(1_000_000 + MARK_EVERY)
    expect(at).toContain(2_000_000)
    expect(at.at(-1)).toBe(rounds)
    expect(at.length).toBeGreaterThan(150)
    expect(at.every((r, i) => i === 0 || r > at[i - 1]!)).toBe(true)
    expect(one.checkpoints.at(-1)!.houseEdge).toBe(-tallyStats(one).mean)
    const other = await runSimulation(spec, { rounds, seed: 8, threads: 1 })
    expect(tallyStats(other).mean).not.toBe(tallyStats(one).mean)
  })

  it('thins checkpoints to at most 200, log-spaced, the first and last kept', () => {
    const dense = Array.from({ length: 10_000 }, (_, i) => ({
      rounds: 1000 * (i + 1),
      houseEdge: 0,
      standardError: 0,
    }))
    const at = thinCheckpoints(dense).map((c) => c.rounds)
    expect(at.length).toBeGreaterThan(190)
    expect(at.length).toBeLessThanOrEqual(200)
    expect([at[0], at.at(-1)]).toEqual([1000, 10_000_000])
    expect(at.every((r, i) => i === 0 || r > at[i - 1]!)).toBe(true)
    // About as many points in each dense decade (the grain of 1,000 rounds costs a few).
    const decade = (from: number) => at.filter((r) => r > from && r <= 10 * from).length
    expect(Math.abs(decade(1e5) - decade(1e6))).toBeLessThanOrEqual(5)
    expect(thinCheckpoints(dense.slice(0, 200))).toHaveLength(200)
  })

  it('takes a checkpoint inside a unit: the figures of a run that stops there', async () => {
    // Past a unit boundary (Zero's fast model: 50,000-round units); the stud table model's
    // deal order is checked in pinned.test.ts.
    const zero: SimulationSpec = { ...spec, game: 'zero', ruleset: 'six-deck', strategy: 'basic' }
    const n = 50_000 + 2 * MARK_EVERY
    const z = await runSimulation(zero, { rounds: 120_000, seed: 3, threads: 1 })
    const zs = await runSimulation(zero, { rounds: n, seed: 3, threads: 1 })
    const zc = z.checkpoints.find((p) => p.rounds === n)!
    expect(zc.houseEdge).toBeCloseTo(-tallyStats(zs).mean, 14)
    expect(zc.standardError).toBeCloseTo(tallyStats(zs).se, 14)
  })
})

describe('a simulation resumed from its journal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'felt-sim-journal-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('resumes a stopped run: the units it holds are not played again, the result is the same to the last bit, and the file goes with the run', async () => {
    const whole = await runSimulation(spec, { rounds, seed: 7, threads: 1 })
    // A run stopped after its second unit: units 0 and 2 done (threads finish out of order).
    const stopped = simulationJournal(dir, spec, rounds, 7)
    stopped.add(0, await runUnit(spec, 1_000_000, chunkSeed(7, 0)))
    stopped.add(2, await runUnit(spec, 500_000, chunkSeed(7, 2)))
    const progress: number[] = []
    const journal = simulationJournal(dir, spec, rounds, 7)
    expect([...journal.known.keys()]).toEqual([0, 2])
    const resumed = await runSimulation(spec, {
      rounds,
      seed: 7,
      threads: 2,
      journalDir: dir,
      onProgress: (done) => progress.push(done),
    })
    expect(progress).toEqual([1_500_000, rounds])
    expect([...resumed.events].sort()).toEqual([...whole.events].sort())
    expect(resumed.wagered).toBe(whole.wagered)
    expect(resumed.checkpoints).toEqual(whole.checkpoints)
    expect(existsSync(journal.file)).toBe(false)
  })

  it('keeps each run apart: other rounds, seed, rules or strategy table name another file, and a file naming another run starts afresh', () => {
    const a = simulationJournal(dir, spec, rounds, 7)
    expect(simulationJournal(dir, spec, rounds, 8).file).not.toBe(a.file)
    expect(simulationJournal(dir, spec, rounds + 1, 7).file).not.toBe(a.file)
    expect(simulationJournal(dir, { ...spec, overrides: { ante: 2 } }, rounds, 7).file).not.toBe(
      a.file,
    )
    // The same options played with another strategy table (a table made again meanwhile).
    expect(simulationJournal(dir, spec, rounds, 7, 'table-b').file).not.toBe(
      simulationJournal(dir, spec, rounds, 7, 'table-a').file,
    )
    writeFileSync(a.file, '{"another":"run"}\n0 {"rounds":1,"wagered":1,"events":[],"marks":[]}\n')
    const again = new SimulationJournal(a.file, 'this run')
    expect(again.known.size).toBe(0)
    expect(readFileSync(a.file, 'utf8')).toBe('this run\n')
  })
})
