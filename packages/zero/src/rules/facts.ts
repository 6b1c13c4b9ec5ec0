import type { CardCode } from '@felt/cards'
import { baccaratTotal } from '@felt/evaluators'

/**
 * The readings of Zero's double down (docs/rules/zero.md, "Double readings"): `three-card`
 * (double a three-card hand for one more card; the default), `three-card-no-card` (double
 * a three-card hand, no card), `two-card` (double a two-card hand for exactly one card).
 */
export const ZERO_DOUBLES = ['three-card', 'three-card-no-card', 'two-card'] as const

/** One reading of Zero's double down: one of `ZERO_DOUBLES`. */
export type ZeroDouble = (typeof ZERO_DOUBLES)[number]

/** The two-card totals a player may split in the stock rule sets: 8 and 9 (the `splitTotals` default). */
export const ZERO_SPLIT_TOTALS: readonly number[] = Object.freeze([8, 9])

/** A Zero Pair wins 3 to 2 at once: the net pay per unit of the Zero wager. */
export const ZERO_PAIR_PAYS = 1.5

/**
 * The dealer's drawing rule: he draws while he holds fewer than `maxCards` cards and his
 * total is `drawsFrom` or more, so at most two cards (docs/rules/zero.md, "Dealer").
 */
export const ZERO_DEALER_RULE: { readonly drawsFrom: number; readonly maxCards: number } =
  Object.freeze({ drawsFrom: 5, maxCards: 4 })

/**
 * A zero pair: two cards of the same rank totalling 0 points (5-5, T-T, J-J, Q-Q, K-K),
 * docs/rules/zero.md, "Zero Pair". Ranks are what count, so rank indices 0..12 work too.
 */
export function isZeroPair(first: CardCode, second: CardCode): boolean {
  return first % 13 === second % 13 && baccaratTotal([first, second]) === 0
}

/**
 * Whether two cards may be split under `rules`: their total is one of `rules.splitTotals`
 * (8 or 9 in the stock rule sets; they need not be a pair).
 */
export function isSplittable(
  rules: { readonly splitTotals: readonly number[] },
  first: CardCode,
  second: CardCode,
): boolean {
  return rules.splitTotals.includes(baccaratTotal([first, second]))
}

/** Whether the dealer draws to `cards` by `ZERO_DEALER_RULE`. */
export function dealerDraws(cards: readonly CardCode[]): boolean {
  return (
    cards.length < ZERO_DEALER_RULE.maxCards && baccaratTotal(cards) >= ZERO_DEALER_RULE.drawsFrom
  )
}
