import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import {
  BREAK_BONUS_CATEGORIES,
  BREAK_HAND_SIZE,
  BREAK_MAIN_EVENTS,
  BREAK_POKER_DECK_SIZE,
  type BreakPokerRules,
  breakBonusIndex,
  qualifierValue,
} from '@felt/break-poker'
import { UnknownStrategyError } from '@felt/strategy/stud-poker'
import type { Analysis, ReturnRow } from '../result.ts'
import { runJobs } from '../sim/spawn.ts'
import { type BreakExactPart, breakExactPart } from './exact.ts'
import { breakPatterns, patternCards } from './patterns.ts'

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k)

/** Player hands: C(53,7) = 154,143,080. */
export const BREAK_PLAYER_HANDS: number = choose(BREAK_POKER_DECK_SIZE, BREAK_HAND_SIZE)

/** C(53,7) player hands times C(46,7) dealer hands. */
export const BREAK_DEALS: number =
  BREAK_PLAYER_HANDS * choose(BREAK_POKER_DECK_SIZE - BREAK_HAND_SIZE, BREAK_HAND_SIZE)

function cacheFile(rules: BreakPokerRules, cacheDir: string): string {
  return join(cacheDir, `break-poker-exact-${rules.dealerQualifier}-v1.json`)
}

/** Whether `breakExact` of these rules is in `cacheDir` (it then returns at once). */
export function breakExactCached(rules: BreakPokerRules, cacheDir: string): boolean {
  return existsSync(cacheFile(rules, cacheDir))
}

/**
 * Runs the exact Break Poker engine over all 67,600 player patterns, shared over
 * `threads` worker threads in interleaved slices. With `cacheDir`, the result is read
 * from (or written to) a JSON file there, keyed by the dealer qualifier: the run takes
 * minutes and the house way, optimal and Dealer's Lucky Break figures all come from it.
 */
export async function breakExact(
  rules: BreakPokerRules,
  threads: number,
  onProgress?: (done: number, total: number) => void,
  cacheDir?: string,
): Promise<BreakExactPart> {
  const file = cacheDir ? cacheFile(rules, cacheDir) : null
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as BreakExactPart
  const part = await computeBreakExact(rules, threads, onProgress)
  if (file) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(part))
  }
  return part
}

async function computeBreakExact(
  rules: BreakPokerRules,
  threads: number,
  onProgress?: (done: number, total: number) => void,
): Promise<BreakExactPart> {
  const qualifier = qualifierValue(rules.dealerQualifier)
  const slices = 40
  const jobs = Array.from({ length: slices }, (_, from) => ({ from, step: slices }))
  let parts: BreakExactPart[]
  if (threads <= 1) {
    parts = []
    for (const j of jobs) {
      parts.push(breakExactPart(qualifier, j.from, j.step))
      onProgress?.(parts.length, slices)
    }
  } else {
    let done = 0
    parts = await runJobs<{ from: number; step: number }, BreakExactPart>(
      'break/exact-worker',
      { qualifier },
      jobs,
      threads,
      () => onProgress?.(++done, slices),
    )
  }
  const main = new Array<number>(2 * BREAK_MAIN_EVENTS.length).fill(0)
  const luckyBreak = [0, 0, 0]
  const optimalDiffs: number[] = []
  for (const part of parts) {
    part.main.forEach((v, i) => {
      main[i]! += v
    })
    part.luckyBreak.forEach((v, i) => {
      luckyBreak[i]! += v
    })
    optimalDiffs.push(...part.optimalDiffs)
  }
  return { main, luckyBreak, optimalDiffs }
}

function analysisOf(
  rows: { event: string; pays: number; count: number }[],
  total: number,
  head: Pick<
    Analysis,
    'ruleset' | 'bet' | 'strategy' | 'overrides' | 'seconds' | 'threads' | 'notes'
  >,
): Analysis {
  let mean = 0
  let m2 = 0
  const table: ReturnRow[] = rows
    .filter((r) => r.count > 0)
    .map((r) => {
      const p = r.count / total
      mean += p * r.pays
      m2 += p * r.pays * r.pays
      return { event: r.event, pays: r.pays, count: r.count, probability: p, return: p * r.pays }
    })
  return {
    game: 'break-poker',
    ...head,
    method: 'exact',
    rounds: total,
    seed: null,
    houseEdge: -mean,
    standardError: 0,
    elementOfRisk: -mean,
    averageWager: 1,
    standardDeviation: Math.sqrt(m2 - mean * mean),
    table,
  }
}

/** The Main bet analysis of one strategy from an exact run. */
export function breakMainAnalysis(
  part: BreakExactPart,
  strategy: 'house-way' | 'optimal',
  head: Pick<Analysis, 'ruleset' | 'overrides' | 'seconds' | 'threads'>,
): Analysis {
  if (strategy !== 'house-way' && strategy !== 'optimal') {
    throw new UnknownStrategyError(String(strategy), ['house-way', 'optimal'])
  }
  const off = strategy === 'house-way' ? 0 : BREAK_MAIN_EVENTS.length
  return analysisOf(
    BREAK_MAIN_EVENTS.map((e, i) => ({ event: e.event, pays: e.pays, count: part.main[off + i]! })),
    BREAK_DEALS,
    {
      ...head,
      bet: 'main',
      strategy,
      notes: [
        'every rank pattern of the player (67,600) against every dealer pattern of the cards left, weighted by card combinations',
        strategy === 'optimal'
          ? 'optimal: for each pattern the legal setting (among those not dominated) with the highest expected value against the house-way dealer'
          : 'house-way: the player sets like the dealer',
      ],
    },
  )
}

/** The Dealer's Lucky Break side bet from an exact run. */
export function breakLuckyAnalysis(
  part: BreakExactPart,
  rules: BreakPokerRules,
  head: Pick<Analysis, 'ruleset' | 'overrides' | 'seconds' | 'threads'>,
): Analysis {
  const [both, dealer, none] = part.luckyBreak as [number, number, number]
  return analysisOf(
    [
      { event: 'dealer and player Lucky Break', pays: rules.luckyBreakPays.both, count: both },
      { event: 'dealer Lucky Break', pays: rules.luckyBreakPays.dealer, count: dealer },
      { event: 'lose', pays: -1, count: none },
    ],
    BREAK_DEALS,
    {
      ...head,
      bet: 'lucky-break',
      strategy: 'none',
      notes: ['the player sets a Lucky Break whenever he can'],
    },
  )
}

/** The Break Bonus side bet, exactly over the player's 67,600 rank patterns. */
export function breakBonusAnalysis(
  rules: BreakPokerRules,
  head: Pick<Analysis, 'ruleset' | 'overrides' | 'seconds'>,
): Analysis {
  const p = breakPatterns()
  const counts = new Array<number>(BREAK_BONUS_CATEGORIES.length + 1).fill(0)
  const cards = new Int32Array(7)
  for (let i = 0; i < p.count; i++) {
    const c = breakBonusIndex(patternCards(p, i, cards))
    counts[c < 0 ? BREAK_BONUS_CATEGORIES.length : c]! += p.weight[i]!
  }
  const rows: { event: string; pays: number; count: number }[] = BREAK_BONUS_CATEGORIES.map(
    (cat, i) => {
      const pays = rules.breakBonusPays[cat]
      return { event: cat, pays: pays === undefined ? -1 : pays, count: counts[i]! }
    },
  )
  rows.push({ event: 'none', pays: -1, count: counts[BREAK_BONUS_CATEGORIES.length]! })
  return analysisOf(rows, BREAK_PLAYER_HANDS, {
    ...head,
    threads: 1,
    bet: 'bonus',
    strategy: 'none',
    notes: [
      "the best category any legal setting of the seven cards makes; the pay table is the rule set's",
    ],
  })
}

export { breakExactPart }
