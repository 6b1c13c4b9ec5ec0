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
}

/** An empty tally. */
export function emptyTally(): Tally {
  return { rounds: 0, wagered: 0, events: new Map() }
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
}

/** Serialises a tally for postMessage. */
export function tallyToJson(t: Tally): TallyJson {
  return {
    rounds: t.rounds,
    wagered: t.wagered,
    events: [...t.events].map(([e, [p, c]]) => [e, p, c]),
  }
}

/** Reads a serialised tally. */
export function tallyFromJson(j: TallyJson): Tally {
  return {
    rounds: j.rounds,
    wagered: j.wagered,
    events: new Map(j.events.map(([e, p, c]) => [e, [p, c]])),
  }
}

/** Mean, standard deviation, standard error of the mean and average wager of a tally. */
export function tallyStats(t: Tally): {
  mean: number
  sd: number
  se: number
  averageWager: number
} {
  let s = 0
  let s2 = 0
  for (const [pays, count] of t.events.values()) {
    s += pays * count
    s2 += pays * pays * count
  }
  const n = t.rounds
  const mean = n > 0 ? s / n : 0
  const variance = n > 1 ? (s2 - n * mean * mean) / (n - 1) : 0
  const sd = Math.sqrt(Math.max(0, variance))
  return { mean, sd, se: n > 0 ? sd / Math.sqrt(n) : 0, averageWager: n > 0 ? t.wagered / n : 0 }
}
