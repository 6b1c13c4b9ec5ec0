/**
 * The 7,462 classes of five-card poker hands, numbered arithmetically: strength = the floor
 * of the category + the index of the hand's rank tuple within it (colex order of rank masks
 * is hand order). Internal to the evaluator and its table generator.
 */
import { CATEGORY_FLOORS } from './category.ts'

/**
 * Additive rank keys, deuce to ace (Kenneth Shackleton's SKPokerEval values): the sums of
 * the keys of any two different multisets of 5, 6 or 7 ranks (at most four of a kind) differ.
 */
export const RANK_KEY: readonly number[] = [
  0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181,
]
/**
 * Additive suit keys, clubs to spades (found by search): for 5, 6 or 7 cards the sum alone
 * tells which suit, if any, holds five or more cards. 7 * 32 < 256, so it fits in 8 bits.
 */
export const SUIT_KEY: readonly number[] = [0, 1, 25, 32]

const [HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH] =
  CATEGORY_FLOORS as [number, number, number, number, number, number, number, number, number]

// BINOMIAL[n * 6 + k] = n choose k, n <= 13, k <= 5.
const BINOMIAL = new Int32Array(14 * 6)
for (let n = 0; n <= 13; n++) {
  BINOMIAL[n * 6] = 1
  for (let k = 1; k <= 5; k++) {
    BINOMIAL[n * 6 + k] = n === 0 ? 0 : BINOMIAL[(n - 1) * 6 + k - 1]! + BINOMIAL[(n - 1) * 6 + k]!
  }
}

// Per 13-bit rank mask: set bits; top rank of the best straight (-1 if none, 3 for the
// wheel); rank among masks with as many bits in numeric (colex) order. Numeric order of
// masks with equal bit counts is hand order of their descending rank tuples.
const BITS = new Uint8Array(8192)
const STRAIGHT_TOP = new Int8Array(8192)
const COLEX = new Int16Array(8192)
for (let mask = 1; mask < 8192; mask++) {
  const high = 31 - Math.clz32(mask)
  const rest = mask ^ (1 << high)
  BITS[mask] = BITS[rest]! + 1
  COLEX[mask] = COLEX[rest]! + (high >= BITS[mask]! ? BINOMIAL[high * 6 + BITS[mask]!]! : 0)
  // Shift the ranks up one and put the ace below the deuce too; a bit survives the ANDs
  // where a run of five starts, and the highest run gives the top card.
  const wide = (mask << 1) | (mask >>> 12)
  const runs = wide & (wide >>> 1) & (wide >>> 2) & (wide >>> 3) & (wide >>> 4)
  STRAIGHT_TOP[mask] = runs === 0 ? -1 : 34 - Math.clz32(runs)
}
STRAIGHT_TOP[0] = -1

/** Number of set bits of a 13-bit mask. */
export function popcount(mask: number): number {
  return BITS[mask]!
}

/** The top rank of the best straight in a 13-bit rank mask, or -1. Ace plays low in 5-4-3-2-A. */
export function straightTop(mask: number): number {
  return STRAIGHT_TOP[mask]!
}

/** The mask with bit `bit` taken out and the higher bits shifted down. */
function without(mask: number, bit: number): number {
  return ((mask >>> (bit + 1)) << bit) | (mask & ((1 << bit) - 1))
}

/** The `count` highest bits of `mask`. */
function topBits(mask: number, count: number): number {
  for (let extra = BITS[mask]! - count; extra > 0; extra--) mask &= mask - 1
  return mask
}

// 5-bit rank masks that are not straights -> 0..1276 in hand order (high card and flush).
const FIVE_HIGH = new Int16Array(8192)
for (let mask = 0, next = 0; mask < 8192; mask++) {
  if (BITS[mask] === 5 && STRAIGHT_TOP[mask]! < 0) FIVE_HIGH[mask] = next++
}

/** Strength of the best five-card hand of a flush-suited 13-bit rank mask (5 or more bits). */
export function flushStrength(mask: number): number {
  const top = STRAIGHT_TOP[mask]!
  if (top >= 0) return STRAIGHT_FLUSH + top - 3
  return FLUSH + FIVE_HIGH[topBits(mask, 5)]!
}

/**
 * Strength of the best five-card non-flush hand of a rank multiset (5 to 7 cards), given the
 * mask of ranks present, the quad rank, the two highest trips and the two highest pairs
 * (-1 for none).
 */
export function shapeStrength(
  present: number,
  quad: number,
  trips: number,
  tripsLow: number,
  pair: number,
  pairLow: number,
): number {
  if (quad >= 0) {
    const kicker = 31 - Math.clz32(present & ~(1 << quad))
    return QUADS + quad * 12 + kicker - (kicker > quad ? 1 : 0)
  }
  if (trips >= 0 && (tripsLow >= 0 || pair >= 0)) {
    const p = Math.max(tripsLow, pair)
    return FULL_HOUSE + trips * 12 + p - (p > trips ? 1 : 0)
  }
  const top = STRAIGHT_TOP[present]!
  if (top >= 0) return STRAIGHT + top - 3
  if (trips >= 0) {
    return TRIPS + trips * 66 + COLEX[without(topBits(present & ~(1 << trips), 2), trips)]!
  }
  if (pair >= 0 && pairLow >= 0) {
    const k = 31 - Math.clz32(present & ~(1 << pair) & ~(1 << pairLow))
    const kicker = k - (k > pair ? 1 : 0) - (k > pairLow ? 1 : 0)
    return TWO_PAIR + ((pair * (pair - 1)) / 2 + pairLow) * 11 + kicker
  }
  if (pair >= 0) {
    return PAIR + pair * 220 + COLEX[without(topBits(present & ~(1 << pair), 3), pair)]!
  }
  return HIGH + FIVE_HIGH[topBits(present, 5)]!
}

/** Strength of the best five-card non-flush hand from counts per rank (5 to 7 cards). */
export function countsStrength(counts: ArrayLike<number>): number {
  let present = 0
  let quad = -1
  let trips = -1
  let tripsLow = -1
  let pair = -1
  let pairLow = -1
  for (let r = 12; r >= 0; r--) {
    const n = counts[r]!
    if (n === 0) continue
    present |= 1 << r
    if (n === 4) quad = r
    else if (n === 3) {
      if (trips < 0) trips = r
      else if (tripsLow < 0) tripsLow = r
    } else if (n === 2) {
      if (pair < 0) pair = r
      else if (pairLow < 0) pairLow = r
    }
  }
  return shapeStrength(present, quad, trips, tripsLow, pair, pairLow)
}

/**
 * Writes the non-flush strength of every multiset of `size` ranks (at most four of a kind)
 * at `table[(rankSum & mask) + offsets[rankSum >>> shift]]`. One recursion from the ace
 * down carries the hand's shape, so each multiset costs a few table lookups.
 */
export function fillRankTable(
  size: number,
  table: Uint16Array,
  offsets: Int32Array,
  shift: number,
): void {
  const mask = (1 << shift) - 1
  // Each call picks how many cards of `rank` the multiset holds (0..4) and recurses to
  // the next lower rank; a choice that fills the hand writes its entry directly, and a
  // choice that leaves more cards than the lower ranks can hold is skipped.
  const walk = (
    rank: number,
    left: number,
    sum: number,
    present: number,
    quad: number,
    trips: number,
    tripsLow: number,
    pair: number,
    pairLow: number,
  ): void => {
    const key = RANK_KEY[rank]!
    const withRank = present | (1 << rank)
    const room = 4 * rank
    for (let n = left > room ? left - room : 0; n <= 4 && n <= left; n++) {
      let q = quad
      let t = trips
      let tl = tripsLow
      let p = pair
      let pl = pairLow
      if (n === 2) {
        if (p < 0) p = rank
        else if (pl < 0) pl = rank
      } else if (n === 3) {
        if (t < 0) t = rank
        else if (tl < 0) tl = rank
      } else if (n === 4) q = rank
      const s = sum + n * key
      const m = n === 0 ? present : withRank
      if (n === left) {
        table[(s & mask) + offsets[s >>> shift]!] = shapeStrength(m, q, t, tl, p, pl)
      } else {
        walk(rank - 1, left - n, s, m, q, t, tl, p, pl)
      }
    }
  }
  walk(12, size, 0, 0, -1, -1, -1, -1, -1)
}

/**
 * Calls `visit(counts, rankSum)` for every multiset of `size` ranks with at most four of a
 * kind; `counts` is reused between calls.
 */
export function forEachRankMultiset(
  size: number,
  visit: (counts: Int8Array, rankSum: number) => void,
): void {
  const counts = new Int8Array(13)
  const walk = (rank: number, left: number, sum: number): void => {
    if (rank === 12) {
      if (left <= 4) {
        counts[12] = left
        visit(counts, sum + left * RANK_KEY[12]!)
        counts[12] = 0
      }
      return
    }
    const most = Math.min(left, 4)
    for (let n = 0; n <= most; n++) {
      counts[rank] = n
      walk(rank + 1, left - n, sum + n * RANK_KEY[rank]!)
    }
    counts[rank] = 0
  }
  walk(0, size, 0)
}
