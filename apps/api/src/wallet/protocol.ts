/**
 * The seamless wallet's protocol, the pure part: transaction ids, call bodies, and what an
 * answer means. Documented in the OpenAPI document (`callbacks`) from `schemas/wallet.ts`.
 */

/**
 * The delay before retry `attempt` (1, 2, ...) of a credit or a rollback, in ms: 1 s doubled
 * per attempt, at most a minute, never given up (the money is owed; a notification's back-off
 * goes to an hour).
 */
export function walletBackoff(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 60_000)
}

/** The three calls: take a stake, pay a return, undo a debit whose outcome is unknown. */
export type CallType = 'debit' | 'credit' | 'rollback'

/**
 * The transaction id of a debit: `<sessionId>:<seed>-<nonce>:<kind>.<attempt>`, `kind` the
 * ledger kind it funds (`stake` at the deal, `stake:<n>` for what action n added). The nonce
 * of a refused or rolled-back deal is dealt again, so each attempt has its own number.
 */
export function debitId(sessionId: string, round: string, kind: string, attempt: number): string {
  return `${sessionId}:${round}:${kind}.${attempt}`
}

/** The transaction id of a round's credit (its payout, once): `<sessionId>:<seed>-<nonce>:payout`. */
export function creditId(sessionId: string, round: string): string {
  return `${sessionId}:${round}:payout`
}

/** The transaction id of the rollback of a debit: `<debit id>:rollback`. */
export function rollbackId(debit: string): string {
  return `${debit}:rollback`
}

/** What the wallet answered, as kept in the ledger and the receipt (its known fields only). */
export interface WalletAnswer {
  /** `approved` or `refused` (a debit); a credit's or rollback's own word, if any. */
  readonly status: string
  /** Why a debit was refused: `INSUFFICIENT_FUNDS`, `LIMIT_EXCEEDED`, ... (A-Z, 0-9, _). */
  readonly code?: string
  /** The player's balance in the wallet after the call, whole units. */
  readonly balance?: number
  /** The wallet's own id of the transaction. */
  readonly reference?: string
  readonly message?: string
}

/** What came of one attempt of a call. */
export type Outcome =
  | { readonly kind: 'approved'; readonly answer: WalletAnswer }
  | { readonly kind: 'refused'; readonly answer: WalletAnswer; readonly reason: string }
  | { readonly kind: 'unknown'; readonly error: string }

const CODE = /^[A-Z][A-Z0-9_]{0,39}$/
const REFERENCE = /^[\x20-\x7e]{1,100}$/

/** The known fields of an answer's JSON text, or undefined when it is no JSON object. */
export function answerOf(text: string): WalletAnswer | undefined {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const a = json as Record<string, unknown>
  if (typeof a.status !== 'string' || !/^[a-z-]{1,20}$/.test(a.status)) return undefined
  return {
    status: a.status,
    ...(typeof a.code === 'string' && CODE.test(a.code) ? { code: a.code } : {}),
    ...(Number.isSafeInteger(a.balance) ? { balance: a.balance as number } : {}),
    ...(typeof a.reference === 'string' && REFERENCE.test(a.reference)
      ? { reference: a.reference }
      : {}),
    ...(typeof a.message === 'string' ? { message: a.message.slice(0, 200) } : {}),
  }
}

/**
 * What an answer means. A debit is approved by a 2xx whose body says `"status": "approved"`,
 * refused by a 2xx or 4xx whose body says `"status": "refused"` (with a `code`); anything
 * else (another status, a 5xx, a body that is not such JSON) leaves its outcome unknown, and
 * it is rolled back. A credit or a rollback is acknowledged by any 2xx that is not a refusal;
 * anything else is tried again.
 */
export function outcomeOf(type: CallType, status: number, text: string): Outcome {
  const answer = answerOf(text)
  const ok = status >= 200 && status < 300
  if (answer?.status === 'refused' && (ok || (status >= 400 && status < 500))) {
    if (type !== 'debit') return { kind: 'unknown', error: `refused (${answer.code ?? 'no code'})` }
    return { kind: 'refused', answer, reason: answer.code ?? 'REFUSED' }
  }
  if (!ok) return { kind: 'unknown', error: `HTTP ${status}` }
  if (type !== 'debit') return { kind: 'approved', answer: answer ?? { status: 'ok' } }
  if (answer?.status === 'approved') return { kind: 'approved', answer }
  return { kind: 'unknown', error: `HTTP ${status} without "status": "approved"` }
}
