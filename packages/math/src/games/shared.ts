import { UnsupportedAnalysisError } from '../errors.ts'
import type { AnalysisQuery, GameInfo } from './analyzer.ts'

/** Whether `info.exact` lists the query's bet with its strategy (or with `*`). */
export function listedExact(info: GameInfo, q: AnalysisQuery): boolean {
  return info.exact.includes(`${q.bet}/${q.strategy}`) || info.exact.includes(`${q.bet}/*`)
}

/** Seconds since `started` (a `performance.now()` reading). */
export function secondsSince(started: number): number {
  return (performance.now() - started) / 1000
}

/** The error for a spec no simulator of `game` plays. */
export function noSimulator(
  game: string,
  spec: { path: string; bet: string; strategy: string },
  why?: string,
): UnsupportedAnalysisError {
  return new UnsupportedAnalysisError(
    why ?? `no ${spec.path} simulator for ${game} / ${spec.bet} / ${spec.strategy}`,
    { game, path: spec.path, bet: spec.bet, strategy: spec.strategy },
  )
}
