import { seededRandom, shuffleWith } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import {
  CardPositionTally,
  chiSquarePValue,
  gammaQ,
  OrderTally,
  permutationIndex,
} from './chi-square.ts'

describe('chi-square p-values', () => {
  it('match published values (scipy.stats.chi2.sf) to a relative 1e-9', () => {
    const cases: [number, number, number][] = [
      [23, 23, 0.46077089055229187],
      [35.17, 23, 0.05002828037056453],
      [2601, 2601, 0.4963124706565348],
      [2800, 2601, 0.0034575454974905273],
      [1, 1, 0.31731050786291115],
      [3.84, 1, 0.05004352124870519],
      [100, 23, 1.4078728712722855e-11],
    ]
    for (const [x, df, p] of cases) {
      expect(Math.abs(chiSquarePValue(x, df) - p) / p).toBeLessThan(1e-9)
    }
  })

  it('gives Q(a, 0) = 1 and Q(1, x) = e^-x', () => {
    expect(gammaQ(5, 0)).toBe(1)
    expect(gammaQ(1, 2)).toBeCloseTo(Math.exp(-2), 14)
  })
})

describe('tallies', () => {
  it('index all 24 orders of 4 cards in lexicographic order', () => {
    expect(permutationIndex([0, 1, 2, 3])).toBe(0)
    expect(permutationIndex([0, 1, 3, 2])).toBe(1)
    expect(permutationIndex([3, 2, 1, 0])).toBe(23)
    const seen = new Set<number>()
    for (const a of [0, 1, 2, 3])
      for (const b of [0, 1, 2, 3])
        for (const c of [0, 1, 2, 3])
          for (const d of [0, 1, 2, 3])
            if (new Set([a, b, c, d]).size === 4) seen.add(permutationIndex([a, b, c, d]))
    expect(seen.size).toBe(24)
  })

  it('give a statistic of 0 for perfectly even counts', () => {
    const orders = new OrderTally(3)
    for (const o of [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ])
      orders.add(o)
    expect(orders.result()).toMatchObject({
      statistic: 0,
      degreesOfFreedom: 5,
      pValue: 1,
      samples: 6,
    })
    const positions = new CardPositionTally([0, 1, 0, 1])
    positions.add([0, 0, 1, 1])
    positions.add([1, 1, 0, 0])
    expect(positions.result()).toMatchObject({ statistic: 0, degreesOfFreedom: 3 })
  })
})

describe('card x position degrees of freedom', () => {
  it('scales Pearson by (N-1)/N so its mean over fair shuffles is the df, for decks and shoes', () => {
    const random = seededRandom(11)
    for (const [codes, copies] of [
      [5, 1],
      [4, 2],
    ] as const) {
      const canonical = Array.from({ length: codes * copies }, (_, i) => i % codes)
      let sum = 0
      const reps = 1500
      for (let r = 0; r < reps; r++) {
        const tally = new CardPositionTally(canonical)
        for (let s = 0; s < 100; s++) tally.add(shuffleWith(canonical, random))
        sum += tally.result().statistic
      }
      const n = codes * copies
      const df = (codes - 1) * (n - 1)
      // Standard error of the mean: sqrt(2 df / reps), about 0.15 here; unscaled, the mean
      // would be df x N / (N-1) (20 instead of 16, 24.0 instead of 21).
      expect(Math.abs(sum / reps - df)).toBeLessThan(0.75)
    }
  })
})
