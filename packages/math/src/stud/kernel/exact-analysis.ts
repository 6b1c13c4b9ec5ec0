import type { Analysis, ReturnRow } from '../../result.ts'

/** The moments of an exact stud result, per unit of the initial wager(s). */
export interface ExactMoments {
  /** Expected net. */
  readonly mean: number
  /** Expected square of the net. */
  readonly m2: number
  /** Average total wagered. */
  readonly averageWager: number
}

/**
 * An exact stud Analysis from its moments: house edge (-mean), element of risk and
 * standard deviation, no standard error.
 */
export function exactStudAnalysis(
  m: ExactMoments,
  a: Pick<
    Analysis,
    'ruleset' | 'bet' | 'strategy' | 'overrides' | 'rounds' | 'seconds' | 'threads' | 'notes'
  > & {
    readonly table: readonly ReturnRow[]
  },
): Analysis {
  return {
    game: 'stud-poker',
    ...a,
    method: 'exact',
    seed: null,
    houseEdge: -m.mean,
    standardError: 0,
    elementOfRisk: -m.mean / m.averageWager,
    averageWager: m.averageWager,
    standardDeviation: Math.sqrt(m.m2 - m.mean * m.mean),
  }
}
