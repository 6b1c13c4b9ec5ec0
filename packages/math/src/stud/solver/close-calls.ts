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
 * Values a starting situation's close calls again, exactly: where actions other than the
 * best are within `margin` (Ante) of it by the solver's values `evs` (`evaluate`'s default
 * mode), every draw within the margin that the solver values approximately
 * (`drawValuedExactly`) is valued with each draw enumerated, the discards out of the
 * dealer's cards and the second decision knowing them (`evaluate`'s `exact` mode), and its
 * best-decision slots in `evs` are overwritten (the owner's slots are left as they were).
 * Fold, play, insure and buy are exact already. `scratch` (ACTIONS x SLOT) is overwritten.
 * Returns how many draws were valued again: 0 where the call is not close.
 */
export function refineCloseCalls(
  solver: SituationSolver,
  hand: readonly CardCode[],
  evs: Float64Array,
  margin: number,
  scratch: Float64Array,
): number {
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
  if (!close || draws === 0) return 0
  const again = (c: number): boolean => evs[c * SLOT]! >= best - margin && approximated(solver, c)
  solver.evaluate(hand, scratch, 'exact', again)
  for (let c = STUD_DRAW; c < ACTIONS; c++)
    if (again(c)) for (let j = 0; j < 3; j++) evs[c * SLOT + j] = scratch[c * SLOT + j]!
  return draws
}

/** Whether action `code` is a draw the solver values approximately. */
function approximated(solver: SituationSolver, code: number): boolean {
  return code >= STUD_DRAW && !drawValuedExactly(solver, popcount(code - STUD_DRAW))
}
