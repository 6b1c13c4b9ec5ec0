import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { newToken, openerAuth, sessionAuth, sha256Hex } from '../auth.ts'
import { apiConfig } from '../config.ts'
import { ApiError, send } from '../errors.ts'
import { randomClientSeed } from '../fair.ts'
import { ClientSeedBodySchema, CreateSessionSchema, RotateSchema } from '../schemas/sessions.ts'
import { newSessionId } from '../session-id.ts'
import { jsonBody } from '../validate.ts'

/** Session routes: create, read, client seed, rotate. */
export const sessionRoutes: Hono<AppEnv> = new Hono<AppEnv>()
  .post('/v1/sessions', openerAuth, jsonBody(CreateSessionSchema), async (c) => {
    const body = c.req.valid('json')
    const config = apiConfig(c.env)
    if (body.balance !== undefined && !c.var.operator) {
      throw new ApiError(
        403,
        'OPERATOR_ONLY',
        'only the operator sets a balance (send the operator key)',
      )
    }
    const balance = body.balance ?? config.defaultBalance
    if (balance > config.maxBalance) {
      throw new ApiError(
        422,
        'BALANCE_LIMIT',
        `the opening balance may be at most ${config.maxBalance}`,
        {
          max: config.maxBalance,
        },
      )
    }
    const sessionId = await newSessionId(c.env.SESSION_ID_SECRET)
    const token = newToken(sessionId)
    const stub = c.env.SESSIONS.get(c.env.SESSIONS.idFromName(sessionId))
    const reply = await stub.create({
      sessionId,
      tokenHash: await sha256Hex(token),
      clientSeed: body.clientSeed ?? randomClientSeed(),
      balance,
    })
    if (reply.status !== 201) return send(c, reply)
    // The token never reaches the Durable Object: the Worker adds it to the answer.
    const { sessionId: id, ...rest } = reply.body as { sessionId: string }
    return send(c, { status: 201, body: { sessionId: id, token, ...rest } })
  })
  .get('/v1/sessions/:id', sessionAuth, async (c) => send(c, await c.var.session.get(c.var.auth)))
  .put('/v1/sessions/:id/client-seed', sessionAuth, jsonBody(ClientSeedBodySchema), async (c) =>
    send(c, await c.var.session.setClientSeed(c.var.auth, c.req.valid('json').clientSeed)),
  )
  .post('/v1/sessions/:id/rotate', sessionAuth, jsonBody(RotateSchema), async (c) =>
    send(c, await c.var.session.rotate(c.var.auth, c.req.valid('json').clientSeed)),
  )
