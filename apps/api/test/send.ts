import { createExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { app } from '../src/app.ts'

let bindings: Env | undefined

/**
 * Runs `fn` with its requests sent to the app with `overrides` over the test bindings (for
 * instance stand-in rate limits), instead of the Worker as wrangler.jsonc configures it.
 */
export async function withBindings<T>(
  overrides: Partial<Record<keyof Env, unknown>>,
  fn: () => Promise<T>,
): Promise<T> {
  bindings = { ...env, ...overrides } as Env
  try {
    return await fn()
  } finally {
    bindings = undefined
  }
}

/**
 * Runs `fn` with the rate limits off (`RATE_LIMITS` "off"): for the storms that send hundreds
 * of requests to one session on purpose.
 */
export function withoutRateLimits<T>(fn: () => Promise<T>): Promise<T> {
  return withBindings({ RATE_LIMITS: 'off' }, fn)
}

/**
 * Sends a request to the Worker through `exports.default.fetch` (inside `withBindings`, to the
 * app with those bindings). `call` and the typed client (test/client.ts) use it.
 */
export async function send(req: Request): Promise<Response> {
  return bindings ? app.fetch(req, bindings, createExecutionContext()) : exports.default.fetch(req)
}
