/**
 * Lookup tables of the high-poker evaluator, built once at module load.
 *
 * Every card code c = suit * 13 + rank maps to CARD_KEY[c] = RANK_KEY[rank] << 8 | SUIT_KEY[suit].
 * The sum of the keys of 5, 6 or 7 cards identifies the multiset of ranks (bits 8 and up) and
 * tells whether five or more cards share a suit (low 8 bits, through FLUSH_SUIT_n). The sum
 * stays below 2^31, so it is an int32 in V8's optimised code. A non-flush hand is looked up
 * through a displacement perfect hash of its rank sum (offsets precomputed by
 * scripts/gen-rank-hash.ts); a flush through the 13-bit mask of the ranks in the flush suit.
 */
import { fillRankTable, flushStrength, popcount, RANK_KEY, SUIT_KEY } from './classes.ts'
import {
  RANK_HASH_LENGTH_5,
  RANK_HASH_LENGTH_6,
  RANK_HASH_LENGTH_7,
  RANK_HASH_OFFSETS_5,
  RANK_HASH_OFFSETS_6,
  RANK_HASH_OFFSETS_7,
  RANK_HASH_SHIFT,
} from './rank-hash-data.ts'

/** Card code -> packed rank and suit key. */
export const CARD_KEY: Int32Array = new Int32Array(52)
/** Card code -> suit index 0..3. */
export const CARD_SUIT: Int32Array = new Int32Array(52)
/** Card code -> 1 << rank. */
export const CARD_BIT: Int32Array = new Int32Array(52)
for (let c = 0; c < 52; c++) {
  const rank = c % 13
  const suit = (c / 13) | 0
  CARD_KEY[c] = (RANK_KEY[rank]! << 8) | SUIT_KEY[suit]!
  CARD_SUIT[c] = suit
  CARD_BIT[c] = 1 << rank
}

function buildFlushSuit(size: number): Int8Array {
  const table = new Int8Array(256).fill(-1)
  for (let a = 0; a <= size; a++) {
    for (let b = 0; a + b <= size; b++) {
      for (let c = 0; a + b + c <= size; c++) {
        const d = size - a - b - c
        const sum = b * SUIT_KEY[1]! + c * SUIT_KEY[2]! + d * SUIT_KEY[3]!
        table[sum] = a >= 5 ? 0 : b >= 5 ? 1 : c >= 5 ? 2 : d >= 5 ? 3 : -1
      }
    }
  }
  return table
}

/** Suit-key sum of 5 cards -> the flush suit, or -1. */
export const FLUSH_SUIT_5: Int8Array = buildFlushSuit(5)
/** Suit-key sum of 6 cards -> the suit holding 5 or more cards, or -1. */
export const FLUSH_SUIT_6: Int8Array = buildFlushSuit(6)
/** Suit-key sum of 7 cards -> the suit holding 5 or more cards, or -1. */
export const FLUSH_SUIT_7: Int8Array = buildFlushSuit(7)

/** 13-bit mask of the ranks in the flush suit (5 to 7 bits) -> strength of the best flush. */
export const FLUSH_STRENGTH: Uint16Array = new Uint16Array(8192)
for (let mask = 0; mask < 8192; mask++) {
  if (popcount(mask) >= 5) FLUSH_STRENGTH[mask] = flushStrength(mask)
}

/** Column bits of the rank hashes: strength = table[(rankSum & HASH_MASK) + offsets[rankSum >>> HASH_SHIFT]]. */
export const HASH_SHIFT: number = RANK_HASH_SHIFT
/** Column mask of the rank hashes. */
export const HASH_MASK: number = (1 << RANK_HASH_SHIFT) - 1

/** Row offsets of the 5-card rank hash. */
export const OFFSETS_5: Int32Array = RANK_HASH_OFFSETS_5
/** Row offsets of the 6-card rank hash. */
export const OFFSETS_6: Int32Array = RANK_HASH_OFFSETS_6
/** Row offsets of the 7-card rank hash. */
export const OFFSETS_7: Int32Array = RANK_HASH_OFFSETS_7

const LENGTHS = [0, 0, 0, 0, 0, RANK_HASH_LENGTH_5, RANK_HASH_LENGTH_6, RANK_HASH_LENGTH_7]
const OFFSETS = [
  OFFSETS_5,
  OFFSETS_5,
  OFFSETS_5,
  OFFSETS_5,
  OFFSETS_5,
  OFFSETS_5,
  OFFSETS_6,
  OFFSETS_7,
]

/** Length of the non-flush strength table of the 5-, 6- or 7-card rank hash. */
export function rankTableLength(size: 5 | 6 | 7): number {
  return LENGTHS[size]!
}

/**
 * Fills `table` (of `rankTableLength(size)` entries, zero where no rank multiset lands) with
 * the non-flush strengths of the 5-, 6- or 7-card rank hash.
 */
export function fillRankTableFor(size: 5 | 6 | 7, table: Uint16Array): void {
  fillRankTable(size, table, OFFSETS[size]!, RANK_HASH_SHIFT)
}
