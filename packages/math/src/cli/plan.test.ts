import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type AnalyzeOptions, planAnalysis } from '../analyze.ts'
import { planLines, roughTime } from './plan.ts'

const empty = mkdtempSync(join(tmpdir(), 'felt-plan-test-'))
afterAll(() => rmSync(empty, { recursive: true }))

const plan = (o: AnalyzeOptions) => planAnalysis({ threads: 2, cacheDir: empty, ...o }).plan()
const lunar = { game: 'stud-poker', ruleset: 'lunar' } as const
const cores = availableParallelism()

describe('the method an analysis runs', () => {
  it('is simulate when --rounds, --seed or --path is given, whatever could be computed', async () => {
    for (const sim of [{ rounds: 100_000_000 }, { seed: 3 }, { path: 'engine' as const }])
      expect((await plan({ ...lunar, strategy: 'owner', ...sim })).method).toBe('simulate')
    expect((await plan({ game: 'zero', rounds: 1000 })).method).toBe('simulate')
  })

  it('is exact by default where every outcome is enumerated, else simulate: never the solver unasked', async () => {
    expect((await plan({ game: 'zero' })).method).toBe('exact')
    expect((await plan({ ...lunar, bet: 'super' })).method).toBe('exact')
    expect((await plan({ game: 'stud-poker', ruleset: 'caribbean-stud' })).method).toBe('exact')
    expect((await plan({ ...lunar, strategy: 'owner' })).method).toBe('simulate')
    expect((await plan({ ...lunar, strategy: 'optimal' })).method).toBe('simulate')
    expect(
      (await plan({ ...lunar, strategy: 'optimal-final-hand', method: 'solver' })).method,
    ).toBe('solver')
  })
})

describe('the plan line', () => {
  it('announces the table build of a first fast simulation, its time and size, then the simulation', async () => {
    const p = await plan({ ...lunar, strategy: 'optimal', method: 'simulate', rounds: 10_000_000 })
    expect(planLines(p)).toEqual([
      'felt-math: simulate (seeded Monte Carlo), in 3 steps:',
      // The build runs on every core: about 160 s of CPU.
      `  1. build the fast model's second decision of every final hand (26 of 26 parts missing): ${roughTime(160 / cores)} on ${cores} thread${cores === 1 ? '' : 's'}, 265 MB to the cache`,
      "  2. work out the table's first action of every hand (13 of 13 up ranks missing): about 20 s, 30.5 MB to the cache",
      '  3. simulate 10,000,000 rounds on the verified fast model, seed 1: about 30 s on 2 threads',
      `  cache: ${empty} (FELT_MATH_CACHE moves it, --no-cache skips it)`,
    ])
  })

  it('says how long a full strategy run and a long simulation take before they start', async () => {
    const solve = await plan({ ...lunar, strategy: 'optimal-final-hand', method: 'solver' })
    expect(planLines(solve)).toEqual([
      "felt-math: solver (the stud solver's approximation: second-order draws): solve every starting situation of lunar (a full strategy run; each up rank cached as it ends, a rerun resumes): about 10 min on 2 threads",
      `  cache: ${empty} (FELT_MATH_CACHE moves it, --no-cache skips it)`,
    ])
    const owner = await plan({ ...lunar, strategy: 'owner', rounds: 100_000_000 })
    expect(planLines(owner)).toEqual([
      'felt-math: simulate (seeded Monte Carlo): simulate 100,000,000 rounds on the game package itself, seed 1: about 2 h 08 min on 2 threads',
    ])
    const alone = await plan({ ...lunar, strategy: 'owner', rounds: 100_000_000, threads: 1 })
    expect(planLines(alone)[0]).toMatch(/: about 4 h 1\d min on 1 thread$/)
  })

  it('is silent for work of a few seconds', async () => {
    expect(planLines(await plan({ ...lunar, bet: 'super' }))).toEqual([])
    expect(planLines(await plan({ game: 'zero' }))).toEqual([])
    expect(
      planLines(await plan({ game: 'zero', method: 'simulate', path: 'engine', rounds: 1000 })),
    ).toEqual([])
  })

  it('rounds times as a person would say them', () => {
    expect([3, 44, 95, 1006, 7680].map(roughTime)).toEqual([
      'a few seconds',
      'about 40 s',
      'about 2 min',
      'about 17 min',
      'about 2 h 08 min',
    ])
  })
})
