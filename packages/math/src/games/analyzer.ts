import type { Analysis } from '../result.ts'
import type { SimulationSpec, Simulator } from '../sim/spec.ts'

/** A simulation path: the game package itself (`engine`) or a fast model verified against it (`fast`). */
export type SimulationPath = 'engine' | 'fast'

/** A game the analyser knows: rule sets, bets, strategies and where exact math exists. */
export interface GameInfo {
  readonly rulesets: readonly string[]
  readonly bets: readonly string[]
  readonly strategies: readonly string[]
  /** `bet/strategy` pairs (`*` for any) with an exact engine. */
  readonly exact: readonly string[]
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
   * The exact engine of a query, or null when there is none.
   * @throws {FeltError} `INVALID_RULES` for bad overrides, `UNSUPPORTED_ANALYSIS` for a bet the rules lack.
   */
  exact(q: AnalysisQuery): ((run: ExactRun) => Promise<Analysis>) | null
  /** The simulation path when none is named. */
  defaultPath(q: AnalysisQuery): SimulationPath
  /**
   * Checks that a simulator plays the spec, without building it.
   * @throws {UnsupportedAnalysisError} when none does.
   */
  checkSimulation(spec: SimulationSpec): void
  /** The simulator of a spec (async: a strategy table may have to be loaded). */
  simulator(spec: SimulationSpec): Promise<Simulator>
}
