import type { AnyGame } from '@felt/cards'
import { games as registry } from '@felt/fair'

/** Every game the API deals, by id (the `@felt/fair` registry, shared with the verifier). */
export const games: Readonly<Record<string, AnyGame>> = registry as Readonly<
  Record<string, AnyGame>
>

/** The game with this id, or undefined. */
export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined
}

const resolved = new Map<AnyGame, Map<string | undefined, unknown>>()

/**
 * `game.rules(ruleset)`, resolved once per game and rule set name: resolving takes about
 * 0.05 ms of a deal, and a rule set without overrides is the same every time (games read
 * rules, never change them). An unknown name throws as `game.rules` does and is not kept.
 */
export function rulesOf(game: AnyGame, ruleset: string | undefined): unknown {
  let byName = resolved.get(game)
  if (!byName) resolved.set(game, (byName = new Map()))
  if (!byName.has(ruleset)) byName.set(ruleset, game.rules(ruleset))
  return byName.get(ruleset)
}
