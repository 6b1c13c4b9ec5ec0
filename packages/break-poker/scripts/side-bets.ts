/**
 * Return of the Break Poker side bets under a rule set, per unit staked.
 * - Break Bonus: exact, over the 67,600 rank patterns of seven cards from 53 (suits never
 *   matter), weighted by how many hands each pattern stands for.
 * - Dealer's Lucky Break: Monte Carlo over seeded random deals (player and dealer hands).
 * Run: pnpm exec tsx scripts/side-bets.ts [rounds]
 */
import { canonicalDeck, seededRandom } from '@felt/cards'
import {
  BREAK_SETTING_POSITIONS,
  breakThreeValue,
  breakTwoValue,
  isLuckyBreak,
} from '@felt/evaluators'
import { breakPoker } from '../src/game.ts'
import { BREAK_BONUS_CATEGORIES, breakBonusIndex } from '../src/rules/bonus.ts'
import { houseWayIndex } from '../src/rules/house-way.ts'

const rules = breakPoker.rules()
const C4 = [1, 4, 6, 4, 1]
const counts = new Float64Array(BREAK_BONUS_CATEGORIES.length + 1)
let total = 0
let patterns = 0
const cards: number[] = []
function walk(r: number, left: number, weight: number, joker: boolean): void {
  if (r === 13) {
    if (left !== 0) return
    patterns++
    const i = breakBonusIndex(joker ? [...cards, 52] : cards)
    counts[i < 0 ? BREAK_BONUS_CATEGORIES.length : i]! += weight
    total += weight
    return
  }
  for (let n = 0; n <= Math.min(4, left); n++) {
    for (let k = 0; k < n; k++) cards.push(r)
    walk(r + 1, left - n, weight * C4[n]!, joker)
    for (let k = 0; k < n; k++) cards.pop()
  }
}
walk(0, 7, 1, false)
walk(0, 6, 1, true)
console.log(`Break Bonus, exact: ${patterns} rank patterns, ${total} hands`)
let ret = 0
BREAK_BONUS_CATEGORIES.forEach((c, i) => {
  const p = counts[i]! / total
  const pays = rules.breakBonusPays[c]
  if (pays !== undefined) ret += p * (1 + pays)
  console.log(
    `  ${c.padEnd(22)} ${counts[i]!.toString().padStart(10)}  p=${p.toFixed(8)}  pays ${pays ?? '-'}`,
  )
})
console.log(`  ${'none'.padEnd(22)} ${counts.at(-1)!.toString().padStart(10)}`)
console.log(`  return ${(ret * 100).toFixed(4)}%  house edge ${((1 - ret) * 100).toFixed(4)}%`)

const rounds = Number(process.argv[2] ?? 1_000_000)
const random = seededRandom(2026)
const deck = canonicalDeck(1, 1)
let dealerOnly = 0
let both = 0
const P = BREAK_SETTING_POSITIONS
for (let n = 0; n < rounds; n++) {
  // Partial Fisher-Yates: the first 14 cards are the player's 7 and the dealer's 7.
  for (let i = 0; i < 14; i++) {
    const j = i + random(53 - i)
    const t = deck[i]!
    deck[i] = deck[j]!
    deck[j] = t
  }
  const d = deck.slice(7, 14)
  const k = 5 * houseWayIndex(d)
  const dealerLucky = isLuckyBreak(
    breakTwoValue(d[P[k]!]!, d[P[k + 1]!]!),
    breakThreeValue(d[P[k + 2]!]!, d[P[k + 3]!]!, d[P[k + 4]!]!),
  )
  if (!dealerLucky) continue
  const p = breakBonusIndex(deck.slice(0, 7))
  if (p >= 0 && p <= 2) both++
  else dealerOnly++
}
const { dealer, both: bothPays } = rules.luckyBreakPays
const lbReturn = (dealerOnly * (1 + dealer) + both * (1 + bothPays)) / rounds
console.log(`Dealer's Lucky Break, Monte Carlo: ${rounds} rounds (seed 2026)`)
console.log(
  `  dealer Lucky Break alone p=${(dealerOnly / rounds).toFixed(5)}, both p=${(both / rounds).toFixed(5)}`,
)
console.log(
  `  return ${(lbReturn * 100).toFixed(3)}%  house edge ${((1 - lbReturn) * 100).toFixed(3)}%`,
)
