import { FeltError } from '@felt/cards'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The JSON body of every error response. */
export interface ErrorBody {
  readonly error: {
    readonly code: string
    readonly message: string
    readonly details?: unknown
  }
}

/**
 * A status and JSON body, as the Durable Object hands them back to the Worker. The body is
 * an `object` (not `unknown`), so that RPC calls to the object keep their result types.
 */
export interface Reply<T = object> {
  readonly status: number
  readonly body: T
}

/**
 * An error the API raises itself (auth, not found, conflicts, balance), with its HTTP
 * status. Extends FeltError so one mapping handles both.
 */
export class ApiError extends FeltError {
  readonly status: number

  constructor(status: number, code: string, message: string, details?: Record<string, unknown>) {
    super(code, message, details)
    this.status = status
  }
}

/** HTTP status of each FeltError code thrown by the domain packages. */
export const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  INVALID_CARD: 400,
  INVALID_RULES: 400,
  UNKNOWN_RULESET: 400,
  INVALID_CLIENT_SEED: 400,
  INVALID_SERVER_SEED: 400,
  INVALID_NONCE: 400,
  INVALID_WAGER: 422,
  ILLEGAL_ACTION: 422,
  ROUND_SETTLED: 409,
  ROUND_INCOMPLETE: 409,
}

/** Builds an error reply. */
export function problem(
  status: number,
  code: string,
  message: string,
  details?: unknown,
): Reply<ErrorBody> {
  return {
    status,
    body: { error: details === undefined ? { code, message } : { code, message, details } },
  }
}

/**
 * Maps any thrown value to an error reply: ApiError keeps its status, other FeltErrors
 * map by code (422 when the code is not listed: misuse of a game by the input), anything
 * else is a 500 that reveals nothing.
 */
export function errorReply(err: unknown): Reply<ErrorBody> {
  if (err instanceof ApiError) return problem(err.status, err.code, err.message, err.details)
  if (err instanceof FeltError) {
    return problem(STATUS_BY_CODE[err.code] ?? 422, err.code, err.message, err.details)
  }
  console.error(
    JSON.stringify({
      msg: 'unexpected error',
      error: err instanceof Error ? err.stack : String(err),
    }),
  )
  return problem(500, 'INTERNAL', 'internal error')
}

/** Sends a reply as a JSON response. */
export function send(c: Context, reply: Reply): Response {
  return c.json(reply.body, reply.status as ContentfulStatusCode)
}

/** 404 `SESSION_NOT_FOUND`: no such session (also a made-up id, or a token of another session). */
export function sessionNotFound(): ApiError {
  return new ApiError(404, 'SESSION_NOT_FOUND', 'no such session')
}

/** 404 `ROUND_NOT_FOUND`: no such round in this session. */
export function roundNotFound(): ApiError {
  return new ApiError(404, 'ROUND_NOT_FOUND', 'no such round')
}

/** Hono `notFound`: 404 `NOT_FOUND` for a path no route serves. */
export function routeNotFound(c: Context): Response {
  return send(c, problem(404, 'NOT_FOUND', 'no such route'))
}
