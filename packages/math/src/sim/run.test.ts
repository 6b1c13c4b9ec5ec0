import { describe, expect, it } from 'vitest'
import { runSimulation } from './run.ts'
import type { SimulationSpec } from './spec.ts'
import { tallyStats } from './tally.ts'

const spec: SimulationSpec = {
  game: 'stud-poker',
  ruleset: 'caribbean-stud',
  bet: 'main',
  strategy: 'pair-plus',
  overrides: {},
  path: 'fast',
}

describe('seeded Monte Carlo driver', () => {
  it('gives the same tally on worker threads as in this thread, and another for another seed', async () => {
    const rounds = 2_500_000 // three work units of the fast model
    const one = await runSimulation(spec, { rounds, seed: 7, threads: 1 })
    const two = await runSimulation(spec, { rounds, seed: 7, threads: 2 })
    expect([...two.events].sort()).toEqual([...one.events].sort())
    expect(two.wagered).toBe(one.wagered)
    expect(two.rounds).toBe(rounds)
    // The running house edge falls on unit boundaries: the same on any thread count.
    expect(two.checkpoints).toEqual(one.checkpoints)
    expect(one.checkpoints.map((c) => c.rounds)).toEqual([1_000_000, 2_000_000, 2_500_000])
    expect(one.checkpoints.at(-1)!.houseEdge).toBe(-tallyStats(one).mean)
    const other = await runSimulation(spec, { rounds, seed: 8, threads: 1 })
    expect(tallyStats(other).mean).not.toBe(tallyStats(one).mean)
  }, 60_000)
})
