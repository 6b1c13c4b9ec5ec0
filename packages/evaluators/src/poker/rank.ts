import type { CardCode } from '@felt/cards'
import { InvalidCardError } from '@felt/cards'
import {
  CARD_BIT,
  CARD_KEY,
  CARD_SUIT,
  FLUSH_STRENGTH,
  FLUSH_SUIT_5,
  FLUSH_SUIT_6,
  FLUSH_SUIT_7,
  fillRankTableFor,
  HASH_MASK,
  HASH_SHIFT,
  OFFSETS_5,
  OFFSETS_6,
  OFFSETS_7,
  rankTableLength,
} from './tables.ts'

// Module-local constants: V8 folds a module's own constants into optimised code, but reads
// imported bindings through a cell on every call (measured: up to 1.5x slower).
const KEY = CARD_KEY
const SUIT = CARD_SUIT
const BIT = CARD_BIT
const FLUSH = FLUSH_STRENGTH
const SUITS5 = FLUSH_SUIT_5
const SUITS6 = FLUSH_SUIT_6
const SUITS7 = FLUSH_SUIT_7
const OFF5 = OFFSETS_5
const OFF6 = OFFSETS_6
const OFF7 = OFFSETS_7
const MASK = HASH_MASK
const SHIFT = HASH_SHIFT + 8

// The 5-card table is small and filled at load. The 6- and 7-card tables (most of the
// start-up work) are allocated zeroed and filled on the first lookup that reads a 0: no real
// entry is 0, so the hot path pays only a test of the value it already holds.
const TAB5 = new Uint16Array(rankTableLength(5))
fillRankTableFor(5, TAB5)
const TAB6 = new Uint16Array(rankTableLength(6))
const TAB7 = new Uint16Array(rankTableLength(7))
let filled6 = false
let filled7 = false

function miss6(index: number): number {
  if (!filled6) {
    filled6 = true
    fillRankTableFor(6, TAB6)
  }
  return TAB6[index]!
}

function miss7(index: number): number {
  if (!filled7) {
    filled7 = true
    fillRankTableFor(7, TAB7)
  }
  return TAB7[index]!
}

/**
 * Strength of a five-card poker hand: an integer 1..7462, higher wins, equal ties
 * (1 = 7-5-4-3-2 offsuit, 7462 = royal flush). Hot path: no allocation, no checks;
 * the arguments must be five distinct card codes 0..51.
 */
export function rank5(a: CardCode, b: CardCode, c: CardCode, d: CardCode, e: CardCode): number {
  const key = KEY[a]! + KEY[b]! + KEY[c]! + KEY[d]! + KEY[e]!
  if (SUITS5[key & 0xff]! >= 0) return FLUSH[BIT[a]! | BIT[b]! | BIT[c]! | BIT[d]! | BIT[e]!]!
  return TAB5[((key >>> 8) & MASK) + OFF5[key >>> SHIFT]!]!
}

// The flush paths (about 3% of random 7-card hands) stay out of the hot functions' bodies.
function flush6(
  suit: number,
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
): number {
  let mask = 0
  if (SUIT[a] === suit) mask |= BIT[a]!
  if (SUIT[b] === suit) mask |= BIT[b]!
  if (SUIT[c] === suit) mask |= BIT[c]!
  if (SUIT[d] === suit) mask |= BIT[d]!
  if (SUIT[e] === suit) mask |= BIT[e]!
  if (SUIT[f] === suit) mask |= BIT[f]!
  return FLUSH[mask]!
}

// With five or more cards of one suit among seven, no four of a kind or full house is
// possible, so the best flush is the best hand.
function flush7(
  suit: number,
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
): number {
  let mask = 0
  if (SUIT[a] === suit) mask |= BIT[a]!
  if (SUIT[b] === suit) mask |= BIT[b]!
  if (SUIT[c] === suit) mask |= BIT[c]!
  if (SUIT[d] === suit) mask |= BIT[d]!
  if (SUIT[e] === suit) mask |= BIT[e]!
  if (SUIT[f] === suit) mask |= BIT[f]!
  if (SUIT[g] === suit) mask |= BIT[g]!
  return FLUSH[mask]!
}

/**
 * Strength (1..7462) of the best five-card hand among six cards. Hot path: no allocation,
 * no checks; the arguments must be six distinct card codes 0..51. The first call that needs
 * the 6-card table builds it (a few milliseconds).
 */
export function rank6(
  a: CardCode,
  b: CardCode,
  c: CardCode,
  d: CardCode,
  e: CardCode,
  f: CardCode,
): number {
  const key = KEY[a]! + KEY[b]! + KEY[c]! + KEY[d]! + KEY[e]! + KEY[f]!
  const suit = SUITS6[key & 0xff]!
  if (suit >= 0) return flush6(suit, a, b, c, d, e, f)
  const index = ((key >>> 8) & MASK) + OFF6[key >>> SHIFT]!
  const strength = TAB6[index]!
  return strength !== 0 ? strength : miss6(index)
}

/**
 * Strength (1..7462) of the best five-card hand among seven cards. Hot path: no allocation,
 * no checks; the arguments must be seven distinct card codes 0..51. The first call that needs
 * the 7-card table builds it (ten to twenty milliseconds).
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
  const key = KEY[a]! + KEY[b]! + KEY[c]! + KEY[d]! + KEY[e]! + KEY[f]! + KEY[g]!
  const suit = SUITS7[key & 0xff]!
  if (suit >= 0) return flush7(suit, a, b, c, d, e, f, g)
  const index = ((key >>> 8) & MASK) + OFF7[key >>> SHIFT]!
  const strength = TAB7[index]!
  return strength !== 0 ? strength : miss7(index)
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
