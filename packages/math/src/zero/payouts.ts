import { type ZeroRules, zeroPayoutsEvents, zeroPayoutsPaid } from '@felt/zero'
import type { Analysis } from '../result.ts'

/**
 * Exact analysis of the Zero Payouts side bet: every rank triple (player's two cards,
 * dealer's up card) drawn without replacement from the shoe, paid by the rule set's
 * table on its best-paying event (per unit; the package rounds winnings down to whole
 * units, which a stake of 1 unit would feel).
 */
export function zeroPayoutsAnalysis(
  rules: ZeroRules,
  info: Pick<Analysis, 'ruleset' | 'overrides' | 'seconds'>,
): Analysis {
  const per = 4 * rules.decks
  const n = 13 * per
  const paid = new Map<string, number>()
  for (let a = 0; a < 13; a++) {
    for (let b = 0; b < 13; b++) {
      const pb = (per - (a === b ? 1 : 0)) / (n - 1)
      for (let u = 0; u < 13; u++) {
        const pu = (per - (a === u ? 1 : 0) - (b === u ? 1 : 0)) / (n - 2)
        const p = (per / n) * pb * pu
        const key = zeroPayoutsPaid(zeroPayoutsEvents(a, b, u), rules.zeroPayoutsPays) ?? 'lose'
        paid.set(key, (paid.get(key) ?? 0) + p)
      }
    }
  }
  let mean = 0
  let m2 = 0
  const table = [...paid]
    .map(([event, p]) => {
      const pays =
        event === 'lose' ? -1 : rules.zeroPayoutsPays[event as keyof ZeroRules['zeroPayoutsPays']]!
      mean += p * pays
      m2 += p * pays * pays
      return { event, pays, probability: p, return: p * pays }
    })
    .sort((x, y) => y.pays - x.pays)
  return {
    game: 'zero',
    ruleset: info.ruleset,
    bet: 'zero-payouts',
    strategy: 'none',
    method: 'exact',
    rounds: null,
    seed: null,
    overrides: info.overrides,
    houseEdge: -mean,
    standardError: 0,
    elementOfRisk: -mean,
    averageWager: 1,
    standardDeviation: Math.sqrt(m2 - mean * mean),
    table,
    seconds: info.seconds,
    threads: 1,
    notes: [
      "the bet is settled on the first three cards; the pay table is the rule set's (an example table by default)",
    ],
  }
}
