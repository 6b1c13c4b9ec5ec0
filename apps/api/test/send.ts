import { createExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { app } from '../src/app.ts'

const UNLIMITED = { ...env, RATE_LIMITS: 'off' }

/**
 * Runs `fn` with the rate limits off (its requests go to the app with `RATE_LIMITS` "off"): for
 * the storms that send hundreds of requests to one session on purpose.
 */
export async function withoutRateLimits<T>(fn: () => Promise<T>): Promise<T> {
  unlimited = true
  try {
    return await fn()
  } finally {
    unlimited = false
  }
}

let unlimited = false

/**
 * Sends a request to the Worker through `exports.default.fetch` (inside `withoutRateLimits`, to
 * the app with the rate limits off). `call` and the typed client (test/client.ts) use it.
 */
export async function send(req: Request): Promise<Response> {
  return unlimited
    ? app.fetch(req, UNLIMITED, createExecutionContext())
    : exports.default.fetch(req)
}
