import { Hono, type MiddlewareHandler } from 'hono'
import { type AppEnv, sessionApi } from '../app-env.ts'
import { operatorAuth } from '../auth.ts'
import { sessionNotFound } from '../errors.ts'
import { respond } from '../result.ts'
import { describeRoute } from '../route-doc.ts'
import {
  ClosedSchema,
  LedgerPageSchema,
  PageQuerySchema,
  RoundsPageSchema,
  StatementReplySchema,
  TransferredSchema,
  TransferSchema,
} from '../schemas/operator.ts'
import { WalletCallsPageSchema } from '../schemas/wallet.ts'
import { isSessionId } from '../session-id.ts'
import { jsonBody, queryParams } from '../validate.ts'

/** The session of an operator route: its id must be one this Worker made (else 404). */
const operatorSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = c.req.param('id') ?? ''
  if (!(await isSessionId(c.env.SESSION_ID_SECRET, id))) {
    throw sessionNotFound()
  }
  c.set('session', sessionApi(c.env, id))
  await next()
}

const base = '/v1/operator/sessions/:id'

/** The errors of every route of one session for the operator. */
const ERRORS = [401, 404, 503] as const

/** The documented query of a paginated route. */
export const PAGE_QUERY = {
  after: 'The `next` of the previous page (default 0: from the start).',
  limit: 'Items per page, 1-200 (default 50).',
}

function transferDoc(kind: 'credit' | 'debit') {
  return describeRoute({
    summary:
      kind === 'credit'
        ? "Moves money into the session under the operator's reference, once (not past MAX_BALANCE)."
        : "Moves money out of the session under the operator's reference, once (at most the balance).",
    auth: 'operator-only',
    ok: {
      status: 201,
      description: 'The ledger entry (200 with the same entry for a retry of the reference).',
      schema: TransferredSchema,
    },
    errors: [400, ...ERRORS, 409, 422],
  })
}

/** The documentation of a paginated audit route. */
function pageDoc(
  summary: string,
  description: string,
  schema: typeof LedgerPageSchema | typeof RoundsPageSchema | typeof WalletCallsPageSchema,
) {
  return describeRoute({
    summary,
    auth: 'operator-only',
    query: PAGE_QUERY,
    ok: { status: 200, description, schema },
    errors: [400, ...ERRORS],
  })
}

/** Operator routes (operator key): transfers, closing, statement, audit pages. */
export const operatorRoutes = new Hono<AppEnv>()
  .post(
    `${base}/credit`,
    transferDoc('credit'),
    operatorAuth,
    operatorSession,
    jsonBody(TransferSchema),
    async (c) => {
      const result = await c.var.session.transfer({ ...c.req.valid('json'), direction: 'credit' })
      return respond(c, result, result.ok && result.replayed ? 200 : 201)
    },
  )
  .post(
    `${base}/debit`,
    transferDoc('debit'),
    operatorAuth,
    operatorSession,
    jsonBody(TransferSchema),
    async (c) => {
      const result = await c.var.session.transfer({ ...c.req.valid('json'), direction: 'debit' })
      return respond(c, result, result.ok && result.replayed ? 200 : 201)
    },
  )
  .post(
    `${base}/close`,
    describeRoute({
      summary:
        'Closes the session: reveals its server seeds and answers the final statement; 409 while a round is open. Again: the same answer.',
      auth: 'operator-only',
      ok: {
        status: 200,
        description: 'The statement and the revealed seeds.',
        schema: ClosedSchema,
      },
      errors: [...ERRORS, 409],
    }),
    operatorAuth,
    operatorSession,
    async (c) => respond(c, await c.var.session.close(), 200),
  )
  .get(
    `${base}/statement`,
    describeRoute({
      summary: 'The statement so far: opening, credits, debits, staked, returned, net, balance.',
      auth: 'operator-only',
      ok: { status: 200, description: 'The statement.', schema: StatementReplySchema },
      errors: ERRORS,
    }),
    operatorAuth,
    operatorSession,
    async (c) => respond(c, await c.var.session.statement(), 200),
  )
  .get(
    `${base}/ledger`,
    pageDoc(
      'The ledger, oldest first, a page at a time.',
      'Entries and the next cursor.',
      LedgerPageSchema,
    ),
    operatorAuth,
    operatorSession,
    queryParams(PageQuerySchema),
    async (c) => {
      const { after, limit } = c.req.valid('query')
      return respond(c, await c.var.session.ledgerPage(after, limit), 200)
    },
  )
  .get(
    `${base}/rounds`,
    pageDoc(
      'The rounds in the order dealt, with their receipts, a page at a time.',
      'Rounds and the next cursor.',
      RoundsPageSchema,
    ),
    operatorAuth,
    operatorSession,
    queryParams(PageQuerySchema),
    async (c) => {
      const { after, limit } = c.req.valid('query')
      return respond(c, await c.var.session.roundsPage(after, limit), 200)
    },
  )
  .get(
    `${base}/wallet`,
    pageDoc(
      "A seamless session's calls to the operator's wallet (debits, credits, rollbacks) with their outcome and the wallet's answers, oldest first, a page at a time; those with a nextAt are still to be sent (or, a debit, waited for).",
      'Calls and the next cursor.',
      WalletCallsPageSchema,
    ),
    operatorAuth,
    operatorSession,
    queryParams(PageQuerySchema),
    async (c) => {
      const { after, limit } = c.req.valid('query')
      return respond(c, await c.var.session.walletPage(after, limit), 200)
    },
  )
