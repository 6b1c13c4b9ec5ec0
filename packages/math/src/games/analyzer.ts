import type { Analysis, Method } from '../result.ts'
import type { SimulationSpec, Simulator } from '../sim/spec.ts'

/** A simulation path: the game package itself (`engine`) or a fast model verified against it (`fast`). */
export type SimulationPath = 'engine' | 'fast'

/** A game the analyser knows: rule sets, bets, strategies and where exact math exists. */
export interface GameInfo {
  readonly rulesets: readonly string[]
  readonly bets: readonly string[]
  readonly strategies: readonly string[]
  /**
   * `bet/strategy` pairs (`*` for any) with an exact engine (every outcome enumerated) under
   * at least one rule set; `felt-math games` names the rule sets.
   */
  readonly exact: readonly string[]
  /**
   * `bet/strategy` pairs computed by the stud solver (`method: 'solver'`, a full strategy run)
   * under at least one rule set; `felt-math games` names the rule sets.
   */
  readonly solver: readonly string[]
  /** Simulation paths available. */
  readonly paths: readonly SimulationPath[]
}

/** One analysis, its names checked against the game's `GameInfo`. */
export interface AnalysisQuery {
  readonly ruleset: string
  readonly bet: string
  readonly strategy: string
  readonly overrides: Readonly<Record<string, unknown>>
}

/** The methods of an engine: every outcome enumerated, or the stud solver. */
export type EngineMethod = Extract<Method, 'exact' | 'solver'>

/** One step of an analysis, as the plan line announces it before any work. */
export interface PlanStep {
  /** What the step does, as a clause ("build the fast model's tables of every final hand"). */
  readonly what: string
  /**
   * Rough CPU seconds on this kind of machine (2 cores); `parallel` steps take about this over
   * the run's threads. Absent where not known.
   */
  readonly cpuSeconds?: number
  /** Whether the step spreads over worker threads (the run's, unless `threads` says). */
  readonly parallel?: boolean
  /** The threads a parallel step runs on when not the run's (the stud table build: every core). */
  readonly threads?: number
  /** Bytes the step writes to the cache directory. */
  readonly bytes?: number
}

/** A computed engine of a query: how it computes and what it will do. */
export interface Engine {
  readonly method: EngineMethod
  /** What the run will do: the steps left (what the cache holds is read, not computed). */
  plan(cacheDir: string | undefined): Promise<readonly PlanStep[]>
  run(run: ExactRun): Promise<Analysis>
}

/** Progress of a set-up step before a simulation (a table build). */
export type SetUpProgress = (done: number, total: number) => void

/** How an exact run may use the machine. */
export interface ExactRun {
  readonly threads: number
  /** `performance.now()` when the analysis started (the result's `seconds` counts from it). */
  readonly started: number
  readonly onProgress?: ((done: number, total: number) => void) | undefined
  readonly cacheDir?: string | undefined
}

/**
 * Everything `analyze` needs to know about one game. Every check of the query happens in
 * `exact` and `checkSimulation`, before any work, so bad input fails at once.
 */
export interface GameAnalyzer {
  readonly info: GameInfo
  /** Bet names taken for another (`zero` for Zero's `main`). */
  readonly betAliases?: Readonly<Record<string, string>>
  /** The strategy when none is named (by default the first of `info.strategies`). */
  defaultStrategy?(ruleset: string): string
  /**
   * The computed engine of a query (`exact`, or the stud `solver`), or null when there is none.
   * @throws {FeltError} `INVALID_RULES` for bad overrides, `UNSUPPORTED_ANALYSIS` for a bet the rules lack.
   */
  engine(q: AnalysisQuery): Engine | null
  /** The simulation path when none is named. */
  defaultPath(q: AnalysisQuery): SimulationPath
  /**
   * Checks that a simulator plays the spec, without building it.
   * @throws {UnsupportedAnalysisError} when none does.
   */
  checkSimulation(spec: SimulationSpec): void
  /**
   * The set-up a simulation of the spec needs before its first round (the stud table model's
   * tables, built into the cache when missing): what it will do, and the spec with it made
   * (`shared`), reporting its progress. Absent: nothing to set up.
   */
  setUp?(spec: SimulationSpec): SimulationSetUp | null
  /**
   * Rough rounds per CPU second of a simulation of the spec on this kind of machine, for the
   * plan's time; absent or undefined where not measured.
   */
  simulationRate?(spec: SimulationSpec): number | undefined
  /** The simulator of a spec (async: a strategy table may have to be loaded). */
  simulator(spec: SimulationSpec): Promise<Simulator>
}

/** A simulation's set-up (`GameAnalyzer.setUp`): its plan, and the run that makes it. */
export interface SimulationSetUp {
  /** What it will do; empty when everything is in the cache. */
  plan(): Promise<readonly PlanStep[]>
  /** Makes the set-up and returns the spec to simulate, with `shared` set. */
  run(onProgress?: SetUpProgress): Promise<SimulationSpec>
}
