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
