import { FeltError, UnknownRulesetError } from '@felt/cards'
import { UnknownStrategyError } from '@felt/strategy/stud-poker'
import { InvalidOptionError, UnknownBetError, UnsupportedAnalysisError } from './errors.ts'
import type {
  AnalysisQuery,
  GameAnalyzer,
  PlanStep,
  SetUpProgress,
  SimulationPath,
} from './games/analyzer.ts'
import { analyzerOf } from './games/registry.ts'
import type { Analysis, Checkpoint, Method, ReturnRow } from './result.ts'
import { runSimulation } from './sim/run.ts'
import type { SimulationSpec } from './sim/spec.ts'
import { type Tally, tallyStats } from './sim/tally.ts'

export type { GameInfo, PlanStep, SetUpProgress, SimulationPath } from './games/analyzer.ts'
export { GAMES } from './games/registry.ts'

/** What to analyse. Unset fields take the game's defaults (see GAMES). */
export interface AnalyzeOptions {
  readonly game: string
  readonly ruleset?: string
  readonly bet?: string
  readonly strategy?: string
  readonly overrides?: Readonly<Record<string, unknown>>
  /**
   * `exact` (every outcome enumerated), `solver` (the stud solver: a full strategy run) or
   * `simulate`. Default: `simulate` when `rounds`, `seed` or `path` is given, else `exact` where
   * an exact engine exists, else `simulate`; the solver runs only when asked for. (`sampled-exact`
   * figures are not made by `analyze`.)
   */
  readonly method?: Method
  /** Simulation: drive the game package (`engine`) or the verified fast model (`fast`). */
  readonly path?: SimulationPath
  /** Simulation rounds, a positive integer (default 1,000,000). */
  readonly rounds?: number
  /** Simulation seed, a non-negative integer (default 1). */
  readonly seed?: number
  /** Worker threads, a positive integer (default 1: this thread). */
  readonly threads?: number
  /**
   * Directory for caching long runs (Break Poker's enumeration, the stud solver's up ranks, the
   * fast stud model's tables) and a simulation's finished work units until it ends (a run
   * stopped part way resumes when started again with the same options); none: always compute.
   */
  readonly cacheDir?: string
  /** Progress of long runs: work done and total, in rounds or jobs. */
  readonly onProgress?: (done: number, total: number) => void
  /** Progress of a simulation's set-up before its first round (the stud table model's tables). */
  readonly onSetUpProgress?: SetUpProgress
}

/** What an analysis will do, known before it starts (`AnalysisRun.plan`). */
export interface AnalysisPlan {
  readonly method: Method
  /** The steps, set-ups first; a step the cache already holds is not listed. */
  readonly steps: readonly PlanStep[]
  /** Worker threads of the run. */
  readonly threads: number
  /** Where the run reads and writes its cache, if anywhere. */
  readonly cacheDir?: string
}

/** A checked analysis: call it to run it; `plan()` says what it will do first. */
export type AnalysisRun = (() => Promise<Analysis>) & {
  /** The method and the steps of the run (reads the cache's state, computes nothing). */
  plan(): Promise<AnalysisPlan>
}

/** The options that only a simulation reads. */
const SIMULATION_OPTIONS = ['rounds', 'seed', 'path'] as const

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
 * The method of an analysis: the one asked for, checked against the engine the query has,
 * or the default (see `AnalyzeOptions.method`).
 * @throws {FeltError} `INVALID_OPTION` for `sampled-exact` or a simulation option with another
 * method, `UNSUPPORTED_ANALYSIS` for a method the query has no engine for (naming the one it has).
 */
function methodOf(
  o: AnalyzeOptions,
  a: GameAnalyzer,
  q: AnalysisQuery,
): { method: Method; engine: ReturnType<GameAnalyzer['engine']> } {
  const asked = oneOf<Method>('method', o.method, ['exact', 'solver', 'sampled-exact', 'simulate'])
  if (asked === 'sampled-exact')
    throw new InvalidOptionError(
      'method',
      asked,
      '--method sampled-exact: analyze has no sampled-exact engine (exact, solver or simulate)',
    )
  const simulation = SIMULATION_OPTIONS.filter((k) => o[k] !== undefined)
  if (asked !== undefined && asked !== 'simulate' && simulation.length > 0)
    throw new InvalidOptionError(
      simulation[0]!,
      o[simulation[0]!],
      `${simulation.map((k) => `--${k}`).join(', ')}: read by --method simulate only, not ${asked} (drop them, or simulate)`,
    )
  const engine = asked === 'simulate' ? null : a.engine(q)
  const what = `${o.game}: bet ${q.bet} with strategy ${q.strategy} under ${q.ruleset}`
  if (asked === 'exact' && engine?.method !== 'exact')
    throw new UnsupportedAnalysisError(
      engine?.method === 'solver'
        ? `${what} has no exact engine (its draws are not enumerated): its figure is the solver's (--method solver: a full strategy run, draws to second order) or a simulation's (--method simulate)`
        : `${what} has no exact engine (--method simulate)`,
      { game: o.game, bet: q.bet, strategy: q.strategy, method: asked },
    )
  if (asked === 'solver' && engine?.method !== 'solver')
    throw new UnsupportedAnalysisError(
      engine?.method === 'exact'
        ? `${what} has no solver run: it is exact (--method exact)`
        : `${what} has no solver run (the solver plays the stud main bet and total of the draw rule sets, strategy optimal, optimal-final-hand or owner; --method simulate)`,
      { game: o.game, bet: q.bet, strategy: q.strategy, method: asked },
    )
  const method =
    asked ?? (simulation.length === 0 && engine?.method === 'exact' ? 'exact' : 'simulate')
  return { method, engine: method === 'simulate' ? null : engine }
}

/** The clause of a simulation path, for the plan. */
function pathText(path: SimulationPath): string {
  return path === 'engine' ? 'the game package itself' : 'the verified fast model'
}

function simulationStep(
  a: GameAnalyzer,
  spec: SimulationSpec,
  rounds: number,
  seed: number,
): PlanStep {
  const rate = a.simulationRate?.(spec)
  return {
    what: `simulate ${rounds.toLocaleString('en-US')} rounds on ${pathText(spec.path)}, seed ${seed}`,
    parallel: true,
    ...(rate === undefined ? {} : { cpuSeconds: rounds / rate }),
  }
}

/**
 * Checks every option of an analysis and returns the run that computes it, with its plan.
 * Bad input throws here, before any work: a coded `FeltError` (`UNKNOWN_GAME`,
 * `UNKNOWN_RULESET`, `UNKNOWN_BET`, `UNKNOWN_STRATEGY`, `INVALID_RULES`, `INVALID_OPTION`,
 * `UNSUPPORTED_ANALYSIS`).
 */
export function planAnalysis(o: AnalyzeOptions): AnalysisRun {
  const chosenPath = oneOf<SimulationPath>('path', o.path, ['engine', 'fast'])
  const rounds = integer('rounds', o.rounds, 1, 1_000_000)
  const seed = integer('seed', o.seed, 0, 1)
  const threads = integer('threads', o.threads, 1, 1)
  const { a, q } = query(o)
  const { method, engine } = methodOf(o, a, q)
  const where = o.cacheDir !== undefined ? { cacheDir: o.cacheDir } : {}
  if (engine) {
    const run = () => {
      const started = performance.now()
      return engine.run({ threads, started, onProgress: o.onProgress, cacheDir: o.cacheDir })
    }
    return Object.assign(run, {
      plan: async (): Promise<AnalysisPlan> => ({
        method,
        steps: await engine.plan(o.cacheDir),
        threads,
        ...where,
      }),
    })
  }
  const path = chosenPath ?? a.defaultPath(q)
  if (!a.info.paths.includes(path))
    throw new UnsupportedAnalysisError(`${o.game}: no ${path} simulation`, { game: o.game, path })
  const spec: SimulationSpec = { game: o.game, ...q, path, ...where }
  a.checkSimulation(spec)
  const setUp = a.setUp?.(spec) ?? null
  const run = async () => {
    const started = performance.now()
    const ready = setUp ? await setUp.run(o.onSetUpProgress) : spec
    const tally = await runSimulation(ready, {
      rounds,
      seed,
      threads,
      ...(o.onProgress ? { onProgress: o.onProgress } : {}),
      ...(o.cacheDir !== undefined ? { journalDir: o.cacheDir } : {}),
    })
    return fromTally(tally, spec, { seed, threads, seconds: (performance.now() - started) / 1000 })
  }
  return Object.assign(run, {
    plan: async (): Promise<AnalysisPlan> => ({
      method,
      steps: [...((await setUp?.plan()) ?? []), simulationStep(a, spec, rounds, seed)],
      threads,
      ...where,
    }),
  })
}

/**
 * Analyses one bet of one game under one rule set and strategy: exactly where an exact
 * engine exists, else by seeded Monte Carlo, or by the method asked for (see
 * `AnalyzeOptions.method`).
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
    notes: [`simulated with ${pathText(spec.path)}`],
    ...(tally.checkpoints ? { convergence: tally.checkpoints } : {}),
  }
}
