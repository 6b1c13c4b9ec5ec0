import type { CardCode } from '@felt/cards'
import { STUD_DRAW } from '@felt/strategy/stud-poker'
import { popcount } from '../kernel/subsets.ts'
import { ACTIONS, type SituationSolver, SLOT, type SolverDraws } from './situation.ts'

/** Values closer than this (Ante) are one: a draw and its twin (the same draw, other suits). */
const SAME = 1e-6

/** How many discards a solver's draws account for in full, by `SolverDraws`. */
const ORDER: Readonly<Record<SolverDraws, number>> = {
  approximate: 0,
  'first-order': 1,
  'second-order': 2,
}

/**
 * Whether the solver's value of a draw of `k` cards is exact: no more cards than the order of
 * its removal effects (two by default) where play has no force option (the effects are then
 * all there are: `close-calls.test.ts` checks it to 1e-9). With forcing, the option's suits
 * part is not among them.
 */
export function drawValuedExactly(solver: SituationSolver, k: number): boolean {
  return k <= ORDER[solver.draws] && !(solver.force && solver.rules.forceDealer !== null)
}

/**
 * A situation's close calls valued exactly, as `refineCloseCalls` sets them: for each draw
 * valued again, its action code and its three best-decision slots (value, m2, added wager).
 */
export type CloseCallValues = Float64Array

/**
 * Values a starting situation's close calls again, exactly: where actions other than the
 * best are within `margin` (Ante) of it by the solver's values `evs` (`evaluate`'s default
 * mode), every draw within the margin that the solver values approximately
 * (`drawValuedExactly`) is valued with each draw enumerated, the discards out of the
 * dealer's cards and the second decision knowing them (`evaluate`'s `exact` mode), and its
 * best-decision slots in `evs` are overwritten (the owner's slots are left as they were).
 * Fold, play, insure and buy are exact already. `scratch` (ACTIONS x SLOT) is overwritten.
 * With `known` (what an earlier run of the same solver and margin returned for the
 * situation) its values are set instead of enumerating again. Returns the values set, or
 * null where the call is not close.
 */
export function refineCloseCalls(
  solver: SituationSolver,
  hand: readonly CardCode[],
  evs: Float64Array,
  margin: number,
  scratch: Float64Array,
  known?: CloseCallValues,
): CloseCallValues | null {
  let best = Number.NEGATIVE_INFINITY
  for (let c = 0; c < ACTIONS; c++) if (evs[c * SLOT]! > best) best = evs[c * SLOT]!
  let close = false
  let draws = 0
  for (let c = 0; c < ACTIONS; c++) {
    const v = evs[c * SLOT]!
    if (!(v >= best - margin)) continue
    if (v < best - SAME) close = true
    if (approximated(solver, c)) draws++
  }
  if (!close || draws === 0) return null
  const again = (c: number): boolean => evs[c * SLOT]! >= best - margin && approximated(solver, c)
  let values = known
  if (values === undefined) {
    solver.evaluate(hand, scratch, 'exact', again)
    values = new Float64Array(4 * draws)
    let i = 0
    for (let c = STUD_DRAW; c < ACTIONS; c++) {
      if (!again(c)) continue
      values[i++] = c
      for (let j = 0; j < 3; j++) values[i++] = scratch[c * SLOT + j]!
    }
  } else if (values.length !== 4 * draws || !values.every((v, i) => i % 4 !== 0 || again(v)))
    throw new Error(`close-call values for ${hand} are not of these draws: another solver's?`)
  for (let i = 0; i < values.length; i += 4)
    for (let j = 0; j < 3; j++) evs[values[i]! * SLOT + j] = values[i + 1 + j]!
  return values
}

/** Whether action `code` is a draw the solver values approximately. */
function approximated(solver: SituationSolver, code: number): boolean {
  return code >= STUD_DRAW && !drawValuedExactly(solver, popcount(code - STUD_DRAW))
}
