import { RANK_NAMES } from '@felt/cards'
import { categoryOf, MAX_STRENGTH } from './category.ts'
import { countsStrength, flushStrength, forEachRankMultiset, straightTop } from './classes.ts'

// Strength -> its two leading ranks (rank * 16 + second rank), built on first use.
let leading: Uint8Array | undefined

function leadingRanks(): Uint8Array {
  if (leading) return leading
  const table = new Uint8Array(MAX_STRENGTH + 1)
  forEachRankMultiset(5, (counts) => {
    const order: number[] = []
    for (let n = 4; n >= 1; n--) for (let r = 12; r >= 0; r--) if (counts[r] === n) order.push(r)
    let mask = 0
    for (let r = 0; r < 13; r++) if (counts[r]) mask |= 1 << r
    const top = order.length === 5 ? straightTop(mask) : -1
    const first = top >= 0 ? top : order[0]!
    const second = order[1] ?? 0
    table[countsStrength(counts)] = first * 16 + second
    if (order.length === 5) table[flushStrength(mask)] = first * 16 + second
  })
  leading = table
  return table
}

function one(rank: number): string {
  return RANK_NAMES[rank]!
}

function many(rank: number): string {
  return rank === 4 ? 'sixes' : `${RANK_NAMES[rank]!}s`
}

/**
 * An English name of a hand strength: "royal flush", "straight flush, nine high",
 * "four of a kind, kings", "full house, kings over sevens", "flush, ace high",
 * "straight, five high", "three of a kind, sevens", "two pair, kings and sevens",
 * "pair of kings", "high card, ace".
 * @throws {InvalidHandValueError} `INVALID_HAND_VALUE` for a value outside 1..7462.
 */
export function describeHand(strength: number): string {
  const category = categoryOf(strength)
  const packed = leadingRanks()[strength]!
  const r1 = packed >> 4
  const r2 = packed & 15
  switch (category) {
    case 'royal-flush':
      return 'royal flush'
    case 'straight-flush':
      return `straight flush, ${one(r1)} high`
    case 'four-of-a-kind':
      return `four of a kind, ${many(r1)}`
    case 'full-house':
      return `full house, ${many(r1)} over ${many(r2)}`
    case 'flush':
      return `flush, ${one(r1)} high`
    case 'straight':
      return `straight, ${one(r1)} high`
    case 'three-of-a-kind':
      return `three of a kind, ${many(r1)}`
    case 'two-pair':
      return `two pair, ${many(r1)} and ${many(r2)}`
    case 'pair':
      return `pair of ${many(r1)}`
    case 'high-card':
      return `high card, ${one(r1)}`
  }
}
