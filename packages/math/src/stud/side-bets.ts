import type { StudRules } from '@felt/stud-poker'
import type { Analysis } from '../result.ts'
import { bonusExact, superExact } from './first-five.ts'

/**
 * Exact analysis of a stud side bet that depends on five cards alone: the Super on the
 * box's first five (`super`) or on the dealer's five (`dealer-super`; the same
 * distribution), and the Bonus / Jackpot Bonus (`bonus`).
 * @throws {Error} when the rule set has no such bet.
 */
export function studSideBetAnalysis(
  rules: StudRules,
  bet: string,
  info: { ruleset: string; overrides: Readonly<Record<string, unknown>>; started: number },
): Analysis {
  let r: ReturnType<typeof superExact>
  if (bet === 'super' || bet === 'dealer-super') {
    if (
      rules.superTable === null ||
      (bet === 'super' && !rules.superWager) ||
      (bet === 'dealer-super' && !rules.dealerSuperWager)
    ) {
      throw new Error(`rule set ${info.ruleset} has no ${bet} wager`)
    }
    r = superExact(rules.superTable)
  } else if (bet === 'bonus') {
    if (rules.bonusTable === null) throw new Error(`rule set ${info.ruleset} has no bonus side bet`)
    r = bonusExact(rules.bonusTable)
  } else throw new Error(`no exact engine for stud bet ${bet}`)
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
