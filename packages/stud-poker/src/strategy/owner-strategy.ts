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
import { handValue } from '../engine/hand.ts'
import type { StudAction } from '../engine/types.ts'

/** The line of the owner's published strategy that decided (one per rule of docs/rules/stud-family.md). */
export type OwnerLine =
  | 'straight-or-flush'
  | 'four-of-a-kind'
  | 'full-house-buy'
  | 'full-house-play'
  | 'trips-exchange'
  | 'trips-play'
  | 'two-pair'
  | 'pair-draw-buy'
  | 'pair-play'
  | 'pair-exchange'
  | 'ace-king-buy'
  | 'ace-king-exchange'
  | 'nothing-buy'
  | 'nothing-keep-face'
  | 'nothing-keep-queen'
  | 'nothing-fold'
  | 'second-play'
  | 'second-fold'

/** A decision of the owner's strategy: the action (box left out) and the line applied. */
export interface OwnerDecision {
  readonly action: StudAction
  readonly line: OwnerLine
}

const FIVE = 3

/** Ranks a card counts as in straights: an ace also plays low (-1). */
function positions(cards: readonly CardCode[]): Set<number> {
  const out = new Set<number>()
  for (const c of cards) {
    out.add(rankOf(c))
    if (rankOf(c) === ACE_RANK) out.add(-1)
  }
  return out
}

/** Four cards of one suit. */
export function hasFlushDraw(cards: readonly CardCode[]): boolean {
  const counts = [0, 0, 0, 0]
  for (const c of cards) counts[suitOf(c)]!++
  return counts.some((n) => n === 4)
}

/** Four cards to a straight (open-ended or inside): one card of five consecutive ranks missing. */
export function hasStraightDraw(cards: readonly CardCode[]): boolean {
  const p = positions(cards)
  for (let low = -1; low <= 8; low++) {
    let n = 0
    for (let r = low; r <= low + 4; r++) if (p.has(r)) n++
    if (n >= 4) return true
  }
  return false
}

/** Four consecutive ranks that a card at either end completes (2-3-4-5 yes, A-2-3-4 and J-Q-K-A no). */
export function hasOutsideStraightDraw(cards: readonly CardCode[]): boolean {
  const p = positions(cards)
  for (let low = 0; low + 4 <= ACE_RANK; low++) {
    if (p.has(low) && p.has(low + 1) && p.has(low + 2) && p.has(low + 3)) return true
  }
  return false
}

/**
 * Five different ranks within six consecutive ranks, the gap inside (4 5 6 8 9): a bought
 * sixth card makes a six-card straight, paid as two straights.
 */
export function hasSixCardInsideStraightDraw(cards: readonly CardCode[]): boolean {
  if (new Set(cards.map(rankOf)).size !== 5) return false
  const p = positions(cards)
  for (let low = -1; low <= 7; low++) {
    if (!p.has(low) || !p.has(low + 5)) continue
    let n = 0
    for (let r = low; r <= low + 5; r++) if (p.has(r)) n++
    if (n === 5) return true
  }
  return false
}

const buy = (line: OwnerLine): OwnerDecision => ({ action: { type: 'buy' }, line })
const play = (line: OwnerLine): OwnerDecision => ({ action: { type: 'play' }, line })
const exchange = (cards: readonly CardCode[], line: OwnerLine): OwnerDecision => ({
  action: { type: 'exchange', cards: [...cards] },
  line,
})

/**
 * The game owner's published strategy for the `lunar` rule set (docs/rules/stud-family.md).
 * First decision (`afterDraw` false) on the five dealt cards against the dealer's face-up
 * card: buy, exchange (the cards to discard), play or fold, line by line as published.
 * Second decision (`afterDraw` true, after a buy or exchange): play with ace-king-queen or
 * better, else fold.
 * @throws {InvalidCardError} `INVALID_CARD` unless 5 cards (first decision) or 5-6 cards
 * (second) are given.
 */
export function ownerStrategy(
  cards: readonly CardCode[],
  dealerCard: CardCode,
  afterDraw = false,
): OwnerDecision {
  if (afterDraw) {
    if (cards.length < 5 || cards.length > 6) {
      throw new InvalidCardError('the second decision takes 5 or 6 cards', { cards: cards.length })
    }
    const hand = handValue(cards)
    const top = hand.best.map(rankOf)
    const akq = top.includes(ACE_RANK) && top.includes(KING_RANK) && top.includes(QUEEN_RANK)
    return hand.category !== 'high-card' || akq
      ? { action: { type: 'play' }, line: 'second-play' }
      : { action: { type: 'fold' }, line: 'second-fold' }
  }
  if (cards.length !== 5) {
    throw new InvalidCardError('the first decision takes the five dealt cards', {
      cards: cards.length,
    })
  }
  const hand = handValue(cards)
  const ranks = cards.map(rankOf)
  const up = rankOf(dealerCard)
  const count = (r: number): number => ranks.filter((x) => x === r).length
  const except = (keep: (c: CardCode) => boolean): CardCode[] => cards.filter((c) => !keep(c))
  switch (hand.category) {
    case 'royal-flush':
    case 'straight-flush':
    case 'straight':
    case 'flush':
      return buy('straight-or-flush')
    case 'four-of-a-kind':
      return play('four-of-a-kind')
    case 'full-house':
      return ranks.includes(up) ? play('full-house-play') : buy('full-house-buy')
    case 'three-of-a-kind': {
      const trips = ranks.find((r) => count(r) === 3)!
      if (up === trips) return play('trips-play')
      return exchange(
        except((c) => rankOf(c) === trips),
        'trips-exchange',
      )
    }
    case 'two-pair':
      return play('two-pair')
    case 'pair': {
      if (hasStraightDraw(cards) || hasFlushDraw(cards)) return buy('pair-draw-buy')
      const pair = ranks.find((r) => count(r) === 2)!
      if (pair >= up) return play('pair-play')
      return exchange(
        except((c) => rankOf(c) === pair),
        'pair-exchange',
      )
    }
    default:
      break
  }
  const draw =
    hasOutsideStraightDraw(cards) || hasFlushDraw(cards) || hasSixCardInsideStraightDraw(cards)
  if (ranks.includes(ACE_RANK) && ranks.includes(KING_RANK)) {
    if (draw) return buy('ace-king-buy')
    return exchange(
      except((c) => rankOf(c) === ACE_RANK || rankOf(c) === KING_RANK),
      'ace-king-exchange',
    )
  }
  if (draw) return buy('nothing-buy')
  const big = [...cards]
    .filter((c) => rankOf(c) >= KING_RANK)
    .sort((a, b) => rankOf(b) - rankOf(a))[0]
  if (big !== undefined) {
    const face = [...cards]
      .filter((c) => c !== big && rankOf(c) >= JACK_RANK && rankOf(c) <= KING_RANK)
      .sort((a, b) => rankOf(b) - rankOf(a))[0]
    if (face !== undefined)
      return exchange(
        except((c) => c === big || c === face),
        'nothing-keep-face',
      )
  }
  const queen = cards.find((c) => rankOf(c) === QUEEN_RANK)
  if (queen !== undefined && up <= FIVE)
    return exchange(
      except((c) => c === queen),
      'nothing-keep-queen',
    )
  return { action: { type: 'fold' }, line: 'nothing-fold' }
}
