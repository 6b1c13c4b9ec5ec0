import { ACE_RANK, type Card, type CardCode, fromCard } from '@felt/cards'
import { categoryOf, type HandCategory } from './category.ts'
import { assertPokerCards, rank5, rankCards } from './rank.ts'

/** The result of evaluating a high-poker hand. */
export interface HandEvaluation {
  /** 1..7462, higher wins, equal ties. */
  readonly strength: number
  /** The category of the best five cards. */
  readonly category: HandCategory
  /**
   * The five cards used, in order of importance: the quads, trips or pairs first (higher
   * group first), then kickers high to low; straights from the top card down, with the ace
   * last in 5-4-3-2-A.
   */
  readonly best: CardCode[]
}

const SUBSETS: Record<number, number[][]> = { 5: [[0, 1, 2, 3, 4]], 6: [], 7: [] }
for (const n of [6, 7]) {
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) SUBSETS[n]!.push([a, b, c, d, e])
}

function orderByImportance(cards: CardCode[], category: HandCategory): CardCode[] {
  const rank = (card: CardCode): number => card % 13
  const count = new Map<number, number>()
  for (const card of cards) count.set(rank(card), (count.get(rank(card)) ?? 0) + 1)
  const sorted = [...cards].sort(
    (x, y) => count.get(rank(y))! - count.get(rank(x))! || rank(y) - rank(x),
  )
  const isStraight =
    category === 'straight' || category === 'straight-flush' || category === 'royal-flush'
  // In the wheel the ace plays low: 5-4-3-2-A.
  if (isStraight && rank(sorted[0]!) === ACE_RANK && rank(sorted[1]!) === 3)
    sorted.push(sorted.shift()!)
  return sorted
}

/**
 * Evaluates a high-poker hand of 5, 6 or 7 distinct cards, given as card codes or `Card`
 * objects: its strength, category and the five cards that make it, as codes (the first best
 * subset found when several tie).
 * @throws {InvalidCardError} `INVALID_CARD` for a wrong count, a card outside 0..51 (the joker
 * included) or a duplicate.
 * @example
 * ```ts
 * import { parseCards } from '@felt/cards'
 * import { describeHand, evaluate } from '@felt/evaluators'
 *
 * const best = evaluate(parseCards('As 7s Ah Kh 7c 7d 2s'))
 * console.log(best.category, best.strength, describeHand(best.strength)) // full-house 7212 full house, sevens over aces
 * ```
 */
export function evaluate(hand: readonly (CardCode | Card)[]): HandEvaluation {
  // Non-arrays fall through to assertPokerCards, which rejects them.
  const cards = (
    Array.isArray(hand)
      ? hand.map((card) => (typeof card === 'object' && card !== null ? fromCard(card) : card))
      : hand
  ) as CardCode[]
  assertPokerCards(cards)
  const strength = rankCards(cards)
  const category = categoryOf(strength)
  let best: CardCode[] = []
  for (const subset of SUBSETS[cards.length]!) {
    const five = subset.map((i) => cards[i]!) as [number, number, number, number, number]
    if (rank5(...five) === strength) {
      best = five
      break
    }
  }
  return { strength, category, best: orderByImportance(best, category) }
}
