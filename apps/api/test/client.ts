import { hc } from 'hono/client'
import type { AppType } from '../src/app.ts'
import type { ErrorBody } from '../src/errors.ts'
import { send } from './send.ts'

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

/** The JSON body of a typed answer with the expected status (else a thrown error). */
export async function ok<T>(
  res: { status: number; json(): Promise<T>; text(): Promise<string> },
  status = 200,
): Promise<T> {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`)
  return res.json()
}
