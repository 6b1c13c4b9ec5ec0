import { type CardCode, InvalidCardError } from '@felt/cards'
import { type BreakSetting, breakSettingAt, breakSettingsInto } from '@felt/evaluators'
import { BREAK_HAND_SIZE } from './facts.ts'

/**
 * The seven cases of the house way, in the order they are tried (docs/rules/break-poker.md,
 * "House way"): 1 pair & trips, 2 pair & straight, 3 no pair & trips, 4 no pair & straight,
 * 5 pair & pair, 6 no pair & pair, 7 nothing.
 */
export type HouseWayCase = 1 | 2 | 3 | 4 | 5 | 6 | 7

/** Names of the house-way cases, index = case - 1. */
export const HOUSE_WAY_CASES: readonly string[] = [
  'pair & trips',
  'pair & straight',
  'no pair & trips',
  'no pair & straight',
  'pair & pair',
  'no pair & pair',
  'nothing',
]

const SCRATCH = new Int32Array(630)

// Case by (two-card kind, three-card kind) of a legal setting; a pair over a high card is illegal.
const CASE_OF = [
  [7, 6, 4, 3],
  [0, 5, 2, 1],
] as const

/**
 * Hot path: the index (0..209, into `BREAK_SETTING_POSITIONS` of `@felt/evaluators`) of the
 * house-way setting of seven cards. Implements docs/rules/break-poker.md, "House way": among the legal
 * settings, the first case (1..7) that can be set, then the strongest two-card hand, then the
 * strongest three-card hand; each case's own wording ("highest pair in front", "two highest
 * remaining cards in front", "second- and third-highest in front") is exactly this order.
 * Among settings equal in all three, the first in position order. No allocation; only ranks
 * matter. Inputs are not checked.
 */
export function houseWayIndex(cards7: ArrayLike<CardCode>): number {
  const n = breakSettingsInto(cards7, SCRATCH)
  let best = -1
  let bestKey = -1
  for (let k = 0, q = 0; k < n; k++, q += 3) {
    const two = SCRATCH[q + 1]!
    const three = SCRATCH[q + 2]!
    const c = CASE_OF[two >> 12]![three >> 12]!
    // Lower case first, then the two-card value (13 bits), then the three-card value (14 bits).
    const key = (7 - c) * 0x8000000 + two * 0x4000 + three
    if (key > bestKey) {
      bestKey = key
      best = SCRATCH[q]!
    }
  }
  return best
}

/** Hot path: the house-way case (1..7) of a legal setting's two values. */
export function houseWayCaseOf(two: number, three: number): HouseWayCase {
  return CASE_OF[two >> 12]![three >> 12]! as HouseWayCase
}

/** A house-way setting: the legal setting with the case that chose it. */
export interface HouseWaySetting extends BreakSetting {
  /** The house-way case, 1..7. */
  readonly case: HouseWayCase
  /** Its name: `pair & trips`, ..., `nothing`. */
  readonly caseName: string
}

/**
 * How the dealer sets seven cards: the house way (docs/rules/break-poker.md), also a ready-made player
 * strategy. The result depends only on the cards, not on their order.
 * @throws {InvalidCardError} `INVALID_CARD` unless seven card codes 0..52 with at most one
 * joker, none repeated.
 */
export function houseWay(cards7: readonly CardCode[]): HouseWaySetting {
  if (cards7.length !== BREAK_HAND_SIZE) {
    throw new InvalidCardError(`the house way sets 7 cards, got ${cards7.length}`, {
      cards: cards7.length,
    })
  }
  for (const c of cards7) {
    if (!Number.isInteger(c) || c < 0 || c > 52) {
      throw new InvalidCardError('not a card code', { card: String(c).slice(0, 8) })
    }
  }
  if (new Set(cards7).size !== BREAK_HAND_SIZE) {
    throw new InvalidCardError('the house way sets 7 different cards')
  }
  const sorted = [...cards7].sort((a, b) => b - a)
  const setting = breakSettingAt(sorted, houseWayIndex(sorted))
  const c = houseWayCaseOf(setting.twoValue, setting.threeValue)
  return { ...setting, case: c, caseName: HOUSE_WAY_CASES[c - 1]! }
}
