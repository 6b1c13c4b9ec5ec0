import { seededRandom } from '@felt/cards'
import { studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { dealerTable } from '../kernel/dealer-table.ts'
import { FinalHandScorer, qualifyingStrength } from '../kernel/final-hand.ts'
import { choose } from '../kernel/subsets.ts'
import { buildSecondCodes } from './second-codes.ts'
import { SolverSeconds } from './second-decision.ts'

describe('second decision codes', () => {
  it('hold, for every five-card hand, the decision the solver scores when it meets the hand', () => {
    const rules = studPoker.rules('lunar-finland')
    const up = 7
    const five = buildSecondCodes(rules, up, 5)
    expect(five.length).toBe(choose(51, 5))
    const lazy = new SolverSeconds(
      up,
      () =>
        new FinalHandScorer(rules, dealerTable(up, qualifyingStrength(rules)), undefined, 'ranks'),
    )
    // Six-card codes left unknown; five-card hands must never be scored again.
    const coded = new SolverSeconds(up, () => {
      throw new Error('a coded hand was scored')
    }, [five, new Uint8Array(choose(51, 6))])
    const random = seededRandom(5)
    const seen = new Set<number>()
    const others = Array.from({ length: 52 }, (_, c) => c).filter((c) => c !== up)
    for (let i = 0; i < 4000; i++) {
      const hand: number[] = []
      while (hand.length < 5) {
        const c = others[random(others.length)]!
        if (!hand.includes(c)) hand.push(c)
      }
      const decision = coded.decide(hand, 5, false)
      seen.add(decision)
      expect(decision, hand.join(' ')).toBe(lazy.decide(hand, 5, false))
      expect(coded.decide(hand, 5, true)).toBe(lazy.decide(hand, 5, true))
    }
    // Fold, play and insure all met.
    expect([...seen].sort()).toEqual([0, 1, 2])
  })
})
