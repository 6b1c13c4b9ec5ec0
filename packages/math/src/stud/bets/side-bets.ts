import type { StudRules } from '@felt/stud-poker'
import { UnsupportedAnalysisError } from '../../errors.ts'
import type { Analysis } from '../../result.ts'
import { bonusExact, superExact } from '../kernel/first-five.ts'

/**
 * The error for a stud bet the rule set does not offer (a Super, Dealer's Super, Bonus or
 * blind box it lacks), or null when it offers the bet; the one check of every stud analysis.
 */
export function missingStudBet(
  rules: StudRules,
  bet: string,
  ruleset: string,
): UnsupportedAnalysisError | null {
  const lacks =
    (bet === 'super' && (rules.superTable === null || !rules.superWager)) ||
    (bet === 'dealer-super' && (rules.superTable === null || !rules.dealerSuperWager)) ||
    (bet === 'bonus' && rules.bonusTable === null) ||
    (bet === 'blind' && rules.blindBoxesFrom === null)
  if (!lacks) return null
  return new UnsupportedAnalysisError(`rule set ${ruleset} has no ${bet} wager`, {
    game: 'stud-poker',
    ruleset,
    bet,
  })
}

/**
 * Exact analysis of a stud side bet that depends on five cards alone: the Super on the
 * box's first five (`super`) or on the dealer's five (`dealer-super`; the same
 * distribution), and the Bonus / Jackpot Bonus (`bonus`).
 * @throws {UnsupportedAnalysisError} `UNSUPPORTED_ANALYSIS`, details `{ game, ruleset, bet }`,
 *   for a bet the rule set lacks or one that is not such a side bet.
 */
export function studSideBetAnalysis(
  rules: StudRules,
  bet: string,
  info: { ruleset: string; overrides: Readonly<Record<string, unknown>>; started: number },
): Analysis {
  const missing = missingStudBet(rules, bet, info.ruleset)
  if (missing !== null) throw missing
  let r: ReturnType<typeof superExact>
  if (bet === 'super' || bet === 'dealer-super') r = superExact(rules.superTable!)
  else if (bet === 'bonus') r = bonusExact(rules.bonusTable!)
  else {
    throw new UnsupportedAnalysisError(`no exact engine for stud bet ${bet}`, {
      game: 'stud-poker',
      ruleset: info.ruleset,
      bet,
    })
  }
  return {
    game: 'stud-poker',
    ruleset: info.ruleset,
    bet,
    strategy: 'none',
    method: 'exact',
    rounds: 2_598_960,
    seed: null,
    overrides: info.overrides,
    houseEdge: -r.mean,
    standardError: 0,
    elementOfRisk: -r.mean,
    averageWager: 1,
    standardDeviation: r.sd,
    table: r.table,
    seconds: (performance.now() - info.started) / 1000,
    threads: 1,
    notes: [
      'every one of the 2,598,960 five-card hands enumerated; the bet does not depend on play',
    ],
  }
}
