import { categoryOf } from './category.ts'
import { CLASS_KEYS, keyRanks } from './classes.ts'

const NAMES = [
  'deuce',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
] as const

function one(rank: number): string {
  return NAMES[rank]!
}

function many(rank: number): string {
  return rank === 4 ? 'sixes' : `${NAMES[rank]!}s`
}

/**
 * An English name of a hand strength: "royal flush", "straight flush, nine high",
 * "four of a kind, kings", "full house, kings over sevens", "flush, ace high",
 * "straight, five high", "three of a kind, sevens", "two pair, kings and sevens",
 * "pair of kings", "high card, ace".
 * @throws {RangeError} for a value outside 1..7462.
 */
export function describeHand(strength: number): string {
  const category = categoryOf(strength)
  const [r1, r2] = keyRanks(CLASS_KEYS[strength - 1]!) as [number, number]
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
