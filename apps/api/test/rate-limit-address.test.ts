import { describe, expect, it } from 'vitest'
import { call, OPERATOR_KEY, openSession } from './helpers.ts'
import { expectLimited, LIMITS, withOneWindow } from './limits.ts'

const ADDRESS_LIMIT = LIMITS.ADDRESS_RATE_LIMIT

describe('rate limits per client address', () => {
  it('count each client address on every /v1 route', async () => {
    const headers = { 'CF-Connecting-IP': '198.51.100.7' }
    // Spread over 4 sessions, each under its own limit.
    const sessions = await Promise.all([0, 1, 2, 3].map(() => openSession()))
    await withOneWindow(async () => {
      const get = (n: number) => {
        const { id, token } = sessions[n % 4]!
        return call('GET', `/v1/sessions/${id}`, { headers, token })
      }
      const burst = await Promise.all(Array.from({ length: ADDRESS_LIMIT }, (_, n) => get(n)))
      expect(burst.map((r) => r.status)).toEqual(Array(ADDRESS_LIMIT).fill(200))
      expectLimited(await get(0), 'address')
      expectLimited(await call('POST', '/v1/sessions', { token: OPERATOR_KEY, headers }), 'address')
      const elsewhere = { 'CF-Connecting-IP': '198.51.100.8' }
      const { id, token } = sessions[0]!
      const served = await call('GET', `/v1/sessions/${id}`, { headers: elsewhere, token })
      expect(served.status).toBe(200)
      // The bare route is not limited.
      expect((await call('GET', '/health', { headers })).status).toBe(200)
    })
  })
})
