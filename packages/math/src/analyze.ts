import { FeltError, UnknownRulesetError } from '@felt/cards'
import { UnknownStrategyError } from '@felt/strategy/stud-poker'
import { InvalidOptionError, UnknownBetError, UnsupportedAnalysisError } from './errors.ts'
import type { AnalysisQuery, GameAnalyzer, SimulationPath } from './games/analyzer.ts'
import { analyzerOf } from './games/registry.ts'
import type { Analysis, Checkpoint, Method, ReturnRow } from './result.ts'
import { runSimulation } from './sim/run.ts'
import type { SimulationSpec } from './sim/spec.ts'
import { type Tally, tallyStats } from './sim/tally.ts'

export type { GameInfo, SimulationPath } from './games/analyzer.ts'
export { GAMES } from './games/registry.ts'

/** What to analyse. Unset fields take the game's defaults (see GAMES). */
export interface AnalyzeOptions {
  readonly game: string
  readonly ruleset?: string
  readonly bet?: string
  readonly strategy?: string
  readonly overrides?: Readonly<Record<string, unknown>>
  readonly method?: Method
  /** Simulation: drive the game package (`engine`) or the verified fast model (`fast`). */
  readonly path?: SimulationPath
  /** Simulation rounds, a positive integer (default 1,000,000). */
  readonly rounds?: number
  /** Simulation seed, a non-negative integer (default 1). */
  readonly seed?: number
  /** Worker threads, a positive integer (default 1: this thread). */
  readonly threads?: number
  /** Directory for caching long exact runs (Break Poker); none: always compute. */
  readonly cacheDir?: string
  /** Progress of long runs: work done and total, in rounds or jobs. */
  readonly onProgress?: (done: number, total: number) => void
}

function integer(option: string, value: number | undefined, min: number, fallback: number): number {
  if (value === undefined) return fallback
  if (!Number.isSafeInteger(value) || value < min)
    throw new InvalidOptionError(
      option,
      value,
      `${option} must be an integer of at least ${min} (got ${value})`,
    )
  return value
}

function oneOf<T extends string>(
  option: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value !== undefined && !(allowed as readonly string[]).includes(value))
    throw new InvalidOptionError(
      option,
      value,
      `${option} is ${allowed.join(' or ')} (got ${JSON.stringify(value.slice(0, 32))})`,
    )
  return value as T | undefined
}

/** The query with every name checked against the game's info, and the analyzer. */
function query(o: AnalyzeOptions): { a: GameAnalyzer; q: AnalysisQuery } {
  const a = analyzerOf(o.game)
  const { info } = a
  const ruleset = o.ruleset ?? info.rulesets[0]!
  if (!info.rulesets.includes(ruleset))
    throw new UnknownRulesetError(o.game, ruleset, info.rulesets)
  const named = o.bet === undefined ? info.bets[0]! : (a.betAliases?.[o.bet] ?? o.bet)
  if (!info.bets.includes(named)) throw new UnknownBetError(o.game, named, info.bets)
  const strategy = o.strategy ?? a.defaultStrategy?.(ruleset) ?? info.strategies[0]!
  if (!info.strategies.includes(strategy)) throw new UnknownStrategyError(strategy, info.strategies)
  return { a, q: { ruleset, bet: named, strategy, overrides: o.overrides ?? {} } }
}

/**
 * Checks every option of an analysis and returns the run that computes it. Bad input
 * throws here, before any work: a coded `FeltError` (`UNKNOWN_GAME`, `UNKNOWN_RULESET`,
 * `UNKNOWN_BET`, `UNKNOWN_STRATEGY`, `INVALID_RULES`, `INVALID_OPTION`,
 * `UNSUPPORTED_ANALYSIS`).
 */
export function planAnalysis(o: AnalyzeOptions): () => Promise<Analysis> {
  const method = oneOf<Method>('method', o.method, ['exact', 'simulate'])
  const chosenPath = oneOf<SimulationPath>('path', o.path, ['engine', 'fast'])
  const rounds = integer('rounds', o.rounds, 1, 1_000_000)
  const seed = integer('seed', o.seed, 0, 1)
  const threads = integer('threads', o.threads, 1, 1)
  const { a, q } = query(o)
  const exact = method === 'simulate' ? null : a.exact(q)
  if (method === 'exact' && !exact)
    throw new UnsupportedAnalysisError(
      `${o.game}: no exact engine for bet ${q.bet} with strategy ${q.strategy}`,
      { game: o.game, bet: q.bet, strategy: q.strategy },
    )
  if (exact) {
    return () => {
      const started = performance.now()
      return exact({ threads, started, onProgress: o.onProgress, cacheDir: o.cacheDir })
    }
  }
  const path = chosenPath ?? a.defaultPath(q)
  if (!a.info.paths.includes(path))
    throw new UnsupportedAnalysisError(`${o.game}: no ${path} simulation`, { game: o.game, path })
  const spec: SimulationSpec = {
    game: o.game,
    ...q,
    path,
    ...(o.cacheDir !== undefined ? { cacheDir: o.cacheDir } : {}),
  }
  a.checkSimulation(spec)
  return async () => {
    const started = performance.now()
    const tally = await runSimulation(spec, {
      rounds,
      seed,
      threads,
      ...(o.onProgress ? { onProgress: o.onProgress } : {}),
    })
    return fromTally(tally, spec, { seed, threads, seconds: (performance.now() - started) / 1000 })
  }
}

/**
 * Analyses one bet of one game under one rule set and strategy, exactly where an
 * exact engine exists (unless `method: 'simulate'`), else by seeded Monte Carlo.
 * @throws {FeltError} for bad input, before any work (see `planAnalysis`); a Felt error
 * from inside the run is a failure, re-thrown as a plain `Error` (its `cause` the original).
 */
export async function analyze(o: AnalyzeOptions): Promise<Analysis> {
  const run = planAnalysis(o)
  try {
    return await run()
  } catch (e) {
    if (e instanceof FeltError) throw new Error(`${e.code}: ${e.message}`, { cause: e })
    throw e
  }
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
