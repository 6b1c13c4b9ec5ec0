import { describe, expect, it } from 'vitest'
import { call, openSession } from './helpers.ts'
import { expectLimited, LIMITS, withOneWindow } from './limits.ts'

const AUTH_FAILURE_LIMIT = LIMITS.AUTH_FAILURE_RATE_LIMIT

describe('rate limits and failed authentication', () => {
  it('a flood of wrong tokens on a session id does not lock its player out', async () => {
    const { id, token } = await openSession({ balance: 100 })
    // The id is no secret (every path and the token's prefix carry it). Each test uses a wrong
    // token of its own: the binding's counters are shared by the whole test run.
    const flood = await Promise.all(
      Array.from({ length: 120 }, () =>
        call('GET', `/v1/sessions/${id}`, { token: 'flood-token-lockout' }),
      ),
    )
    const tally: Record<number, number> = {}
    for (const { status } of flood) tally[status] = (tally[status] ?? 0) + 1
    expect(Object.keys(tally).every((s) => s === '401' || s === '429')).toBe(true)
    const deal = await call('POST', `/v1/sessions/${id}/deal`, {
      token,
      body: { game: 'zero', wagers: { zero: 5 } },
    })
    expect(deal.status, `flood ${JSON.stringify(tally)}, deal ${JSON.stringify(deal.body)}`).toBe(
      201,
    )
  })

  it('limit failed authentication by client address, not by the session', async () => {
    const { id, token } = await openSession()
    const { id: otherId } = await openSession()
    const headers = { 'CF-Connecting-IP': '203.0.113.9' }
    await withOneWindow(async () => {
      const wrong = () =>
        call('GET', `/v1/sessions/${id}`, { token: 'flood-token-address', headers })
      const flood = await Promise.all(Array.from({ length: AUTH_FAILURE_LIMIT }, wrong))
      expect(flood.map((r) => r.status)).toEqual(Array(AUTH_FAILURE_LIMIT).fill(401))
      expectLimited(await wrong(), 'address')
      // The same address, another session and another wrong token: refused too.
      const other = await call('GET', `/v1/sessions/${otherId}`, {
        token: 'flood-token-other',
        headers,
      })
      expectLimited(other, 'address')
      // The player, from another address, is served.
      const elsewhere = { 'CF-Connecting-IP': '203.0.113.10' }
      const got = await call('GET', `/v1/sessions/${id}`, { token, headers: elsewhere })
      expect(got.status, JSON.stringify(got.body)).toBe(200)
    })
  })
})
