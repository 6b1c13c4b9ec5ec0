import { expect } from 'vitest'
import type { Res } from './helpers.ts'

/**
 * Sends bursts of `limit + 20` requests until one is refused (at most 4), then `check` at once
 * if a probe right before it is still refused: the binding counts in fixed windows, so a burst
 * that spans a window's end may pass. No burst passes more than twice the limit.
 */
export async function burst(
  limit: number,
  send: () => Promise<Res>,
  check: () => Promise<Res>,
): Promise<{ limited: Res; checked: Res }> {
  for (let round = 0; round < 4; round++) {
    const out = await Promise.all(Array.from({ length: limit + 20 }, send))
    const limited = out.filter((r) => r.status === 429)
    expect(out.length - limited.length).toBeLessThanOrEqual(2 * limit)
    if (limited.length === 0 || (await send()).status !== 429) continue
    return { limited: limited[0]!, checked: await check() }
  }
  throw new Error(`no request refused in 4 bursts of ${limit + 20}`)
}

/** A 429 `RATE_LIMITED` answer of `scope`, with its Retry-After. */
export function expectLimited(res: Res, scope: 'session' | 'address'): void {
  expect(res.status).toBe(429)
  expect(res.body.error.code).toBe('RATE_LIMITED')
  expect(res.body.error.details).toEqual({ scope, retryAfter: 10 })
  expect(res.headers.get('Retry-After')).toBe('10')
}
