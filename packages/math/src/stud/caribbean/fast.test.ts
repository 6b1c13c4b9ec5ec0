import { canonicalDeck, seededRandom, shuffleWith } from '@felt/cards'
import { LUNAR_SUPER_PAY_TABLE, superLine } from '@felt/evaluators'
import { CARIBBEAN_STRATEGIES } from '@felt/strategy/stud-poker'
import { studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { STUD_ANTE, studDecision } from '../engine/engine-sim.ts'
import { superPaysOf } from '../kernel/first-five.ts'
import { caribbeanEvents, caribbeanRound } from './fast.ts'

describe('fast Caribbean Stud model', () => {
  const rules = studPoker.rules('caribbean-stud')
  const events = caribbeanEvents(rules)
  for (const strategy of CARIBBEAN_STRATEGIES) {
    it(`settles like @felt/stud-poker on the same decks (${strategy})`, () => {
      const random = seededRandom(9)
      const base = canonicalDeck()
      for (let i = 0; i < 3000; i++) {
        const deck = shuffleWith(base, random)
        let state = studPoker.deal(deck, rules, { boxes: [{ ante: STUD_ANTE }] })
        while (state.status === 'awaiting-action')
          state = studPoker.act(state, studDecision(state, strategy))
        const { settlement } = studPoker.settle(state)
        const fast = events[caribbeanRound(deck, rules, strategy)]!
        expect(fast.pays).toBe(settlement.net / STUD_ANTE)
      }
    })
  }

  it('is exact on a reduced deck: every deal of 12 cards agrees with the game package', () => {
    // Player from the first 12 cards' 5-subsets, dealer from the rest of them.
    const cards = [12, 11, 10, 9, 25, 24, 23, 3, 16, 29, 42, 0]
    let fastSum = 0
    let gameSum = 0
    let n = 0
    const pick = (
      from: number[],
      k: number,
      start = 0,
      acc: number[] = [],
      out: number[][] = [],
    ) => {
      if (acc.length === k) out.push(acc.slice())
      else for (let i = start; i < from.length; i++) pick(from, k, i + 1, [...acc, from[i]!], out)
      return out
    }
    for (const p of pick(cards, 5)) {
      const rest = cards.filter((c) => !p.includes(c))
      for (const d of pick(rest, 5)) {
        const top = [...p, ...d]
        const deck = [...top, ...canonicalDeck().filter((c) => !top.includes(c))]
        let state = studPoker.deal(deck, rules, { boxes: [{ ante: STUD_ANTE }] })
        while (state.status === 'awaiting-action')
          state = studPoker.act(state, studDecision(state, 'akj83'))
        gameSum += studPoker.settle(state).settlement.net / STUD_ANTE
        fastSum += events[caribbeanRound(deck, rules, 'akj83')]!.pays
        n++
      }
    }
    expect(n).toBe(792 * 21)
    expect(fastSum / n).toBeCloseTo(gameSum / n, 12)
  })
})

describe('Super pays', () => {
  it('match superLine of @felt/evaluators on random hands', () => {
    const random = seededRandom(3)
    const base = canonicalDeck()
    const pays = superPaysOf(LUNAR_SUPER_PAY_TABLE)
    for (let i = 0; i < 20000; i++) {
      const five = shuffleWith(base, random).slice(0, 5)
      expect(pays(five)).toBe(superLine(five, LUNAR_SUPER_PAY_TABLE)?.pays ?? -1)
    }
  })
})
