import { describe, expect, it } from 'vitest'
import { client, ok } from './client.ts'
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
    // The burst's 429s are read with call() (limits.ts); the rest with the typed client.
    const operator = client(OPERATOR_KEY).v1.operator.sessions[':id']
    const ledger = await ok(await operator.ledger.$get({ param: { id }, query: {} }))
    expect(ledger.entries.map((e) => e.kind)).toEqual(['open'])
    const statement = await ok(await operator.statement.$get({ param: { id } }))
    expect(statement.statement).toMatchObject({ balance: 100, rounds: 0 })
    // Another session is not limited.
    const other = await openSession()
    const got = await client(other.token).v1.sessions[':id'].$get({ param: { id: other.id } })
    expect(got.status).toBe(200)
  })
})
