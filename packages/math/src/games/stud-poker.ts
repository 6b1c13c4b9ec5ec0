import { availableParallelism } from 'node:os'
import type { CaribbeanStrategy } from '@felt/strategy/stud-poker'
import {
  STUD_TABLE_RULESETS,
  type StudTableRuleset,
  studTableRows,
} from '@felt/strategy/stud-poker/table'
import { type StudRules, studPoker } from '@felt/stud-poker'
import type { SimulationSpec } from '../sim/spec.ts'
import { blindBoxAnalysis } from '../stud/bets/blind-box.ts'
import { missingStudBet, studSideBetAnalysis } from '../stud/bets/side-bets.ts'
import { caribbeanExact, caribbeanExactAnalysis } from '../stud/caribbean/analysis.ts'
import { CARIBBEAN_EXACT_STRATEGIES, type CaribbeanExactStrategy } from '../stud/caribbean/exact.ts'
import { caribbeanFastApplies, caribbeanFastSimulator } from '../stud/caribbean/fast.ts'
import { type StudStrategyName, studEngineSimulator } from '../stud/engine/engine-sim.ts'
import {
  STUD_FIRST_MOVES_BYTES,
  studFirstMoves,
  studFirstMovesMissing,
} from '../stud/fast/first-moves.ts'
import { ownerFirst, ownerPlays, undecidedRows } from '../stud/fast/strategy-rows.ts'
import { type TableModelOptions, tableFastSimulator } from '../stud/fast/table-model.ts'
import {
  STUD_SECOND_CODES_BYTES,
  studSecondCodes,
  studSecondCodesMissing,
} from '../stud/solver/second-codes.ts'
import { ownerApplies } from '../stud/solver/situation.ts'
import type { StudSolveStrategy } from '../stud/solver/solve.ts'
import { studSolveAnalysis } from '../stud/solver/solve-analysis.ts'
import { studSolve, studSolveCached } from '../stud/solver/solve-run.ts'
import type { AnalysisQuery, Engine, GameAnalyzer, PlanStep, SimulationSetUp } from './analyzer.ts'
import { noSimulator, secondsSince } from './shared.ts'
import { solveCpuSeconds, solverApproximation, solverNote } from './stud-solver.ts'

/** The fast table model's set-up, made once per run and shared by its worker threads. */
type FastTables = Pick<TableModelOptions, 'seconds' | 'firstMoves'>

/** The rule set (with overrides) of a query, resolved by `@felt/stud-poker` itself. */
function rulesOf(q: { ruleset: string; overrides: Readonly<Record<string, unknown>> }): StudRules {
  // Overrides come from the command line here: rules() checks them at run time.
  return studPoker.rules(q.ruleset, q.overrides as Parameters<typeof studPoker.rules>[1])
}

/**
 * The strategies played from a stock rule set's table: `optimal`, the best Felt knows (the
 * table's first actions, then every later decision with everything the player has seen,
 * the discards too, as the advisor takes it and the solver chose the first actions), and
 * `optimal-final-hand`, the same first actions with the second decision on the final hand alone.
 */
export function isOptimalTable(strategy: string): boolean {
  return strategy === 'optimal' || strategy === 'optimal-final-hand'
}

/**
 * The computed engine of the stud main bet for these rules and strategy: `caribbean` (exact)
 * for rule sets without draws (the published strategies too), `solve` (the solver, a full
 * strategy run) for the solver's strategies (`STUD_SOLVE_STRATEGIES`: `optimal`,
 * `optimal-final-hand`) and the owner's strategy of the rule sets with draws; null for none.
 */
function studMainEngine(
  rules: StudRules,
  bet: string,
  strategy: string,
): 'caribbean' | 'solve' | null {
  if (bet !== 'main' && bet !== 'total') return null
  if (caribbeanFastApplies(rules))
    return bet === 'main' && (CARIBBEAN_EXACT_STRATEGIES as readonly string[]).includes(strategy)
      ? 'caribbean'
      : null
  if (rules.blindBoxesFrom === 0 || (rules.qualifier !== 'ace-king' && rules.qualifier !== 'pair'))
    return null
  if (isOptimalTable(strategy) || (strategy === 'owner' && ownerApplies(rules))) return 'solve'
  return null
}

/**
 * The rules of a query whose bet the rule set has (the check of studSideBetAnalysis and
 * blindBoxAnalysis, made before any work).
 * @throws {UnsupportedAnalysisError} for a bet the rule set lacks.
 */
function rulesWithBet(q: {
  ruleset: string
  bet: string
  overrides: Readonly<Record<string, unknown>>
}): StudRules {
  const rules = rulesOf(q)
  const missing = missingStudBet(rules, q.bet, q.ruleset)
  if (missing !== null) throw missing
  return rules
}

/** Checks the spec and returns its rules. */
function simulationRules(spec: SimulationSpec): StudRules {
  const rules = rulesWithBet(spec)
  if (spec.path === 'fast' && spec.strategy === 'owner' && ownerApplies(rules)) {
    if (spec.bet !== 'main' && spec.bet !== 'total')
      throw noSimulator('stud-poker', spec, 'the fast table model plays the main bet and the total')
  } else if (spec.path === 'fast' && isOptimalTable(spec.strategy)) {
    const ruleset = spec.ruleset as StudTableRuleset
    if (!STUD_TABLE_RULESETS.includes(ruleset) || Object.keys(spec.overrides).length > 0)
      throw noSimulator(
        'stud-poker',
        spec,
        'the fast table model plays the stock rule sets with strategy tables',
      )
    if (spec.bet !== 'main' && spec.bet !== 'total')
      throw noSimulator('stud-poker', spec, 'the fast table model plays the main bet and the total')
  } else if (spec.path === 'fast') {
    if (spec.bet !== 'main' || spec.strategy === 'owner' || !caribbeanFastApplies(rules))
      throw noSimulator(
        'stud-poker',
        spec,
        "the fast stud model plays Caribbean Stud rules with the Caribbean strategies, a stock rule set with its optimal table, or the owner's strategy where it applies; use --path engine",
      )
  } else if (isOptimalTable(spec.strategy)) {
    throw noSimulator(
      'stud-poker',
      spec,
      'the optimal stud strategy is simulated on the fast table model (--path fast)',
    )
  }
  return rules
}

/**
 * Rough CPU seconds of the fast table model's set-up on this kind of machine: the first lunar
 * run built both parts in 190 s of CPU (8 min 58 s wall at a load average of 10-15 on 2 cores),
 * the first actions about a tenth of it.
 */
const SECOND_CODES_CPU_SECONDS = 160
const FIRST_MOVES_CPU_SECONDS = 15

/** The set-up of the fast table model for a stock rule set's table, read or built in `cache`. */
function tableSetUp(spec: SimulationSpec, rules: StudRules, cache: string): SimulationSetUp {
  let table: Promise<Uint8Array> | undefined
  const rows = (): Promise<Uint8Array> => {
    table ??= studTableRows(spec.ruleset as StudTableRuleset)
    return table
  }
  return {
    async plan() {
      const steps: PlanStep[] = []
      const seconds = studSecondCodesMissing(rules, cache)
      if (seconds > 0)
        steps.push({
          what: `build the fast model's second decision of every final hand (${seconds} of 26 parts missing)`,
          cpuSeconds: (SECOND_CODES_CPU_SECONDS * seconds) / 26,
          parallel: true,
          threads: availableParallelism(),
          bytes: (STUD_SECOND_CODES_BYTES * seconds) / 26,
        })
      const firsts = studFirstMovesMissing(await rows(), cache)
      if (firsts > 0)
        steps.push({
          what: `work out the table's first action of every hand (${firsts} of 13 up ranks missing)`,
          cpuSeconds: (FIRST_MOVES_CPU_SECONDS * firsts) / 13,
          bytes: STUD_FIRST_MOVES_BYTES * firsts,
        })
      return steps
    },
    async run(onProgress) {
      // Both parts on one bar: 26 parts of second decisions (about 90% of the work), then the
      // 13 up ranks of first actions; no progress at all when the cache holds everything.
      const missing =
        studSecondCodesMissing(rules, cache) + studFirstMovesMissing(await rows(), cache)
      const report = missing > 0 ? onProgress : undefined
      const weight = SECOND_CODES_CPU_SECONDS / (SECOND_CODES_CPU_SECONDS + FIRST_MOVES_CPU_SECONDS)
      const seconds = await studSecondCodes(rules, cache, availableParallelism(), (done, total) =>
        report?.(weight * (done / total), 1),
      )
      const firstMoves = studFirstMoves(rules, await rows(), cache, (done, total) =>
        report?.(weight + (1 - weight) * (done / total), 1),
      )
      report?.(1, 1)
      return { ...spec, shared: { seconds, firstMoves } satisfies FastTables }
    },
  }
}

/** A solver engine: a full strategy run of `rules`, cached by up rank. */
function solverEngine(rules: StudRules, q: AnalysisQuery): Engine {
  const { ruleset, overrides, bet, strategy } = q
  return {
    method: 'solver',
    async plan(cacheDir) {
      const cached = cacheDir === undefined ? 0 : studSolveCached(rules, cacheDir)
      if (cached === 13) return []
      const left = cached > 0 ? `, ${13 - cached} of 13 up ranks left` : ''
      const resume =
        cacheDir === undefined ? 'not cached' : 'each up rank cached as it ends, a rerun resumes'
      return [
        {
          what: `solve every starting situation of ${ruleset} (a full strategy run${left}; ${resume})`,
          cpuSeconds: (solveCpuSeconds(ruleset) * (13 - cached)) / 13,
          parallel: true,
        },
      ]
    },
    async run({ threads, started, onProgress, cacheDir }) {
      const solution = await studSolve(rules, threads, onProgress, cacheDir)
      const a = studSolveAnalysis(
        solution,
        rules,
        strategy as StudSolveStrategy,
        bet as 'main' | 'total',
        { ruleset, overrides, threads, seconds: secondsSince(started) },
      )
      const approximation = solverApproximation(rules, q)
      // The solver's own notes name its approximation too: the first note is the method's.
      return {
        ...a,
        method: 'solver',
        approximation,
        notes: [solverNote(approximation), ...a.notes],
      }
    },
  }
}

/** An exact engine that takes well under a second: nothing to announce. */
function quick(run: Engine['run']): Engine {
  return { method: 'exact', plan: async () => [], run }
}

/** The side bets with an exact engine under every rule set that has them. */
const SIDE_BETS: readonly string[] = ['super', 'dealer-super', 'bonus', 'blind']

/**
 * The stud family: side bets, blind boxes and the Caribbean main bet exactly, the main bet
 * of the draw rule sets by the solver (a full strategy run), and simulations on the game
 * package or a fast model.
 */
export const studPokerAnalyzer: GameAnalyzer = {
  info: {
    rulesets: ['lunar', 'lunar-finland', 'russian', 'caribbean-stud', 'oasis'],
    bets: ['main', 'total', 'super', 'dealer-super', 'bonus', 'blind'],
    strategies: [
      'owner',
      'optimal',
      'optimal-final-hand',
      'rules-of-thumb',
      'akj83',
      'pair-plus',
      'always-raise',
    ],
    // The main bet is exact for rule sets without draws (caribbean-stud), and the solver's
    // for the draw rule sets: studMainEngine.
    exact: [
      ...CARIBBEAN_EXACT_STRATEGIES.map((st) => `main/${st}`),
      ...SIDE_BETS.map((bet) => `${bet}/*`),
    ],
    solver: [
      'main/optimal',
      'main/optimal-final-hand',
      'main/owner',
      'total/optimal',
      'total/optimal-final-hand',
      'total/owner',
    ],
    paths: ['engine', 'fast'],
  },
  defaultStrategy: (ruleset) =>
    ruleset === 'caribbean-stud' || ruleset === 'oasis' ? 'rules-of-thumb' : 'owner',
  engine(q) {
    const rules = rulesWithBet(q)
    const { ruleset, overrides, bet, strategy } = q
    const engine = studMainEngine(rules, bet, strategy)
    if (engine === 'solve') return solverEngine(rules, q)
    if (engine === 'caribbean') {
      return {
        method: 'exact',
        plan: async () => [
          {
            what: 'enumerate every Caribbean Stud deal (19,933,230,517,200, all five strategies)',
            cpuSeconds: 16,
            parallel: true,
          },
        ],
        async run({ threads, started, onProgress }) {
          const counts = await caribbeanExact(rules, threads, onProgress)
          return caribbeanExactAnalysis(counts, rules, strategy as CaribbeanExactStrategy, {
            ruleset,
            overrides,
            threads,
            seconds: secondsSince(started),
          })
        },
      }
    }
    if (!SIDE_BETS.includes(bet)) return null
    if (bet === 'blind')
      return quick(async ({ started }) => blindBoxAnalysis(rules, { ruleset, overrides, started }))
    return quick(async ({ started }) =>
      studSideBetAnalysis(rules, bet, { ruleset, overrides, started }),
    )
  },
  defaultPath(q) {
    return isOptimalTable(q.strategy) ||
      (q.bet === 'main' && q.strategy !== 'owner' && caribbeanFastApplies(rulesOf(q)))
      ? 'fast'
      : 'engine'
  },
  checkSimulation(spec) {
    simulationRules(spec)
  },
  setUp(spec) {
    const rules = simulationRules(spec)
    if (spec.path !== 'fast' || !isOptimalTable(spec.strategy) || spec.cacheDir === undefined)
      return null
    return tableSetUp(spec, rules, spec.cacheDir)
  },
  // Measured on 2 threads: the game package 13 k Lunar owner rounds/s (load ~3), the fast table
  // model 3.45 M lunar optimal-final-hand rounds/s, and per CPU second 190-220 k lunar optimal
  // ones and 78-83 k of lunar-finland and russian (every drawn hand's second decision worked out
  // with its discards, and the force option where the rules have one; idle), the Caribbean fast
  // model 5.7 M rounds/s (idle).
  simulationRate(spec) {
    if (spec.path === 'engine') return 6_500
    if (spec.strategy === 'optimal')
      return simulationRules(spec).forceDealer === null ? 190_000 : 80_000
    if (spec.strategy === 'owner' || isOptimalTable(spec.strategy)) return 1_700_000
    return 2_900_000
  },
  async simulator(spec) {
    const rules = simulationRules(spec)
    if (spec.path === 'fast' && spec.strategy === 'owner')
      return tableFastSimulator(rules, undecidedRows(), spec.bet as 'main' | 'total', {
        plays: ownerPlays,
        decide: ownerFirst(rules),
      })
    if (spec.path === 'fast' && isOptimalTable(spec.strategy)) {
      // Every final hand's second decision and every hand's first action, read from the
      // cache (built there when missing) by the calling thread, in memory its workers share.
      const rows = await studTableRows(spec.ruleset as StudTableRuleset)
      const cache = spec.cacheDir
      const tables =
        (spec.shared as FastTables | undefined) ??
        (cache === undefined
          ? undefined
          : {
              seconds: await studSecondCodes(rules, cache, availableParallelism()),
              firstMoves: studFirstMoves(rules, rows, cache),
            })
      const sim = tableFastSimulator(rules, rows, spec.bet as 'main' | 'total', {
        ...tables,
        second: spec.strategy === 'optimal' ? 'seen' : 'final-hand',
      })
      return { ...sim, shared: tables }
    }
    if (spec.path === 'fast')
      return caribbeanFastSimulator(rules, spec.strategy as CaribbeanStrategy)
    return studEngineSimulator(rules, spec.bet, spec.strategy as StudStrategyName)
  },
}
