import type { CardCode } from '@felt/cards'
import { type BreakValue, breakThreeValue, breakTwoValue, isLuckyBreak } from './values.ts'

/** Ways to set seven cards into a two-card and a three-card hand: C(7,2) * C(5,3) = 210. */
export const BREAK_SETTING_COUNT = 210

/**
 * The 210 ways to set seven cards, as positions 0..6: entry `i` is
 * `BREAK_SETTING_POSITIONS[5 * i .. 5 * i + 4]` = two-card positions, then three-card
 * positions (each ascending); the remaining two positions are discarded.
 */
export const BREAK_SETTING_POSITIONS: Uint8Array = (() => {
  const out = new Uint8Array(BREAK_SETTING_COUNT * 5)
  let k = 0
  for (let a = 0; a < 7; a++) {
    for (let b = a + 1; b < 7; b++) {
      const rest = [0, 1, 2, 3, 4, 5, 6].filter((p) => p !== a && p !== b)
      for (let x = 0; x < 5; x++) {
        for (let y = x + 1; y < 5; y++) {
          for (let z = y + 1; z < 5; z++) {
            out.set([a, b, rest[x]!, rest[y]!, rest[z]!], k)
            k += 5
          }
        }
      }
    }
  }
  return out
})()

/** Ints per setting written by `breakSettingsInto`: setting index, two-card value, three-card value. */
export const BREAK_SETTING_STRIDE = 3

/**
 * Hot path: writes every legal setting of seven cards into `out` and returns how many.
 * Setting `k` occupies `out[3k]` = its index into `BREAK_SETTING_POSITIONS` (0..209),
 * `out[3k + 1]` = two-card value, `out[3k + 2]` = three-card value. `out` needs room for
 * 630 ints. No allocation; only ranks matter, so repeated codes are fine. At least one
 * setting is always legal. Inputs are not checked.
 */
export function breakSettingsInto(cards7: ArrayLike<CardCode>, out: Int32Array): number {
  const P = BREAK_SETTING_POSITIONS
  let n = 0
  for (let i = 0, p = 0; i < BREAK_SETTING_COUNT; i++, p += 5) {
    const two = breakTwoValue(cards7[P[p]!]!, cards7[P[p + 1]!]!)
    const three = breakThreeValue(cards7[P[p + 2]!]!, cards7[P[p + 3]!]!, cards7[P[p + 4]!]!)
    if (two <= three) {
      out[n++] = i
      out[n++] = two
      out[n++] = three
    }
  }
  return n / BREAK_SETTING_STRIDE
}

/** One legal setting of seven cards, with its values. */
export interface BreakSetting {
  /** The two-card hand (in the order the cards were given). */
  readonly two: readonly [CardCode, CardCode]
  /** The three-card hand. */
  readonly three: readonly [CardCode, CardCode, CardCode]
  /** The two discarded cards. */
  readonly discards: readonly [CardCode, CardCode]
  readonly twoValue: BreakValue
  readonly threeValue: BreakValue
  /** A two-card pair with three-card trips or a straight. */
  readonly luckyBreak: boolean
}

/** The setting with index `i` (0..209) of `cards7`, as an object. */
export function breakSettingAt(cards7: readonly CardCode[], i: number): BreakSetting {
  const P = BREAK_SETTING_POSITIONS
  const p = 5 * i
  const used = new Set([P[p], P[p + 1], P[p + 2], P[p + 3], P[p + 4]])
  const discards = [0, 1, 2, 3, 4, 5, 6].filter((q) => !used.has(q)).map((q) => cards7[q]!)
  const two = [cards7[P[p]!]!, cards7[P[p + 1]!]!] as const
  const three = [cards7[P[p + 2]!]!, cards7[P[p + 3]!]!, cards7[P[p + 4]!]!] as const
  const twoValue = breakTwoValue(two[0], two[1])
  const threeValue = breakThreeValue(three[0], three[1], three[2])
  return {
    two,
    three,
    discards: [discards[0]!, discards[1]!],
    twoValue,
    threeValue,
    luckyBreak: isLuckyBreak(twoValue, threeValue),
  }
}

/**
 * Every legal setting of seven cards (break-poker.md, "Legal setting"), as objects: the
 * friendly form of `breakSettingsInto`. Settings that differ only in suits are all listed.
 * @throws {RangeError} unless exactly seven cards with at most one joker are given.
 */
export function breakSettings(cards7: readonly CardCode[]): BreakSetting[] {
  assertSeven(cards7)
  const buf = new Int32Array(BREAK_SETTING_COUNT * BREAK_SETTING_STRIDE)
  const n = breakSettingsInto(cards7, buf)
  const out: BreakSetting[] = []
  for (let k = 0; k < n; k++) out.push(breakSettingAt(cards7, buf[3 * k]!))
  return out
}

function assertSeven(cards: readonly CardCode[]): void {
  if (cards.length !== 7) throw new RangeError(`Break Poker sets 7 cards, got ${cards.length}`)
  let jokers = 0
  for (const c of cards) {
    if (!Number.isInteger(c) || c < 0 || c > 52) throw new RangeError(`not a card code: ${c}`)
    if (c === 52) jokers++
  }
  if (jokers > 1) throw new RangeError('a Break Poker hand holds one joker at most')
}
