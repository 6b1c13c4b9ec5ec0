import type { CardCode } from '@felt/cards'
import { assertBreakCards } from './check.ts'
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

// The 21 position pairs and 35 position triples of seven cards, and for each of the 210
// settings the pair and triple it uses: values are computed 56 times per hand, not 420.
const PAIR_OF = new Int32Array(7 * 7)
const PAIRS: number[] = []
const TRIPLE_OF = new Int32Array(7 * 7 * 7)
const TRIPLES: number[] = []
for (let a = 0; a < 7; a++) {
  for (let b = a + 1; b < 7; b++) {
    PAIR_OF[a * 7 + b] = PAIRS.length / 2
    PAIRS.push(a, b)
    for (let c = b + 1; c < 7; c++) {
      TRIPLE_OF[(a * 7 + b) * 7 + c] = TRIPLES.length / 3
      TRIPLES.push(a, b, c)
    }
  }
}
const SETTING_PAIR = new Uint8Array(BREAK_SETTING_COUNT)
const SETTING_TRIPLE = new Uint8Array(BREAK_SETTING_COUNT)
for (let i = 0; i < BREAK_SETTING_COUNT; i++) {
  const p = BREAK_SETTING_POSITIONS.subarray(5 * i, 5 * i + 5)
  SETTING_PAIR[i] = PAIR_OF[p[0]! * 7 + p[1]!]!
  SETTING_TRIPLE[i] = TRIPLE_OF[(p[2]! * 7 + p[3]!) * 7 + p[4]!]!
}
const TWO_SCRATCH = new Int32Array(21)
const THREE_SCRATCH = new Int32Array(35)
// forEachBreakSetting keeps its own, so that its callback may use the other hot paths.
const VISIT_TWO = new Int32Array(21)
const VISIT_THREE = new Int32Array(35)

/**
 * Hot path: calls `visit(index, two, three)` for every legal setting of seven cards, in
 * setting-index order (index into `BREAK_SETTING_POSITIONS`). No allocation; only ranks
 * matter, so repeated codes are fine. Inputs are not checked. Not reentrant: `visit` may
 * call the other hot paths but not `forEachBreakSetting` itself.
 */
export function forEachBreakSetting(
  cards7: ArrayLike<CardCode>,
  visit: (index: number, two: BreakValue, three: BreakValue) => void,
): void {
  for (let k = 0, p = 0; k < 21; k++, p += 2) {
    VISIT_TWO[k] = breakTwoValue(cards7[PAIRS[p]!]!, cards7[PAIRS[p + 1]!]!)
  }
  for (let k = 0, p = 0; k < 35; k++, p += 3) {
    VISIT_THREE[k] = breakThreeValue(
      cards7[TRIPLES[p]!]!,
      cards7[TRIPLES[p + 1]!]!,
      cards7[TRIPLES[p + 2]!]!,
    )
  }
  for (let i = 0; i < BREAK_SETTING_COUNT; i++) {
    const two = VISIT_TWO[SETTING_PAIR[i]!]!
    const three = VISIT_THREE[SETTING_TRIPLE[i]!]!
    if (two <= three) visit(i, two, three)
  }
}

/**
 * Hot path: writes every legal setting of seven cards into `out` and returns how many.
 * Setting `k` occupies `out[3k]` = its index into `BREAK_SETTING_POSITIONS` (0..209),
 * `out[3k + 1]` = two-card value, `out[3k + 2]` = three-card value. `out` needs room for
 * 630 ints. No allocation; only ranks matter, so repeated codes are fine. At least one
 * setting is always legal. Inputs are not checked.
 */
export function breakSettingsInto(cards7: ArrayLike<CardCode>, out: Int32Array): number {
  for (let k = 0, p = 0; k < 21; k++, p += 2) {
    TWO_SCRATCH[k] = breakTwoValue(cards7[PAIRS[p]!]!, cards7[PAIRS[p + 1]!]!)
  }
  for (let k = 0, p = 0; k < 35; k++, p += 3) {
    THREE_SCRATCH[k] = breakThreeValue(
      cards7[TRIPLES[p]!]!,
      cards7[TRIPLES[p + 1]!]!,
      cards7[TRIPLES[p + 2]!]!,
    )
  }
  let n = 0
  for (let i = 0; i < BREAK_SETTING_COUNT; i++) {
    const two = TWO_SCRATCH[SETTING_PAIR[i]!]!
    const three = THREE_SCRATCH[SETTING_TRIPLE[i]!]!
    if (two <= three) {
      out[n++] = i
      out[n++] = two
      out[n++] = three
    }
  }
  return n / BREAK_SETTING_STRIDE
}

const FRONTIER_SCRATCH = new Int32Array(BREAK_SETTING_COUNT * BREAK_SETTING_STRIDE)

/**
 * Hot path: the legal settings that no other legal setting dominates, written like
 * `breakSettingsInto` (index, two-card value, three-card value; stride 3) and counted. A setting
 * dominates another when its two-card and three-card values are both at least as high; Lucky
 * Break needs no separate test, since it is monotone in both values (a setting at least as
 * strong as a Lucky Break in both hands is one). Of settings with equal values (they differ
 * only in suits or in which of equal cards are discarded) the first is kept. These are the only
 * settings an optimal strategy needs to score. Sorted by two-card value, highest first.
 * No allocation; inputs are not checked.
 */
export function breakFrontierInto(cards7: ArrayLike<CardCode>, out: Int32Array): number {
  const s = FRONTIER_SCRATCH
  const n = breakSettingsInto(cards7, s)
  let m = 0
  for (let i = 0; i < n; i++) {
    const two = s[3 * i + 1]!
    const three = s[3 * i + 2]!
    let dominated = false
    for (let k = 0; k < m && !dominated; k++) {
      dominated = out[3 * k + 1]! >= two && out[3 * k + 2]! >= three
    }
    if (dominated) continue
    // Drop the kept settings this one dominates (the frontier stays tiny: about 2 per hand).
    let w = 0
    for (let k = 0; k < m; k++) {
      if (two >= out[3 * k + 1]! && three >= out[3 * k + 2]!) continue
      out[3 * w] = out[3 * k]!
      out[3 * w + 1] = out[3 * k + 1]!
      out[3 * w + 2] = out[3 * k + 2]!
      w++
    }
    out[3 * w] = s[3 * i]!
    out[3 * w + 1] = two
    out[3 * w + 2] = three
    m = w + 1
  }
  // Insertion sort of the few kept settings by two-card value, highest first.
  for (let i = 1; i < m; i++) {
    const idx = out[3 * i]!
    const two = out[3 * i + 1]!
    const three = out[3 * i + 2]!
    let j = i - 1
    while (j >= 0 && out[3 * j + 1]! < two) {
      out[3 * j + 3] = out[3 * j]!
      out[3 * j + 4] = out[3 * j + 1]!
      out[3 * j + 5] = out[3 * j + 2]!
      j--
    }
    out[3 * j + 3] = idx
    out[3 * j + 4] = two
    out[3 * j + 5] = three
  }
  return m
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
 * Every legal setting of seven cards (docs/rules/break-poker.md, "Legal setting"), as objects: the
 * friendly form of `breakSettingsInto`. Settings that differ only in suits are all listed.
 * @throws {InvalidCardError} `INVALID_CARD` unless seven card codes 0..52 with one joker at most.
 */
export function breakSettings(cards7: readonly CardCode[]): BreakSetting[] {
  assertBreakCards(cards7, 7)
  const buf = new Int32Array(BREAK_SETTING_COUNT * BREAK_SETTING_STRIDE)
  const n = breakSettingsInto(cards7, buf)
  const out: BreakSetting[] = []
  for (let k = 0; k < n; k++) out.push(breakSettingAt(cards7, buf[3 * k]!))
  return out
}
