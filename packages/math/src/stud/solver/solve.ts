import type { CardCode } from '@felt/cards'
import {
  forEachCanonicalHand,
  HANDS_PER_UP,
  STUD_BUY,
  STUD_DRAW,
  STUD_FOLD,
  STUD_INSTANT,
  STUD_PLAY,
} from '@felt/strategy/stud-poker'
import { ownerStrategy, type StudRules } from '@felt/stud-poker'
import { superPaysOf } from '../kernel/first-five.ts'
import type { CloseCallJournal } from './close-call-journal.ts'
import { refineCloseCalls } from './close-calls.ts'
import { ACTIONS, ownerApplies, SituationSolver, SLOT } from './situation.ts'
import { SUIT_PERMUTATIONS } from './suit-symmetry.ts'

/** First-action classes reported: fold, play, insure, buy, instant, then draws of 1..5 cards. */
export const ACTION_CLASSES: readonly string[] = [
  'fold',
  'play',
  'insure',
  'buy',
  'instant payout',
  'draw 1',
  'draw 2',
  'draw 3',
  'draw 4',
  'draw 5',
]

/** The class of an action code. */
export function actionClass(code: number): number {
  if (code < STUD_DRAW) return code
  let k = 0
  for (let y = code - STUD_DRAW; y > 0; y &= y - 1) k++
  return 4 + k
}

/**
 * Stats per strategy, weighted sums over the starting situations: weight, value, second
 * moment, wager; per action class weight and value; then the mandatory Super's pays, its
 * square, and its product with the main bet's value (for the two wagers together).
 */
export const STATS: number = 7 + 2 * ACTION_CLASSES.length
/** Where the Super sums start in a strategy's stats. */
export const SUPER_STATS: number = 4 + 2 * ACTION_CLASSES.length

/**
 * Strategies scored by a full run, in the order of a part's stats: its optimum (`optimal`:
 * the first action of highest value, the second decision knowing the discards), the same
 * first actions with the second decision on the final hand alone (`optimal-final-hand`), and
 * the owner's where the rule set draws like Lunar.
 */
export const STUD_SOLVE_STRATEGIES = ['optimal', 'optimal-final-hand', 'owner'] as const

/** A strategy a full run scores (`STUD_SOLVE_STRATEGIES`). */
export type StudSolveStrategy = (typeof STUD_SOLVE_STRATEGIES)[number]

/** Where a strategy's stats start in a part's `stats`. */
export function statsOf(strategy: StudSolveStrategy): number {
  return STUD_SOLVE_STRATEGIES.indexOf(strategy) * STATS
}

/** What one up card of a full strategy run gives. */
export interface StudSolvePart {
  /** The up card (a club: the run takes one per rank and weights it 4). */
  readonly up: CardCode
  /** STATS per strategy (`STUD_SOLVE_STRATEGIES`); the owner's are zero where not scored. */
  readonly stats: Float64Array
  /** The optimal first action code of every canonical hand, in enumeration order. */
  readonly actions: Uint8Array
  /**
   * Where asked for: the solver's value of every first action of every canonical hand
   * (`ACTIONS` per hand, in enumeration order; NaN where the rules do not offer it), the
   * data a readable strategy is read from and scored against.
   */
  readonly values?: Float32Array<ArrayBuffer>
}

/**
 * The owner's first action as an action code: its exchange as a mask, and where the rule
 * set lacks the move it asks for, its second decision (play with ace-king-queen or better).
 */
export function ownerCode(
  rules: StudRules,
  hand: readonly CardCode[],
  up: CardCode,
  instant: boolean,
): number {
  if (instant) return STUD_INSTANT
  const { action } = ownerStrategy(hand, up)
  if (action.type === 'buy' && rules.buy !== null) return STUD_BUY
  if (action.type === 'exchange' && rules.exchange !== null) {
    const n = action.cards?.length ?? 0
    if (n >= rules.exchange.min && n <= rules.exchange.max) {
      let mask = 0
      hand.forEach((c, i) => {
        if (action.cards?.includes(c)) mask |= 1 << i
      })
      return STUD_DRAW + mask
    }
  }
  const second =
    action.type === 'play' || action.type === 'fold' ? action : ownerStrategy(hand, up, true).action
  return second.type === 'play' ? STUD_PLAY : STUD_FOLD
}

/** Index of the best (first highest) value among the offered actions. */
export function bestCode(evs: Float64Array): number {
  let best = -1
  let value = Number.NEGATIVE_INFINITY
  for (let c = 0; c < ACTIONS; c++) {
    const v = evs[c * SLOT]!
    if (v > value) {
      value = v
      best = c
    }
  }
  return best
}

/**
 * The work of one up card of a full strategy run, in hands: the tabulation of its draws
 * counted as much as valuing its hands (lunar on one thread: about 40 s and 30 s), so that
 * the time left is about right from the first up card on.
 */
export const PART_WORK: number = 2 * HANDS_PER_UP

/**
 * One up card of a full strategy run: every canonical starting hand (up to the
 * permutations of the other three suits; the up card is a club), its first actions
 * valued by `SituationSolver` (the second decision knowing the discards), the optimum
 * chosen and scored with either second decision and, where it applies, the owner's
 * strategy scored; with `withValues` every value kept. With `closeCalls` (Ante) above 0,
 * the close calls are valued again exactly first (`refineCloseCalls`: hours, not minutes),
 * taken from `journal` where it has them and added to it where not. `onProgress` reports the
 * work done, of `PART_WORK`, as the draws are tabulated and then every 4,096 hands.
 */
export function studSolvePart(
  rules: StudRules,
  up: CardCode,
  {
    onProgress,
    withValues = false,
    closeCalls = 0,
    journal,
  }: {
    onProgress?: (done: number) => void
    withValues?: boolean
    closeCalls?: number
    journal?: CloseCallJournal | undefined
  } = {},
): StudSolvePart {
  const solver = new SituationSolver(rules, up)
  const scratch = closeCalls > 0 ? new Float64Array(ACTIONS * SLOT) : null
  solver.prepare((share) => onProgress?.(share * HANDS_PER_UP))
  const stats = new Float64Array(STUD_SOLVE_STRATEGIES.length * STATS)
  const actions: number[] = []
  const evs = new Float64Array(ACTIONS * SLOT)
  const owner = ownerApplies(rules)
  const superPays = rules.superWager && rules.superTable ? superPaysOf(rules.superTable) : null
  // The Super's mean and mean square over the hand's suit class ([0, 0] without a Super).
  const sup = new Float64Array(2)
  const values = withValues ? new Float32Array(HANDS_PER_UP * ACTIONS) : undefined
  let done = 0
  forEachCanonicalHand(up, (hand, index, size) => {
    const w = size * 4
    solver.evaluate(hand, evs)
    if (scratch !== null) {
      const known = journal?.known.get(index)
      const set = refineCloseCalls(solver, hand, evs, closeCalls, scratch, known)
      if (set !== null && known === undefined) journal?.add(index, set)
    }
    if (values !== undefined)
      for (let c = 0; c < ACTIONS; c++) values[index * ACTIONS + c] = evs[c * SLOT]!
    const best = bestCode(evs)
    actions.push(best)
    if (superPays !== null) orbitSuper(hand, superPays, sup)
    record(stats, statsOf('optimal'), evs, best, 0, w, sup)
    if (owner) {
      const code = ownerCode(rules, hand, up, best === STUD_INSTANT)
      record(stats, statsOf('owner'), evs, code, 3, w, sup)
    }
    // Last: it overwrites the chosen action's best-decision slots.
    solver.setAlone(hand, best, evs)
    record(stats, statsOf('optimal-final-hand'), evs, best, 0, w, sup)
    if (++done % 4096 === 0) onProgress?.(HANDS_PER_UP + done)
  })
  onProgress?.(PART_WORK)
  return { up, stats, actions: Uint8Array.from(actions), ...(values ? { values } : {}) }
}

/**
 * The Super's mean and mean square over the suit class of a canonical hand: unlike the
 * main bet, the Super's one-colour line tells red suits from black, so it is averaged over
 * the six permutations of the other suits (each member of the class equally often).
 */
function orbitSuper(
  hand: readonly number[],
  pays: (h: readonly number[]) => number,
  out: Float64Array,
): void {
  let s = 0
  let s2 = 0
  const image = [0, 0, 0, 0, 0]
  for (const p of SUIT_PERMUTATIONS) {
    for (let i = 0; i < 5; i++) {
      const suit = (hand[i]! / 13) | 0
      image[i] = (suit === 0 ? 0 : p[suit - 1]!) * 13 + (hand[i]! % 13)
    }
    const x = pays(image)
    s += x
    s2 += x * x
  }
  out[0] = s / 6
  out[1] = s2 / 6
}

function record(
  stats: Float64Array,
  o: number,
  evs: Float64Array,
  code: number,
  slot: number,
  w: number,
  sup: Float64Array,
): void {
  const v = evs[code * SLOT + slot]!
  stats[o + SUPER_STATS]! += w * sup[0]!
  stats[o + SUPER_STATS + 1]! += w * sup[1]!
  stats[o + SUPER_STATS + 2]! += w * sup[0]! * v
  stats[o]! += w
  stats[o + 1]! += w * v
  stats[o + 2]! += w * evs[code * SLOT + slot + 1]!
  stats[o + 3]! += w * evs[code * SLOT + slot + 2]!
  const k = actionClass(code)
  stats[o + 4 + k]! += w
  stats[o + 4 + ACTION_CLASSES.length + k]! += w * v
}
