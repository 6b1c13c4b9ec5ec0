import { Hono } from 'hono'
import { type AppEnv, sessionApi } from '../app-env.ts'
import { newToken, openerAuth, sessionAuth, sha256Hex } from '../auth.ts'
import { apiConfig, walletConfig } from '../config.ts'
import { ApiError } from '../errors.ts'
import { randomClientSeed } from '../fair.ts'
import { registry } from '../registry/registry-do.ts'
import { respond, unwrap } from '../result.ts'
import { describeRoute } from '../route-doc.ts'
import {
  ClientSeedBodySchema,
  ClientSeedSetSchema,
  CreateSessionSchema,
  RotatedSchema,
  RotateSchema,
  SessionCreatedSchema,
  SessionSchema,
} from '../schemas/sessions.ts'
import { newSessionId } from '../session-id.ts'
import { jsonBody } from '../validate.ts'

/**
 * The wallet of a new session: under `WALLET_MODE` seamless the operator names the player and
 * the currency, and gives no balance; in the transfer model neither is taken.
 */
function sessionWallet(
  body: { balance?: number; player?: string; currency?: string },
  seamless: boolean,
  operator: boolean,
): { player: string; currency: string } | undefined {
  const { player, currency } = body
  if (!seamless) {
    if (player === undefined && currency === undefined) return undefined
    throw new ApiError('VALIDATION_FAILED', 'player and currency are for WALLET_MODE seamless')
  }
  if (!operator) {
    throw new ApiError(
      'OPERATOR_ONLY',
      'only the operator opens a seamless session (it names the player)',
    )
  }
  if (player === undefined || currency === undefined || body.balance !== undefined) {
    throw new ApiError(
      'VALIDATION_FAILED',
      "a seamless session needs player and currency, and has no balance (the wallet's money)",
    )
  }
  return { player, currency }
}

/** The errors of a route that changes a session's seeds. */
const SEED_ERRORS = [400, 401, 404, 409] as const

/** Session routes: create, read, client seed, rotate. */
export const sessionRoutes = new Hono<AppEnv>()
  .post(
    '/v1/sessions',
    describeRoute({
      summary:
        'Opens a session with a fresh committed seed pair. Needs the operator key, unless DEMO_MODE is open (then only the operator sets a balance).',
      auth: 'operator',
      ok: { status: 201, description: 'The session and its token.', schema: SessionCreatedSchema },
      errors: [400, 401, 403, 422, 503],
    }),
    openerAuth,
    jsonBody(CreateSessionSchema),
    async (c) => {
      const body = c.req.valid('json')
      const config = apiConfig(c.env)
      const wallet = sessionWallet(body, walletConfig(c.env).seamless, c.var.operator)
      if (body.balance !== undefined && !c.var.operator) {
        throw new ApiError(
          'OPERATOR_ONLY',
          'only the operator sets a balance (send the operator key)',
        )
      }
      // A seamless session holds no money of its own: the wallet has it.
      const balance = wallet ? 0 : (body.balance ?? config.defaultBalance)
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
        wallet,
      })
      if (!created.ok) {
        await registry(c.env).forget(sessionId)
        unwrap(created)
      }
      // The token never reaches the Durable Object: the Worker adds it to the answer.
      const { seed } = unwrap(created)
      return c.json({ sessionId, token, balance, seed, ...(wallet ? { wallet } : {}) }, 201)
    },
  )
  .get(
    '/v1/sessions/:id',
    describeRoute({
      summary: 'Balance, seed state and open rounds.',
      auth: 'session',
      ok: { status: 200, description: 'The session.', schema: SessionSchema },
      errors: [401, 404],
    }),
    sessionAuth,
    async (c) => respond(c, await c.var.session.get(c.var.auth), 200),
  )
  .put(
    '/v1/sessions/:id/client-seed',
    describeRoute({
      summary: 'Sets the client seed for the next rounds; 409 while a round is open.',
      auth: 'session',
      ok: { status: 200, description: 'The new seed state.', schema: ClientSeedSetSchema },
      errors: SEED_ERRORS,
    }),
    sessionAuth,
    jsonBody(ClientSeedBodySchema),
    async (c) =>
      respond(
        c,
        await c.var.session.setClientSeed(c.var.auth, c.req.valid('json').clientSeed),
        200,
      ),
  )
  .post(
    '/v1/sessions/:id/rotate',
    describeRoute({
      summary:
        'Reveals the active server seed, activates the committed next one (nonce 0) and commits a new next seed; 409 while a round is open.',
      auth: 'session',
      ok: {
        status: 200,
        description: 'The revealed pair and the new seed state.',
        schema: RotatedSchema,
      },
      errors: SEED_ERRORS,
    }),
    sessionAuth,
    jsonBody(RotateSchema),
    async (c) =>
      respond(c, await c.var.session.rotate(c.var.auth, c.req.valid('json').clientSeed), 200),
  )
