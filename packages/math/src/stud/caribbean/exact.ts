import type { CardCode } from '@felt/cards'
import { CATEGORY_INDEX, rank5 } from '@felt/evaluators'
import {
  CARIBBEAN_STRATEGIES,
  type CaribbeanStrategy,
  caribbeanRaises,
  suitClassSize,
} from '@felt/strategy/stud-poker'
import { RAISE_MULTIPLE, type StudRules } from '@felt/stud-poker'
import { countAgainst, dealerTable } from '../kernel/dealer-table.ts'
import { qualifyingStrength } from '../kernel/final-hand.ts'
import { choose } from '../kernel/subsets.ts'
import { caribbeanEvents } from './fast.ts'

/** The strategies the exact Caribbean Stud engine scores: the optimum and the published ones. */
export type CaribbeanExactStrategy = 'optimal' | CaribbeanStrategy

/** Every strategy of `caribbeanExactPart`, in the order of its result. */
export const CARIBBEAN_EXACT_STRATEGIES: readonly CaribbeanExactStrategy[] = [
  'optimal',
  ...CARIBBEAN_STRATEGIES,
]

// Module-local: V8 reads an imported binding through a cell on every call (see rank.ts of
// @felt/evaluators).
const CATEGORY = CATEGORY_INDEX

/**
 * Exact Caribbean Stud (and any rule set without draws, second combinations or dealer
 * options): for one dealer up card, every player hand against every completion of the
 * dealer's hand, by each strategy of CARIBBEAN_EXACT_STRATEGIES. Returns the weighted
 * combinations of each event of `caribbeanEvents(rules)`, strategy after strategy.
 *
 * `deck` null: the full deck, the up card taken as the club of its rank and weighted 4
 * (one per suit), player hands enumerated up to the permutations of the three other suits
 * (each canonical hand weighted by the size of its class). A reduced `deck` (for tests)
 * enumerates every hand of its cards; the missing cards are removed from the dealer's.
 */
export function caribbeanExactPart(
  rules: StudRules,
  up: CardCode,
  deck: readonly CardCode[] | null = null,
): Float64Array {
  const events = caribbeanEvents(rules)
  const E = events.length
  const S = CARIBBEAN_EXACT_STRATEGIES.length
  const out = new Float64Array(S * E)
  const qualify = qualifyingStrength(rules)
  const table = dealerTable(up, qualify, deck)
  const cards = (deck ?? Array.from({ length: 52 }, (_, c) => c))
    .filter((c) => c !== up)
    .sort((x, y) => x - y)
  const removed = new Int32Array(5)
  const counts = new Float64Array(4)
  const hand = [0, 0, 0, 0, 0]
  const winPays = new Float64Array(10)
  for (let c = 0; c < 10; c++) winPays[c] = events[4 + c]!.pays
  const suitWeight = deck === null ? 4 : 1
  const m = cards.length
  const local = table.local
  for (let a = 0; a < m - 4; a++) {
    for (let b = a + 1; b < m - 3; b++) {
      for (let c = b + 1; c < m - 2; c++) {
        for (let d = c + 1; d < m - 1; d++) {
          for (let e = d + 1; e < m; e++) {
            hand[0] = cards[a]!
            hand[1] = cards[b]!
            hand[2] = cards[c]!
            hand[3] = cards[d]!
            hand[4] = cards[e]!
            const w = deck === null ? suitClassSize(hand) : 1
            if (w === 0) continue
            const s = rank5(hand[0], hand[1], hand[2], hand[3], hand[4])
            for (let i = 0; i < 5; i++) removed[i] = local[hand[i]!]!
            countAgainst(table, removed, 5, s, counts)
            const total = counts[3]!
            const nq = counts[0]!
            const win = s > qualify ? counts[1]! - nq : 0
            const tie = s >= qualify ? counts[2]! - counts[1]! : 0
            const lose = total - nq - win - tie
            const cat = CATEGORY[s]!
            // Per Ante: a dealer who does not qualify pays 1, a win its event's pays, a loss
            // the Ante and the Raise.
            const raiseValue = nq + win * winPays[cat]! - (1 + RAISE_MULTIPLE) * lose
            const weight = w * suitWeight
            for (let k = 0; k < S; k++) {
              const raises =
                k === 0
                  ? raiseValue > -total
                  : caribbeanRaises(CARIBBEAN_STRATEGIES[k - 1]!, s, hand, up)
              const o = k * E
              if (!raises) out[o]! += weight * total
              else {
                out[o + 1]! += weight * nq
                out[o + 2]! += weight * tie
                out[o + 3]! += weight * lose
                out[o + 4 + cat]! += weight * win
              }
            }
          }
        }
      }
    }
  }
  return out
}

/** The number of (player hand, up card, dealer hand) deals of a deck of `n` cards. */
export function caribbeanDeals(n: number): number {
  return choose(n, 5) * (n - 5) * choose(n - 6, 4)
}
