import * as v from 'valibot'
import { games } from '../games.ts'
import { AnyActionSchema } from './actions.ts'
import { type LimitOf, MAX_BOXES, wagersSchema } from './wagers.ts'

/** The most actions one settle request may carry. */
export const MAX_SETTLE_ACTIONS = 32

function dealOption(id: string, limitOf?: LimitOf) {
  const game = games[id]!
  const rulesets = Object.keys(game.rulesets) as [string, ...string[]]
  return v.strictObject({
    game: v.literal(id),
    ruleset: v.optional(v.picklist(rulesets)),
    wagers: wagersSchema(game, limitOf),
    boxes: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(1),
        v.maxValue(MAX_BOXES),
        v.description('With the wagers of one box: play this many boxes, each with those wagers.'),
      ),
    ),
  })
}

const ids = Object.keys(games)

/** Body of `POST /v1/sessions/:id/deal`: one shape per game of the registry. */
export const DealSchema: v.GenericSchema<
  unknown,
  { game: string; ruleset?: string | undefined; wagers: unknown; boxes?: number | undefined }
> =
  ids.length > 0
    ? v.variant('game', ids.map((id) => dealOption(id)) as [ReturnType<typeof dealOption>])
    : v.strictObject({ game: v.picklist(['none']), wagers: v.unknown() })

/** The deal body as documented: each wager with its limits under the configuration. */
export function documentedDealSchema(limitOf: LimitOf): v.GenericSchema<unknown, unknown> {
  return v.variant(
    'game',
    ids.map((id) => dealOption(id, limitOf)) as [ReturnType<typeof dealOption>],
  )
}

/** Body of `POST /v1/sessions/:id/rounds/:nonce/act`. */
export const ActSchema = v.strictObject({ action: AnyActionSchema })

/** Body of `POST /v1/sessions/:id/rounds/:nonce/settle` (optional). */
export const SettleSchema = v.strictObject({
  actions: v.optional(v.pipe(v.array(AnyActionSchema), v.maxLength(MAX_SETTLE_ACTIONS))),
})
