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

/**
 * The solver's measured error on the main bet, per Ante, by stock rule set and strategy
 * (the solver with second-order draws, cache version 5, `5f2` with force the dealer): its house edge against the true one
 * of the same strategy. Each line is re-measured with the solver: the command of the true
 * figure is in the results table of the `@felt/math` README.
 */
export const SOLVER_ERRORS: Readonly<Record<string, Readonly<Record<string, MeasuredError>>>> = {
  lunar: {
    'optimal-final-hand': measured(0.032234, 0.03221, 0.00001, SAMPLED),
    owner: measured(0.055401, 0.055381, 0.00001, SAMPLED),
  },
  oasis: {
    'optimal-final-hand': measured(0.007008, 0.006934, 0.000006, SAMPLED),
  },
  'lunar-finland': {
    'optimal-final-hand': measured(0.012151, 0.012209, 0.000103, FAST),
    owner: measured(0.036099, 0.036128, 0.000103, FAST),
  },
  russian: {
    'optimal-final-hand': measured(0.008594, 0.008693, 0.000103, FAST),
    owner: measured(0.032767, 0.032811, 0.000103, FAST),
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
    : 'error not measured for these rules (on the stock rule sets it is within 0.01% of the Ante)'
  return `solver (${a.name}): ${a.description}; ${error}`
}

/**
 * Rough CPU seconds of a full strategy run of a stock rule set on this kind of machine (2
 * cores): twice its wall time on 2 threads, idle (the last of the 13 up ranks runs alone),
 * lunar 8 min 30 s, oasis 7 min 53 s, lunar-finland 14 min 35 s, russian 13 min 51 s. A rule
 * set with `--set` options takes about its stock rule set's time.
 */
const SOLVE_CPU_SECONDS: Readonly<Record<string, number>> = {
  lunar: 1_020,
  oasis: 950,
  'lunar-finland': 1_530,
  russian: 1_530,
}

/** Rough CPU seconds of a full strategy run of a rule set (the slowest when unknown). */
export function solveCpuSeconds(ruleset: string): number {
  return SOLVE_CPU_SECONDS[ruleset] ?? 1_530
}
