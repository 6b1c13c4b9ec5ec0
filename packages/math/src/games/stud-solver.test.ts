import { studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { solverApproximation, solverNote } from './stud-solver.ts'

const q = { ruleset: 'lunar', strategy: 'optimal', bet: 'main', overrides: {} }

describe("the solver's approximation", () => {
  it('is named, with its measured error against the sampled exact edge of the stock rule set', () => {
    const a = solverApproximation(studPoker.rules('lunar'), q)
    expect(a.name).toBe('second-order draws')
    expect(a.measuredError!.error).toBeCloseTo(0.000022, 9)
    expect(a.measuredError!.standardError).toBe(0.00001)
    expect(solverNote(a)).toMatch(
      /^solver \(second-order draws\): .*the joint effect of three or more discards is left out\), the second decision made again knowing each discard and pair removed; measured error \+0\.0022% ± 0\.0010% of the initial wager against the sampled exact edge .* 2\.9774% ± 0\.0010% \(solver 2\.9796%\)$/,
    )
    const alone = solverApproximation(studPoker.rules('lunar'), {
      ...q,
      strategy: 'optimal-final-hand',
    })
    expect(alone.description).toMatch(/the second decision kept as made on the final hand alone$/)
    expect(alone.measuredError!.error).toBeCloseTo(0.000012, 9)
  })

  it('halves the error of the total (per Ante and Super), and names forcing where the rules have it', () => {
    const total = solverApproximation(studPoker.rules('lunar'), { ...q, bet: 'total' })
    expect(total.measuredError!.error).toBeCloseTo(0.000011, 9)
    const russian = solverApproximation(studPoker.rules('russian'), {
      ...q,
      ruleset: 'russian',
      strategy: 'optimal-final-hand',
    })
    expect(russian.description).toMatch(
      /forcing the dealer is valued exactly but in the draws' removal effects/,
    )
    expect(russian.measuredError!.error).toBeCloseTo(-0.000645, 9)
  })

  it('has no measured error under rule options nobody measured', () => {
    const a = solverApproximation(studPoker.rules('lunar', { anteOnWin: 'push' }), {
      ...q,
      overrides: { anteOnWin: 'push' },
    })
    expect(a.measuredError).toBeUndefined()
    expect(solverNote(a)).toMatch(/error not measured for these rules/)
  })
})
