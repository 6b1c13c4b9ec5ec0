import { BACCARAT_POINTS } from '@felt/evaluators'

/** A Zero shoe as counts per rank index (13 entries), e.g. 24 of each for six decks. */
export type RankCounts = readonly number[]

/** The rank counts of a shoe of `decks` 52-card decks. */
export function shoeOfDecks(decks: number): RankCounts {
  return new Array<number>(13).fill(4 * decks)
}

/** Counts per point value 0..9 of a shoe given by rank counts. */
export function pointCounts(ranks: RankCounts): Int32Array {
  const out = new Int32Array(10)
  // Rank index r is also the card code of that rank's first suit.
  for (let r = 0; r < 13; r++) out[BACCARAT_POINTS[r]!]! += ranks[r] ?? 0
  return out
}

/**
 * Probability that two cards of point value 0 drawn first from the shoe are a Zero
 * Pair (same rank: T-T, J-J, Q-Q or K-K), given that both are worth 0.
 */
export function zeroPairShare(ranks: RankCounts): number {
  let same = 0
  let n0 = 0
  for (let r = 8; r <= 11; r++) {
    const c = ranks[r] ?? 0
    same += c * (c - 1)
    n0 += c
  }
  return n0 > 1 ? same / (n0 * (n0 - 1)) : 0
}
