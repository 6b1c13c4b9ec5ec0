import { describe, expect, it } from 'vitest'
import { call, OPERATOR_KEY, openSession } from './helpers.ts'
import { burst, expectLimited } from './limits.ts'

// The session limit of wrangler.jsonc, per 10 s.
const SESSION_LIMIT = 100

describe('rate limits (the Workers Rate Limiting binding)', () => {
  it('answer a burst on one session with 429 RATE_LIMITED and Retry-After; nothing changes', async () => {
    const { id, token } = await openSession({ balance: 100 })
    // A deal right after, in the same window: refused before the session object sees it.
    const deal = () =>
      call('POST', `/v1/sessions/${id}/deal`, {
        token,
        body: { game: 'zero', wagers: { zero: 5 } },
      })
    const { limited, checked } = await burst(
      SESSION_LIMIT,
      () => call('GET', `/v1/sessions/${id}`, { token }),
      deal,
    )
    expectLimited(limited, 'session')
    expectLimited(checked, 'session')
    const ledger = await call('GET', `/v1/operator/sessions/${id}/ledger`, { token: OPERATOR_KEY })
    expect(ledger.body.entries.map((e: { kind: string }) => e.kind)).toEqual(['open'])
    const statement = await call('GET', `/v1/operator/sessions/${id}/statement`, {
      token: OPERATOR_KEY,
    })
    expect(statement.body.statement).toMatchObject({ balance: 100, rounds: 0 })
    // Another session is not limited.
    const other = await openSession()
    expect((await call('GET', `/v1/sessions/${other.id}`, { token: other.token })).status).toBe(200)
  })
})
