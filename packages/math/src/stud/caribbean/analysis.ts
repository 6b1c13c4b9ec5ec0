import type { StudRules } from '@felt/stud-poker'
import type { Analysis, ReturnRow } from '../../result.ts'
import { runJobs } from '../../sim/spawn.ts'
import { exactStudAnalysis } from '../kernel/exact-analysis.ts'
import {
  CARIBBEAN_EXACT_STRATEGIES,
  type CaribbeanExactStrategy,
  caribbeanDeals,
  caribbeanExactPart,
} from './exact.ts'
import { caribbeanEvents } from './fast.ts'

/**
 * Every deal of the full deck (player hand, up card, dealer's other four: 19,933,230,517,200)
 * scored for each strategy of CARIBBEAN_EXACT_STRATEGIES: the weighted event counts,
 * strategy after strategy. The 13 up cards are shared over `threads` worker threads.
 */
export async function caribbeanExact(
  rules: StudRules,
  threads: number,
  onProgress?: (done: number, total: number) => void,
): Promise<Float64Array> {
  const ups = Array.from({ length: 13 }, (_, r) => 12 - r)
  let done = 0
  const parts =
    threads <= 1
      ? ups.map((u) => {
          const p = caribbeanExactPart(rules, u)
          onProgress?.(++done, ups.length)
          return p
        })
      : await runJobs<number, Float64Array>(
          'stud/caribbean/exact-worker',
          { rules },
          ups,
          threads,
          () => onProgress?.(++done, ups.length),
        )
  const out = new Float64Array(parts[0]!.length)
  for (const p of parts) for (let i = 0; i < out.length; i++) out[i]! += p[i]!
  return out
}

/**
 * The Analysis of one strategy from `caribbeanExact`'s counts: the return table in
 * combinations, house edge, element of risk and standard deviation, all exact.
 */
export function caribbeanExactAnalysis(
  counts: Float64Array,
  rules: StudRules,
  strategy: CaribbeanExactStrategy,
  info: Pick<Analysis, 'ruleset' | 'overrides' | 'seconds' | 'threads'>,
): Analysis {
  const events = caribbeanEvents(rules)
  const k = CARIBBEAN_EXACT_STRATEGIES.indexOf(strategy)
  const deals = caribbeanDeals(52)
  let loss = 0
  let m2 = 0
  let raised = 0
  const table: ReturnRow[] = []
  events.forEach((e, i) => {
    const count = counts[k * events.length + i]!
    loss -= count * e.pays
    m2 += count * e.pays * e.pays
    if (i > 0) raised += count
    if (count > 0) {
      const probability = count / deals
      table.push({ event: e.event, pays: e.pays, count, probability, return: probability * e.pays })
    }
  })
  table.sort((a, b) => b.pays - a.pays)
  return exactStudAnalysis(
    { mean: -loss / deals, m2: m2 / deals, averageWager: 1 + (2 * raised) / deals },
    {
      ruleset: info.ruleset,
      bet: 'main',
      strategy,
      overrides: info.overrides,
      rounds: deals,
      table,
      seconds: info.seconds,
      threads: info.threads,
      notes: [
        `every deal enumerated: ${deals.toLocaleString('en-US')} (player hand, up card, dealer's other four cards); total loss ${loss.toLocaleString('en-US')} Antes`,
        strategy === 'optimal'
          ? 'optimal: raise exactly when the raise is worth more than folding, given the five cards and the up card'
          : `the published strategy ${strategy}, scored exactly`,
      ],
    },
  )
}
