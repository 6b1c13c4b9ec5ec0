import { seededRandom } from '@felt/cards'
import { HANDS_PER_UP, STUD_DRAW } from '@felt/strategy/stud-poker'
import {
  fromRankOrder,
  type StudTableRuleset,
  studTableRows,
} from '@felt/strategy/stud-poker/table'
import type { StudRules } from '@felt/stud-poker'
import { runJobs } from '../../sim/spawn.ts'
import { firstActionCode, ownerFirst, STUD_ACTION_NAMES } from '../fast/strategy-rows.ts'
import { popcount } from '../kernel/subsets.ts'
import { PART, type StudSecond, sampledExactPart } from './sampled-exact.ts'

/** A strategy as the sampled exact method plays it: its first actions, and its second decision. */
export interface SampledStrategy {
  /** `table`: the stock rule set's optimal table; `owner`: the owner's published strategy. */
  readonly first: 'table' | 'owner'
  readonly second: StudSecond
}

/** What a worker needs for one up rank (`sampledExactJob`). */
export interface SampledExactJob {
  readonly rules: StudRules
  readonly strategy: SampledStrategy
  readonly samples: number
  readonly seed: number
}

/** A stud strategy's house edge from `sampledExactEdge`. */
export interface SampledExactEdge {
  /** Expected loss per Ante. */
  readonly houseEdge: number
  /** Its standard error, from the sampled draws only (everything else is exact). */
  readonly standardError: number
  /** Expected loss per unit wagered (Ante, fees, Raise, insurance). */
  readonly elementOfRisk: number
  /** Average total wager per Ante. */
  readonly averageWager: number
  /** Standard deviation of a round's net, per Ante. */
  readonly standardDeviation: number
  /** The share of starting situations (dealt, weighted) taking each first action. */
  readonly firstActions: Readonly<Record<string, number>>
}

/** One up rank's sums (`PART` layout). */
export async function sampledExactJob(job: SampledExactJob, up: number): Promise<Float64Array> {
  const { rules, strategy } = job
  let first: (hand: readonly number[], up: number, index: number) => number
  if (strategy.first === 'table') {
    const rows = await studTableRows(rules.name as StudTableRuleset)
    first = (hand, u, index) => fromRankOrder(rows[u * HANDS_PER_UP + index]!, hand)
  } else {
    const decide = ownerFirst(rules)
    first = (hand, u) => firstActionCode(decide(hand, u), hand)
  }
  // One stream per up rank: the figures do not depend on the threads or their order.
  const random = seededRandom((job.seed * 13 + up) >>> 0)
  return sampledExactPart(rules, up, first, strategy.second, job.samples, random)
}

/**
 * A stud strategy's house edge with every starting situation visited (13 up cards, each
 * club standing for its rank, times the canonical hands): exact but for the draws, which
 * `samples` replacement draws per situation estimate against the tables' own exact totals
 * (`SampledValuer`). Reproducible from `seed`, whatever `threads`. `onDone(up ranks done)`.
 * The `table` strategy needs a stock rule set with a table (`studTableRows`).
 */
export async function sampledExactEdge(
  job: SampledExactJob,
  threads: number,
  onDone?: (done: number) => void,
): Promise<SampledExactEdge> {
  let done = 0
  const ups = Array.from({ length: 13 }, (_, up) => up)
  const parts = await runJobs<number, Float64Array>(
    'stud/sampled-exact/sampled-exact-worker',
    job,
    ups,
    threads,
    () => onDone?.(++done),
  )
  const sums = new Float64Array(parts[0]!.length)
  for (const p of parts) for (let i = 0; i < p.length; i++) sums[i]! += p[i]!
  const w = sums[PART.weight]!
  const value = sums[PART.value]! / w
  const wager = sums[PART.wager]! / w
  const firstActions: Record<string, number> = {}
  for (let code = 0; code < 40; code++) {
    const share = sums[PART.actions + code]! / w
    if (share === 0) continue
    const name = actionName(code, job.rules)
    firstActions[name] = (firstActions[name] ?? 0) + share
  }
  return {
    houseEdge: -value,
    standardError: Math.sqrt(sums[PART.variance]!) / w,
    elementOfRisk: -value / wager,
    averageWager: wager,
    standardDeviation: Math.sqrt(sums[PART.m2]! / w - value * value),
    firstActions,
  }
}

/** A first action's name in reports: fold, play, insure, buy, instant, exchange k, switch k. */
export function actionName(code: number, rules: StudRules): string {
  if (code >= STUD_DRAW) {
    return `${rules.switchPrices !== null ? 'switch' : 'exchange'} ${popcount(code - STUD_DRAW)}`
  }
  return STUD_ACTION_NAMES[code as 0 | 1 | 2 | 3 | 4]!
}
