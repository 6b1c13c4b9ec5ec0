/**
 * How a figure was obtained:
 * - `exact`: every outcome enumerated (no error but rounding);
 * - `solver`: the stud solver's value of a strategy: every starting situation solved, the draws
 *   valued to second order in their discards' removal from the dealer's cards (`approximation`
 *   names what is left out and gives its measured error);
 * - `sampled-exact`: every starting situation visited and valued exactly but for the draws, which
 *   are sampled (unbiased, with `standardError`);
 * - `simulate`: seeded Monte Carlo (with `standardError`).
 */
export type Method = 'exact' | 'solver' | 'sampled-exact' | 'simulate'

/** The methods whose figures carry a standard error. */
export const SAMPLED_METHODS: readonly Method[] = ['sampled-exact', 'simulate']

/** Whether a method's figures carry a standard error (`sampled-exact`, `simulate`). */
export function hasStandardError(method: Method): boolean {
  return SAMPLED_METHODS.includes(method)
}

/** What a `solver` figure approximates, and how far off it was measured. */
export interface Approximation {
  /** The approximation in a few words (`second-order draws`). */
  readonly name: string
  /** What it leaves out, in a sentence. */
  readonly description: string
  /**
   * The solver's house edge minus the true one, measured for these rules and strategy (stock rule
   * set, no overrides), in the units of `houseEdge`; absent where it was not measured.
   */
  readonly measuredError?: MeasuredError
}

/** A measured difference between an approximate house edge and the true one. */
export interface MeasuredError {
  /** Approximate minus true, in the units of `houseEdge`. */
  readonly error: number
  /** The standard error of that difference (that of the true figure, when it was sampled). */
  readonly standardError: number
  /** What the true figure is and how it was measured. */
  readonly against: string
}

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
  /** Rounds simulated; for exact and solver results the number of equally likely deals or situations enumerated, or null when weights are not counts. */
  readonly rounds: number | null
  /** The seed of a simulation, null for exact results. */
  readonly seed: number | null
  /** Rule options that differ from the named rule set. */
  readonly overrides: Readonly<Record<string, unknown>>
  /** Expected loss over the initial required wager(s). */
  readonly houseEdge: number
  /** Standard error of `houseEdge` (0 for exact and solver results). */
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
  /** For `solver` figures: the approximation and its measured error. */
  readonly approximation?: Approximation
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
