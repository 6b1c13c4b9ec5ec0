import type { StudRules } from '@felt/stud-poker'
import type { Approximation, MeasuredError } from '../result.ts'

/**
 * What the stud solver (`studSolve`, a full strategy run) approximates. Its play, fold, buy,
 * insurance and every final hand against the dealer are exact; a draw is not.
 */
export const SOLVER_APPROXIMATION = {
  name: 'second-order draws',
  description:
    "a draw is valued to second order in its discards' removal from the dealer's cards (each discard's effect and each pair's joint effect; the joint effect of three or more discards is left out)",
} as const

/** How the solver's draws take the second decision, by strategy (`optimal` re-decides). */
function secondDecisionClause(strategy: string): string {
  return strategy === 'optimal'
    ? ', the second decision made again knowing each discard and pair removed'
    : ', the second decision kept as made on the final hand alone'
}

/** Where the rules let a box force the dealer / buy a game: the solver's one more approximation. */
const FORCE_APPROXIMATION =
  "; forcing the dealer is valued exactly but in the draws' removal effects, which leave the discards' suits out of the dealer's flushes (ForceOption)"

const pct = (x: number): string => `${(x * 100).toFixed(4)}%`

/** One measured line: the solver's figure and the true one with its standard error, per Ante. */
function measured(solver: number, truth: number, se: number, how: string): MeasuredError {
  return {
    error: solver - truth,
    standardError: se,
    against: `${how} ${pct(truth)} ± ${pct(se)} (solver ${pct(solver)})`,
  }
}

const SAMPLED = 'the sampled exact edge (every starting situation, 4 draws each, seed 1)'
const FAST = 'the fast-model simulation (10^9 rounds, seed 1; forcing exact)'
const FAST_1E8 = 'the fast-model simulation (10^8 rounds, seed 1; forcing exact)'

/**
 * The solver's measured error on the main bet, per Ante, by stock rule set and strategy
 * (the solver with second-order draws, cache version 6, `6f2` with force the dealer): its house edge against the true one
 * of the same strategy. Each line is re-measured with the solver: the command of the true
 * figure is in the results table of the `@felt/math` README.
 */
export const SOLVER_ERRORS: Readonly<Record<string, Readonly<Record<string, MeasuredError>>>> = {
  lunar: {
    optimal: measured(0.029796, 0.029774, 0.00001, SAMPLED),
    'optimal-final-hand': measured(0.032268, 0.032256, 0.00001, SAMPLED),
    owner: measured(0.055401, 0.055381, 0.00001, SAMPLED),
  },
  oasis: {
    optimal: measured(0.006955, 0.006883, 0.000006, SAMPLED),
    'optimal-final-hand': measured(0.00701, 0.006937, 0.000006, SAMPLED),
  },
  'lunar-finland': {
    optimal: measured(0.009663, 0.009611, 0.00001, SAMPLED),
    'optimal-final-hand': measured(0.012187, 0.012817, 0.000326, FAST_1E8),
    owner: measured(0.036099, 0.036128, 0.0001, FAST),
  },
  russian: {
    optimal: measured(0.006105, 0.006069, 0.00001, SAMPLED),
    'optimal-final-hand': measured(0.00863, 0.009275, 0.000327, FAST_1E8),
    owner: measured(0.032767, 0.032811, 0.0001, FAST),
  },
}

/**
 * The approximation of a solver figure: its name, what it leaves out and, for a stock rule set
 * without overrides, the measured error (halved for the `total` bet, whose unit is the Ante and
 * the Super).
 */
export function solverApproximation(
  rules: StudRules,
  q: { ruleset: string; strategy: string; bet: string; overrides: Readonly<object> },
): Approximation {
  const stock = Object.keys(q.overrides).length === 0
  const m = stock ? SOLVER_ERRORS[q.ruleset]?.[q.strategy] : undefined
  const unit = q.bet === 'total' && rules.superWager ? 2 : 1
  return {
    name: SOLVER_APPROXIMATION.name,
    description: `${SOLVER_APPROXIMATION.description}${secondDecisionClause(q.strategy)}${rules.forceDealer === null ? '' : FORCE_APPROXIMATION}`,
    ...(m
      ? {
          measuredError: {
            error: m.error / unit,
            standardError: m.standardError / unit,
            against: unit === 1 ? m.against : `${m.against}, per Ante (halved here)`,
          },
        }
      : {}),
  }
}

/** The note of a solver figure: the approximation and its measured error, in a sentence. */
export function solverNote(a: Approximation): string {
  const m = a.measuredError
  const error = m
    ? `measured error ${m.error >= 0 ? '+' : '-'}${pct(Math.abs(m.error))} ± ${pct(m.standardError)} of the initial wager against ${m.against}`
    : 'error not measured for these rules (on the stock rule sets, where sampled exact measures it, within 0.008% of the Ante)'
  return `solver (${a.name}): ${a.description}; ${error}`
}

/**
 * Rough CPU seconds of a full strategy run of a stock rule set on this kind of machine (2
 * cores): twice its wall time on 2 threads, idle (the last of the 13 up ranks runs alone),
 * lunar 9 min 36 s, lunar-finland 18 min 19 s, russian 15 min 53 s, oasis 8 min 59 s. A rule
 * set with `--set` options takes about its stock rule set's time.
 */
const SOLVE_CPU_SECONDS: Readonly<Record<string, number>> = {
  lunar: 1_150,
  oasis: 1_080,
  'lunar-finland': 2_200,
  russian: 1_910,
}

/** Rough CPU seconds of a full strategy run of a rule set (the slowest when unknown). */
export function solveCpuSeconds(ruleset: string): number {
  return SOLVE_CPU_SECONDS[ruleset] ?? 2_200
}
