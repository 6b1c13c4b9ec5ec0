import type { AnyGame, WagerKinds } from '@felt/cards'
import * as v from 'valibot'
import { AmountSchema } from './common.ts'

/** The most boxes (seats) one deal may play. */
export const MAX_BOXES = 6

/**
 * How a game takes its wagers: the kinds of one box (required when every rule set needs
 * them, else optional), and the key of the per-box list (`{ boxes: [...] }`) for games with
 * several boxes, or none for a single hand.
 */
export interface WagerShape {
  readonly container?: string
  readonly kinds: Readonly<Record<string, 'required' | 'optional'>>
}

/** The key of the per-box wagers list of the games that deal several boxes. */
const CONTAINERS: Readonly<Record<string, string>> = {
  'stud-poker': 'boxes',
  'break-poker': 'seats',
}

const kindsByRuleset = new Map<AnyGame, Readonly<Record<string, WagerKinds>>>()

/** What each rule set of a game needs and offers (its `wagersOf`), by rule set name. */
export function rulesetWagers(game: AnyGame): Readonly<Record<string, WagerKinds>> {
  let kinds = kindsByRuleset.get(game)
  if (!kinds) {
    kinds = Object.fromEntries(
      Object.keys(game.rulesets).map((name) => [name, game.wagersOf(game.rules(name))]),
    )
    kindsByRuleset.set(game, kinds)
  }
  return kinds
}

const shapes = new Map<AnyGame, WagerShape>()

/** The wager shape of a game, from what its rule sets need (`wagersOf`). */
export function wagerShape(game: AnyGame): WagerShape {
  let shape = shapes.get(game)
  if (!shape) {
    shape = shapeOf(game)
    shapes.set(game, shape)
  }
  return shape
}

function shapeOf(game: AnyGame): WagerShape {
  const needs = Object.values(rulesetWagers(game))
  const kinds = Object.fromEntries(
    game.wagerKinds.map((kind) => [
      kind,
      needs.every((n) => n.required.includes(kind)) ? ('required' as const) : ('optional' as const),
    ]),
  )
  const container = CONTAINERS[game.id]
  return container === undefined ? { kinds } : { container, kinds }
}

/** What the documented schema says of a kind that not every rule set requires. */
function optionalText(game: AnyGame, kind: string): string {
  const requiring = Object.entries(rulesetWagers(game))
    .filter(([, needs]) => needs.required.includes(kind))
    .map(([name]) => name)
  return requiring.length > 0
    ? `Required by the rule sets ${requiring.join(', ')}; elsewhere omit it to not place it.`
    : 'Omit it to not place it.'
}

/** The limits of a game's wager kind (`wagerLimit` under the operator's configuration). */
export type LimitOf = (game: string, kind: string) => { min: number; max: number }

/**
 * The schema of one box's (or the single hand's) wagers. With `limitOf` (the documented
 * schema), each amount carries its limits min..max, as the server checks them (`checkLimits`),
 * and a kind only some rule sets require says which; the validating schema takes any amount
 * and leaves the limits to that check (422 `WAGER_LIMIT`) and the rule set's needs to the game.
 */
export function boxWagersSchema(game: AnyGame, limitOf?: LimitOf) {
  const { kinds } = wagerShape(game)
  const amount = (kind: string) => {
    if (!limitOf) return AmountSchema
    const { min, max } = limitOf(game.id, kind)
    return v.pipe(AmountSchema, v.minValue(min), v.maxValue(max))
  }
  return v.strictObject(
    Object.fromEntries(
      Object.entries(kinds).map(([kind, need]) => [
        kind,
        need === 'required'
          ? amount(kind)
          : v.optional(
              limitOf
                ? v.pipe(amount(kind), v.description(optionalText(game, kind)))
                : AmountSchema,
            ),
      ]),
    ),
  )
}

/**
 * The wagers of one game as the deal route takes them: the game's own shape (for
 * multi-box games `{ boxes: [ {...}, ... ] }`), or one box's wagers, which the route wraps
 * into the game's shape (repeated `boxes` times).
 */
export function wagersSchema(game: AnyGame, limitOf?: LimitOf): v.GenericSchema<unknown, unknown> {
  const { container } = wagerShape(game)
  const box = boxWagersSchema(game, limitOf)
  if (!container) return box
  return v.union([
    v.strictObject({
      [container]: v.pipe(v.array(box), v.minLength(1), v.maxLength(MAX_BOXES)),
    }),
    box,
  ])
}

/**
 * Puts wagers into the game's own shape: a single box's wagers become
 * `{ <container>: [box × boxes] }`.
 */
export function normalizeWagers(game: AnyGame, wagers: unknown, boxes = 1): unknown {
  const { container } = wagerShape(game)
  if (!container) return wagers
  if (typeof wagers === 'object' && wagers !== null && container in wagers) return wagers
  return { [container]: Array.from({ length: boxes }, () => wagers) }
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
