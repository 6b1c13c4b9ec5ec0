import { describe, expect, it } from 'vitest'
import { breakPatterns } from './patterns.ts'

describe('exact Break Poker', () => {
  const p = breakPatterns()

  it('has 67,600 rank patterns covering C(53,7) hands', () => {
    expect(p.count).toBe(67_600)
    let total = 0
    for (let i = 0; i < p.count; i++) total += p.weight[i]!
    expect(total).toBe(154_143_080)
  })
  // The exact walk against the game package's own settlement: rule-follow.test.ts.
})
