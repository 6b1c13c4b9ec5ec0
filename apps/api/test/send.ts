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
 * How long a request may stay unanswered before its test fails naming it. A hang guard only:
 * an answer takes milliseconds alone and seconds on a loaded machine, and without it a lost
 * answer shows as the test's 5-minute limit with no word of which request it was waiting for.
 */
export const UNANSWERED_MS = 120_000

/**
 * Sends a request to the Worker through `exports.default.fetch` (inside `withBindings`, to the
 * app with those bindings) and reads the whole answer. `call` and the typed client
 * (test/client.ts) use it.
 * @throws {Error} naming the request when no whole answer came within `UNANSWERED_MS`.
 */
export function send(req: Request): Promise<Response> {
  const what = `${req.method} ${new URL(req.url).pathname}`
  const key = req.headers.get('Idempotency-Key')
  return answered(
    async () => {
      const res = await (bindings
        ? app.fetch(req, bindings, createExecutionContext())
        : exports.default.fetch(req))
      // Read here, under the guard: a body that never ends is a hang too.
      return new Response(res.body === null ? null : await res.arrayBuffer(), res)
    },
    `${what}${key === null ? '' : ` (Idempotency-Key ${key})`}`,
  )
}

/** `exchange()`, or an error naming `what` once it has gone `ms` without an answer. */
export async function answered<T>(
  exchange: () => Promise<T>,
  what: string,
  ms = UNANSWERED_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s to ${what}`)), ms)
  })
  try {
    return await Promise.race([exchange(), unanswered])
  } finally {
    clearTimeout(timer)
  }
}
