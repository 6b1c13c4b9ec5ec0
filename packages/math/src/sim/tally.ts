/**
 * Counts of a Monte Carlo run: rounds, total staked and, per event, its net pay and how
 * often it happened. Events carry a fixed net pay (in units of the initial wager), so the
 * mean and variance follow exactly from the counts and tallies merge without rounding.
 */
export interface Tally {
  rounds: number
  /** Sum over rounds of the total wagered, in units of the initial wager. */
  wagered: number
  /** Event name -> [net pay, count]. */
  events: Map<string, [number, number]>
  /**
   * Running sums inside one work unit, for the convergence chart: flat triples of rounds,
   * sum of net and sum of net squared since the unit's start, after the rounds `isMark`
   * names. `mergeTally` does not merge them (they are relative to their own unit).
   */
  marks: number[]
}

/** An empty tally. */
export function emptyTally(): Tally {
  return { rounds: 0, wagered: 0, events: new Map(), marks: [] }
}

/** Rounds between two marks of a work unit's running sums (a power of two). */
export const MARK_EVERY: number = 1 << 14

/** A work unit's first mark, after this many rounds (a power of two). */
export const MARK_FIRST = 256

/**
 * Whether a unit records its running sums after its first `done` rounds: every
 * `MARK_EVERY` rounds, and at the powers of two from `MARK_FIRST` on, so that the start of a run
 * shows on the chart's log scale.
 */
export function isMark(done: number): boolean {
  return done >= MARK_FIRST && ((done & (MARK_EVERY - 1)) === 0 || (done & (done - 1)) === 0)
}

/** A work unit's running sums of a round's net result, marked where `isMark` says. */
export class UnitSums {
  private n = 0
  private s = 0
  private s2 = 0
  constructor(private readonly tally: Tally) {}

  /** Adds one round's net result. */
  add(net: number): void {
    this.s += net
    this.s2 += net * net
    if (isMark(++this.n)) this.tally.marks.push(this.n, this.s, this.s2)
  }
}

/** Records `count` rounds ending in `event` that paid `pays` net. */
export function record(tally: Tally, event: string, pays: number, count = 1): void {
  const e = tally.events.get(event)
  if (e) e[1] += count
  else tally.events.set(event, [pays, count])
}

/** Adds `from` into `into` (in place). */
export function mergeTally(into: Tally, from: Tally): void {
  into.rounds += from.rounds
  into.wagered += from.wagered
  for (const [event, [pays, count]] of from.events) record(into, event, pays, count)
}

/** A tally as plain JSON (for worker messages). */
export interface TallyJson {
  rounds: number
  wagered: number
  events: [string, number, number][]
  marks: number[]
}

/** Serialises a tally for postMessage. */
export function tallyToJson(t: Tally): TallyJson {
  return {
    rounds: t.rounds,
    wagered: t.wagered,
    events: [...t.events].map(([e, [p, c]]) => [e, p, c]),
    marks: t.marks,
  }
}

/** Reads a serialised tally. */
export function tallyFromJson(j: TallyJson): Tally {
  return {
    rounds: j.rounds,
    wagered: j.wagered,
    events: new Map(j.events.map(([e, p, c]) => [e, [p, c]])),
    marks: j.marks,
  }
}

/** Sums over a tally's rounds of the net result and of its square. */
export function tallySums(t: Tally): { s: number; s2: number } {
  let s = 0
  let s2 = 0
  for (const [pays, count] of t.events.values()) {
    s += pays * count
    s2 += pays * pays * count
  }
  return { s, s2 }
}

/** Mean, standard deviation and standard error of the mean of `n` rounds with sums `s`, `s2`. */
export function sumStats(
  n: number,
  s: number,
  s2: number,
): { mean: number; sd: number; se: number } {
  const mean = n > 0 ? s / n : 0
  const variance = n > 1 ? (s2 - n * mean * mean) / (n - 1) : 0
  const sd = Math.sqrt(Math.max(0, variance))
  return { mean, sd, se: n > 0 ? sd / Math.sqrt(n) : 0 }
}

/** Mean, standard deviation, standard error of the mean and average wager of a tally. */
export function tallyStats(t: Tally): {
  mean: number
  sd: number
  se: number
  averageWager: number
} {
  const { s, s2 } = tallySums(t)
  const n = t.rounds
  return { ...sumStats(n, s, s2), averageWager: n > 0 ? t.wagered / n : 0 }
}
