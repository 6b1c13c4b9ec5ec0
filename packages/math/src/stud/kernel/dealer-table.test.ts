import { seededRandom } from '@felt/cards'
import { rank5 } from '@felt/evaluators'
import { ACE_KING, PAIR } from '@felt/strategy/stud-poker'
import { describe, expect, it } from 'vitest'
import { twinClasses } from '../solver/removal-effects.ts'
import {
  countAgainst,
  countHolding,
  countHoldingPair,
  countNotQualifying,
  dealerTable,
} from './dealer-table.ts'

/** Every dealer hand avoiding `removed`, counted below each threshold, one by one. */
function bruteForce(up: number, removed: readonly number[], thresholds: readonly number[]) {
  const rest = Array.from({ length: 52 }, (_, c) => c).filter(
    (c) => c !== up && !removed.includes(c),
  )
  const below = thresholds.map(() => 0)
  let all = 0
  for (let a = 0; a < rest.length; a++)
    for (let b = a + 1; b < rest.length; b++)
      for (let c = b + 1; c < rest.length; c++)
        for (let d = c + 1; d < rest.length; d++) {
          const v = rank5(rest[a]!, rest[b]!, rest[c]!, rest[d]!, up)
          thresholds.forEach((t, i) => {
            if (v < t) below[i]!++
          })
          all++
        }
  return [...below, all]
}

describe('dealer table', () => {
  it('counts the dealer hands that avoid the removed cards like brute force', () => {
    const random = seededRandom(12)
    for (let round = 0; round < 24; round++) {
      const up = [0, 25, 51][round % 3]!
      const table = dealerTable(up, ACE_KING)
      // 5 or 6 player cards, or a hand with discarded cards, or a reduced deck.
      const n = [5, 6, 10, 30][round % 4]!
      const removed: number[] = []
      while (removed.length < n) {
        const c = random(52)
        if (c !== up && !removed.includes(c)) removed.push(c)
      }
      removed.sort((x, y) => x - y)
      // Player strengths: random, and the strength of a dealer hand (ties).
      const [a, b, c, d] = removed as [number, number, number, number]
      const s = round % 2 ? 1 + random(7462) : rank5(a, b, c, d, up)
      const thresholds = [ACE_KING, s, s + 1, PAIR]
      const local = Int32Array.from(removed, (c) => table.local[c]!)
      const out = new Float64Array(4)
      countAgainst(table, local, n, s, out)
      const brute = bruteForce(up, removed, thresholds)
      expect([...out]).toEqual(brute.filter((_, i) => i !== 3))
      countNotQualifying(table, local, n, out)
      expect([out[0], out[3]]).toEqual([brute[0], brute[4]])
      // The pair qualifier's table shares the strengths built for the ace-king one.
      countNotQualifying(dealerTable(up, PAIR), local, n, out)
      expect([out[0], out[3]]).toEqual([brute[3], brute[4]])
    }
  })

  it('counts the dealer hands holding one or two more cards as the differences of the counts without them', () => {
    const random = seededRandom(5)
    const up = 13
    const table = dealerTable(up, ACE_KING)
    const classes = twinClasses(table)
    const counts = (cards: number[], s: number): number[] => {
      const local = Int32Array.from(cards, (c) => table.local[c]!).sort()
      const out = new Float64Array(4)
      countAgainst(table, local, local.length, s, out)
      return [...out]
    }
    for (let round = 0; round < 40; round++) {
      const hand: number[] = []
      while (hand.length < 7) {
        const c = random(52)
        if (c !== up && !hand.includes(c)) hand.push(c)
      }
      const [x, y] = [hand.pop()!, hand.pop()!]
      const [a, b, c, d, e] = hand as [number, number, number, number, number]
      const s = rank5(a, b, c, d, e)
      const local = Int32Array.from(hand, (c) => table.local[c]!).sort()
      const [lx, ly] = [table.local[x]!, table.local[y]!].sort((u, v) => u - v) as [number, number]
      const all = counts(hand, s)
      const withoutX = counts([...hand, x], s)
      const withoutY = counts([...hand, y], s)
      const withoutBoth = counts([...hand, x, y], s)
      const holding = new Float64Array(4)
      countHolding(table, table.local[x]!, local, 5, s, holding)
      expect([...holding]).toEqual(all.map((v, i) => v - withoutX[i]!))
      countHoldingPair(table, lx, ly, local, 5, s, holding)
      expect([...holding]).toEqual(
        all.map((v, i) => v - withoutX[i]! - withoutY[i]! + withoutBoth[i]!),
      )
      // A twin of x (same class, in no hand) takes the same dealer hands.
      for (let t = 0; t < table.size; t++) {
        if (t === table.local[x] || classes[t] !== classes[table.local[x]!]) continue
        if (hand.includes(table.codes[t]!)) continue
        const twin = new Float64Array(4)
        countHolding(table, t, local, 5, s, twin)
        countHolding(table, table.local[x]!, local, 5, s, holding)
        expect([...twin]).toEqual([...holding])
      }
    }
  })

  it('builds a full-deck table once per process, its strengths shared by every qualifier', () => {
    const table = dealerTable(13, ACE_KING)
    expect(dealerTable(13, ACE_KING)).toBe(table)
    const pair = dealerTable(13, PAIR)
    expect(pair.qualify).toBe(PAIR)
    expect(pair.cum2).toBe(table.cum2)
    expect(pair.q2).not.toEqual(table.q2)
    const deck = Array.from({ length: 20 }, (_, c) => c)
    const reduced = dealerTable(0, ACE_KING, deck)
    // Not `not.toBe`: it formats both tables even when it passes (seconds).
    expect(reduced === dealerTable(0, ACE_KING, deck)).toBe(false)
  })
})
