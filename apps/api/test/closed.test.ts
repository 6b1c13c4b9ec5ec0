import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../src/errors.ts'
import { client } from './client.ts'
import { OPERATOR_KEY, openSession } from './helpers.ts'

describe('a closed session (typed client)', () => {
  it('answers a retried idempotent request with its stored reply, a new one with 409', async () => {
    const { id, token } = await openSession({ balance: 100 })
    const player = client(token).v1.sessions[':id']
    const operator = client(OPERATOR_KEY).v1.operator.sessions[':id']
    const deal = (key: string) =>
      player.deal.$post(
        { param: { id }, json: { game: 'zero', wagers: { zero: 5 } } },
        { headers: { 'Idempotency-Key': key } },
      )
    // Deal until a round waits for a stand: some deals end at once and settle then answers
    // 409 (the session's seeds are random, so this happened now and then in CI).
    let key = ''
    let dealtBody: Awaited<ReturnType<typeof dealOnce>>
    const dealOnce = async (k: string) => {
      const dealt = await deal(k)
      if (dealt.status !== 201) throw new Error(`deal: ${dealt.status}`)
      return dealt.json()
    }
    for (let n = 1; ; n++) {
      key = `deal-${n}`
      dealtBody = await dealOnce(key)
      const { status, legalActions } = dealtBody.round
      if (status === 'awaiting-action' && legalActions.some((a) => a.type === 'stand')) break
    }
    const settle = () =>
      player.rounds[':nonce'].settle.$post(
        { param: { id, nonce: dealtBody.round.id }, json: { actions: [{ type: 'stand' }] } },
        { headers: { 'Idempotency-Key': 'settle-1' } },
      )
    const settled = await settle()
    expect(settled.status).toBe(200)
    const settledBody = await settled.json()
    const close = await operator.close.$post({ param: { id } })
    expect(close.status).toBe(200)
    // The answers were lost; the client retries with the same keys.
    const again = await deal(key)
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(dealtBody)
    const settledAgain = await settle()
    expect(settledAgain.status).toBe(200)
    expect(await settledAgain.json()).toEqual(settledBody)
    const fresh = await deal('deal-new')
    expect(fresh.status).toBe(409)
    // Failures are thrown to onError, so the client types only the success: read the error body.
    const failed = (await fresh.json()) as unknown as ErrorBody
    expect(failed.error.code).toBe('SESSION_CLOSED')
  })

  it('says so in GET /v1/sessions/:id (closedAt), null while open', async () => {
    const { id, token } = await openSession()
    const session = client(token).v1.sessions[':id']
    const before = await session.$get({ param: { id } })
    if (before.status !== 200) throw new Error(`get: ${before.status}`)
    expect((await before.json()).closedAt).toBeNull()
    const close = await client(OPERATOR_KEY).v1.operator.sessions[':id'].close.$post({
      param: { id },
    })
    if (close.status !== 200) throw new Error(`close: ${close.status}`)
    const { statement } = await close.json()
    const after = await session.$get({ param: { id } })
    if (after.status !== 200) throw new Error(`get: ${after.status}`)
    expect((await after.json()).closedAt).toBe(statement.closedAt)
  })
})
