import { rankOf } from '@felt/cards'
import type { ZeroBasicStrategy, ZeroDecision } from './types.ts'

const DECISION: Record<string, ZeroDecision> = { S: 'stand', H: 'hit', D: 'double', P: 'split' }

/** Baccarat point value of a card code (tens and faces 0, ace 1). */
export function zeroPoint(card: number): number {
  const r = rankOf(card)
  if (r <= 7) return r + 2
  return r === 12 ? 1 : 0
}

/**
 * Basic-strategy decision for a Zero hand: `cards` are the hand's card codes (2 or 3),
 * `up` the dealer's face-up card, `split` whether the hand comes from a split. A hand
 * of four cards, or three under the `two-card` double, can only stand.
 * @throws {RangeError} for a hand of fewer than two cards.
 */
export function zeroBasicDecision(
  strategy: ZeroBasicStrategy,
  cards: readonly number[],
  up: number,
  split = false,
): ZeroDecision {
  if (cards.length < 2) throw new RangeError('a Zero hand has at least two cards')
  const total = cards.reduce((s, c) => s + zeroPoint(c), 0) % 10
  const u = zeroPoint(up)
  if (cards.length >= 4 || (cards.length === 3 && strategy.double === 'two-card')) return 'stand'
  if (cards.length === 2 && !split && (total === 8 || total === 9)) {
    const [a, b] = [zeroPoint(cards[0]!), zeroPoint(cards[1]!)]
    const row = strategy.pairs[`${Math.min(a, b)}-${Math.max(a, b)}`]
    return DECISION[row?.[u] ?? 'P'] ?? 'split'
  }
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
