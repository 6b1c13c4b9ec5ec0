import { InvalidHandValueError } from '@felt/cards'

/** A poker hand category, named as players say it. A royal flush is the ace-high straight flush. */
export type HandCategory =
  | 'high-card'
  | 'pair'
  | 'two-pair'
  | 'three-of-a-kind'
  | 'straight'
  | 'flush'
  | 'full-house'
  | 'four-of-a-kind'
  | 'straight-flush'
  | 'royal-flush'

/** Every hand category, lowest first. */
export const HAND_CATEGORIES: readonly HandCategory[] = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
]

/** The weakest hand strength (7-5-4-3-2 of mixed suits). */
export const MIN_STRENGTH = 1
/** The strongest hand strength (royal flush). */
export const MAX_STRENGTH = 7462

/**
 * The lowest strength of each category, in `HAND_CATEGORIES` order
 * (high card 1, pair 1278, ..., straight flush 7453, royal flush 7462).
 */
export const CATEGORY_FLOORS: readonly number[] = [
  1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7462,
]

/**
 * The category of a hand strength.
 * @param strength an integer 1..7462 as returned by `rank5`/`rank7`/`rankCards`.
 * @throws {InvalidHandValueError} `INVALID_HAND_VALUE` for a value outside 1..7462.
 */
export function categoryOf(strength: number): HandCategory {
  if (!Number.isInteger(strength) || strength < MIN_STRENGTH || strength > MAX_STRENGTH) {
    throw new InvalidHandValueError(
      `a hand strength is an integer from 1 to 7462, got ${strength}`,
      strength,
    )
  }
  let i = CATEGORY_FLOORS.length - 1
  while (strength < CATEGORY_FLOORS[i]!) i--
  return HAND_CATEGORIES[i]!
}

/** The index of a strength's category in `HAND_CATEGORIES` (0 high card .. 9 royal flush). */
export function categoryIndexOf(strength: number): number {
  return HAND_CATEGORIES.indexOf(categoryOf(strength))
}
