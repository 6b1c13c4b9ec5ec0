import type { StudRules } from '@felt/stud-poker'
import { InvalidSolutionError } from '../../errors.ts'
import type { Analysis, ReturnRow } from '../../result.ts'
import { exactStudAnalysis } from '../kernel/exact-analysis.ts'
import { ACTION_CLASSES, STATS, type StudSolveStrategy, SUPER_STATS, statsOf } from './solve.ts'
import type { StudSolution } from './solve-run.ts'

/** Starting situations of the full deck: five cards and the up card (2,598,960 x 47). */
export const SITUATIONS = 122_151_120

/** The weighted stats of one strategy over a whole solution. */
export function solutionStats(solution: StudSolution, strategy: StudSolveStrategy): Float64Array {
  const o = statsOf(strategy)
  const out = new Float64Array(STATS)
  for (const p of solution) for (let i = 0; i < STATS; i++) out[i]! += p.stats[o + i]!
  return out
}

const STRATEGY_NOTES: Record<StudSolveStrategy, string> = {
  optimal:
    'optimal: the first action of highest value, then the best second decision knowing the discards',
  'optimal-final-hand':
    "optimal-final-hand: optimal's first actions, then the best second decision made on the final hand alone (the discards not known)",
  owner:
    "owner: the owner's published first decision; after a draw, play with ace-king-queen or better",
}

/**
 * The Analysis of a full strategy run for `bet` `main` (per Ante: Ante, Raise, fees and
 * insurance) or `total` (per unit of Ante plus the mandatory Super, with the Super's
 * return added: GLI's basis for Lunar). The return table has one row per first action:
 * how often it is taken and what it returns on average.
 * @throws {InvalidSolutionError} `INVALID_SOLUTION` unless the solution covers all `SITUATIONS`.
 */
export function studSolveAnalysis(
  solution: StudSolution,
  rules: StudRules,
  strategy: StudSolveStrategy,
  bet: 'main' | 'total',
  info: Pick<Analysis, 'ruleset' | 'overrides' | 'seconds' | 'threads'>,
): Analysis {
  const s = solutionStats(solution, strategy)
  const n = s[0]!
  if (n !== SITUATIONS) throw new InvalidSolutionError(SITUATIONS, n)
  const mean = s[1]! / n
  const m2 = s[2]! / n
  const wager = s[3]! / n
  const sup = s[SUPER_STATS]! / n
  const sup2 = s[SUPER_STATS + 1]! / n
  const cross = s[SUPER_STATS + 2]! / n
  const total = bet === 'total' && rules.superWager
  // Per unit of the initial wagers: the Ante, or the Ante and a Super of one Ante.
  const unit = total ? 2 : 1
  const net = (total ? mean + sup : mean) / unit
  const sq = (total ? m2 + 2 * cross + sup2 : m2) / (unit * unit)
  const averageWager = (total ? wager + 1 : wager) / unit
  const table: ReturnRow[] = []
  ACTION_CLASSES.forEach((name, k) => {
    const w = s[4 + k]!
    if (w === 0) return
    const probability = w / n
    const value = s[4 + ACTION_CLASSES.length + k]! / w
    table.push({
      event: `first action: ${name}`,
      pays: value,
      count: w,
      probability,
      return: probability * value,
    })
  })
  if (total)
    table.push({ event: 'Super (mandatory, 1x Ante)', pays: sup, probability: 1, return: sup })
  return exactStudAnalysis(
    { mean: net, m2: sq, averageWager },
    {
      ruleset: info.ruleset,
      bet,
      strategy,
      overrides: info.overrides,
      rounds: n,
      table,
      seconds: info.seconds,
      threads: info.threads,
      notes: [
        `every starting situation solved (${SITUATIONS.toLocaleString('en-US')} hands and up cards; up to suit symmetry); the rows are the first actions, "pays" is each one's average net per Ante`,
        "draws are valued to second order in their discards' removal from the dealer's cards (each discard's effect and each pair's joint effect; that of three or more discards is left out, measured in the @felt/math README); play, fold, buy and every final hand against the dealer are exact",
        STRATEGY_NOTES[strategy],
        ...(rules.forceDealer !== null
          ? [
              "a played, uninsured box forces the dealer / buys a game when that is worth more; its value is exact but in the draws' removal effects, which leave the discards' suits out of the dealer's flushes (ForceOption; measured in the @felt/math README)",
            ]
          : []),
      ],
    },
  )
}
