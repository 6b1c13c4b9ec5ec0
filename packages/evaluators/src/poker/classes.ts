/**
 * The 7,462 classes of five-card poker hands and the keys used to find them.
 * Internal to the evaluator (and its table generator); not part of the public API.
 *
 * A class key packs the category (0 high card .. 8 straight flush) above up to five 4-bit
 * ranks in order of importance, so numeric order is hand order; strength = 1 + the index of
 * the key among all 7,462 sorted keys.
 */

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

const CATEGORY_SHIFT = 20
const HIGH = 0
const PAIR = 1
const TWO_PAIR = 2
const TRIPS = 3
const STRAIGHT = 4
const FLUSH = 5
const FULL_HOUSE = 6
const QUADS = 7
const STRAIGHT_FLUSH = 8

function packKey(category: number, ranks: readonly number[]): number {
  let key = category << CATEGORY_SHIFT
  for (let i = 0; i < ranks.length; i++) key |= ranks[i]! << (16 - 4 * i)
  return key
}

/** The top rank of the best straight in a 13-bit rank mask, or -1. Ace plays low in 5-4-3-2-A. */
function straightTop(mask: number): number {
  for (let top = 12; top >= 4; top--) {
    const run = 0x1f << (top - 4)
    if ((mask & run) === run) return top
  }
  return (mask & 0x100f) === 0x100f ? 3 : -1
}

function topRanks(mask: number, count: number): number[] {
  const out: number[] = []
  for (let r = 12; r >= 0 && out.length < count; r--) if (mask & (1 << r)) out.push(r)
  return out
}

/** Class key of the best five-card hand of a flush-suited rank mask (>= 5 bits). */
export function flushKey(mask: number): number {
  const top = straightTop(mask)
  if (top >= 0) return packKey(STRAIGHT_FLUSH, [top])
  return packKey(FLUSH, topRanks(mask, 5))
}

/** Class key of the best five-card non-flush hand from rank counts (5 to 7 cards). */
export function countsKey(counts: readonly number[]): number {
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
  if (quad >= 0) return packKey(QUADS, [quad, ...topRanks(present & ~(1 << quad), 1)])
  if (trips >= 0 && (tripsLow >= 0 || pair >= 0)) {
    return packKey(FULL_HOUSE, [trips, Math.max(tripsLow, pair)])
  }
  const top = straightTop(present)
  if (top >= 0) return packKey(STRAIGHT, [top])
  if (trips >= 0) return packKey(TRIPS, [trips, ...topRanks(present & ~(1 << trips), 2)])
  if (pair >= 0 && pairLow >= 0) {
    return packKey(TWO_PAIR, [
      pair,
      pairLow,
      ...topRanks(present & ~(1 << pair) & ~(1 << pairLow), 1),
    ])
  }
  if (pair >= 0) return packKey(PAIR, [pair, ...topRanks(present & ~(1 << pair), 3)])
  return packKey(HIGH, topRanks(present, 5))
}

/** Calls `visit(counts, rankSum)` for every multiset of `size` ranks with at most 4 of a kind. */
export function forEachRankMultiset(
  size: number,
  visit: (counts: readonly number[], rankSum: number) => void,
): void {
  const counts = new Array<number>(13).fill(0)
  const walk = (rank: number, left: number, sum: number): void => {
    if (rank === 13) {
      if (left === 0) visit(counts, sum)
      return
    }
    const most = Math.min(4, left)
    for (let n = 0; n <= most; n++) {
      counts[rank] = n
      walk(rank + 1, left - n, sum + n * RANK_KEY[rank]!)
    }
    counts[rank] = 0
  }
  walk(0, size, 0)
}

/** Number of set bits. */
export function popcount(x: number): number {
  let n = 0
  for (; x; x &= x - 1) n++
  return n
}

function buildStrengths(): Map<number, number> {
  const keys = new Set<number>()
  forEachRankMultiset(5, (counts) => keys.add(countsKey(counts)))
  for (let mask = 0; mask < 8192; mask++) if (popcount(mask) === 5) keys.add(flushKey(mask))
  const sorted = [...keys].sort((a, b) => a - b)
  const strengths = new Map<number, number>()
  for (let i = 0; i < sorted.length; i++) strengths.set(sorted[i]!, i + 1)
  return strengths
}

/** Class key -> strength 1..7462. */
export const STRENGTHS: ReadonlyMap<number, number> = buildStrengths()

/** Strength - 1 -> class key, for describing a strength. */
export const CLASS_KEYS: Int32Array = Int32Array.from(
  [...STRENGTHS.entries()].sort((x, y) => x[1] - y[1]).map(([key]) => key),
)

/** The ranks (0 deuce .. 12 ace) packed in a class key, in order of importance. */
export function keyRanks(key: number): number[] {
  const ranks: number[] = []
  for (let i = 0; i < 5; i++) ranks.push((key >>> (16 - 4 * i)) & 0xf)
  return ranks
}
