import { describe, expect, it } from 'vitest'
import { call, OPERATOR_KEY, openSession } from './helpers.ts'

describe('a closed session', () => {
  it('answers a retried idempotent request with its stored reply, a new one with 409', async () => {
    const { id, token } = await openSession({ balance: 100 })
    const headers = { 'Idempotency-Key': 'deal-1' }
    const deal = { game: 'zero', wagers: { zero: 5 } }
    const dealt = await call('POST', `/v1/sessions/${id}/deal`, { token, body: deal, headers })
    expect(dealt.status).toBe(201)
    const ref = dealt.body.round.id
    const settleHeaders = { 'Idempotency-Key': 'settle-1' }
    const body = { actions: [{ type: 'stand' }] }
    const settle = () =>
      call('POST', `/v1/sessions/${id}/rounds/${ref}/settle`, {
        token,
        body,
        headers: settleHeaders,
      })
    const settled = await settle()
    expect(settled.status).toBe(200)
    const close = await call('POST', `/v1/operator/sessions/${id}/close`, { token: OPERATOR_KEY })
    expect(close.status).toBe(200)
    // The answers were lost; the client retries with the same keys.
    const again = await call('POST', `/v1/sessions/${id}/deal`, { token, body: deal, headers })
    expect(again.status).toBe(201)
    expect(again.body).toEqual(dealt.body)
    const settledAgain = await settle()
    expect(settledAgain.status).toBe(200)
    expect(settledAgain.body).toEqual(settled.body)
    const fresh = await call('POST', `/v1/sessions/${id}/deal`, {
      token,
      body: deal,
      headers: { 'Idempotency-Key': 'deal-2' },
    })
    expect(fresh.status).toBe(409)
    expect(fresh.body.error.code).toBe('SESSION_CLOSED')
  })

  it('says so in GET /v1/sessions/:id (closedAt), null while open', async () => {
    const { id, token } = await openSession()
    expect((await call('GET', `/v1/sessions/${id}`, { token })).body.closedAt).toBeNull()
    const close = await call('POST', `/v1/operator/sessions/${id}/close`, { token: OPERATOR_KEY })
    const got = await call('GET', `/v1/sessions/${id}`, { token })
    expect(got.status).toBe(200)
    expect(got.body.closedAt).toBe(close.body.statement.closedAt)
  })
})
