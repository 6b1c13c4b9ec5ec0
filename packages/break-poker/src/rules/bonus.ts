import type { CardCode } from '@felt/cards'
import { BREAK_PAIR, BREAK_STRAIGHT, BREAK_TRIPS, breakSettingsInto } from '@felt/evaluators'

const SCRATCH = new Int32Array(630)

/**
 * The Break Bonus categories (our definition; the rules leave the table to the operator):
 * the best that any legal setting of the player's seven cards makes, highest first.
 */
export type BreakBonusCategory =
  | 'five-of-a-kind'
  | 'lucky-break-trips'
  | 'lucky-break-straight'
  | 'trips'
  | 'straight'

/** Break Bonus categories, highest first. */
export const BREAK_BONUS_CATEGORIES: readonly BreakBonusCategory[] = [
  'five-of-a-kind',
  'lucky-break-trips',
  'lucky-break-straight',
  'trips',
  'straight',
]

/**
 * Hot path: the best of a seven-card hand over all its legal settings, as an index into
 * `BREAK_BONUS_CATEGORIES` (0 five of a kind, 1 Lucky Break with trips .. 4 straight), or -1 for
 * none of them. 0, 1 or 2 means the cards hold a Lucky Break. Five of a kind is the joker
 * with four of a kind, set as a pair in front of trips of the same rank. No allocation. Inputs are not checked.
 */
export function breakBonusIndex(cards7: ArrayLike<CardCode>): number {
  const n = breakSettingsInto(cards7, SCRATCH)
  let best = 5
  for (let k = 0, q = 0; k < n && best > 0; k++, q += 3) {
    const two = SCRATCH[q + 1]!
    const three = SCRATCH[q + 2]!
    const kind = three >> 12
    if (kind < BREAK_STRAIGHT) continue
    const lucky = two >> 12 === BREAK_PAIR
    const c =
      kind === BREAK_TRIPS
        ? lucky
          ? (two & 0xf00) === (three & 0xf00)
            ? 0
            : 1
          : 3
        : lucky
          ? 2
          : 4
    if (c < best) best = c
  }
  return best === 5 ? -1 : best
}

/**
 * The Break Bonus category of the player's seven cards: the best any legal setting of them
 * makes, whatever the player set; `null` for none.
 */
export function breakBonusCategory(cards7: readonly CardCode[]): BreakBonusCategory | null {
  return BREAK_BONUS_CATEGORIES[breakBonusIndex(cards7)] ?? null
}

/**
 * Whether seven cards can be set as a Lucky Break (the player "holds" one: docs/rules/break-poker.md,
 * "Side bets", where the player sets one whenever he can).
 */
export function holdsLuckyBreak(cards7: readonly CardCode[]): boolean {
  return bonusIndexHoldsLuckyBreak(breakBonusIndex(cards7))
}

/** Hot path: whether a `breakBonusIndex` result is a Lucky Break category (0, 1 or 2). */
export function bonusIndexHoldsLuckyBreak(index: number): boolean {
  return index >= 0 && index <= 2
}
