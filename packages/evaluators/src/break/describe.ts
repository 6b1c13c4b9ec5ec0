import { ACE_RANK, type CardCode, InvalidHandValueError, RANK_NAMES, RANKS } from '@felt/cards'
import { assertBreakCards } from './check.ts'
import {
  BREAK_THREE_KINDS,
  type BreakThreeKind,
  type BreakTwoKind,
  type BreakValue,
  breakThreeValue,
  breakTwoValue,
} from './values.ts'

const PLURALS = [
  'deuces',
  'threes',
  'fours',
  'fives',
  'sixes',
  'sevens',
  'eights',
  'nines',
  'tens',
  'jacks',
  'queens',
  'kings',
  'aces',
] as const

/** A Break Poker hand value taken apart. */
export interface BreakHandInfo {
  readonly value: BreakValue
  readonly kind: BreakThreeKind
  /** The ranks that define it, most significant first (0 deuce .. 12 ace). */
  readonly ranks: readonly number[]
  /** In words: `pair of aces, deuce kicker`, `straight to the queen`, `ace-king high`. */
  readonly description: string
  /** Short form: `AA2`, `QKA` (straight), `KKK`, `AK`. */
  readonly short: string
}

/**
 * Takes a two- or three-card value apart. `cards` says which: 2 or 3 (default 3).
 * @throws {InvalidHandValueError} `INVALID_HAND_VALUE` for a value that no hand has.
 */
export function describeBreakValue(value: BreakValue, cards: 2 | 3 = 3): BreakHandInfo {
  const kindIndex = value >> 12
  const r1 = (value >> 8) & 15
  const r2 = (value >> 4) & 15
  const r3 = value & 15
  const kind = BREAK_THREE_KINDS[kindIndex]
  if (kind === undefined || r1 > ACE_RANK || r2 > ACE_RANK || r3 > ACE_RANK) {
    throw new InvalidHandValueError(`not a Break Poker hand value: ${value}`, value)
  }
  const n = RANK_NAMES[r1]!
  switch (kind) {
    case 'trips':
      return info(value, kind, [r1], `three ${PLURALS[r1]}`, RANKS[r1]!.repeat(3))
    case 'straight': {
      const low = r1 === 1 ? ACE_RANK : r1 - 2
      const mid = r1 === 1 ? 0 : r1 - 1
      return info(value, kind, [r1], `straight to the ${n}`, RANKS[low]! + RANKS[mid]! + RANKS[r1]!)
    }
    case 'pair':
      if (cards === 2)
        return info(value, kind, [r1], `pair of ${PLURALS[r1]}`, RANKS[r1]!.repeat(2))
      return info(
        value,
        kind,
        [r1, r2],
        `pair of ${PLURALS[r1]}, ${RANK_NAMES[r2]} kicker`,
        RANKS[r1]!.repeat(2) + RANKS[r2],
      )
    default: {
      const ranks = cards === 2 ? [r1, r2] : [r1, r2, r3]
      return info(
        value,
        kind,
        ranks,
        `${ranks.map((r) => RANK_NAMES[r]).join('-')} high`,
        ranks.map((r) => RANKS[r]).join(''),
      )
    }
  }
}

function info(
  value: number,
  kind: BreakThreeKind,
  ranks: number[],
  description: string,
  short: string,
): BreakHandInfo {
  return { value, kind, ranks, description, short }
}

/**
 * Friendly form: the value of a three-card Break Poker hand with the semi-wild joker.
 * @throws {InvalidCardError} `INVALID_CARD` unless three card codes 0..52, one joker at most.
 */
export function evaluateBreakThree(cards: readonly CardCode[]): BreakHandInfo {
  assertBreakCards(cards, 3)
  return describeBreakValue(breakThreeValue(cards[0]!, cards[1]!, cards[2]!), 3)
}

/**
 * Friendly form: the value of a two-card Break Poker hand (the joker is an ace).
 * @throws {InvalidCardError} `INVALID_CARD` unless two card codes 0..52, one joker at most.
 */
export function evaluateBreakTwo(
  cards: readonly CardCode[],
): BreakHandInfo & { readonly kind: BreakTwoKind } {
  assertBreakCards(cards, 2)
  return describeBreakValue(breakTwoValue(cards[0]!, cards[1]!), 2) as BreakHandInfo & {
    readonly kind: BreakTwoKind
  }
}
