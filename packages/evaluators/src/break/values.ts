import { ACE_RANK, type CardCode } from '@felt/cards'

/**
 * Break Poker hand values as plain integers, comparable with `<` (bigger is better).
 *
 * Layout: `kind << 12 | r1 << 8 | r2 << 4 | r3`, ranks 0 (deuce) .. 12 (ace).
 * Three-card kinds: 0 high card (r1 > r2 > r3), 1 pair (r1 the pair, r2 the kicker),
 * 2 straight (r1 the top card; A-2-3 has top 1, the three), 3 trips (r1).
 * Two-card kinds: 0 high card (r1 > r2), 1 pair (r1); r3 is always 0.
 * Both live on one scale, so a setting is legal exactly when `two <= three`
 * (docs/rules/break-poker.md, "Legal setting").
 */
export type BreakValue = number

/** The rank index the joker takes in the rank-level tables: 13, just above the ace (12). */
export const BREAK_JOKER_RANK = 13

/** Three-card and two-card hand kinds, lowest first (index = the `kind` field of a value). */
export const BREAK_THREE_KINDS: readonly BreakThreeKind[] = [
  'high-card',
  'pair',
  'straight',
  'trips',
]

/** A Break Poker three-card hand kind. No flushes: suits never matter. */
export type BreakThreeKind = 'high-card' | 'pair' | 'straight' | 'trips'
/** A Break Poker two-card hand kind. */
export type BreakTwoKind = 'high-card' | 'pair'

/** Value kind codes (the bits above 12). */
export const BREAK_HIGH = 0
/** Pair kind code. */
export const BREAK_PAIR = 1
/** Straight kind code (three-card hands only). */
export const BREAK_STRAIGHT = 2
/** Three of a kind code (three-card hands only). */
export const BREAK_TRIPS = 3

function pack(kind: number, r1: number, r2: number, r3: number): number {
  return (kind << 12) | (r1 << 8) | (r2 << 4) | r3
}

/** Value of three natural ranks (0..12), no joker. */
function naturalThree(x: number, y: number, z: number): number {
  // Sorted high to low with plain swaps: the table of every value is built at module load.
  let a = x
  let b = y
  let c = z
  let t: number
  if (a < b) {
    t = a
    a = b
    b = t
  }
  if (b < c) {
    t = b
    b = c
    c = t
  }
  if (a < b) {
    t = a
    a = b
    b = t
  }
  if (a === b && b === c) return pack(BREAK_TRIPS, a, 0, 0)
  if (a === b + 1 && b === c + 1) return pack(BREAK_STRAIGHT, a, 0, 0)
  if (a === ACE_RANK && b === 1 && c === 0) return pack(BREAK_STRAIGHT, 1, 0, 0)
  if (a === b) return pack(BREAK_PAIR, a, c, 0)
  if (b === c) return pack(BREAK_PAIR, b, a, 0)
  return pack(BREAK_HIGH, a, b, c)
}

/**
 * Value of three ranks where 13 is the joker, at most one of them (the table below stores
 * 0xffff for two jokers without calling this). The semi-wild joker takes the best of:
 * trips, the highest straight it completes, otherwise an ace (docs/rules/break-poker.md,
 * "Cards and hands").
 */
function rankThree(x: number, y: number, z: number): number {
  if (x !== BREAK_JOKER_RANK && y !== BREAK_JOKER_RANK && z !== BREAK_JOKER_RANK) {
    return naturalThree(x, y, z)
  }
  // p and q: the two cards besides the joker.
  const p = x === BREAK_JOKER_RANK ? y : x
  const q = x === BREAK_JOKER_RANK || y === BREAK_JOKER_RANK ? z : y
  let best = naturalThree(ACE_RANK, p, q)
  for (let r = 0; r <= ACE_RANK; r++) {
    const v = naturalThree(r, p, q)
    if (v >> 12 >= BREAK_STRAIGHT && v > best) best = v
  }
  return best
}

/**
 * Value of two ranks where 13 is the joker, not both (the table stores 0xffff for two jokers
 * without calling this): the joker is an ace, pairing only an ace.
 */
function rankTwo(x: number, y: number): number {
  const a = x === BREAK_JOKER_RANK ? ACE_RANK : x
  const b = y === BREAK_JOKER_RANK ? ACE_RANK : y
  if (a === b) return pack(BREAK_PAIR, a, 0, 0)
  return a > b ? pack(BREAK_HIGH, a, b, 0) : pack(BREAK_HIGH, b, a, 0)
}

const R = 14
/** THREE[(a * 14 + b) * 14 + c] for ranks 0..13 (13 = joker); 0xffff where two jokers. */
const THREE = new Uint16Array(R * R * R)
/** TWO[a * 14 + b]; 0xffff for two jokers. */
const TWO = new Uint16Array(R * R)
/** Rank index 0..12 of codes 0..51, 13 for the joker (52). */
const RANK_OF = new Uint8Array(53)

for (let c = 0; c < 52; c++) RANK_OF[c] = c % 13
RANK_OF[52] = BREAK_JOKER_RANK
for (let a = 0; a < R; a++) {
  for (let b = 0; b < R; b++) {
    const twoJokers = a === BREAK_JOKER_RANK && b === BREAK_JOKER_RANK
    TWO[a * R + b] = twoJokers ? 0xffff : rankTwo(a, b)
    for (let c = 0; c < R; c++) {
      const jokers = +(a === 13) + +(b === 13) + +(c === 13)
      THREE[(a * R + b) * R + c] = jokers > 1 ? 0xffff : rankThree(a, b, c)
    }
  }
}

/**
 * Hot path: value of a three-card hand from its card codes (0..52, 52 the joker). A table
 * look-up, no allocation. Only ranks matter, so repeated codes are fine (rank patterns).
 * Inputs are not checked: a code outside 0..52 or two jokers give garbage.
 */
export function breakThreeValue(a: CardCode, b: CardCode, c: CardCode): BreakValue {
  return THREE[(RANK_OF[a]! * R + RANK_OF[b]!) * R + RANK_OF[c]!]!
}

/**
 * Hot path: value of a two-card hand from its card codes, on the same scale as
 * `breakThreeValue` (so `two <= three` is the legality rule). Inputs are not checked.
 */
export function breakTwoValue(a: CardCode, b: CardCode): BreakValue {
  return TWO[RANK_OF[a]! * R + RANK_OF[b]!]!
}

/**
 * Hot path over rank indices 0..12 with 13 for the joker (`BREAK_JOKER_RANK`), for
 * rank-pattern enumerations.
 */
export function breakThreeValueOfRanks(a: number, b: number, c: number): BreakValue {
  return THREE[(a * R + b) * R + c]!
}

/** Hot path over rank indices 0..12 with 13 for the joker. */
export function breakTwoValueOfRanks(a: number, b: number): BreakValue {
  return TWO[a * R + b]!
}

/** The kind field of a value: 0 high card, 1 pair, 2 straight, 3 trips. */
export function breakKindOf(value: BreakValue): number {
  return value >> 12
}

/**
 * The Lucky Break test on a setting's two values: a two-card pair with a three-card three of
 * a kind or straight (docs/rules/break-poker.md, "Lucky Break").
 */
export function isLuckyBreak(two: BreakValue, three: BreakValue): boolean {
  return two >> 12 === BREAK_PAIR && three >> 12 >= BREAK_STRAIGHT
}

/**
 * The legality rule: the two-card hand may not outrank the three-card hand
 * (docs/rules/break-poker.md, "Legal setting"). Both values from this module.
 */
export function isLegalBreakValues(two: BreakValue, three: BreakValue): boolean {
  return two <= three
}
