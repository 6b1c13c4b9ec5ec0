import type { CardCode } from '@felt/cards'
import { baccaratTotal } from '@felt/evaluators'

/**
 * A zero pair: two cards of the same rank totalling 0 points (5-5, T-T, J-J, Q-Q, K-K),
 * zero.md, "Play" step 3.
 */
export function isZeroPair(first: CardCode, second: CardCode): boolean {
  return first % 13 === second % 13 && baccaratTotal([first, second]) === 0
}

/** Whether two cards may be split: they total 8 or 9 points (they need not be a pair). */
export function isSplittable(first: CardCode, second: CardCode): boolean {
  const total = baccaratTotal([first, second])
  return total === 8 || total === 9
}

/**
 * Whether the dealer draws to `cards`: on a two-card or three-card total of 5 or more; he
 * stands on four cards (zero.md, "Play" step 5).
 */
export function dealerDraws(cards: readonly CardCode[]): boolean {
  return cards.length < 4 && baccaratTotal(cards) >= 5
}
