import { canonicalDeck, seededRandom, shuffleWith } from '@felt/cards'
import { breakSettings } from '@felt/evaluators'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BreakPokerAction, BreakPokerState } from './engine/types.ts'
import { breakPoker } from './game.ts'

// FELT_PROPERTY_ROUNDS runs more (a deep run: CONTRIBUTING.md); the suite keeps 300.
const ROUNDS = Number(process.env.FELT_PROPERTY_ROUNDS ?? 300)
// A round is drawn from its seed; fast-check's own seed is fixed so that runs are reproducible.
const roundSeed = fc.integer({ min: 1, max: 2 ** 31 - 1 })
const SEED = 20_240_601

function randomRound(seed: number): {
  deck: number[]
  seats: { main: number; luckyBreak: number; bonus: number }[]
  actions: BreakPokerAction[]
  states: BreakPokerState[]
} {
  const random = seededRandom(seed)
  const deck = shuffleWith(canonicalDeck(1, 1), random)
  const seats = Array.from({ length: 1 + random(6) }, () => ({
    main: 1 + random(50),
    luckyBreak: random(3) === 0 ? 0 : random(20),
    bonus: random(2) * (1 + random(9)),
  }))
  let state = breakPoker.deal(deck, breakPoker.rules(), { seats })
  const states = [state]
  const actions: BreakPokerAction[] = []
  while (state.status === 'awaiting-action') {
    const cards = state.seats[state.turn!]!.cards
    const options = breakSettings(cards)
    const pick = options[random(options.length)]!
    const action: BreakPokerAction = { type: 'set', two: pick.two, three: pick.three }
    actions.push(action)
    state = breakPoker.act(state, action)
    states.push(state)
  }
  return { deck, seats, actions, states }
}

describe('Break Poker over random decks', () => {
  it('conserves money line by line', () => {
    fc.assert(
      fc.property(roundSeed, (seed) => {
        const { seats, states } = randomRound(seed)
        const { settlement } = breakPoker.settle(states.at(-1)!)
        const staked = seats.reduce((s, w) => s + w.main + w.luckyBreak + w.bonus, 0)
        expect(settlement.staked).toBe(staked)
        expect(settlement.lines.reduce((s, l) => s + l.stake, 0)).toBe(staked)
        expect(settlement.returned).toBe(settlement.lines.reduce((s, l) => s + l.payout, 0))
        expect(settlement.net).toBe(settlement.returned - staked)
        for (const l of settlement.lines) {
          expect(Number.isInteger(l.payout)).toBe(true)
          if (l.outcome === 'lose') expect(l.payout).toBe(0)
          if (l.outcome === 'push') expect(l.payout).toBe(l.stake)
          if (l.outcome === 'win') expect(l.payout).toBeGreaterThan(l.stake)
        }
      }),
      { numRuns: ROUNDS, seed: SEED },
    )
  })

  it('never deals a card twice', () => {
    fc.assert(
      fc.property(roundSeed, (seed) => {
        const { deck, states } = randomRound(seed)
        const last = states.at(-1)!
        expect(new Set(last.dealt.map((d) => d.card)).size).toBe(last.dealt.length)
        expect(last.dealt.map((d) => d.position)).toEqual([...Array(last.next).keys()])
        for (const d of last.dealt) expect(deck[d.position]).toBe(d.card)
      }),
      { numRuns: ROUNDS, seed: SEED },
    )
  })

  it('never shows the dealer or an undealt card before the round is complete', () => {
    fc.assert(
      fc.property(roundSeed, (seed) => {
        const { deck, states } = randomRound(seed)
        for (const state of states) {
          const view = breakPoker.view(state)
          const text = JSON.stringify(view)
          expect(text).not.toMatch(/"deck"/)
          const seen = new Set(view.seats.flatMap((s) => s.cards))
          for (const d of view.dealt) seen.add(d.card)
          if (state.status === 'awaiting-action') {
            expect(view.dealer.cards).toBeNull()
            expect(view.dealt.some((d) => d.to === 'dealer')).toBe(false)
            for (const c of state.dealer.cards) expect(seen.has(c)).toBe(false)
          } else {
            expect(view.dealer.cards).toEqual(state.dealer.cards)
          }
          for (const c of deck.slice(state.next)) expect(seen.has(c)).toBe(false)
        }
      }),
      { numRuns: ROUNDS, seed: SEED },
    )
  })

  it('replays to the same settlement from the deck, wagers and actions', () => {
    fc.assert(
      fc.property(roundSeed, (seed) => {
        const { deck, seats, actions, states } = randomRound(seed)
        let replay = breakPoker.deal(deck, breakPoker.rules(), { seats })
        for (const a of actions) replay = breakPoker.act(replay, a)
        expect(replay).toEqual(states.at(-1))
        expect(breakPoker.settle(replay)).toEqual(breakPoker.settle(states.at(-1)!))
        expect(JSON.parse(JSON.stringify(replay))).toEqual(replay)
      }),
      { numRuns: 100, seed: SEED },
    )
  })
})
