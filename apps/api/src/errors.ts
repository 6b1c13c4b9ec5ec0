import { FeltError } from '@felt/cards'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * Every error code the API answers with, and its HTTP status: the API's own codes and the
 * FeltError codes of the domain packages. The one place a code meets HTTP.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  VALIDATION_FAILED: 400,
  UNKNOWN_GAME: 400,
  INVALID_CARD: 400,
  INVALID_RULES: 400,
  UNKNOWN_RULESET: 400,
  INVALID_CLIENT_SEED: 400,
  INVALID_SERVER_SEED: 400,
  INVALID_NONCE: 400,
  UNAUTHORIZED: 401,
  OPERATOR_ONLY: 403,
  NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  ROUND_NOT_FOUND: 404,
  IDEMPOTENCY_KEY_REUSED: 409,
  REFERENCE_REUSED: 409,
  ROUND_OPEN: 409,
  ROUND_SETTLED: 409,
  ROUND_INCOMPLETE: 409,
  SESSION_CLOSED: 409,
  SESSION_EXISTS: 409,
  TOO_MANY_OPEN_ROUNDS: 409,
  // A transfer to or from a session whose money is in the operator's wallet.
  SEAMLESS_WALLET: 409,
  PAYLOAD_TOO_LARGE: 413,
  INVALID_WAGER: 422,
  ILLEGAL_ACTION: 422,
  WAGER_LIMIT: 422,
  BALANCE_LIMIT: 422,
  INSUFFICIENT_BALANCE: 422,
  // The operator's wallet refused a stake (details.reason: its code, e.g. INSUFFICIENT_FUNDS).
  WALLET_REFUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  // A var or secret of the Worker is malformed (src/config.ts): every request, until it is fixed.
  CONFIG_INVALID: 500,
  // A hand value no hand has (@felt/cards): no request carries one, the games compute them from
  // validated cards, so it is the server's defect.
  INVALID_HAND_VALUE: 500,
  NOT_CONFIGURED: 503,
  // The wallet gave no outcome for a stake in time (timeout, 5xx): nothing dealt, rolled back.
  WALLET_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>

/** A code of the catalogue. */
export type ErrorCode = keyof typeof ERROR_STATUS

/** The HTTP status of a code; a FeltError code not listed is misuse of a game by the input (422). */
export function statusOf(code: string): ContentfulStatusCode {
  return (ERROR_STATUS as Record<string, ContentfulStatusCode>)[code] ?? 422
}

/** A failure as the Durable Object returns it and the error body carries it. */
export interface Failure {
  readonly code: string
  readonly message: string
  /** Extra facts (JSON); typed `object`, not `unknown`, so that RPC results keep their types. */
  readonly details?: object | undefined
}

/** The JSON body of every error response. */
export interface ErrorBody {
  readonly error: Failure
}

/**
 * An error the API raises itself (auth, not found, conflicts, balance), by a code of the
 * catalogue; its HTTP status comes from `ERROR_STATUS`. Extends FeltError so one mapping
 * handles both.
 */
export class ApiError extends FeltError {
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details)
  }

  /** The HTTP status of the code. */
  get status(): ContentfulStatusCode {
    return statusOf(this.code)
  }
}

/** The failure of any thrown value: a FeltError keeps its code; anything else is `INTERNAL`, logged. */
export function failureOf(err: unknown): Failure {
  if (err instanceof FeltError) {
    return err.details === undefined
      ? { code: err.code, message: err.message }
      : { code: err.code, message: err.message, details: err.details as object }
  }
  console.error(
    JSON.stringify({
      msg: 'unexpected error',
      error: err instanceof Error ? err.stack : String(err),
    }),
  )
  return { code: 'INTERNAL', message: 'internal error' }
}

/** Sends a failure as its JSON error response (status by its code). */
export function sendFailure(c: Context, failure: Failure): Response {
  const body: ErrorBody = { error: failure }
  return c.json(body, statusOf(failure.code))
}

/** 404 `SESSION_NOT_FOUND`: no such session (also a made-up id, or a token of another session). */
export function sessionNotFound(): ApiError {
  return new ApiError('SESSION_NOT_FOUND', 'no such session')
}

/** 404 `ROUND_NOT_FOUND`: no such round in this session. */
export function roundNotFound(): ApiError {
  return new ApiError('ROUND_NOT_FOUND', 'no such round')
}

/** Hono `notFound`: 404 `NOT_FOUND` for a path no route serves. */
export function routeNotFound(c: Context): Response {
  return sendFailure(c, { code: 'NOT_FOUND', message: 'no such route' })
}
