import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../app-env.ts'
import { operatorAuth } from '../auth.ts'
import { send, sessionNotFound } from '../errors.ts'
import { validationError } from '../issues.ts'
import { PageQuerySchema, TransferSchema } from '../schemas/operator.ts'
import { isSessionId } from '../session-id.ts'
import { jsonBody } from '../validate.ts'

/** The session of an operator route: its id must be one this Worker made (else 404). */
const operatorSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = c.req.param('id') ?? ''
  if (!(await isSessionId(c.env.SESSION_ID_SECRET, id))) {
    throw sessionNotFound()
  }
  c.set('session', c.env.SESSIONS.get(c.env.SESSIONS.idFromName(id)))
  await next()
}

function page(query: Record<string, string>): { after: number; limit: number } {
  const result = v.safeParse(PageQuerySchema, query)
  if (!result.success) throw validationError(result.issues)
  return result.output
}

const base = '/v1/operator/sessions/:id'

/** Operator routes (operator key): transfers, closing, statement, audit pages. */
export const operatorRoutes: Hono<AppEnv> = new Hono<AppEnv>()
  .post(`${base}/credit`, operatorAuth, operatorSession, jsonBody(TransferSchema), async (c) => {
    const body = c.req.valid('json')
    return send(c, await c.var.session.transfer({ ...body, direction: 'credit' }))
  })
  .post(`${base}/debit`, operatorAuth, operatorSession, jsonBody(TransferSchema), async (c) => {
    const body = c.req.valid('json')
    return send(c, await c.var.session.transfer({ ...body, direction: 'debit' }))
  })
  .post(`${base}/close`, operatorAuth, operatorSession, async (c) =>
    send(c, await c.var.session.close()),
  )
  .get(`${base}/statement`, operatorAuth, operatorSession, async (c) =>
    send(c, await c.var.session.statement()),
  )
  .get(`${base}/ledger`, operatorAuth, operatorSession, async (c) => {
    const { after, limit } = page(c.req.query())
    return send(c, await c.var.session.ledgerPage(after, limit))
  })
  .get(`${base}/rounds`, operatorAuth, operatorSession, async (c) => {
    const { after, limit } = page(c.req.query())
    return send(c, await c.var.session.roundsPage(after, limit))
  })
