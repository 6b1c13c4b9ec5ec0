import {
  ACE_RANK,
  type CardCode,
  InvalidCardError,
  JACK_RANK,
  KING_RANK,
  QUEEN_RANK,
  rankOf,
  suitOf,
} from '@felt/cards'
import { classifyCombination } from './combinations.ts'

/**
 * A line of the Lunar Poker Super pay table, judged on a hand's first five cards:
 * `five-face-cards` = all five J/Q/K; `ace-king-queen` = holds an ace, a king and a queen;
 * `one-colour` = five cards of the same colour (all red or all black).
 */
export type SuperCategory =
  | 'four-of-a-kind'
  | 'five-face-cards'
  | 'full-house'
  | 'flush'
  | 'straight'
  | 'three-of-a-kind'
  | 'ace-king-queen'
  | 'one-colour'

/** Every Super line, in the order of the published table. */
export const SUPER_CATEGORIES: readonly SuperCategory[] = [
  'four-of-a-kind',
  'five-face-cards',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'ace-king-queen',
  'one-colour',
]

/** A Super pay table, "x to 1"; a missing line does not pay. */
export type SuperPayTable = Readonly<Partial<Record<SuperCategory, number>>>

/**
 * The Lunar Poker (2014) Super pay table of docs/rules/stud-family.md (to 1): four of a kind 250,
 * five face cards 120, full house 100, flush 60, straight 30, three of a kind 8,
 * ace-king-queen 5, five cards of the same colour 2.
 */
export const LUNAR_SUPER_PAY_TABLE: Readonly<Record<SuperCategory, number>> = {
  'four-of-a-kind': 250,
  'five-face-cards': 120,
  'full-house': 100,
  flush: 60,
  straight: 30,
  'three-of-a-kind': 8,
  'ace-king-queen': 5,
  'one-colour': 2,
}

/** A paying Super line. */
export interface SuperLine {
  readonly category: SuperCategory
  /** "x to 1". */
  readonly pays: number
}

/**
 * Every Super category that five cards make (a straight flush is both a straight and a
 * flush; a royal flush also holds ace-king-queen), in `SUPER_CATEGORIES` order.
 * @throws {InvalidCardError} `INVALID_CARD`, details `{ count }`, unless five cards are given.
 */
export function superCategories(five: readonly CardCode[]): SuperCategory[] {
  if (five.length !== 5) {
    throw new InvalidCardError(`the Super is judged on five cards, got ${five.length}`, {
      count: five.length,
    })
  }
  const ranks = five.map(rankOf)
  const counts = new Map<number, number>()
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1)
  const most = Math.max(...counts.values())
  const whole = classifyCombination(five)
  const flush = whole === 'flush' || whole === 'straight-flush' || whole === 'royal-flush'
  const straight = whole === 'straight' || whole === 'straight-flush' || whole === 'royal-flush'
  const red = (c: CardCode): boolean => suitOf(c) === 1 || suitOf(c) === 2
  const found = new Set<SuperCategory>()
  if (most === 4) found.add('four-of-a-kind')
  if (ranks.every((r) => r >= JACK_RANK && r <= KING_RANK)) found.add('five-face-cards')
  if (whole === 'full-house') found.add('full-house')
  if (flush) found.add('flush')
  if (straight) found.add('straight')
  if (most >= 3) found.add('three-of-a-kind')
  if (counts.has(ACE_RANK) && counts.has(KING_RANK) && counts.has(QUEEN_RANK))
    found.add('ace-king-queen')
  if (five.every(red) || five.every((c) => !red(c))) found.add('one-colour')
  return SUPER_CATEGORIES.filter((c) => found.has(c))
}

/**
 * The Super wager's line for five cards: the highest-paying line of `table` that applies
 * (one line only), or null when none does (the wager loses).
 * @throws {InvalidCardError} `INVALID_CARD`, details `{ count }`, unless five cards are given.
 */
export function superLine(
  five: readonly CardCode[],
  table: SuperPayTable = LUNAR_SUPER_PAY_TABLE,
): SuperLine | null {
  let best: SuperLine | null = null
  for (const category of superCategories(five)) {
    const pays = table[category]
    if (pays !== undefined && pays > 0 && (best === null || pays > best.pays)) {
      best = { category, pays }
    }
  }
  return best
}
