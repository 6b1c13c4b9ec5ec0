/**
 * A slow, independent reference for tests. It names the class of five cards the way a player
 * does (group the cards by rank, then look for a flush and a straight) and numbers the 7,462
 * classes by sorting their keys. It shares no code, table, rank scan or numbering with the
 * evaluator it checks: it imports nothing.
 *
 * A class key is the category (0 high card .. 8 straight flush) followed by the ranks that
 * decide ties, most important first, one base-16 digit each (rank + 1, so 0 means "no rank"),
 * so numeric order is hand order; strength = 1 + the index of the key among all sorted keys.
 */

const HIGH_CARD = 0
const PAIR = 1
const TWO_PAIR = 2
const THREE_OF_A_KIND = 3
const STRAIGHT = 4
const FLUSH = 5
const FULL_HOUSE = 6
const FOUR_OF_A_KIND = 7
const STRAIGHT_FLUSH = 8

const DIGITS = 5

/** The key of a category and its deciding ranks (at most five). */
function key(category: number, ranks: readonly number[]): number {
  let k = category
  for (let i = 0; i < DIGITS; i++) k = k * 16 + (i < ranks.length ? ranks[i]! + 1 : 0)
  return k
}

/**
 * The class key of five distinct card codes 0..51 (rank = code % 13, deuce 0 .. ace 12;
 * suit = code / 13 rounded down).
 */
export function referenceClassKey(cards: readonly number[]): number {
  // The ranks held and how many of each: bigger groups first, higher ranks first among
  // groups of one size, which is the order in which they decide ties.
  const groups: { rank: number; size: number }[] = []
  for (const card of cards) {
    const rank = card % 13
    const group = groups.find((g) => g.rank === rank)
    if (group) group.size++
    else groups.push({ rank, size: 1 })
  }
  groups.sort((x, y) => y.size - x.size || y.rank - x.rank)
  const shape = groups.map((g) => g.size).join('')
  const ranks = groups.map((g) => g.rank)

  const suit = (card: number): number => Math.floor(card / 13)
  const flush = cards.every((card) => suit(card) === suit(cards[0]!))
  // Five different ranks in a row; the ace also plays low in 5-4-3-2-A, whose top card is
  // the five (rank 3).
  let straightTop = -1
  if (shape === '11111') {
    if (ranks[0]! - ranks[4]! === 4) straightTop = ranks[0]!
    else if (ranks.join(' ') === '12 3 2 1 0') straightTop = 3
  }

  if (straightTop >= 0 && flush) return key(STRAIGHT_FLUSH, [straightTop])
  if (shape === '41') return key(FOUR_OF_A_KIND, ranks)
  if (shape === '32') return key(FULL_HOUSE, ranks)
  if (flush) return key(FLUSH, ranks)
  if (straightTop >= 0) return key(STRAIGHT, [straightTop])
  if (shape === '311') return key(THREE_OF_A_KIND, ranks)
  if (shape === '221') return key(TWO_PAIR, ranks)
  if (shape === '2111') return key(PAIR, ranks)
  return key(HIGH_CARD, ranks)
}

/** The category (0 high card .. 8 straight flush, royal flush included) of a class key. */
export function referenceCategoryOf(classKey: number): number {
  return Math.floor(classKey / 16 ** DIGITS)
}

/**
 * Every class key, sorted. One hand stands for each rank multiset (at most four of a rank):
 * the k-th card of a rank gets suit k, so five different ranks come all in clubs (a flush),
 * and once more with the last card a diamond (no flush). A multiset with a repeated rank
 * holds two suits and cannot be a flush. So every flush and every non-flush class is met.
 */
function allClassKeys(): number[] {
  const keys = new Set<number>()
  for (let a = 0; a < 13; a++)
    for (let b = a; b < 13; b++)
      for (let c = b; c < 13; c++)
        for (let d = c; d < 13; d++)
          for (let e = d; e < 13; e++) {
            const ranks = [a, b, c, d, e]
            if (a === e) continue // five of one rank
            const cards = ranks.map(
              (r, i) => r + 13 * ranks.slice(0, i).filter((x) => x === r).length,
            )
            keys.add(referenceClassKey(cards))
            if (new Set(ranks).size === 5)
              keys.add(referenceClassKey([...cards.slice(0, 4), e + 13]))
          }
  return [...keys].sort((x, y) => x - y)
}

const CLASS_KEYS: readonly number[] = allClassKeys()
const STRENGTHS: ReadonlyMap<number, number> = new Map(CLASS_KEYS.map((k, i) => [k, i + 1]))

/** Every class key of the reference, weakest first (7,462 of them). */
export function referenceClassKeys(): readonly number[] {
  return CLASS_KEYS
}

/**
 * Strength 1..7462 of five distinct card codes 0..51 by the reference: 1 + the index of the
 * hand's class key among all sorted class keys.
 */
export function referenceRank5(cards: readonly number[]): number {
  return STRENGTHS.get(referenceClassKey(cards))!
}
