import { breakPoker } from '@felt/break-poker'
import type { AnyGame } from '@felt/cards'
import { studPoker } from '@felt/stud-poker'
import { zero } from '@felt/zero'

/** Games by id, as `verifyRound` looks them up. */
export type GameRegistry = Readonly<Record<string, AnyGame>>

/**
 * Every Felt game by id (`stud-poker`, `break-poker`, `zero`). In its own module so that
 * code importing only `shuffle` bundles no game.
 */
// Literal keys, no property reads: bundlers can then drop the registry, and with it every
// game, from code that never calls verifyRound.
export const games: GameRegistry = {
  'stud-poker': studPoker,
  'break-poker': breakPoker,
  zero,
}
