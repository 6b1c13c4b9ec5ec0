import { breakPoker } from '@felt/break-poker'
import { type StudRules, studPoker } from '@felt/stud-poker'
import { zero } from '@felt/zero'
import {
  breakBonusAnalysis,
  breakExact,
  breakLuckyAnalysis,
  breakMainAnalysis,
} from './break/analysis.ts'
import type { Analysis, Checkpoint, Method, ReturnRow } from './result.ts'
import { runSimulation } from './sim/run.ts'
import type { SimulationSpec } from './sim/spec.ts'
import { type Tally, tallyStats } from './sim/tally.ts'
import { caribbeanFastApplies } from './stud/caribbean-fast.ts'
import { blindBoxAnalysis } from './stud/exact/blind.ts'
import { CARIBBEAN_EXACT_STRATEGIES, type CaribbeanExactStrategy } from './stud/exact/caribbean.ts'
import { caribbeanExact, caribbeanExactAnalysis } from './stud/exact/caribbean-analysis.ts'
import { ownerApplies } from './stud/exact/situation.ts'
import type { StudSolveStrategy } from './stud/exact/solve.ts'
import { studSolveAnalysis } from './stud/exact/solve-analysis.ts'
import { studSolve } from './stud/exact/solve-run.ts'
import { studSideBetAnalysis } from './stud/side-bets.ts'
import { zeroAnalysis, zeroOutcome } from './zero/exact.ts'
import { zeroPayoutsAnalysis } from './zero/payouts.ts'
import { zeroMathRules } from './zero/rules.ts'
import { zeroBasicTables } from './zero/simulate.ts'

/** What to analyse. Unset fields take the game's defaults (see GAMES). */
export interface AnalyzeOptions {
  readonly game: string
  readonly ruleset?: string
  readonly bet?: string
  readonly strategy?: string
  readonly overrides?: Readonly<Record<string, unknown>>
  readonly method?: Method
  /** Simulation: drive the game package (`engine`) or the verified fast model (`fast`). */
  readonly path?: 'engine' | 'fast'
  readonly rounds?: number
  readonly seed?: number
  readonly threads?: number
  /** Directory for caching long exact runs (Break Poker); none: always compute. */
  readonly cacheDir?: string
  /** Progress of long runs: work done and total, in rounds or jobs. */
  readonly onProgress?: (done: number, total: number) => void
}

/** A game the analyser knows: rule sets, bets, strategies and where exact math exists. */
export interface GameInfo {
  readonly rulesets: readonly string[]
  readonly bets: readonly string[]
  readonly strategies: readonly string[]
  /** `bet/strategy` pairs (`*` for any) with an exact engine. */
  readonly exact: readonly string[]
  /** Simulation paths available. */
  readonly paths: readonly ('engine' | 'fast')[]
}

/** Everything `analyze` can do, by game id. */
export const GAMES: Readonly<Record<string, GameInfo>> = {
  'break-poker': {
    rulesets: ['standard'],
    bets: ['main', 'lucky-break', 'bonus'],
    strategies: ['house-way', 'optimal'],
    exact: ['main/house-way', 'main/optimal', 'lucky-break/*', 'bonus/*'],
    paths: ['engine'],
  },
  'stud-poker': {
    rulesets: ['lunar', 'lunar-finland', 'russian', 'caribbean-stud', 'oasis'],
    bets: ['main', 'total', 'super', 'dealer-super', 'bonus', 'blind'],
    strategies: ['owner', 'optimal', 'rules-of-thumb', 'akj83', 'pair-plus', 'always-raise'],
    // The main bet is exact for rule sets without draws (caribbean-stud): studMainExact.
    exact: ['super/*', 'dealer-super/*', 'bonus/*', 'blind/*'],
    paths: ['engine', 'fast'],
  },
  zero: {
    rulesets: ['six-deck', 'eight-deck'],
    bets: ['main', 'zero-payouts'],
    strategies: ['optimal', 'basic'],
    exact: ['main/optimal', 'main/basic', 'zero-payouts/*'],
    paths: ['engine', 'fast'],
  },
}

function pick(
  value: string | undefined,
  allowed: readonly string[],
  what: string,
  game: string,
): string {
  const v = value ?? allowed[0]!
  if (!allowed.includes(v))
    throw new Error(`${game}: unknown ${what} ${JSON.stringify(v)} (${allowed.join(', ')})`)
  return v
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
 * Analyses one bet of one game under one rule set and strategy, exactly where an
 * exact engine exists (unless `method: 'simulate'`), else by seeded Monte Carlo.
 * @throws {Error} for an unknown game, rule set, bet, strategy or method.
 */
export async function analyze(o: AnalyzeOptions): Promise<Analysis> {
  const info = GAMES[o.game]
  if (!info)
    throw new Error(`unknown game ${JSON.stringify(o.game)} (${Object.keys(GAMES).join(', ')})`)
  const ruleset = pick(o.ruleset, info.rulesets, 'rule set', o.game)
  const bet = pick(o.bet === 'zero' ? 'main' : o.bet, info.bets, 'bet', o.game)
  const defaultStrategy =
    o.game === 'stud-poker' && (ruleset === 'caribbean-stud' || ruleset === 'oasis')
      ? 'rules-of-thumb'
      : undefined
  const strategy = pick(o.strategy ?? defaultStrategy, info.strategies, 'strategy', o.game)
  const overrides = o.overrides ?? {}
  const hasExact =
    info.exact.includes(`${bet}/${strategy}`) ||
    info.exact.includes(`${bet}/*`) ||
    (o.game === 'stud-poker' &&
      studMainExact(studPoker.rules(ruleset, overrides), bet, strategy) !== null)
  const method = o.method ?? (hasExact ? 'exact' : 'simulate')
  const threads = Math.max(1, o.threads ?? 1)
  const started = performance.now()
  if (method === 'exact') {
    if (!hasExact)
      throw new Error(`${o.game}: no exact engine for bet ${bet} with strategy ${strategy}`)
    if (o.game === 'break-poker') {
      const rules = breakPoker.rules(ruleset, overrides)
      const head = { ruleset, overrides, threads }
      if (bet === 'bonus')
        return breakBonusAnalysis(rules, { ...head, seconds: (performance.now() - started) / 1000 })
      const part = await breakExact(rules, threads, o.onProgress, o.cacheDir)
      const seconds = (performance.now() - started) / 1000
      return bet === 'lucky-break'
        ? breakLuckyAnalysis(part, rules, { ...head, seconds })
        : breakMainAnalysis(part, strategy as 'house-way' | 'optimal', { ...head, seconds })
    }
    const studRules = o.game === 'stud-poker' ? studPoker.rules(ruleset, overrides) : null
    const studEngine = studRules && studMainExact(studRules, bet, strategy)
    if (studRules && studEngine === 'solve') {
      const solution = await studSolve(studRules, threads, o.onProgress, o.cacheDir)
      return studSolveAnalysis(
        solution,
        studRules,
        strategy as StudSolveStrategy,
        bet as 'main' | 'total',
        {
          ruleset,
          overrides,
          threads,
          seconds: (performance.now() - started) / 1000,
        },
      )
    }
    if (studRules && bet === 'blind') {
      if (studRules.blindBoxesFrom === null)
        throw new Error(`rule set ${ruleset} has no blind boxes`)
      return blindBoxAnalysis(studRules, { ruleset, overrides, started })
    }
    if (studRules && studEngine === 'caribbean') {
      const rules = studRules
      const counts = await caribbeanExact(rules, threads, o.onProgress)
      return caribbeanExactAnalysis(counts, rules, strategy as CaribbeanExactStrategy, {
        ruleset,
        overrides,
        threads,
        seconds: (performance.now() - started) / 1000,
      })
    }
    if (o.game === 'stud-poker') {
      return studSideBetAnalysis(studPoker.rules(ruleset, overrides), bet, {
        ruleset,
        overrides,
        started,
      })
    }
    if (o.game === 'zero' && bet === 'zero-payouts') {
      return zeroPayoutsAnalysis(zero.rules(ruleset, overrides), {
        ruleset,
        overrides,
        seconds: (performance.now() - started) / 1000,
      })
    }
    if (o.game === 'zero') {
      const rules = zeroMathRules(ruleset, overrides)
      const tables = strategy === 'basic' ? zeroBasicTables(rules) : null
      const out = await zeroOutcome(rules, tables, threads)
      return zeroAnalysis(out, rules, {
        ruleset,
        strategy,
        overrides,
        threads,
        seconds: (performance.now() - started) / 1000,
        notes:
          strategy === 'optimal'
            ? [
                'optimal: every decision maximises the expected value of the hand being played given every card seen (player cards, up card, and for a split the other hand); exact card removal',
              ]
            : ['basic: total-dependent tables of @felt/strategy/zero; exact card removal'],
      })
    }
  }
  const path =
    o.path ??
    (o.game === 'stud-poker' &&
    (strategy === 'optimal' ||
      (bet === 'main' &&
        strategy !== 'owner' &&
        caribbeanFastApplies(studPoker.rules(ruleset, overrides))))
      ? 'fast'
      : info.paths[0]!)
  if (!info.paths.includes(path)) throw new Error(`${o.game}: no ${path} simulation`)
  const rounds = o.rounds ?? 1_000_000
  const seed = o.seed ?? 1
  const spec: SimulationSpec = { game: o.game, ruleset, bet, strategy, overrides, path }
  const tally = await runSimulation(spec, {
    rounds,
    seed,
    threads,
    ...(o.onProgress ? { onProgress: o.onProgress } : {}),
  })
  return fromTally(tally, spec, { seed, threads, seconds: (performance.now() - started) / 1000 })
}

/** An Analysis from a simulation tally; the house edge is the negated mean net result. */
export function fromTally(
  tally: Tally & { readonly checkpoints?: readonly Checkpoint[] },
  spec: SimulationSpec,
  run: { seed: number; threads: number; seconds: number },
): Analysis {
  const s = tallyStats(tally)
  const table: ReturnRow[] = [...tally.events]
    .map(([event, [pays, count]]) => ({
      event,
      pays,
      count,
      probability: count / tally.rounds,
      return: (pays * count) / tally.rounds,
    }))
    .sort((a, b) => b.pays - a.pays || a.event.localeCompare(b.event))
  return {
    game: spec.game,
    ruleset: spec.ruleset,
    bet: spec.bet,
    strategy: spec.strategy,
    method: 'simulate',
    rounds: tally.rounds,
    seed: run.seed,
    overrides: spec.overrides,
    houseEdge: -s.mean,
    standardError: s.se,
    elementOfRisk: s.averageWager > 0 ? -s.mean / s.averageWager : 0,
    averageWager: s.averageWager,
    standardDeviation: s.sd,
    table,
    seconds: run.seconds,
    threads: run.threads,
    notes: [
      `simulated with the ${spec.path === 'engine' ? 'game package itself' : 'verified fast model'}`,
    ],
    ...(tally.checkpoints ? { convergence: tally.checkpoints } : {}),
  }
}
