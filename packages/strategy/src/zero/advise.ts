import { InvalidCardError } from '@felt/cards'
import { baccaratPoints } from '@felt/evaluators'
import type { ZeroBasicStrategy, ZeroDecision } from './types.ts'

const DECISION: Record<string, ZeroDecision> = { S: 'stand', H: 'hit', D: 'double', P: 'split' }

/**
 * Basic-strategy decision for a Zero hand: `cards` are the hand's card codes (2 or 3),
 * `up` the dealer's face-up card, `split` whether the hand comes from a split. A hand
 * of four cards, or three under the `two-card` double, can only stand. A first two-card
 * hand with a `pairs` row is a split candidate: the strategy's rows were made for its rule
 * set's `splitTotals`, so a strategy derived under other split totals is followed as it is.
 * @throws {InvalidCardError} `INVALID_CARD` for a hand of fewer than two cards or a code
 * that is not a card.
 */
export function zeroBasicDecision(
  strategy: ZeroBasicStrategy,
  cards: readonly number[],
  up: number,
  split = false,
): ZeroDecision {
  if (cards.length < 2) {
    throw new InvalidCardError('a Zero hand has at least two cards', { cards: cards.length })
  }
  const points = [...cards, up].map(baccaratPoints)
  const u = points.pop()!
  const total = points.reduce((s, p) => s + p, 0) % 10
  if (cards.length >= 4 || (cards.length === 3 && strategy.double === 'two-card')) return 'stand'
  const [a, b] = points as [number, number]
  const row =
    cards.length === 2 && !split ? strategy.pairs[`${Math.min(a, b)}-${Math.max(a, b)}`] : undefined
  if (row !== undefined) return DECISION[row[u] ?? 'P'] ?? 'split'
  const rows =
    cards.length === 2
      ? split
        ? strategy.splitTwo
        : strategy.two
      : split
        ? strategy.splitThree
        : strategy.three
  return DECISION[rows[total]?.[u] ?? 'S'] ?? 'stand'
}
