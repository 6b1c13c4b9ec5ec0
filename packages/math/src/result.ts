/** How a figure was obtained: full enumeration or seeded Monte Carlo. */
export type Method = 'exact' | 'simulate'

/**
 * One line of a return table: an event, what it pays per unit of the initial wager
 * (net: -1 is the initial wager lost), how often it happens and what it contributes.
 */
export interface ReturnRow {
  readonly event: string
  /** Net win in units of the initial required wager (a lost Ante + Raise is -3). */
  readonly pays: number
  /** Probability of the event (exact) or its observed frequency (simulation). */
  readonly probability: number
  /** Weighted combinations (exact enumerations that count hands) or observed rounds. */
  readonly count?: number
  /** `pays * probability`: the event's share of the expected return. */
  readonly return: number
}

/**
 * The answer of an analysis. Every money figure is per unit of the initial required
 * wager(s) of the bet (the Ante for stud games, the Main or Zero wager, a side bet's
 * stake); the house edge is positive when the house wins.
 */
export interface Analysis {
  readonly game: string
  readonly ruleset: string
  readonly bet: string
  readonly strategy: string
  readonly method: Method
  /** Rounds simulated; for exact results the number of equally likely deals enumerated, or null when weights are not counts. */
  readonly rounds: number | null
  /** The seed of a simulation, null for exact results. */
  readonly seed: number | null
  /** Rule options that differ from the named rule set. */
  readonly overrides: Readonly<Record<string, unknown>>
  /** Expected loss over the initial required wager(s). */
  readonly houseEdge: number
  /** Standard error of `houseEdge` (0 for exact results). */
  readonly standardError: number
  /** Expected loss over the average total wagered (fees and raises included). */
  readonly elementOfRisk: number
  /** Average total wagered per round, in units of the initial wager. */
  readonly averageWager: number
  /** Standard deviation of one round's net result, in units of the initial wager. */
  readonly standardDeviation: number
  readonly table: readonly ReturnRow[]
  /** Wall-clock seconds the computation took. */
  readonly seconds: number
  /** Worker threads used. */
  readonly threads: number
  /** What the figure means when a reader could misread it (approximations, definitions). */
  readonly notes: readonly string[]
  /**
   * Simulations: the running house edge and its standard error as the rounds went (inside
   * and after each work unit, in unit order, so independent of the thread count), for a
   * convergence chart.
   */
  readonly convergence?: readonly Checkpoint[]
}

/** The running figures of a simulation after its first `rounds` rounds. */
export interface Checkpoint {
  readonly rounds: number
  /** Negated mean net result so far, per initial wager. */
  readonly houseEdge: number
  /** Standard error of `houseEdge` so far. */
  readonly standardError: number
}
