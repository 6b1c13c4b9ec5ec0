import { type CardCode, InvalidCardError } from '@felt/cards'

/**
 * First-action codes of a stud starting situation (five cards and the dealer's up card):
 * fold, play, play with the most insurance, buy a sixth card, an instant payout (no
 * decision), and `STUD_DRAW + mask` for an exchange or switch of the cards whose bits are
 * set in `mask` (bit i: the i-th card of the hand in ascending card-code order).
 */
export const STUD_FOLD = 0
/** Play: post the Raise. */
export const STUD_PLAY = 1
/** Play and post the most insurance the hand allows. */
export const STUD_INSURE = 2
/** Buy a sixth card. */
export const STUD_BUY = 3
/** An instant payout: the round ends without a decision. */
export const STUD_INSTANT = 4
/** `STUD_DRAW + mask`: exchange or switch the cards of `mask`. */
export const STUD_DRAW = 8

/** Canonical starting hands per up-card rank (the same for every rank). */
export const HANDS_PER_UP = 434_550

/**
 * For a hand played against a club up card: how many hands the permutations of the other
 * three suits map it to, when it is the canonical one of them (its diamond, heart and spade
 * rank masks non-increasing), else 0. The main bet of every stud rule set is the same for
 * all of them.
 */
export function suitClassSize(hand: ArrayLike<number>): number {
  let m1 = 0
  let m2 = 0
  let m3 = 0
  for (let i = 0; i < 5; i++) {
    const h = hand[i]!
    const bit = 1 << (h % 13)
    if (h >= 39) m3 |= bit
    else if (h >= 26) m2 |= bit
    else if (h >= 13) m1 |= bit
  }
  if (m1 < m2 || m2 < m3) return 0
  if (m1 === m3) return 1
  return m1 === m2 || m2 === m3 ? 3 : 6
}

/**
 * Visits the canonical starting hands against the club of rank `upRank` (0 deuce .. 12 ace)
 * in their fixed order (card codes ascending, lexicographic), with their index and class size.
 * The order numbers the rows of the stud strategy tables.
 */
export function forEachCanonicalHand(
  upRank: number,
  visit: (hand: readonly number[], index: number, weight: number) => void,
): void {
  const cards = Array.from({ length: 52 }, (_, c) => c).filter((c) => c !== upRank)
  const hand = [0, 0, 0, 0, 0]
  let index = 0
  for (let a = 0; a < 47; a++)
    for (let b = a + 1; b < 48; b++)
      for (let c = b + 1; c < 49; c++)
        for (let d = c + 1; d < 50; d++)
          for (let e = d + 1; e < 51; e++) {
            hand[0] = cards[a]!
            hand[1] = cards[b]!
            hand[2] = cards[c]!
            hand[3] = cards[d]!
            hand[4] = cards[e]!
            const w = suitClassSize(hand)
            if (w > 0) visit(hand, index++, w)
          }
}

/** A starting situation mapped to its canonical form. */
export interface CanonicalSituation {
  /** The up card's rank; the canonical up card is the club of that rank. */
  readonly upRank: number
  /** The canonical hand, ascending card codes. */
  readonly cards: readonly CardCode[]
  /** `original[i]`: the player's card that canonical card i stands for. */
  readonly original: readonly CardCode[]
}

/**
 * Maps five cards and an up card to the canonical situation of the same value: the up
 * card's suit becomes clubs, the other suits are ordered by their rank masks.
 * @throws {InvalidCardError} `INVALID_CARD` unless five distinct cards 0..51 and an up card
 * that is not one of them are given.
 */
export function canonicalSituation(hand: readonly CardCode[], up: CardCode): CanonicalSituation {
  const all = [...hand, up]
  if (
    hand.length !== 5 ||
    all.some((c) => !Number.isInteger(c) || c < 0 || c > 51) ||
    new Set(all).size !== 6
  ) {
    throw new InvalidCardError('a stud situation is five distinct cards and a different up card', {
      cards: [...hand],
      up,
    })
  }
  const upSuit = Math.floor(up / 13)
  // Suits relabelled so that the up card's is clubs; then the rest by rank mask, highest first.
  const swapped = (s: number): number => (s === upSuit ? 0 : s === 0 ? upSuit : s)
  const masks = [0, 0, 0, 0]
  for (const c of hand) masks[swapped(Math.floor(c / 13))]! |= 1 << (c % 13)
  const order = [1, 2, 3].sort((a, b) => masks[b]! - masks[a]! || a - b)
  const target = [0, 0, 0, 0]
  order.forEach((s, i) => {
    target[s] = i + 1
  })
  const mapped = hand.map((c) => ({
    from: c,
    to: target[swapped(Math.floor(c / 13))]! * 13 + (c % 13),
  }))
  mapped.sort((a, b) => a.to - b.to)
  return { upRank: up % 13, cards: mapped.map((m) => m.to), original: mapped.map((m) => m.from) }
}

const binomial = (n: number, k: number): number => {
  let c = 1
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1)
  return n < k ? 0 : Math.round(c)
}
const COLEX = Array.from({ length: 6 }, (_, k) =>
  Int32Array.from({ length: 52 }, (_, n) => binomial(n, k)),
)
const indexes = new Map<number, Int32Array>()

/**
 * The row of a canonical hand (from `canonicalSituation`) in the order of
 * `forEachCanonicalHand`. The lookup of an up rank is built on first use (about 2.3
 * million hands visited, 9 MB).
 * @throws {InvalidCardError} `INVALID_CARD` for a hand that is not canonical.
 */
export function canonicalIndex(upRank: number, cards: readonly CardCode[]): number {
  const row = canonicalRows(upRank)[colex(cards, upRank)]!
  if (row < 0) {
    throw new InvalidCardError('the hand is not canonical: map it with canonicalSituation', {
      upRank,
    })
  }
  return row
}

/**
 * The lookup behind `canonicalIndex` for one up rank: entry `colex(hand, upRank)` is the
 * canonical hand's row, -1 for a hand that is not canonical. Built on first use.
 */
export function canonicalRows(upRank: number): Int32Array {
  let rows = indexes.get(upRank)
  if (rows === undefined) {
    const built = new Int32Array(binomial(51, 5)).fill(-1)
    forEachCanonicalHand(upRank, (hand, index) => {
      built[colex(hand, upRank)] = index
    })
    indexes.set(upRank, built)
    rows = built
  }
  return rows
}

/**
 * Rank of a hand (five ascending card codes, none of them the club `up`) among the 5-card
 * sets of the other 51 cards, by the combinatorial number system.
 */
export function colex(hand: ArrayLike<number>, up: number): number {
  let r = 0
  for (let i = 0; i < 5; i++) {
    const local = hand[i]! - (hand[i]! > up ? 1 : 0)
    r += COLEX[i + 1]![local]!
  }
  return r
}
