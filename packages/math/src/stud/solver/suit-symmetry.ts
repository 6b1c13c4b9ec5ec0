import type { DealerTable } from '../kernel/dealer-table.ts'
import { BINOMIAL } from '../kernel/subsets.ts'

/**
 * The six orders of the suits 1, 2 and 3, the identity first: with clubs (0) kept, where
 * each suit goes under the renamings that keep a club up card's suit.
 */
export const SUIT_PERMUTATIONS: readonly (readonly number[])[] = [
  [1, 2, 3],
  [1, 3, 2],
  [2, 1, 3],
  [2, 3, 1],
  [3, 1, 2],
  [3, 2, 1],
]

/**
 * The renamings of the three suits other than the up card's that map the table's deck onto
 * itself (all six for the full deck, at least the identity, which comes first), each as a
 * map of local card indices. Such a renaming changes nothing the dealer can hold, so a final
 * hand and its image have the same values, card for card.
 */
export function deckSymmetries(table: DealerTable): Int32Array[] {
  const upSuit = Math.floor(table.up / 13)
  const others = [0, 1, 2, 3].filter((s) => s !== upSuit)
  const maps: Int32Array[] = []
  for (const order of SUIT_PERMUTATIONS) {
    const suitOf = [0, 1, 2, 3]
    others.forEach((s, i) => {
      suitOf[s] = others[order[i]! - 1]!
    })
    const map = Int32Array.from(table.codes, (code) => {
      const to = suitOf[Math.floor(code / 13)]! * 13 + (code % 13)
      return table.local[to]!
    })
    if (map.every((l) => l >= 0)) maps.push(map)
  }
  return maps
}

/**
 * The distinct images of a final hand under the deck's symmetries, found only for the first
 * hand of each orbit in colex order (so that visiting every hand and expanding those visits
 * each hand once): the tabulation scores an orbit once and adds it for each image.
 */
export class SuitOrbits {
  /** `images` sorted local cards, five per image, the hand itself first. */
  readonly image: Int32Array = new Int32Array(30)
  /** The symmetry (index in `maps`) that gives each image. */
  readonly symmetry: Int32Array = new Int32Array(6)
  private readonly ranks = new Float64Array(6)

  constructor(readonly maps: readonly Int32Array[]) {}

  /**
   * The number of distinct images of the hand `local[0..5)` (ascending), 0 unless the hand
   * comes first in its orbit (colex order).
   */
  images(local: Int32Array): number {
    let count = 0
    let own = 0
    for (let s = 0; s < this.maps.length; s++) {
      const rank = imageRank(this.maps[s]!, local, 5, this.image, 5 * count)
      if (s === 0) own = rank
      else if (rank < own) return 0
      if (this.ranks.subarray(0, count).includes(rank)) continue
      this.ranks[count] = rank
      this.symmetry[count] = s
      count++
    }
    return count
  }
}

/**
 * The image under `map` (local card to local card) of the ascending cards `from[0..t)`:
 * written sorted to `out[at..at + t)`, and its colex rank returned (`BINOMIAL`).
 */
export function imageRank(
  map: Int32Array,
  from: Int32Array,
  t: number,
  out: Int32Array,
  at = 0,
): number {
  for (let i = 0; i < t; i++) {
    const v = map[from[i]!]!
    let j = i
    while (j > 0 && out[at + j - 1]! > v) {
      out[at + j] = out[at + j - 1]!
      j--
    }
    out[at + j] = v
  }
  let rank = 0
  for (let i = 0; i < t; i++) rank += BINOMIAL[i + 1]![out[at + i]!]!
  return rank
}
