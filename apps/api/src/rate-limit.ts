import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env.ts'
import { sendFailure } from './errors.ts'

/** The period of the rate limit bindings in wrangler.jsonc, in seconds (10 or 60). */
export const RATE_PERIOD_S = 10

type Scope = 'session' | 'address'

/**
 * The client's address: `CF-Connecting-IP`, which Cloudflare's edge sets on every request it
 * serves. Locally the client may send any value (Miniflare keeps it): the README says what follows.
 */
function address(c: Context<AppEnv>): string | undefined {
  return c.req.header('CF-Connecting-IP') || undefined
}

/** 429 `RATE_LIMITED` of `scope`, with `Retry-After`. */
export function limited(c: Context<AppEnv>, scope: Scope): Response {
  const res = sendFailure(c, {
    code: 'RATE_LIMITED',
    message: `too many requests for this ${scope}; retry after ${RATE_PERIOD_S} s`,
    details: { scope, retryAfter: RATE_PERIOD_S },
  })
  res.headers.set('Retry-After', String(RATE_PERIOD_S))
  return res
}

/**
 * Every `/v1` request per client address, with Cloudflare's Rate Limiting binding
 * (`ADDRESS_RATE_LIMIT`; it runs locally under `wrangler dev` and the vitest pool too). A
 * request without `CF-Connecting-IP` is not counted (on Cloudflare every request has one; locally
 * a client may send any value: see the README). Over the limit: 429 `RATE_LIMITED` before
 * anything is read or changed. `RATE_LIMITS` "off" turns every limit off (the load scripts).
 */
export const addressLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.env.RATE_LIMITS === 'off' ? undefined : address(c)
  if (key === undefined || (await c.env.ADDRESS_RATE_LIMIT.limit({ key })).success) return next()
  return limited(c, 'address')
}

/**
 * Whether a session request is within the session limit (`SESSION_RATE_LIMIT`), counted by the
 * SHA-256 of its bearer token, not by the session id of the path: the id is no secret, and a
 * stranger's requests with wrong tokens count under their own tokens, never the player's.
 */
export async function withinSessionLimit(c: Context<AppEnv>, tokenHash: string): Promise<boolean> {
  if (c.env.RATE_LIMITS === 'off') return true
  return (await c.env.SESSION_RATE_LIMIT.limit({ key: tokenHash })).success
}

/**
 * Addresses over the failed-authentication limit in this isolate, until when (ms): their
 * session requests are refused before the session object is called, whatever token they
 * carry, so that the limit also holds against guessing.
 */
const refused = new Map<string, number>()
/** At most this many remembered addresses; then the map starts afresh. */
const MAX_REFUSED = 10_000

/** Whether the request's address is over the failed-authentication limit (this isolate knows). */
export function authRefused(c: Context<AppEnv>): boolean {
  const key = c.env.RATE_LIMITS === 'off' ? undefined : address(c)
  const until = key === undefined ? undefined : refused.get(key)
  if (until === undefined) return false
  if (Date.now() < until) return true
  refused.delete(key!)
  return false
}

/**
 * Counts a failed authentication (no, a wrong or another session's token, an id this Worker
 * did not make) against the client's address (`AUTH_FAILURE_RATE_LIMIT`); true when that
 * puts the address over the limit, which then holds for a period (`authRefused`).
 */
export async function overAuthFailures(c: Context<AppEnv>): Promise<boolean> {
  const key = c.env.RATE_LIMITS === 'off' ? undefined : address(c)
  if (key === undefined || (await c.env.AUTH_FAILURE_RATE_LIMIT.limit({ key })).success) {
    return false
  }
  if (refused.size >= MAX_REFUSED) refused.clear()
  refused.set(key, Date.now() + RATE_PERIOD_S * 1000)
  return true
}
