import { parseCards } from '@felt/cards'
import { STUD_DRAW } from '@felt/strategy/stud-poker'
import { studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { popcount } from '../kernel/subsets.ts'
import { drawValuedExactly, refineCloseCalls } from './close-calls.ts'
import { ACTIONS, SituationSolver, SLOT } from './situation.ts'
import { bestCode } from './solve.ts'

// 20 cards with pairs, trips, straights and flushes in reach, small enough to value every
// draw exactly in milliseconds.
const DECK = parseCards('As Ks Qs Js Ts 9s 5s Ah Kh Qh 8h 7h Ad Kd 6d 4d Ac Kc 3c 2c').sort(
  (a, b) => a - b,
)
const UP = parseCards('Qd')[0]!

/** Every `every`-th five-card hand of the deck, ascending. */
function hands(every: number): number[][] {
  const out: number[][] = []
  let i = 0
  const d = DECK
  for (let e = 4; e < d.length; e++)
    for (let c4 = 3; c4 < e; c4++)
      for (let c3 = 2; c3 < c4; c3++)
        for (let c2 = 1; c2 < c3; c2++)
          for (let c1 = 0; c1 < c2; c1++)
            if (i++ % every === 0) out.push([d[c1]!, d[c2]!, d[c3]!, d[c4]!, d[e]!])
  return out
}

describe('close calls valued exactly', () => {
  it("replaces the close draws' values by the exact ones and takes the exact best", () => {
    const solver = new SituationSolver(studPoker.rules('lunar'), UP, DECK)
    const evs = new Float64Array(ACTIONS * SLOT)
    const before = new Float64Array(ACTIONS * SLOT)
    const exact = new Float64Array(ACTIONS * SLOT)
    const scratch = new Float64Array(ACTIONS * SLOT)
    const margin = 0.05
    let refined = 0
    let changed = 0
    for (const hand of hands(8)) {
      solver.evaluate(hand, evs)
      before.set(evs)
      const set = refineCloseCalls(solver, hand, evs, margin, scratch)
      if (set !== null) solver.evaluate(hand, exact, 'exact')
      const top = Math.max(
        ...Array.from({ length: ACTIONS }, (_, c) => before[c * SLOT]!).filter(
          (v) => !Number.isNaN(v),
        ),
      )
      for (let c = 0; c < ACTIONS; c++) {
        const valuedAgain =
          set !== null &&
          c >= STUD_DRAW &&
          popcount(c - STUD_DRAW) >= 3 &&
          before[c * SLOT]! >= top - margin
        for (let j = 0; j < SLOT; j++) {
          const want = valuedAgain && j < 3 ? exact[c * SLOT + j]! : before[c * SLOT + j]!
          if (Number.isNaN(want)) expect(evs[c * SLOT + j]).toBeNaN()
          else expect(evs[c * SLOT + j]!, `${hand} action ${c} slot ${j}`).toBeCloseTo(want, 12)
        }
      }
      if (set === null) continue
      refined++
      // What it returns, given again, sets the same values without enumerating.
      const resumed = Float64Array.from(before)
      expect(refineCloseCalls(solver, hand, resumed, margin, scratch, set)).toBe(set)
      expect(resumed).toEqual(evs)
      expect(() =>
        refineCloseCalls(solver, hand, Float64Array.from(before), margin, scratch, set.slice(4)),
      ).toThrow(/not of these draws/)
      const was = bestCode(before)
      const now = bestCode(evs)
      // The full run scores the pick on the final hand alone next: valuing draws exactly
      // leaves the solver's tabulated state as it was.
      const alone = Float64Array.from(before)
      solver.setAlone(hand, now, alone)
      const afterRefining = Float64Array.from(evs)
      solver.setAlone(hand, now, afterRefining)
      expect(afterRefining[now * SLOT]).toBe(alone[now * SLOT])
      if (was !== now) {
        changed++
        // The exact best of the close actions: never worse, in truth, than the solver's pick.
        expect(exact[now * SLOT]!).toBeGreaterThan(exact[was * SLOT]!)
      }
    }
    // The deck has close calls, and the exact values overturn some of the solver's picks.
    expect(refined).toBeGreaterThan(5)
    expect(changed).toBeGreaterThan(0)
  })

  it('rests on the solver valuing draws of one and two cards exactly where the rules do not force', () => {
    for (const name of ['lunar', 'oasis']) {
      const solver = new SituationSolver(studPoker.rules(name), UP, DECK)
      const approximate = new Float64Array(ACTIONS * SLOT)
      const exact = new Float64Array(ACTIONS * SLOT)
      const small = (c: number): boolean =>
        c >= STUD_DRAW && drawValuedExactly(solver, popcount(c - STUD_DRAW))
      let compared = 0
      for (const hand of hands(150)) {
        solver.evaluate(hand, approximate)
        solver.evaluate(hand, exact, 'exact', small)
        for (let c = STUD_DRAW; c < ACTIONS; c++) {
          if (!small(c) || Number.isNaN(exact[c * SLOT]!)) continue
          compared++
          expect(approximate[c * SLOT]!, `${name} ${hand} action ${c}`).toBeCloseTo(
            exact[c * SLOT]!,
            9,
          )
        }
      }
      expect(compared).toBeGreaterThan(100)
    }
    // Not with forcing: the force option's suits part is not among the removal effects.
    const forcing = new SituationSolver(studPoker.rules('russian'), UP, DECK)
    expect(drawValuedExactly(forcing, 1)).toBe(false)
    // Nor beyond the order of the effects a solver tabulates.
    const lunar = studPoker.rules('lunar')
    expect(drawValuedExactly(new SituationSolver(lunar, UP, DECK, true, 'first-order'), 2)).toBe(
      false,
    )
    expect(drawValuedExactly(new SituationSolver(lunar, UP, DECK, true, 'approximate'), 1)).toBe(
      false,
    )
  })
})
