import * as v from 'valibot'
import { AmountSchema } from './common.ts'

/** One game in `GET /v1/games`. */
export const GameInfoSchema = v.object({
  id: v.string(),
  title: v.string(),
  defaultRuleset: v.string(),
  rulesets: v.record(v.string(), v.unknown()),
  wagerKinds: v.array(v.string()),
  rulesetWagers: v.pipe(
    v.record(
      v.string(),
      v.object({ required: v.array(v.string()), optional: v.array(v.string()) }),
    ),
    v.description(
      'Per rule set: the wager kinds every deal must place, and the side bets it also takes.',
    ),
  ),
  limits: v.record(v.string(), v.object({ min: AmountSchema, max: AmountSchema })),
  actionTypes: v.array(v.string()),
  actionSchema: v.pipe(v.unknown(), v.description('JSON Schema of an action of this game.')),
  wagersSchema: v.pipe(v.unknown(), v.description('JSON Schema of the wagers of this game.')),
})

/** 200 of `GET /v1/games`. */
export const GamesSchema = v.object({
  games: v.array(GameInfoSchema),
  defaultBalance: AmountSchema,
  maxBalance: AmountSchema,
  maxOpenRounds: v.number(),
})
