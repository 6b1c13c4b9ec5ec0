/**
 * A slow, independent reference for tests: the 7,462 classes of five-card hands found by
 * sorting class keys, not by the evaluator's arithmetic numbering or its tables.
 *
 * A class key packs the category (0 high card .. 8 straight flush) above up to five 4-bit
 * ranks in order of importance, so numeric order is hand order; strength = 1 + the index of
 * the key among all 7,462 sorted keys.
 */

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
function flushKey(mask: number): number {
  const top = straightTop(mask)
  if (top >= 0) return packKey(STRAIGHT_FLUSH, [top])
  return packKey(FLUSH, topRanks(mask, 5))
}

/** Class key of the best five-card non-flush hand from rank counts (5 to 7 cards). */
function countsKey(counts: readonly number[]): number {
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

function popcount(x: number): number {
  let n = 0
  for (; x; x &= x - 1) n++
  return n
}

function buildStrengths(): Map<number, number> {
  const keys = new Set<number>()
  const counts = new Array<number>(13).fill(0)
  const walk = (rank: number, left: number): void => {
    if (rank === 13) {
      if (left === 0) keys.add(countsKey(counts))
      return
    }
    for (let n = 0; n <= Math.min(4, left); n++) {
      counts[rank] = n
      walk(rank + 1, left - n)
    }
    counts[rank] = 0
  }
  walk(0, 5)
  for (let mask = 0; mask < 8192; mask++) if (popcount(mask) === 5) keys.add(flushKey(mask))
  const sorted = [...keys].sort((a, b) => a - b)
  const strengths = new Map<number, number>()
  for (let i = 0; i < sorted.length; i++) strengths.set(sorted[i]!, i + 1)
  return strengths
}

/** Class key -> strength 1..7462. */
const STRENGTHS: ReadonlyMap<number, number> = buildStrengths()

/**
 * Strength of five distinct card codes 0..51 by the reference: the index of the hand's class
 * key among all sorted class keys.
 */
export function referenceRank5(cards: readonly number[]): number {
  const counts = new Array<number>(13).fill(0)
  let mask = 0
  const suits = new Set<number>()
  for (const card of cards) {
    counts[card % 13]!++
    mask |= 1 << (card % 13)
    suits.add(Math.floor(card / 13))
  }
  return STRENGTHS.get(suits.size === 1 ? flushKey(mask) : countsKey(counts))!
}
