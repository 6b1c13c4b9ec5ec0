import { hc } from 'hono/client'
import type { AppType } from '../src/app.ts'
import type { ErrorBody } from '../src/errors.ts'
import { send } from './helpers.ts'

/**
 * A typed client of the Worker (hono's `hc` over `exports.default.fetch`, or inside
 * `withoutRateLimits` the app with the rate limits off), with a bearer.
 */
export function client(bearer?: string) {
  return hc<AppType>('http://felt.test', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => send(new Request(input, init)),
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
  })
}

/**
 * The error body of a failed answer. Failures are thrown to `onError`, so the client types only
 * the success: this reads the one error shape every failure has.
 */
export async function errorOf(res: { json(): Promise<unknown> }): Promise<ErrorBody['error']> {
  return ((await res.json()) as ErrorBody).error
}
