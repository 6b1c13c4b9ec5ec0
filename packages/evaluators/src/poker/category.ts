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
 * The category index (in `HAND_CATEGORIES`: 0 high card .. 9 royal flush) of every strength,
 * indexed by the strength 1..7462 (`MAX_STRENGTH + 1` entries; entry 0, no strength, is 0).
 * A lookup table for hot loops, built from `CATEGORY_FLOORS` at load and shared: read it,
 * never write to it. `categoryIndexOf` is the checked form.
 */
export const CATEGORY_INDEX: Uint8Array = (() => {
  const table = new Uint8Array(MAX_STRENGTH + 1)
  for (let i = 1; i < CATEGORY_FLOORS.length; i++) table.fill(i, CATEGORY_FLOORS[i]!)
  return table
})()

/**
 * The index of a strength's category in `HAND_CATEGORIES` (0 high card .. 9 royal flush).
 * @param strength an integer 1..7462 as returned by `rank5`/`rank7`/`rankCards`.
 * @throws {InvalidHandValueError} `INVALID_HAND_VALUE` for a value outside 1..7462.
 */
export function categoryIndexOf(strength: number): number {
  if (!Number.isInteger(strength) || strength < MIN_STRENGTH || strength > MAX_STRENGTH) {
    throw new InvalidHandValueError(
      `a hand strength is an integer from 1 to 7462, got ${strength}`,
      strength,
    )
  }
  return CATEGORY_INDEX[strength]!
}

/**
 * The category of a hand strength.
 * @param strength an integer 1..7462 as returned by `rank5`/`rank7`/`rankCards`.
 * @throws {InvalidHandValueError} `INVALID_HAND_VALUE` for a value outside 1..7462.
 */
export function categoryOf(strength: number): HandCategory {
  return HAND_CATEGORIES[categoryIndexOf(strength)]!
}
