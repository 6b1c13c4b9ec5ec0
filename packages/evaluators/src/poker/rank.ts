import type { CardCode } from '@felt/cards'
import { InvalidCardError } from '@felt/cards'
import {
  buildRankTable,
  CARD_BIT,
  CARD_KEY,
  CARD_SUIT,
  FLUSH_STRENGTH,
  FLUSH_SUIT_5,
  FLUSH_SUIT_6,
  FLUSH_SUIT_7,
  HASH_MASK,
  HASH_SHIFT,
  OFFSETS_5 as OFF5,
  OFFSETS_6 as OFF6,
  OFFSETS_7 as OFF7,
} from './tables.ts'

// The 5-card table is small and built at load; the 6- and 7-card ones (most of the start-up
// work) on the first call that needs them, so a program that never ranks 7 cards never pays.
const TAB5 = buildRankTable(5)
let TAB6: Uint16Array | undefined
let TAB7: Uint16Array | undefined

function table6(): Uint16Array {
  TAB6 = buildRankTable(6)
  return TAB6
}

function table7(): Uint16Array {
  TAB7 = buildRankTable(7)
  return TAB7
}

const SHIFT = HASH_SHIFT + 8

/**
 * Strength of a five-card poker hand: an integer 1..7462, higher wins, equal ties
 * (1 = 7-5-4-3-2 offsuit, 7462 = royal flush). Hot path: no allocation, no checks;
 * the arguments must be five distinct card codes 0..51.
 */
export function rank5(a: CardCode, b: CardCode, c: CardCode, d: CardCode, e: CardCode): number {
  const key = CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]! + CARD_KEY[d]! + CARD_KEY[e]!
  if (FLUSH_SUIT_5[key & 0xff]! >= 0) {
    return FLUSH_STRENGTH[CARD_BIT[a]! | CARD_BIT[b]! | CARD_BIT[c]! | CARD_BIT[d]! | CARD_BIT[e]!]!
  }
  return TAB5[((key >>> 8) & HASH_MASK) + OFF5[key >>> SHIFT]!]!
}

/**
 * Strength (1..7462) of the best five-card hand among six cards. Hot path: no allocation,
 * no checks; the arguments must be six distinct card codes 0..51. The first call builds the
 * 6-card table (a few milliseconds).
 */
export function rank6(
  a: CardCode,
  b: CardCode,
  c: CardCode,
  d: CardCode,
  e: CardCode,
  f: CardCode,
): number {
  const key =
    CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]! + CARD_KEY[d]! + CARD_KEY[e]! + CARD_KEY[f]!
  const suit = FLUSH_SUIT_6[key & 0xff]!
  if (suit >= 0) {
    let mask = 0
    if (CARD_SUIT[a] === suit) mask |= CARD_BIT[a]!
    if (CARD_SUIT[b] === suit) mask |= CARD_BIT[b]!
    if (CARD_SUIT[c] === suit) mask |= CARD_BIT[c]!
    if (CARD_SUIT[d] === suit) mask |= CARD_BIT[d]!
    if (CARD_SUIT[e] === suit) mask |= CARD_BIT[e]!
    if (CARD_SUIT[f] === suit) mask |= CARD_BIT[f]!
    return FLUSH_STRENGTH[mask]!
  }
  return (TAB6 ?? table6())[((key >>> 8) & HASH_MASK) + OFF6[key >>> SHIFT]!]!
}

/**
 * Strength (1..7462) of the best five-card hand among seven cards. Hot path: no allocation,
 * no checks; the arguments must be seven distinct card codes 0..51. The first call builds the
 * 7-card table (about ten milliseconds).
 */
export function rank7(
  a: CardCode,
  b: CardCode,
  c: CardCode,
  d: CardCode,
  e: CardCode,
  f: CardCode,
  g: CardCode,
): number {
  const key =
    CARD_KEY[a]! +
    CARD_KEY[b]! +
    CARD_KEY[c]! +
    CARD_KEY[d]! +
    CARD_KEY[e]! +
    CARD_KEY[f]! +
    CARD_KEY[g]!
  const suit = FLUSH_SUIT_7[key & 0xff]!
  if (suit >= 0) {
    // With five or more cards of one suit among seven, no quads or full house is possible,
    // so the best flush is the best hand.
    let mask = 0
    if (CARD_SUIT[a] === suit) mask |= CARD_BIT[a]!
    if (CARD_SUIT[b] === suit) mask |= CARD_BIT[b]!
    if (CARD_SUIT[c] === suit) mask |= CARD_BIT[c]!
    if (CARD_SUIT[d] === suit) mask |= CARD_BIT[d]!
    if (CARD_SUIT[e] === suit) mask |= CARD_BIT[e]!
    if (CARD_SUIT[f] === suit) mask |= CARD_BIT[f]!
    if (CARD_SUIT[g] === suit) mask |= CARD_BIT[g]!
    return FLUSH_STRENGTH[mask]!
  }
  return (TAB7 ?? table7())[((key >>> 8) & HASH_MASK) + OFF7[key >>> SHIFT]!]!
}

/**
 * Checks that `cards` holds `min`..`max` distinct card codes 0..51 (no joker).
 * @throws {InvalidCardError} `INVALID_CARD` for a wrong count, a bad code or a duplicate.
 */
export function assertPokerCards(cards: readonly CardCode[], min = 5, max = 7): void {
  if (!Array.isArray(cards) || cards.length < min || cards.length > max) {
    throw new InvalidCardError(`a poker hand here has ${min} to ${max} cards`, {
      count: Array.isArray(cards) ? cards.length : null,
    })
  }
  let seen = 0n
  for (const card of cards) {
    if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card > 51) {
      throw new InvalidCardError('a poker card code is an integer from 0 to 51', {
        code: String(card),
      })
    }
    const bit = 1n << BigInt(card)
    if (seen & bit) throw new InvalidCardError('the same card appears twice', { code: card })
    seen |= bit
  }
}

/**
 * Strength (1..7462) of the best five-card hand among 5, 6 or 7 card codes.
 * @throws {InvalidCardError} `INVALID_CARD` for a wrong count, a bad code or a duplicate.
 */
export function rankCards(cards: readonly CardCode[]): number {
  assertPokerCards(cards)
  const [a, b, c, d, e, f, g] = cards as [number, number, number, number, number, number?, number?]
  if (f === undefined) return rank5(a, b, c, d, e)
  if (g === undefined) return rank6(a, b, c, d, e, f)
  return rank7(a, b, c, d, e, f, g)
}
