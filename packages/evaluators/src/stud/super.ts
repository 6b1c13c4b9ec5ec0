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
import { categoryOf } from '../poker/category.ts'
import { assertPokerCards, rank5 } from '../poker/rank.ts'

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

const bit = (category: SuperCategory): number => 1 << SUPER_CATEGORIES.indexOf(category)
const FOUR_OF_A_KIND = bit('four-of-a-kind')
const FIVE_FACE_CARDS = bit('five-face-cards')
const FULL_HOUSE = bit('full-house')
const FLUSH = bit('flush')
const STRAIGHT = bit('straight')
const THREE_OF_A_KIND = bit('three-of-a-kind')
const ACE_KING_QUEEN = bit('ace-king-queen')
const ONE_COLOUR = bit('one-colour')

const isFace = (rank: number): boolean => rank >= JACK_RANK && rank <= KING_RANK
const isRed = (card: CardCode): boolean => suitOf(card) === 1 || suitOf(card) === 2

/**
 * The Super lines that five cards make, as a bit set: bit `i` is set when the cards make
 * `SUPER_CATEGORIES[i]` (docs/rules/stud-family.md, "Super (Lunar)"). The rules of every line
 * live here; `superCategories` and `superLine` read them. For hot loops: nothing is allocated
 * but the five ranks, and the cards are not checked (five distinct card codes 0..51).
 */
export function superCategoryBits(
  a: CardCode,
  b: CardCode,
  c: CardCode,
  d: CardCode,
  e: CardCode,
): number {
  const category = categoryOf(rank5(a, b, c, d, e))
  const ranks = [rankOf(a), rankOf(b), rankOf(c), rankOf(d), rankOf(e)]
  const straightFlush = category === 'straight-flush' || category === 'royal-flush'
  const reds = +isRed(a) + +isRed(b) + +isRed(c) + +isRed(d) + +isRed(e)
  let bits = 0
  if (category === 'four-of-a-kind') bits |= FOUR_OF_A_KIND
  if (ranks.every(isFace)) bits |= FIVE_FACE_CARDS
  if (category === 'full-house') bits |= FULL_HOUSE
  if (category === 'flush' || straightFlush) bits |= FLUSH
  if (category === 'straight' || straightFlush) bits |= STRAIGHT
  if (category === 'three-of-a-kind' || category === 'full-house' || category === 'four-of-a-kind')
    bits |= THREE_OF_A_KIND
  if (ranks.includes(ACE_RANK) && ranks.includes(KING_RANK) && ranks.includes(QUEEN_RANK))
    bits |= ACE_KING_QUEEN
  if (reds === 0 || reds === 5) bits |= ONE_COLOUR
  return bits
}

/**
 * Every Super category that five cards make (a straight flush is both a straight and a
 * flush; a royal flush also holds ace-king-queen), in `SUPER_CATEGORIES` order.
 * @throws {InvalidCardError} `INVALID_CARD`, details `{ count }`, unless five cards are given;
 * details `{ code }` for a code that is not a card 0..51 or a card given twice.
 */
export function superCategories(five: readonly CardCode[]): SuperCategory[] {
  if (five.length !== 5) {
    throw new InvalidCardError(`the Super is judged on five cards, got ${five.length}`, {
      count: five.length,
    })
  }
  assertPokerCards(five, 5, 5)
  const [a, b, c, d, e] = five as [CardCode, CardCode, CardCode, CardCode, CardCode]
  const bits = superCategoryBits(a, b, c, d, e)
  return SUPER_CATEGORIES.filter((_, i) => bits & (1 << i))
}

/**
 * The Super wager's line for five cards: the highest-paying line of `table` that applies
 * (one line only), or null when none does (the wager loses).
 * @throws {InvalidCardError} `INVALID_CARD`, details `{ count }`, unless five cards are given;
 * details `{ code }` for a code that is not a card 0..51 or a card given twice.
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
