import { studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { STATS, STUD_SOLVE_STRATEGIES, statsOf } from './solve.ts'
import { SITUATIONS, studSolveAnalysis } from './solve-analysis.ts'

const info = { ruleset: 'lunar', overrides: {}, seconds: 0, threads: 1 }

describe('the analysis of a full strategy run', () => {
  it('refuses a solution that does not cover every starting situation: INVALID_SOLUTION', () => {
    const stats = new Float64Array(STUD_SOLVE_STRATEGIES.length * STATS)
    stats[statsOf('optimal-final-hand')] = SITUATIONS - 47
    const solution = [{ up: 0, stats, actions: new Uint8Array(0) }]
    expect(() =>
      studSolveAnalysis(solution, studPoker.rules('lunar'), 'optimal-final-hand', 'main', info),
    ).toThrow(
      expect.objectContaining({
        code: 'INVALID_SOLUTION',
        details: { expected: SITUATIONS, situations: SITUATIONS - 47 },
      }),
    )
  })
})
