import { availableParallelism } from 'node:os'
import type { CaribbeanStrategy } from '@felt/strategy/stud-poker'
import {
  STUD_TABLE_RULESETS,
  type StudTableRuleset,
  studTableRows,
} from '@felt/strategy/stud-poker/table'
import { type StudRules, studPoker } from '@felt/stud-poker'
import type { SimulationSpec } from '../sim/spec.ts'
import { caribbeanFastApplies, caribbeanFastSimulator } from '../stud/caribbean-fast.ts'
import { type StudStrategyName, studEngineSimulator } from '../stud/engine-sim.ts'
import { blindBoxAnalysis } from '../stud/exact/blind.ts'
import { CARIBBEAN_EXACT_STRATEGIES, type CaribbeanExactStrategy } from '../stud/exact/caribbean.ts'
import { caribbeanExact, caribbeanExactAnalysis } from '../stud/exact/caribbean-analysis.ts'
import { studSecondCodes } from '../stud/exact/second-codes.ts'
import { ownerApplies } from '../stud/exact/situation.ts'
import type { StudSolveStrategy } from '../stud/exact/solve.ts'
import { studSolveAnalysis } from '../stud/exact/solve-analysis.ts'
import { studSolve } from '../stud/exact/solve-run.ts'
import { studFirstMoves } from '../stud/first-moves.ts'
import { missingStudBet, studSideBetAnalysis } from '../stud/side-bets.ts'
import { ownerFirst, ownerPlays, undecidedRows } from '../stud/strategy-rows.ts'
import { type TableModelOptions, tableFastSimulator } from '../stud/table-fast.ts'
import type { GameAnalyzer } from './analyzer.ts'
import { listedExact, noSimulator, secondsSince } from './shared.ts'

/** The fast table model's set-up, made once per run and shared by its worker threads. */
type FastTables = Pick<TableModelOptions, 'seconds' | 'firstMoves'>

/** The rule set (with overrides) of a query, resolved by `@felt/stud-poker` itself. */
function rulesOf(q: { ruleset: string; overrides: Readonly<Record<string, unknown>> }): StudRules {
  // Overrides come from the command line here: rules() checks them at run time.
  return studPoker.rules(q.ruleset, q.overrides as Parameters<typeof studPoker.rules>[1])
}

/**
 * The strategies played from a stock rule set's table: `optimal`, with the second decision
 * its solver assumes (on the final hand alone), and `optimal-seen`, the same first actions
 * with the second decision knowing the discards too (simulated only).
 */
function isOptimalTable(strategy: string): boolean {
  return strategy === 'optimal' || strategy === 'optimal-seen'
}

/**
 * The exact engine of the stud main bet for these rules and strategy: `caribbean` for
 * rule sets without draws (the published strategies too), `solve` (a full strategy run)
 * for the optimum and the owner's strategy of the rule sets with draws; null for none.
 */
function studMainExact(
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
  if (strategy === 'optimal' || (strategy === 'owner' && ownerApplies(rules))) return 'solve'
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
 * The stud family: side bets, blind boxes and the Caribbean main bet exactly, the main bet
 * of the draw rule sets by a full strategy run, and simulations on the game package or a
 * fast model.
 */
export const studPokerAnalyzer: GameAnalyzer = {
  info: {
    rulesets: ['lunar', 'lunar-finland', 'russian', 'caribbean-stud', 'oasis'],
    bets: ['main', 'total', 'super', 'dealer-super', 'bonus', 'blind'],
    strategies: [
      'owner',
      'optimal',
      'optimal-seen',
      'rules-of-thumb',
      'akj83',
      'pair-plus',
      'always-raise',
    ],
    // The main bet is exact for rule sets without draws (caribbean-stud): studMainExact.
    exact: ['super/*', 'dealer-super/*', 'bonus/*', 'blind/*'],
    paths: ['engine', 'fast'],
  },
  defaultStrategy: (ruleset) =>
    ruleset === 'caribbean-stud' || ruleset === 'oasis' ? 'rules-of-thumb' : 'owner',
  exact(q) {
    const rules = rulesWithBet(q)
    const { ruleset, overrides, bet, strategy } = q
    const engine = studMainExact(rules, bet, strategy)
    if (engine === 'solve') {
      return async ({ threads, started, onProgress, cacheDir }) => {
        const solution = await studSolve(rules, threads, onProgress, cacheDir)
        return studSolveAnalysis(
          solution,
          rules,
          strategy as StudSolveStrategy,
          bet as 'main' | 'total',
          { ruleset, overrides, threads, seconds: secondsSince(started) },
        )
      }
    }
    if (engine === 'caribbean') {
      return async ({ threads, started, onProgress }) => {
        const counts = await caribbeanExact(rules, threads, onProgress)
        return caribbeanExactAnalysis(counts, rules, strategy as CaribbeanExactStrategy, {
          ruleset,
          overrides,
          threads,
          seconds: secondsSince(started),
        })
      }
    }
    if (!listedExact(this.info, q)) return null
    if (bet === 'blind')
      return async ({ started }) => blindBoxAnalysis(rules, { ruleset, overrides, started })
    return async ({ started }) => studSideBetAnalysis(rules, bet, { ruleset, overrides, started })
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
        second: spec.strategy === 'optimal-seen' ? 'seen' : 'final-hand',
      })
      return { ...sim, shared: tables }
    }
    if (spec.path === 'fast')
      return caribbeanFastSimulator(rules, spec.strategy as CaribbeanStrategy)
    return studEngineSimulator(rules, spec.bet, spec.strategy as StudStrategyName)
  },
}
