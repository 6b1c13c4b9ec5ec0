// What the audit counts, shuffle by shuffle and block by block. A tally covers a range
// of consecutive nonces; tallies of consecutive ranges merge exactly (the pairs and bits
// that straddle two ranges are added at the merge), so results do not depend on how the
// run was split across threads.

/** Sizes that fix a tally's arrays. */
export interface TallyShape {
  /** Cards (positions) per shuffle: 52, 53, 312 or 416. */
  readonly cards: number
  /** Distinct card codes: 52, or 53 with the joker. */
  readonly codes: number
  /** The physical cards (canonical indices) whose relative orders are tallied, by k = 2, 3, 4. */
  readonly chosen: readonly (readonly number[])[]
}

/** Counts of one range of shuffles (plain typed arrays, so it crosses threads as is). */
export interface AuditTally {
  shuffles: number
  /** counts[code * cards + position]. */
  readonly cardPosition: Float64Array
  /** Counts of each relative order of the chosen cards, by Lehmer index; one array per k. */
  readonly orders: Float64Array[]
  /** Sum over consecutive pairs inside the range of sum_c (2 pos_s(c) - (N-1)) (2 pos_s+1(c) - (N-1)). */
  serialSum: number
  serialPairs: number
  /** Positions of each physical card in the range's first and last shuffle. */
  readonly firstPositions: Int32Array
  readonly lastPositions: Int32Array
  /** Sum over shuffles of the number of ascending runs of canonical indices. */
  ascendingRuns: number
  /** The raw stream: how often each byte value was read. */
  readonly byteCounts: Float64Array
  /** HMAC blocks read (each 256 bits, one block of the block-frequency test). */
  blocks: number
  /** Sum over blocks of (2 ones - 256)^2. */
  blockSquares: number
  /** Adjacent stream bits that differ, inside the range. */
  bitChanges: number
  /** First and last bit of the range's stream (-1 before any block). */
  firstBit: number
  lastBit: number
}

/** An empty tally of `shape`. */
export function emptyTally(shape: TallyShape): AuditTally {
  return {
    shuffles: 0,
    cardPosition: new Float64Array(shape.codes * shape.cards),
    orders: shape.chosen.map((c) => new Float64Array(factorial(c.length))),
    serialSum: 0,
    serialPairs: 0,
    firstPositions: new Int32Array(shape.cards),
    lastPositions: new Int32Array(shape.cards),
    ascendingRuns: 0,
    byteCounts: new Float64Array(256),
    blocks: 0,
    blockSquares: 0,
    bitChanges: 0,
    firstBit: -1,
    lastBit: -1,
  }
}

/** n! for small n. */
export function factorial(n: number): number {
  let f = 1
  for (let i = 2; i <= n; i++) f *= i
  return f
}

function serialDot(a: Int32Array, b: Int32Array): number {
  const m = a.length - 1
  let s = 0
  for (let c = 0; c < a.length; c++) s += (2 * a[c]! - m) * (2 * b[c]! - m)
  return s
}

/**
 * Adds tally `b` (the range right after `a`'s) into `a`. Merging an empty `a` copies `b`.
 */
export function mergeTally(a: AuditTally, b: AuditTally): void {
  if (b.shuffles === 0) return
  const empty = a.shuffles === 0
  if (!empty) {
    a.serialSum += serialDot(a.lastPositions, b.firstPositions)
    a.serialPairs++
  } else {
    a.firstPositions.set(b.firstPositions)
  }
  a.lastPositions.set(b.lastPositions)
  if (a.lastBit >= 0 && b.firstBit >= 0 && a.lastBit !== b.firstBit) a.bitChanges++
  if (a.firstBit < 0) a.firstBit = b.firstBit
  if (b.lastBit >= 0) a.lastBit = b.lastBit
  a.shuffles += b.shuffles
  add(a.cardPosition, b.cardPosition)
  for (let k = 0; k < a.orders.length; k++) add(a.orders[k]!, b.orders[k]!)
  a.serialSum += b.serialSum
  a.serialPairs += b.serialPairs
  a.ascendingRuns += b.ascendingRuns
  add(a.byteCounts, b.byteCounts)
  a.blocks += b.blocks
  a.blockSquares += b.blockSquares
  a.bitChanges += b.bitChanges
}

function add(into: Float64Array, from: Float64Array): void {
  for (let i = 0; i < into.length; i++) into[i]! += from[i]!
}
