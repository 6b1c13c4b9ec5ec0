import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { type AppEnv, sessionApi } from '../app-env.ts'
import { operatorAuth } from '../auth.ts'
import { sessionNotFound } from '../errors.ts'
import { validationError } from '../issues.ts'
import { respond } from '../result.ts'
import { PageQuerySchema, TransferSchema } from '../schemas/operator.ts'
import { isSessionId } from '../session-id.ts'
import { jsonBody } from '../validate.ts'

/** The session of an operator route: its id must be one this Worker made (else 404). */
const operatorSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = c.req.param('id') ?? ''
  if (!(await isSessionId(c.env.SESSION_ID_SECRET, id))) {
    throw sessionNotFound()
  }
  c.set('session', sessionApi(c.env, id))
  await next()
}

/** The query parsed by `schema`: 400 `VALIDATION_FAILED` otherwise. */
export function query<S extends v.GenericSchema>(
  schema: S,
  given: Record<string, string>,
): v.InferOutput<S> {
  const result = v.safeParse(schema, given)
  if (!result.success) throw validationError(result.issues)
  return result.output
}

const base = '/v1/operator/sessions/:id'

/** Operator routes (operator key): transfers, closing, statement, audit pages. */
export const operatorRoutes = new Hono<AppEnv>()
  .post(`${base}/credit`, operatorAuth, operatorSession, jsonBody(TransferSchema), async (c) => {
    const result = await c.var.session.transfer({ ...c.req.valid('json'), direction: 'credit' })
    return respond(c, result, result.ok && result.replayed ? 200 : 201)
  })
  .post(`${base}/debit`, operatorAuth, operatorSession, jsonBody(TransferSchema), async (c) => {
    const result = await c.var.session.transfer({ ...c.req.valid('json'), direction: 'debit' })
    return respond(c, result, result.ok && result.replayed ? 200 : 201)
  })
  .post(`${base}/close`, operatorAuth, operatorSession, async (c) =>
    respond(c, await c.var.session.close(), 200),
  )
  .get(`${base}/statement`, operatorAuth, operatorSession, async (c) =>
    respond(c, await c.var.session.statement(), 200),
  )
  .get(`${base}/ledger`, operatorAuth, operatorSession, async (c) => {
    const { after, limit } = query(PageQuerySchema, c.req.query())
    return respond(c, await c.var.session.ledgerPage(after, limit), 200)
  })
  .get(`${base}/rounds`, operatorAuth, operatorSession, async (c) => {
    const { after, limit } = query(PageQuerySchema, c.req.query())
    return respond(c, await c.var.session.roundsPage(after, limit), 200)
  })
