import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env.ts'
import { sendFailure } from './errors.ts'

/** The period of both rate limit bindings in wrangler.jsonc, in seconds (10 or 60). */
export const RATE_PERIOD_S = 10

type Scope = 'session' | 'address'

/**
 * Rate limits with Cloudflare's Rate Limiting binding (`ratelimits` in wrangler.jsonc; it runs
 * locally under `wrangler dev` and the vitest pool too): `scope` `address` counts the client's
 * address (`CF-Connecting-IP`, set by Cloudflare on every request; a request without it, which
 * only a local caller can send, is not counted), `session` the session id of the path. Over
 * the limit: 429 `RATE_LIMITED` with `Retry-After`, before anything is read or changed.
 * `RATE_LIMITS` "off" turns both off (the load scripts).
 */
export function rateLimit(scope: Scope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.env.RATE_LIMITS === 'off') return next()
    const key = scope === 'session' ? c.req.param('id') : c.req.header('CF-Connecting-IP')
    if (!key) return next()
    const binding = scope === 'session' ? c.env.SESSION_RATE_LIMIT : c.env.ADDRESS_RATE_LIMIT
    const { success } = await binding.limit({ key })
    if (success) return next()
    c.header('Retry-After', String(RATE_PERIOD_S))
    return sendFailure(c, {
      code: 'RATE_LIMITED',
      message: `too many requests for this ${scope}; retry after ${RATE_PERIOD_S} s`,
      details: { scope, retryAfter: RATE_PERIOD_S },
    })
  }
}
