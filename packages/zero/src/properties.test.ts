import { canonicalDeck, seededRandom, shuffleWith } from '@felt/cards'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ZeroAction, ZeroState } from './engine/types.ts'
import { zero } from './game.ts'
import { ZERO_DOUBLES, ZERO_SPLIT_TOTALS } from './rules/facts.ts'

// FELT_PROPERTY_ROUNDS runs more (a deep run: CONTRIBUTING.md); the suite keeps 400.
const ROUNDS = Number(process.env.FELT_PROPERTY_ROUNDS ?? 400)
// A round is drawn from its seed; fast-check's own seed is fixed so that runs are reproducible.
const roundSeed = fc.integer({ min: 1, max: 2 ** 31 - 1 })
const SEED = 20_240_601
const DOUBLES = ZERO_DOUBLES
const SPLIT_CHOICES: readonly number[][] = [[], [9], [0, 5], [6, 7, 8, 9]]

function randomRound(seed: number) {
  const random = seededRandom(seed)
  const rules = zero.rules(random(2) === 0 ? 'six-deck' : 'eight-deck', {
    double: DOUBLES[random(3)],
    // The stock split totals half the time, otherwise other ones (none, one, several).
    splitTotals: random(2) === 0 ? ZERO_SPLIT_TOTALS : SPLIT_CHOICES[random(SPLIT_CHOICES.length)]!,
  })
  const deck = shuffleWith(canonicalDeck(rules.decks), random)
  const wagers = { zero: 1 + random(25), zeroPayouts: random(2) * random(10) }
  let state = zero.deal(deck, rules, wagers)
  const states: ZeroState[] = [state]
  const actions: ZeroAction[] = []
  while (state.status === 'awaiting-action') {
    const legal = zero.legalActions(state)
    // Favour splits so that split rounds are well covered.
    const split = legal.find((a) => a.type === 'split')
    const pick = split && random(2) === 0 ? split : legal[random(legal.length)]!
    const action = { type: pick.type } as ZeroAction
    actions.push(action)
    state = zero.act(state, action)
    states.push(state)
  }
  return { rules, deck, wagers, actions, states }
}

describe('Zero over random shoes', () => {
  it('conserves money line by line', () => {
    let splits = 0
    let doubles = 0
    fc.assert(
      fc.property(roundSeed, (seed) => {
        const { wagers, states } = randomRound(seed)
        const last = states.at(-1)!
        const { settlement } = zero.settle(last)
        const extra =
          (last.hands.length - 1 + last.hands.filter((h) => h.doubled).length) * wagers.zero
        splits += last.hands.length - 1
        doubles += last.hands.filter((h) => h.doubled).length
        expect(settlement.staked).toBe(wagers.zero + wagers.zeroPayouts + extra)
        expect(settlement.lines.reduce((s, l) => s + l.stake, 0)).toBe(settlement.staked)
        expect(settlement.returned).toBe(settlement.lines.reduce((s, l) => s + l.payout, 0))
        expect(settlement.net).toBe(settlement.returned - settlement.staked)
        for (const l of settlement.lines) {
          expect(Number.isInteger(l.payout)).toBe(true)
          if (l.outcome === 'lose') expect(l.payout).toBe(0)
          if (l.outcome === 'push') expect(l.payout).toBe(l.stake)
        }
      }),
      { numRuns: ROUNDS, seed: SEED },
    )
    expect(splits).toBeGreaterThan(10)
    expect(doubles).toBeGreaterThan(10)
  })

  it('never deals a shoe position twice, and deals in shoe order', () => {
    fc.assert(
      fc.property(roundSeed, (seed) => {
        const { deck, states } = randomRound(seed)
        const last = states.at(-1)!
        expect(last.dealt.map((d) => d.position)).toEqual([...Array(last.next).keys()])
        for (const d of last.dealt) expect(deck[d.position]).toBe(d.card)
        const held = [...last.hands.flatMap((h) => h.cards), ...last.dealer.cards].sort()
        expect(held).toEqual(last.dealt.map((d) => d.card).sort())
      }),
      { numRuns: ROUNDS, seed: SEED },
    )
  })

  it('never shows the hole card, a dealer draw or an undealt card before completion', () => {
    fc.assert(
      fc.property(roundSeed, (seed) => {
        const { states } = randomRound(seed)
        for (const state of states) {
          const view = zero.view(state)
          expect(JSON.stringify(view)).not.toMatch(/"deck"/)
          expect(view.dealt.every((d) => d.position < state.next)).toBe(true)
          if (state.status === 'awaiting-action') {
            expect(view.dealer.cards).toEqual(state.dealer.cards.slice(0, 1))
            expect(view.dealt.some((d) => d.position === 3)).toBe(false)
            expect(view.dealer.total).toBeNull()
          } else {
            expect(view.dealer.cards).toEqual(state.dealer.cards)
          }
        }
      }),
      { numRuns: ROUNDS, seed: SEED },
    )
  })

  it('replays to the same settlement from the shoe, wagers and actions', () => {
    fc.assert(
      fc.property(roundSeed, (seed) => {
        const { rules, deck, wagers, actions, states } = randomRound(seed)
        let replay = zero.deal(deck, rules, wagers)
        for (const a of actions) replay = zero.act(replay, a)
        expect(replay).toEqual(states.at(-1))
        expect(zero.settle(replay)).toEqual(zero.settle(states.at(-1)!))
        expect(JSON.parse(JSON.stringify(replay))).toEqual(replay)
      }),
      { numRuns: 150, seed: SEED },
    )
  })
})
