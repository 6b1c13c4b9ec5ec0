import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'
import { ApiError, type ErrorCode, type Failure, failureOf } from './errors.ts'

/**
 * What a Durable Object method returns: its value, or a typed failure (no HTTP: the Worker
 * maps failures to statuses in one place, `ERROR_STATUS`). `replayed`: the value was stored
 * before (an idempotent retry, an operator reference used again).
 */
export type Result<T> =
  | { readonly ok: true; readonly value: T; readonly replayed?: true }
  | { readonly ok: false; readonly error: Failure }

/** A successful result. */
export function ok<T>(value: T, replayed = false): Result<T> {
  return replayed ? { ok: true, value, replayed: true } : { ok: true, value }
}

/** The failed result of a thrown value (`failureOf`). */
export function failed(err: unknown): { readonly ok: false; readonly error: Failure } {
  return { ok: false, error: failureOf(err) }
}

/** The value of a result, or its failure thrown as an ApiError (for the Worker's routes). */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value
  const { code, message, details } = result.error
  throw new ApiError(code as ErrorCode, message, details as Record<string, unknown> | undefined)
}

/** The value type of a result (also of an RPC-wrapped one). */
export type ValueOf<R> = R extends { readonly ok: true; readonly value: infer T } ? T : never

/**
 * The HTTP answer of a result, the one place the Worker turns one into a response: the value
 * as JSON with `status`, or the failure thrown (the app's `onError` sends it by its code).
 */
export function respond<R extends Result<unknown>, S extends 200 | 201>(
  c: Context,
  result: R,
  status: S,
): Response & TypedResponse<JSONParsed<ValueOf<R>>, S, 'json'> {
  return c.json(unwrap(result) as never, status) as Response &
    TypedResponse<JSONParsed<ValueOf<R>>, S, 'json'>
}

declare const JSON_OF: unique symbol

/**
 * The JSON text of a value of type `T`. The session object answers a round (deal, act,
 * settle) as text, serialised once: an RPC copies a string for a fraction of what it costs to
 * clone the object (about 0.1 ms of a settle's 1.7 KB), and the Worker sends it as it is.
 */
export type JsonText<T> = string & { readonly [JSON_OF]: T }

/** A result whose value is turned into its JSON text; a failure as it is. */
export function asJsonText<T>(result: Result<T>): Result<JsonText<T>> {
  if (!result.ok) return result
  return ok(JSON.stringify(result.value) as JsonText<T>, result.replayed === true)
}

/** `respond` for a value sent as JSON text (`JsonText`): the same answer, typed alike. */
export function respondJson<T, S extends 200 | 201>(
  c: Context,
  result: Result<JsonText<T>>,
  status: S,
): Response & TypedResponse<JSONParsed<T>, S, 'json'> {
  // The text is the JSON of a T, so the answer is what `c.json` would send; only its type says body.
  const res: Response = c.body(unwrap(result), status, { 'Content-Type': 'application/json' })
  return res as Response & TypedResponse<JSONParsed<T>, S, 'json'>
}
