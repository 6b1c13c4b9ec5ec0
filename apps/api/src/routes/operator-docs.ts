import type { RouteDoc } from '../route-doc.ts'
import {
  ClosedSchema,
  LedgerPageSchema,
  RoundsPageSchema,
  StatementReplySchema,
  TransferredSchema,
  TransferSchema,
} from '../schemas/operator.ts'
import { SessionsPageSchema } from '../schemas/registry.ts'

const ERRORS = [401, 404, 503] as const
const PAGE = {
  after: 'The `next` of the previous page (default 0: from the start).',
  limit: 'Items per page, 1-200 (default 50).',
}
const base = '/v1/operator/sessions/{id}'

function transfer(kind: 'credit' | 'debit'): RouteDoc {
  return {
    method: 'post',
    path: `${base}/${kind}`,
    summary:
      kind === 'credit'
        ? "Moves money into the session under the operator's reference, once (not past MAX_BALANCE)."
        : "Moves money out of the session under the operator's reference, once (at most the balance).",
    auth: 'operator-only',
    body: TransferSchema,
    ok: {
      status: 201,
      description: 'The ledger entry (200 with the same entry for a retry of the reference).',
      schema: TransferredSchema,
    },
    errors: [400, ...ERRORS, 409, 422],
  }
}

/** The operator routes' documentation (operator key). */
export const OPERATOR_ROUTES: readonly RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/operator/sessions',
    summary:
      'Every session in the order opened, a page at a time: opening balance, and once closed when, why and the final balance.',
    auth: 'operator-only',
    query: { ...PAGE, status: '`open` or `closed`: only those (default: all).' },
    ok: { status: 200, description: 'Sessions and the next cursor.', schema: SessionsPageSchema },
    errors: [400, 401, 503],
  },
  transfer('credit'),
  transfer('debit'),
  {
    method: 'post',
    path: `${base}/close`,
    summary:
      'Closes the session: reveals its server seeds and answers the final statement; 409 while a round is open. Again: the same answer.',
    auth: 'operator-only',
    ok: { status: 200, description: 'The statement and the revealed seeds.', schema: ClosedSchema },
    errors: [...ERRORS, 409],
  },
  {
    method: 'get',
    path: `${base}/statement`,
    summary: 'The statement so far: opening, credits, debits, staked, returned, net, balance.',
    auth: 'operator-only',
    ok: { status: 200, description: 'The statement.', schema: StatementReplySchema },
    errors: ERRORS,
  },
  {
    method: 'get',
    path: `${base}/ledger`,
    summary: 'The ledger, oldest first, a page at a time.',
    auth: 'operator-only',
    query: PAGE,
    ok: { status: 200, description: 'Entries and the next cursor.', schema: LedgerPageSchema },
    errors: [400, ...ERRORS],
  },
  {
    method: 'get',
    path: `${base}/rounds`,
    summary: 'The rounds in the order dealt, with their receipts, a page at a time.',
    auth: 'operator-only',
    query: PAGE,
    ok: { status: 200, description: 'Rounds and the next cursor.', schema: RoundsPageSchema },
    errors: [400, ...ERRORS],
  },
]
