import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { sessionAuth } from '../auth.ts'
import { wagerLimit } from '../config.ts'
import { ApiError, roundNotFound } from '../errors.ts'
import { findGame } from '../games.ts'
import { respond, respondJson } from '../result.ts'
import { describeRoute } from '../route-doc.ts'
import { IdempotencyKeySchema, RoundRefSchema } from '../schemas/common.ts'
import { ActSchema, DealSchema, documentedDealSchema, SettleSchema } from '../schemas/play.ts'
import { RoundDetailSchema, RoundReplySchema, SettledSchema } from '../schemas/rounds.ts'
import { normalizeWagers, wagerShape } from '../schemas/wagers.ts'
import { jsonBody, parseOr } from '../validate.ts'

function roundRef(value: string | undefined): string {
  return parseOr(RoundRefSchema, value, roundNotFound)
}

function idempotencyKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  return parseOr(
    IdempotencyKeySchema,
    value,
    () =>
      new ApiError('VALIDATION_FAILED', 'Idempotency-Key must be 1-200 visible ASCII characters'),
  )
}

/** The errors of a route that plays a round (503: the seamless wallet gave no outcome). */
const PLAY_ERRORS = [400, 401, 404, 409, 422, 503] as const

/** Round routes: deal, act, settle, read. */
export const roundRoutes = new Hono<AppEnv>()
  .post(
    '/v1/sessions/:id/deal',
    describeRoute({
      summary:
        "Deals a round from the committed deck: reserves the nonce and debits the stakes atomically (in a seamless session, once the operator's wallet approved the debit).",
      auth: 'session',
      documentedBody: (config) =>
        documentedDealSchema((game, kind) => wagerLimit(config, game, kind)),
      idempotent: true,
      wallet: true,
      ok: { status: 201, description: 'The round and the new balance.', schema: RoundReplySchema },
      errors: PLAY_ERRORS,
    }),
    sessionAuth,
    jsonBody(DealSchema),
    async (c) => {
      const key = idempotencyKey(c.req.header('Idempotency-Key'))
      const { game, ruleset, wagers, boxes } = c.req.valid('json')
      const found = findGame(game)
      if (!found) throw new ApiError('UNKNOWN_GAME', 'no such game')
      const { container } = wagerShape(found)
      const multi =
        container !== undefined &&
        typeof wagers === 'object' &&
        wagers !== null &&
        container in wagers
      if (boxes !== undefined && (container === undefined || multi)) {
        throw new ApiError('VALIDATION_FAILED', 'boxes goes with the wagers of one box')
      }
      const placed = normalizeWagers(found, wagers, boxes)
      const result = await c.var.session.deal(c.var.auth, { game, ruleset, wagers: placed }, key)
      return respondJson(c, result, 201)
    },
  )
  .post(
    '/v1/sessions/:id/rounds/:nonce/act',
    describeRoute({
      summary: 'Applies one player action; cards drawn come from the committed deck.',
      auth: 'session',
      idempotent: true,
      wallet: true,
      ok: {
        status: 200,
        description: 'The new view, legal actions and balance.',
        schema: RoundReplySchema,
      },
      errors: PLAY_ERRORS,
    }),
    sessionAuth,
    jsonBody(ActSchema),
    async (c) => {
      const key = idempotencyKey(c.req.header('Idempotency-Key'))
      const ref = roundRef(c.req.param('nonce'))
      return respondJson(
        c,
        await c.var.session.act(c.var.auth, ref, c.req.valid('json').action, key),
        200,
      )
    },
  )
  .post(
    '/v1/sessions/:id/rounds/:nonce/settle',
    describeRoute({
      summary:
        'Applies the final actions, settles, credits the payout and returns the receipt. Again: the same receipt; other actions: 409.',
      auth: 'session',
      idempotent: true,
      wallet: true,
      ok: { status: 200, description: 'The settled round and its receipt.', schema: SettledSchema },
      errors: PLAY_ERRORS,
    }),
    sessionAuth,
    jsonBody(SettleSchema),
    async (c) => {
      const key = idempotencyKey(c.req.header('Idempotency-Key'))
      const ref = roundRef(c.req.param('nonce'))
      const { actions } = c.req.valid('json')
      return respondJson(c, await c.var.session.settle(c.var.auth, ref, actions, key), 200)
    },
  )
  .get(
    '/v1/sessions/:id/rounds/:nonce',
    describeRoute({
      summary: 'One round; its receipt once settled (with the server seed once rotated).',
      auth: 'session',
      ok: { status: 200, description: 'The round.', schema: RoundDetailSchema },
      errors: [401, 404],
    }),
    sessionAuth,
    async (c) =>
      respond(c, await c.var.session.getRound(c.var.auth, roundRef(c.req.param('nonce'))), 200),
  )
