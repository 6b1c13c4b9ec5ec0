import type { Analysis } from '../result.ts'
import { runJobs } from '../sim/spawn.ts'
import { paysOf, ZeroEngine, type ZeroMathRules, type ZeroPolicyTables } from './engine.ts'
import { OUTCOME_LENGTH, STAKED, zeroEvents } from './events.ts'

/** The strategies the exact Zero engine plays. */
export type ZeroStrategyName = 'optimal' | 'basic'

/**
 * Exact outcome vector of a Zero round (event probabilities and the expected total
 * wagered, see events.ts) under `tables` (total-dependent) or, when null, the
 * composition-dependent optimal strategy. Work is shared by first card over `threads`
 * worker threads (1: this thread).
 */
export async function zeroOutcome(
  rules: ZeroMathRules,
  tables: ZeroPolicyTables | null,
  threads: number,
): Promise<Float64Array> {
  const jobs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((a) => [a])
  let parts: Float64Array[]
  if (threads <= 1) {
    const e = new ZeroEngine(rules)
    e.tables = tables
    parts = jobs.map((j) => e.run(j))
  } else {
    parts = await runJobs<number[], Float64Array>(
      'zero/exact-worker',
      { rules, tables },
      // The heaviest first cards (8 and 9 split most) go first.
      jobs,
      threads,
    )
  }
  const out = new Float64Array(OUTCOME_LENGTH)
  for (const p of parts) for (let i = 0; i < OUTCOME_LENGTH; i++) out[i]! += p[i]!
  return out
}

/** Turns an outcome vector into an Analysis (return table, edge, risk, deviation). */
export function zeroAnalysis(
  out: Float64Array,
  rules: ZeroMathRules,
  info: Pick<Analysis, 'ruleset' | 'strategy' | 'overrides' | 'seconds' | 'threads' | 'notes'>,
): Analysis {
  const pays = paysOf(rules.zeroPairPays)
  const names = zeroEvents(rules.zeroPairPays)
  let mean = 0
  let m2 = 0
  const table = []
  for (let i = 0; i < STAKED; i++) {
    const p = out[i]!
    mean += p * pays[i]!
    m2 += p * pays[i]! * pays[i]!
    if (p > 0)
      table.push({ event: names[i]!.event, pays: pays[i]!, probability: p, return: p * pays[i]! })
  }
  return {
    game: 'zero',
    ruleset: info.ruleset,
    bet: 'main',
    strategy: info.strategy,
    method: 'exact',
    rounds: null,
    seed: null,
    overrides: info.overrides,
    houseEdge: -mean,
    standardError: 0,
    elementOfRisk: -mean / out[STAKED]!,
    averageWager: out[STAKED]!,
    standardDeviation: Math.sqrt(m2 - mean * mean),
    table,
    seconds: info.seconds,
    threads: info.threads,
    notes: info.notes,
  }
}
