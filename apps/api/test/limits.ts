import { expect } from 'vitest'
import type { Res } from './helpers.ts'
import { withBindings } from './send.ts'

/**
 * The limits of wrangler.jsonc's `ratelimits`, each per 10 s, in every environment (checked in
 * rate-limit.test.ts).
 */
export const LIMITS = {
  SESSION_RATE_LIMIT: 100,
  ADDRESS_RATE_LIMIT: 150,
  AUTH_FAILURE_RATE_LIMIT: 20,
} as const

type LimitName = keyof typeof LIMITS

/**
 * A stand-in for a rate limit binding as it counts within one window (a refused call is not
 * counted): exact counts per key, whatever the clock. The real binding counts in fixed windows
 * aligned to the clock, so what passes there depends on when a burst starts and how long it
 * takes: a test of it would depend on wall time (and the counting is Cloudflare's, not Felt's).
 */
export function oneWindow(limit: number) {
  const counts = new Map<string, number>()
  return {
    counts,
    async limit({ key }: { key: string }): Promise<{ success: boolean }> {
      const n = counts.get(key) ?? 0
      if (n >= limit) return { success: false }
      counts.set(key, n + 1)
      return { success: true }
    },
  }
}

/**
 * Runs `fn` with every rate limit binding replaced by a fresh {@link oneWindow} of its
 * wrangler.jsonc limit (or of `limits`' own), so a test can count exactly: the same answers
 * on an idle or a loaded machine.
 */
export function withOneWindow<T>(
  fn: () => Promise<T>,
  limits: Partial<Record<LimitName, ReturnType<typeof oneWindow>>> = {},
): Promise<T> {
  const bindings = Object.fromEntries(
    (Object.keys(LIMITS) as LimitName[]).map((name) => [
      name,
      limits[name] ?? oneWindow(LIMITS[name]),
    ]),
  )
  return withBindings(bindings, fn)
}

/** A 429 `RATE_LIMITED` answer of `scope`, with its Retry-After. */
export function expectLimited(res: Res, scope: 'session' | 'address'): void {
  expect(res.status).toBe(429)
  expect(res.body.error.code).toBe('RATE_LIMITED')
  expect(res.body.error.details).toEqual({ scope, retryAfter: 10 })
  expect(res.headers.get('Retry-After')).toBe('10')
}
