import { type CardCode, parseCards } from '@felt/cards'
import { forEachCanonicalHand, HANDS_PER_UP } from '@felt/strategy/stud-poker'
import {
  fromRankOrder,
  type StudTableRuleset,
  studTableRows,
} from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'
import { refineCloseCalls } from '../stud/solver/close-calls.ts'
import { ACTIONS, SituationSolver, SLOT } from '../stud/solver/situation.ts'
import { bestCode } from '../stud/solver/solve.ts'

/**
 * The close-call margin (Ante) each stock table is made with (`felt-math strategy
 * --close-calls`): its starting situations whose best first actions lie within it of each
 * other were valued again exactly. 0: the solver's choice throughout.
 */
export const STUD_STOCK_CLOSE_CALLS: Readonly<Record<StudTableRuleset, number>> = {
  lunar: 0.001,
  'lunar-finland': 0.001,
  russian: 0.001,
  oasis: 0.0025,
}

/**
 * The first action a stock table takes from the solver's values `evs` of `hand` (`evaluate`'s
 * default mode): the best, once the close calls are valued again where the table's margin
 * says (`STUD_STOCK_CLOSE_CALLS`). `scratch`: ACTIONS x SLOT.
 */
function stockChoice(
  ruleset: StudTableRuleset,
  solver: SituationSolver,
  hand: readonly CardCode[],
  evs: Float64Array,
  scratch: Float64Array,
): number {
  const margin = STUD_STOCK_CLOSE_CALLS[ruleset]
  if (margin > 0) refineCloseCalls(solver, hand, evs, margin, scratch)
  return bestCode(evs)
}

/**
 * The reduced deck of the solver's fingerprint: 20 cards with pairs, trips, straights,
 * flushes and the dealer's Ace-King in reach, and its up card (not in the deck).
 */
export const FINGERPRINT_DECK: readonly CardCode[] = parseCards(
  'As Ks Qs Js Ts 9s 5s Ah Kh Qh 8h 7h Ad Kd 6d 4d Ac Kc 3c 2c',
).sort((a, b) => a - b)
export const FINGERPRINT_UP: CardCode = parseCards('Qd')[0]!

/** One character per action code (0-39), for a fingerprint that reads as text. */
const CODE_CHARS = '0123456789abcdefghijklmnopqrstuvwxyzABCD'

/**
 * The solver's fingerprint for one rule set: the best first action (its code, one character)
 * of every five-card hand of `FINGERPRINT_DECK` against `FINGERPRINT_UP`, in colex order, as
 * the full strategy runs choose it (`bestCode` of `SituationSolver`'s values: second-order
 * draws, forcing and insurance included; close calls valued again as the stock table's are).
 * `pnpm generate stud-poker` (research/) writes it to `stud-fingerprints.json` with each
 * stock table it solves, so a fingerprint that changes means the solver no longer finds the
 * committed tables; `studTableDrift` is the full-deck check.
 * Two to four seconds per rule set: the reduced deck keeps the draw tabulation small.
 */
export function studFingerprint(ruleset: StudTableRuleset): string {
  const solver = new SituationSolver(studPoker.rules(ruleset), FINGERPRINT_UP, FINGERPRINT_DECK)
  const evs = new Float64Array(ACTIONS * SLOT)
  const scratch = new Float64Array(ACTIONS * SLOT)
  const d = FINGERPRINT_DECK
  let codes = ''
  for (let e = 4; e < d.length; e++)
    for (let c4 = 3; c4 < e; c4++)
      for (let c3 = 2; c3 < c4; c3++)
        for (let c2 = 1; c2 < c3; c2++)
          for (let c1 = 0; c1 < c2; c1++) {
            const hand = [d[c1]!, d[c2]!, d[c3]!, d[c4]!, d[e]!]
            solver.evaluate(hand, evs)
            codes += CODE_CHARS[stockChoice(ruleset, solver, hand, evs, scratch)]
          }
  return codes
}

/** One hand where the committed table and today's solver disagree. */
export interface StudTableDrift {
  index: number
  committed: number
  solved: number
}

/**
 * Re-solves a slice of the full deck (every `every`-th canonical hand against up rank `up`)
 * and returns where the committed table of `ruleset` differs from the solver's choice: empty
 * when the table is what the solver finds. Most of its time is tabulating the up rank's draws
 * with their removal effects to second order (two to three minutes of one core): a check for
 * `pnpm generate stud-poker --check`, not for the test suite.
 */
export async function studTableDrift(
  ruleset: StudTableRuleset,
  up: number,
  every = 1000,
): Promise<StudTableDrift[]> {
  const rows = await studTableRows(ruleset)
  const solver = new SituationSolver(studPoker.rules(ruleset), up)
  const evs = new Float64Array(ACTIONS * SLOT)
  const scratch = new Float64Array(ACTIONS * SLOT)
  const drift: StudTableDrift[] = []
  forEachCanonicalHand(up, (hand, index) => {
    if (index % every !== 0) return
    solver.evaluate(hand, evs)
    const solved = stockChoice(ruleset, solver, hand, evs, scratch)
    const committed = fromRankOrder(rows[up * HANDS_PER_UP + index]!, hand)
    if (solved !== committed) drift.push({ index, committed, solved })
  })
  return drift
}
