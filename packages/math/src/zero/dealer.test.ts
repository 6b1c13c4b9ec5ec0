import { dealerDraws, ZERO_DEALER_RULE } from '@felt/zero'
import { describe, expect, it } from 'vitest'
import { DealerCache } from './dealer.ts'

describe('the dealer walk of the Zero math', () => {
  it('is written for the game rule: a dealer who stops at four cards', () => {
    expect(ZERO_DEALER_RULE.maxCards).toBe(4)
  })

  it('gives the distribution of dealerDraws from @felt/zero over every ordering of a small shoe', () => {
    // Point values 0..9 as card codes of the first suit: T (8) is 0, A (12) is 1, 2..9 as is.
    const code = [8, 12, 0, 1, 2, 3, 4, 5, 6, 7]
    const cnt = Int32Array.from([2, 1, 0, 1, 1, 2, 0, 1, 0, 1])
    const up = 5
    const n = cnt.reduce((a, b) => a + b, 0)
    const cache = new DealerCache()
    const off = cache.lookup(0, cnt.slice(), n, up)
    const expected = new Array<number>(10).fill(0)
    const walk = (cards: number[], left: Int32Array, left_n: number, p: number): void => {
      if (!dealerDraws(cards.map((v) => code[v]!))) {
        expected[cards.reduce((a, b) => a + b, 0) % 10]! += p
        return
      }
      for (let v = 0; v < 10; v++) {
        if (left[v] === 0) continue
        const c = left[v]!
        left[v] = c - 1
        walk([...cards, v], left, left_n - 1, (p * c) / left_n)
        left[v] = c
      }
    }
    for (let h = 0; h < 10; h++) {
      if (cnt[h] === 0) continue
      const left = cnt.slice()
      left[h]!--
      walk([up, h], left, n - 1, cnt[h]! / n)
    }
    for (let d = 0; d < 10; d++) expect(cache.store[off + d]).toBeCloseTo(expected[d]!, 12)
  })
})
