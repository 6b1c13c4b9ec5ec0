import type { AnyGame } from '@felt/cards'
import * as v from 'valibot'
import { AmountSchema } from './common.ts'

/** The most boxes (seats) one deal may play. */
export const MAX_BOXES = 6

/**
 * The wagers of one game: an object of wager kinds to whole-unit amounts, or (for games
 * with several boxes) an array of them, one per box.
 */
export function wagersSchema(game: AnyGame): v.GenericSchema<unknown, unknown> {
  const kinds = game.wagerKinds.length > 0 ? game.wagerKinds : ['main']
  const entries = Object.fromEntries(kinds.map((kind) => [kind, v.optional(AmountSchema)]))
  const one = v.strictObject(entries)
  return v.union([one, v.pipe(v.array(one), v.minLength(1), v.maxLength(MAX_BOXES))])
}

/** One placed wager: its kind and amount, as found in the posted wagers. */
export interface PlacedWager {
  readonly kind: string
  readonly amount: number
}

/** Every amount in the wagers, with the kind it was posted under (arrays and nesting walked). */
export function placedWagers(wagers: unknown, kind = 'main'): PlacedWager[] {
  if (typeof wagers === 'number') return [{ kind, amount: wagers }]
  if (Array.isArray(wagers)) return wagers.flatMap((w) => placedWagers(w, kind))
  if (typeof wagers === 'object' && wagers !== null) {
    return Object.entries(wagers).flatMap(([k, w]) => placedWagers(w, k))
  }
  return []
}
