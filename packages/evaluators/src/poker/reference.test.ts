import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { rank5 } from './rank.ts'
import { referenceCategoryOf, referenceClassKeys, referenceRank5 } from './reference.ts'

const require = createRequire(import.meta.url)
// phe (a port of Henry Lee's PokerHandEvaluator, a dev dependency for the bench) codes a card
// as rank * 4 + suit and returns 1 for a royal flush .. 7462 for 7-5-4-3-2 offsuit.
const phe5 = require('phe/lib/evaluator5') as (...cards: number[]) => number
const toPhe = (code: number): number => (code % 13) * 4 + Math.floor(code / 13)

describe('the naive reference on its own', () => {
  it('finds the known number of classes of every category, 7,462 in all', () => {
    const keys = referenceClassKeys()
    const classes = new Array<number>(9).fill(0)
    for (const key of keys) classes[referenceCategoryOf(key)]!++
    expect(keys.length).toBe(7462)
    // high card, pair, two pair, trips, straight, flush, full house, quads, straight flush
    expect(classes).toEqual([1277, 2860, 858, 858, 10, 1277, 156, 156, 10])
  })
})

describe('rank5 against independent evaluators', () => {
  it('gives every one of the 2,598,960 hands the same strength as phe', () => {
    const p = Array.from({ length: 52 }, (_, c) => toPhe(c))
    let wrong = 0
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              if (rank5(a, b, c, d, e) !== 7463 - phe5(p[a]!, p[b]!, p[c]!, p[d]!, p[e]!)) wrong++
            }
    expect(wrong).toBe(0)
  })

  it('agrees with a naive sort-the-class-keys reference on every 13th hand', () => {
    const wrong: number[][] = []
    let i = 0
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              if (i++ % 13 !== 0) continue
              if (rank5(a, b, c, d, e) !== referenceRank5([a, b, c, d, e]))
                wrong.push([a, b, c, d, e])
            }
    expect(wrong).toEqual([])
  })
})
