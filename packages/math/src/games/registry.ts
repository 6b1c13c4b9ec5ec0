import { UnknownGameError } from '../errors.ts'
import type { GameAnalyzer, GameInfo } from './analyzer.ts'
import { breakPokerAnalyzer } from './break-poker.ts'
import { studPokerAnalyzer } from './stud-poker.ts'
import { zeroAnalyzer } from './zero.ts'

/** The analyzer of every game, by game id: the one place a game is added to `felt-math`. */
export const ANALYZERS: Readonly<Record<string, GameAnalyzer>> = {
  'break-poker': breakPokerAnalyzer,
  'stud-poker': studPokerAnalyzer,
  zero: zeroAnalyzer,
}

/** Everything `analyze` can do, by game id (from `ANALYZERS`). */
export const GAMES: Readonly<Record<string, GameInfo>> = Object.fromEntries(
  Object.entries(ANALYZERS).map(([id, a]) => [id, a.info]),
)

/**
 * The analyzer of a game.
 * @throws {UnknownGameError} `UNKNOWN_GAME` for a game not in `ANALYZERS`.
 */
export function analyzerOf(game: string): GameAnalyzer {
  const a = Object.hasOwn(ANALYZERS, game) ? ANALYZERS[game] : undefined
  if (!a) throw new UnknownGameError(game, Object.keys(ANALYZERS))
  return a
}
