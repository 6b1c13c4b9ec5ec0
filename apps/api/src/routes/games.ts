import { toJsonSchema } from '@valibot/to-json-schema'
import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { apiConfig, wagerLimit } from '../config.ts'
import { games } from '../games.ts'
import { ACTION_SCHEMAS } from '../schemas/actions.ts'
import { wagersSchema } from '../schemas/wagers.ts'

function schemaOf(schema: Parameters<typeof toJsonSchema>[0]): unknown {
  const out = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Record<string, unknown>
  delete out.$schema
  return out
}

/** `GET /v1/games`. */
export const gameRoutes: Hono<AppEnv> = new Hono<AppEnv>().get('/v1/games', (c) => {
  const config = apiConfig(c.env)
  return c.json({
    games: Object.values(games).map((game) => ({
      id: game.id,
      title: game.title,
      defaultRuleset: game.defaultRuleset,
      rulesets: game.rulesets,
      wagerKinds: game.wagerKinds,
      rulesetWagers: Object.fromEntries(
        Object.keys(game.rulesets).map((name) => [name, game.wagersOf(game.rules(name))]),
      ),
      limits: Object.fromEntries(
        game.wagerKinds.map((kind) => [kind, wagerLimit(config, game.id, kind)]),
      ),
      actionTypes: game.actionTypes,
      actionSchema: ACTION_SCHEMAS[game.id] ? schemaOf(ACTION_SCHEMAS[game.id]!) : {},
      wagersSchema: schemaOf(wagersSchema(game)),
    })),
    defaultBalance: config.defaultBalance,
    maxBalance: config.maxBalance,
    maxOpenRounds: config.maxOpenRounds,
  })
})
