import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { sessionAuth } from '../auth.ts'
import { ApiError, roundNotFound } from '../errors.ts'
import { findGame } from '../games.ts'
import { respond } from '../result.ts'
import { IdempotencyKeySchema, RoundRefSchema } from '../schemas/common.ts'
import { ActSchema, DealSchema, SettleSchema } from '../schemas/play.ts'
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

/** Round routes: deal, act, settle, read. */
export const roundRoutes = new Hono<AppEnv>()
  .post('/v1/sessions/:id/deal', sessionAuth, jsonBody(DealSchema), async (c) => {
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
    return respond(c, result, 201)
  })
  .post('/v1/sessions/:id/rounds/:nonce/act', sessionAuth, jsonBody(ActSchema), async (c) => {
    const key = idempotencyKey(c.req.header('Idempotency-Key'))
    const ref = roundRef(c.req.param('nonce'))
    return respond(
      c,
      await c.var.session.act(c.var.auth, ref, c.req.valid('json').action, key),
      200,
    )
  })
  .post('/v1/sessions/:id/rounds/:nonce/settle', sessionAuth, jsonBody(SettleSchema), async (c) => {
    const key = idempotencyKey(c.req.header('Idempotency-Key'))
    const ref = roundRef(c.req.param('nonce'))
    const { actions } = c.req.valid('json')
    return respond(c, await c.var.session.settle(c.var.auth, ref, actions, key), 200)
  })
  .get('/v1/sessions/:id/rounds/:nonce', sessionAuth, async (c) =>
    respond(c, await c.var.session.getRound(c.var.auth, roundRef(c.req.param('nonce'))), 200),
  )
