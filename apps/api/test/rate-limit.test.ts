import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import wrangler from '../wrangler.jsonc?raw'
import { client, ok } from './client.ts'
import { call, OPERATOR_KEY, openSession } from './helpers.ts'
import { expectLimited, LIMITS, withOneWindow } from './limits.ts'

const SESSION_LIMIT = LIMITS.SESSION_RATE_LIMIT

describe('rate limits per session', () => {
  it('answer a burst on one session with 429 RATE_LIMITED and Retry-After; nothing changes', async () => {
    const { id, token } = await openSession({ balance: 100 })
    await withOneWindow(async () => {
      const get = () => call('GET', `/v1/sessions/${id}`, { token })
      const burst = await Promise.all(Array.from({ length: SESSION_LIMIT }, get))
      expect(burst.map((r) => r.status)).toEqual(Array(SESSION_LIMIT).fill(200))
      expectLimited(await get(), 'session')
      // A deal in the same window: refused before the session object sees it.
      const deal = await call('POST', `/v1/sessions/${id}/deal`, {
        token,
        body: { game: 'zero', wagers: { zero: 5 } },
      })
      expectLimited(deal, 'session')
      // Another session is not limited.
      const other = await openSession()
      const got = await client(other.token).v1.sessions[':id'].$get({ param: { id: other.id } })
      expect(got.status).toBe(200)
    })
    const operator = client(OPERATOR_KEY).v1.operator.sessions[':id']
    const ledger = await ok(await operator.ledger.$get({ param: { id }, query: {} }))
    expect(ledger.entries.map((e) => e.kind)).toEqual(['open'])
    const statement = await ok(await operator.statement.$get({ param: { id } }))
    expect(statement.statement).toMatchObject({ balance: 100, rounds: 0 })
  })

  it('count with the limits of wrangler.jsonc, in every environment, on real bindings', async () => {
    const declared = [
      ...wrangler.matchAll(/"name": "(\w+_RATE_LIMIT)",[^}]*"simple": \{([^}]*)\}/g),
    ]
    // The top level, staging and production each declare the three.
    expect(declared).toHaveLength(9)
    for (const [, name, simple] of declared) {
      expect(simple!.replace(/\s/g, ''), name).toBe(
        `"limit":${LIMITS[name as keyof typeof LIMITS]},"period":10`,
      )
    }
    // The Worker gets the Workers Rate Limiting bindings themselves, not a stand-in.
    for (const name of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
      expect(await env[name].limit({ key: `wiring-${name}` }), name).toEqual({ success: true })
    }
  })
})
