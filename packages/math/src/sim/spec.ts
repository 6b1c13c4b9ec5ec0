/**
 * What to simulate: a game, rule set (with overrides), bet and strategy, and whether to
 * drive the game package itself (`engine`, the code the API runs) or a verified fast
 * model of it (`fast`). Plain data: it is posted to worker threads.
 */
export interface SimulationSpec {
  readonly game: string
  readonly ruleset: string
  readonly bet: string
  readonly strategy: string
  readonly overrides: Readonly<Record<string, unknown>>
  readonly path: 'engine' | 'fast'
  /** Where long set-ups are kept between runs (the stud table model's second decisions). */
  readonly cacheDir?: string
  /**
   * The `shared` set-up of the simulator the calling thread made for this spec (posted to
   * worker threads beside it: structured-cloned, its shared memory not copied).
   */
  readonly shared?: unknown
}

/** Plays `rounds` rounds with `random` and records them in a tally. */
export interface Simulator {
  /** Rounds per work unit: small enough for a smooth progress bar, large enough to amortise messages. */
  readonly chunkSize: number
  run(rounds: number, random: (n: number) => number, tally: import('./tally.ts').Tally): void
  /**
   * Set-up the worker threads of a run take from this simulator instead of making their
   * own (in shared memory: the stud table model's 300 MB of decisions are read once).
   */
  readonly shared?: unknown
  /**
   * The key of the strategy table the simulator plays (`cacheKey` of its bytes), where it
   * plays one: a run's journal is named by it, so that a table made again is never resumed
   * into another's run.
   */
  readonly tableKey?: string
}
