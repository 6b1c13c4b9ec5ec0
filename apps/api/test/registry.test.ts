import { describe, expect, it } from 'vitest'
import { client, ok } from './client.ts'
import { call, OPERATOR_KEY, openSession } from './helpers.ts'

const LIST = '/v1/operator/sessions'
const operator = client(OPERATOR_KEY).v1.operator.sessions

/** Every listed session, page after page (`limit` per page), of `status` if given. */
async function all(status: 'open' | 'closed' | undefined, limit: number) {
  const seen = []
  let after = 0
  for (let page = 0; page < 100; page++) {
    const query = { limit: String(limit), after: String(after), ...(status ? { status } : {}) }
    const body = await ok(await operator.$get({ query }))
    seen.push(...body.sessions)
    if (body.next === null) return seen
    after = body.next
  }
  throw new Error('the list does not end')
}

describe('GET /v1/operator/sessions', () => {
  it('lists each session once, in the order opened, a page at a time; closing shows', async () => {
    const opened: string[] = []
    for (let i = 0; i < 5; i++) opened.push((await openSession({ balance: 100 + i })).id)
    await ok(await operator[':id'].close.$post({ param: { id: opened[1]! } }))
    const listed = await all(undefined, 2)
    const ids = listed.map((s) => s.sessionId)
    expect(new Set(ids).size).toBe(ids.length)
    // Other tests open sessions too: ours appear in order, with their own facts.
    const ours = listed.filter((s) => opened.includes(s.sessionId))
    expect(ours.map((s) => s.sessionId)).toEqual(opened)
    expect(ours.map((s) => s.openingBalance)).toEqual([100, 101, 102, 103, 104])
    expect(ours[1]).toMatchObject({ closeReason: 'operator', finalBalance: 101 })
    expect(ours[1]!.closedAt).toBeTypeOf('number')
    expect(ours[0]).toMatchObject({ closedAt: null, closeReason: null, finalBalance: null })
    const open = (await all('open', 50)).map((s) => s.sessionId)
    const closed = (await all('closed', 50)).map((s) => s.sessionId)
    expect(open).toContain(opened[0])
    expect(open).not.toContain(opened[1])
    expect(closed).toContain(opened[1])
  })

  it('needs the operator key and a valid query', async () => {
    const { token } = await openSession()
    expect((await client().v1.operator.sessions.$get({ query: {} })).status).toBe(401)
    expect((await client(token).v1.operator.sessions.$get({ query: {} })).status).toBe(401)
    // Malformed queries, which the typed client does not build: sent as they are.
    for (const bad of ['?limit=0', '?limit=201', '?after=x', '?status=gone', '?other=1']) {
      const res = await call('GET', `${LIST}${bad}`, { token: OPERATOR_KEY })
      expect(res.status, bad).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_FAILED')
    }
  })
})
