import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { apiConfig, wagerLimit } from '../config.ts'
import { games } from '../games.ts'
import { jsonSchema } from '../openapi.ts'
import { describeRoute } from '../route-doc.ts'
import { ACTION_SCHEMAS } from '../schemas/actions.ts'
import { GamesSchema } from '../schemas/games.ts'
import { rulesetWagers, wagersSchema } from '../schemas/wagers.ts'

/** `GET /v1/games`. */
export const gameRoutes = new Hono<AppEnv>().get(
  '/v1/games',
  describeRoute({
    summary: 'Every game with its rule sets, wager kinds and limits, and action shapes.',
    auth: 'none',
    ok: { status: 200, description: 'The games.', schema: GamesSchema },
    errors: [],
  }),
  (c) => {
    const config = apiConfig(c.env)
    return c.json({
      games: Object.values(games).map((game) => ({
        id: game.id,
        title: game.title,
        defaultRuleset: game.defaultRuleset,
        rulesets: game.rulesets,
        wagerKinds: game.wagerKinds,
        rulesetWagers: rulesetWagers(game),
        limits: Object.fromEntries(
          game.wagerKinds.map((kind) => [kind, wagerLimit(config, game.id, kind)]),
        ),
        actionTypes: game.actionTypes,
        actionSchema: ACTION_SCHEMAS[game.id] ? jsonSchema(ACTION_SCHEMAS[game.id]!, 'input') : {},
        wagersSchema: jsonSchema(wagersSchema(game), 'input'),
      })),
      defaultBalance: config.defaultBalance,
      maxBalance: config.maxBalance,
      maxOpenRounds: config.maxOpenRounds,
    })
  },
)
