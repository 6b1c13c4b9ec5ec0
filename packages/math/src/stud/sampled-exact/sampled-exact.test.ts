import { parseCards, seededRandom } from '@felt/cards'
import { STUD_BUY, STUD_DRAW, STUD_FOLD, STUD_PLAY } from '@felt/strategy/stud-poker'
import { studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { SituationSolver, SLOT } from '../solver/situation.ts'
import { SampledValuer, sampledSolver } from './sampled-exact.ts'

// A 15-card deck, small enough to enumerate every draw, on which the solver's approximation
// (the discards still the dealer's) is far off: a sampled exact valuer that forgot the discards fails.
const DECK = parseCards('As Ks Qs Js Ts 9s Ah Kh Qh Ad Kd Ac Kc 2c 4h').sort((a, b) => a - b)
const HAND = parseCards('Qs Js 2c 4h Ah').sort((a, b) => a - b)
const UP = parseCards('Kd')[0]!
const rules = studPoker.rules('lunar')

describe('sampled exact stud edge', () => {
  // The sampled exact control variate is the uncorrected score of each final hand.
  const solver = new SituationSolver(rules, UP, DECK, true, 'approximate')
  const exact = new Float64Array(40 * SLOT)
  const approximate = new Float64Array(40 * SLOT)
  // Exchange 2c 4h (keep A Q J), and 2c 4h Js (keep A Q).
  const two = STUD_DRAW + maskOf(parseCards('2c 4h'))
  const three = STUD_DRAW + maskOf(parseCards('2c 4h Js'))
  solver.evaluate(HAND, exact, 'exact')
  solver.evaluate(HAND, approximate)

  it('values fold, play and buy exactly, as the solver does', () => {
    const valuer = new SampledValuer(solver, 'exact', seededRandom(1))
    for (const code of [STUD_FOLD, STUD_PLAY, STUD_BUY]) {
      const v = valuer.value(HAND, code, 2)
      expect(v.value).toBeCloseTo(exact[code * SLOT]!, 12)
      expect(v.m2).toBeCloseTo(exact[code * SLOT + 1]!, 12)
      expect(v.wager).toBeCloseTo(exact[code * SLOT + 2]!, 12)
      expect(v.variance).toBe(0)
    }
    const owner = new SampledValuer(solver, 'owner', seededRandom(1))
    expect(owner.value(HAND, STUD_BUY, 2).value).toBeCloseTo(exact[STUD_BUY * SLOT + 3]!, 12)
  })

  it('samples a draw without bias: within 4 standard errors of every draw enumerated', () => {
    for (const [second, slot] of [
      ['exact', 0],
      ['owner', 3],
    ] as const) {
      const valuer = new SampledValuer(solver, second, seededRandom(2))
      for (const code of [two, three]) {
        const v = valuer.value(HAND, code, 20_000)
        const se = Math.sqrt(v.variance)
        const want = exact[code * SLOT + slot]!
        expect(Math.abs(want - approximate[code * SLOT + slot]!)).toBeGreaterThan(20 * se)
        expect(Math.abs(v.value - want), `${second} ${code}`).toBeLessThan(4 * se)
        expect(Math.abs(v.wager - exact[code * SLOT + slot + 2]!)).toBeLessThan(0.01)
      }
    }
  })

  it("plays the solver's second decision, made on the final hand alone: within 4 SE of every draw enumerated so", () => {
    const alone = new Float64Array(40 * SLOT)
    solver.evaluate(HAND, alone, 'exact-alone')
    const valuer = new SampledValuer(solver, 'solver', seededRandom(4))
    for (const code of [two, three]) {
      const v = valuer.value(HAND, code, 20_000)
      const se = Math.sqrt(v.variance)
      // The deck tells the two second decisions apart.
      expect(Math.abs(alone[code * SLOT]! - exact[code * SLOT]!)).toBeGreaterThan(20 * se)
      expect(Math.abs(v.value - alone[code * SLOT]!), `solver ${code}`).toBeLessThan(4 * se)
    }
  })

  it('values forcing the dealer where the rules have it: within 4 SE of every draw enumerated with it', () => {
    // Low cards: the dealer seldom qualifies, and a drawn straight or flush forces him.
    const deck = parseCards('Ts 9s 8s 7s 2c 6s Js Qd 5d 4h Kc 2h 9d 6c 3h').sort((a, b) => a - b)
    const hand = parseCards('Ts 9s 8s 7s 2c').sort((a, b) => a - b)
    const up = parseCards('3h')[0]!
    for (const name of ['lunar-finland', 'russian']) {
      const forcingRules = studPoker.rules(name)
      const forcing = sampledSolver(forcingRules, up, deck)
      const withForce = new Float64Array(40 * SLOT)
      const without = new Float64Array(40 * SLOT)
      forcing.evaluate(hand, withForce, 'exact')
      new SituationSolver(forcingRules, up, deck, false).evaluate(hand, without, 'exact')
      const valuer = new SampledValuer(forcing, 'exact', seededRandom(5))
      // Keeping Ts 9s or Ts 8s: forcing is worth 0.033 Ante to each draw.
      for (const discard of ['2c 7s 8s', '2c 7s 9s']) {
        const code = STUD_DRAW + maskIn(hand, parseCards(discard))
        const v = valuer.value(hand, code, 200_000)
        const se = Math.sqrt(v.variance)
        const want = withForce[code * SLOT]!
        expect(want - without[code * SLOT]!).toBeGreaterThan(10 * se)
        expect(Math.abs(v.value - want), `${name} ${discard}`).toBeLessThan(4 * se)
      }
    }
  })

  it('refuses a solver whose draws are corrected: its control would not match (INVALID_OPTION)', () => {
    const corrected = new SituationSolver(rules, UP, DECK)
    expect(() => new SampledValuer(corrected, 'exact', seededRandom(1))).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTION',
        details: { option: 'draws', value: 'second-order' },
      }),
    )
  })

  it("plays the solver's second decision: with the discards known, it is no better than the best", () => {
    // The same draws (same seed) under both decisions.
    const best = new SampledValuer(solver, 'exact', seededRandom(3)).value(HAND, three, 5000).value
    const blind = new SampledValuer(solver, 'solver', seededRandom(3)).value(HAND, three, 5000)
    expect(blind.value).toBeLessThanOrEqual(best + 1e-12)
  })
})

function maskOf(discard: readonly number[]): number {
  return maskIn(HAND, discard)
}

/** The mask (in hand order) of the cards of `discard` in `hand`. */
function maskIn(hand: readonly number[], discard: readonly number[]): number {
  return hand.reduce((m, c, i) => (discard.includes(c) ? m | (1 << i) : m), 0)
}
