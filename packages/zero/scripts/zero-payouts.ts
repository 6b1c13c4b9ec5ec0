/**
 * Exact return of the Zero Payouts side bet under a rule set's pay table: the player's first
 * two cards and the dealer's up card, by rank, drawn without replacement from the shoe.
 * Run: pnpm exec tsx scripts/zero-payouts.ts [six-deck|eight-deck] ['{"two-card": 2, ...}']
 */

import { zero } from '../src/game.ts'
import {
  ZERO_PAYOUTS_EVENTS,
  type ZeroPayoutsEvent,
  zeroPayoutsEvents,
} from '../src/rules/payouts.ts'

const table = process.argv[3] ? { zeroPayoutsPays: JSON.parse(process.argv[3]) } : {}
const rules = zero.rules(process.argv[2] ?? 'six-deck', table)
const perRank = 4 * rules.decks
const size = 52 * rules.decks
const pays = rules.zeroPayoutsPays
const p: Record<string, number> = {}
let ret = 0
for (let a = 0; a < 13; a++) {
  for (let b = 0; b < 13; b++) {
    for (let u = 0; u < 13; u++) {
      const nb = perRank - (b === a ? 1 : 0)
      const nu = perRank - (u === a ? 1 : 0) - (u === b ? 1 : 0)
      const prob = (perRank / size) * (nb / (size - 1)) * (nu / (size - 2))
      // Rank r as the club card of code r: only ranks matter.
      const events = zeroPayoutsEvents(a, b, u)
      let paid: ZeroPayoutsEvent | null = null
      for (const e of events) {
        p[e] = (p[e] ?? 0) + prob
        if (pays[e] !== undefined && (paid === null || pays[e]! > pays[paid]!)) paid = e
      }
      if (paid !== null) {
        p[`paid:${paid}`] = (p[`paid:${paid}`] ?? 0) + prob
        ret += prob * (1 + pays[paid]!)
      }
    }
  }
}
console.log(`Zero Payouts, exact, ${rules.name} (${size} cards)`)
for (const e of ZERO_PAYOUTS_EVENTS) {
  console.log(
    `  ${e.padEnd(17)} happens p=${(p[e] ?? 0).toFixed(6)}  paid as best p=${(p[`paid:${e}`] ?? 0).toFixed(6)}  pays ${pays[e] ?? '-'}`,
  )
}
console.log(`  return ${(ret * 100).toFixed(4)}%  house edge ${((1 - ret) * 100).toFixed(4)}%`)
