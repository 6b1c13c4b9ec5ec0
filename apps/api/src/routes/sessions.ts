import { Hono } from 'hono'
import { type AppEnv, sessionApi } from '../app-env.ts'
import { newToken, openerAuth, sessionAuth, sha256Hex } from '../auth.ts'
import { apiConfig } from '../config.ts'
import { ApiError } from '../errors.ts'
import { randomClientSeed } from '../fair.ts'
import { registry } from '../registry/registry-do.ts'
import { respond, unwrap } from '../result.ts'
import { ClientSeedBodySchema, CreateSessionSchema, RotateSchema } from '../schemas/sessions.ts'
import { newSessionId } from '../session-id.ts'
import { jsonBody } from '../validate.ts'

/** Session routes: create, read, client seed, rotate. */
export const sessionRoutes = new Hono<AppEnv>()
  .post('/v1/sessions', openerAuth, jsonBody(CreateSessionSchema), async (c) => {
    const body = c.req.valid('json')
    const config = apiConfig(c.env)
    if (body.balance !== undefined && !c.var.operator) {
      throw new ApiError(
        'OPERATOR_ONLY',
        'only the operator sets a balance (send the operator key)',
      )
    }
    const balance = body.balance ?? config.defaultBalance
    if (balance > config.maxBalance) {
      throw new ApiError(
        'BALANCE_LIMIT',
        `the opening balance may be at most ${config.maxBalance}`,
        {
          max: config.maxBalance,
        },
      )
    }
    const sessionId = await newSessionId(c.env.SESSION_ID_SECRET)
    const token = newToken(sessionId)
    const stub = sessionApi(c.env, sessionId)
    // Listed first, so that no session with money exists unlisted.
    await registry(c.env).opened(sessionId, balance, Date.now())
    const created = await stub.create({
      sessionId,
      tokenHash: await sha256Hex(token),
      clientSeed: body.clientSeed ?? randomClientSeed(),
      balance,
    })
    if (!created.ok) {
      await registry(c.env).forget(sessionId)
      unwrap(created)
    }
    // The token never reaches the Durable Object: the Worker adds it to the answer.
    const { seed } = unwrap(created)
    return c.json({ sessionId, token, balance, seed }, 201)
  })
  .get('/v1/sessions/:id', sessionAuth, async (c) =>
    respond(c, await c.var.session.get(c.var.auth), 200),
  )
  .put('/v1/sessions/:id/client-seed', sessionAuth, jsonBody(ClientSeedBodySchema), async (c) =>
    respond(c, await c.var.session.setClientSeed(c.var.auth, c.req.valid('json').clientSeed), 200),
  )
  .post('/v1/sessions/:id/rotate', sessionAuth, jsonBody(RotateSchema), async (c) =>
    respond(c, await c.var.session.rotate(c.var.auth, c.req.valid('json').clientSeed), 200),
  )
