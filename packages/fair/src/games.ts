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
export const games: GameRegistry = {
  [studPoker.id]: studPoker,
  [breakPoker.id]: breakPoker,
  [zero.id]: zero,
}
