import { seededRandom } from '@felt/cards'
import { studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { dealerTable } from './dealer-table.ts'
import { FinalHandScorer, qualifyingStrength } from './final-hand.ts'

/** The dealer table of `up` under rule set `ruleset`, and a scorer on it. */
function scorerOf(ruleset: string, up: number) {
  const rules = studPoker.rules(ruleset)
  const table = dealerTable(up, qualifyingStrength(rules))
  return { table, scorer: new FinalHandScorer(rules, table) }
}

/** `n` distinct random cards, none of them `up`. */
function dealt(random: (n: number) => number, n: number, up: number): number[] {
  const cards: number[] = []
  while (cards.length < n) {
    const c = random(52)
    if (c !== up && !cards.includes(c)) cards.push(c)
  }
  return cards
}

describe('the bound on play with two more cards seen', () => {
  // The removal effects skip the pairs of a folded hand that cannot make it play: the bound
  // must never be below the value it bounds, and must be close enough to skip most pairs.
  for (const ruleset of ['lunar', 'russian']) {
    it(`is at least play's value without every pair, and their largest over all pairs: ${ruleset}`, () => {
      const up = 13 + 11 // King of hearts
      const { table, scorer } = scorerOf(ruleset, up)
      const random = seededRandom(3)
      let bounded = 0
      let slack = 0
      for (let round = 0; round < 60; round++) {
        const hand = dealt(random, 5, up)
        const local = Int32Array.from(hand, (c) => table.local[c]!).sort()
        scorer.score(hand, 5, local, 5)
        const others = [...Array(table.size).keys()].filter((x) => !local.includes(x))
        const seen = new Int32Array(7)
        for (const x of others) {
          seen.set([...local, x].sort((a, b) => a - b))
          scorer.scoreWithout(local, x, seen)
        }
        let largest = Number.NEGATIVE_INFINITY
        for (let i = 0; i < others.length; i++)
          for (let j = i + 1; j < others.length; j++)
            largest = Math.max(largest, scorer.playBoundWithoutPair(others[i]!, others[j]!))
        expect(scorer.playBoundWithoutAnyPair(local)).toBe(largest)
        for (let t = 0; t < 5; t++) {
          const [x, y] = [others[random(others.length)]!, others[random(others.length)]!]
          if (x === y) continue
          const [a, b] = x < y ? [x, y] : [y, x]
          const bound = scorer.playBoundWithoutPair(a, b)
          seen.set([...local, a, b])
          const play = scorer.scoreWithoutPair(local, a, b, seen).play.value
          expect(bound).toBeGreaterThanOrEqual(play - 1e-12)
          if (Number.isFinite(bound)) {
            bounded++
            slack = Math.max(slack, bound - play)
          }
        }
      }
      expect(bounded).toBeGreaterThan(100)
      expect(slack).toBeLessThan(0.1)
    })
  }
})

describe('the second decision knowing the discards', () => {
  // On every sampled final hand, the best decision against the dealer hands that avoid the
  // discards is worth at least what the decision taken on the final hand alone is worth there.
  for (const ruleset of ['lunar', 'russian']) {
    it(`beats or equals the final-hand-only decision on every sampled final hand: ${ruleset}`, () => {
      const up = 26 + 9 // Jack of diamonds
      const { table, scorer } = scorerOf(ruleset, up)
      const random = seededRandom(11)
      let differ = 0
      for (let round = 0; round < 400; round++) {
        const cards = dealt(random, 5 + 1 + (round % 4), up)
        const hand = cards.slice(0, 5)
        const local = (cs: readonly number[]) => Int32Array.from(cs, (c) => table.local[c]!).sort()
        const alone = scorer.score(hand, 5, local(hand), 5).best.decision
        const seen = scorer.score(hand, 5, local(cards), cards.length)
        const worth = [-1, seen.play.value, seen.insured.value][alone]!
        expect(seen.best.value).toBeGreaterThanOrEqual(worth - 1e-12)
        if (seen.best.value > worth + 1e-9) differ++
      }
      // The discards do change the right answer on some hands: the test has teeth.
      expect(differ).toBeGreaterThan(0)
    })
  }
})
