import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { app } from '../src/app.ts'
import {
  ClientSeedSetSchema,
  RotatedSchema,
  SessionCreatedSchema,
  SessionSchema,
} from '../src/schemas/sessions.ts'
import { client, errorOf, ok } from './client.ts'
import { call, OPERATOR_KEY, openSession, sha256 } from './helpers.ts'

// The typed client makes every request it can build; call() sends the malformed ones.
const sessions = (bearer?: string) => client(bearer).v1.sessions

describe('POST /v1/sessions', () => {
  it('opens a session with a committed seed pair and the default balance', async () => {
    const body = await ok(await sessions(OPERATOR_KEY).$post({ json: {} }), 201)
    v.parse(SessionCreatedSchema, body)
    expect(body.balance).toBe(1000)
    expect(body.seed.nonce).toBe(0)
    expect(body.seed.commitment).not.toBe(body.seed.nextCommitment)
    expect(body.token.startsWith(`${body.sessionId}.`)).toBe(true)
  })

  it('takes the client seed and balance given', async () => {
    const { created } = await openSession({ clientSeed: 'my seed', balance: 250 })
    expect(created.balance).toBe(250)
    expect(created.seed.clientSeed).toBe('my seed')
  })

  it('needs the operator key when OPERATOR_KEY is set', async () => {
    expect((await sessions().$post({ json: {} })).status).toBe(401)
    const wrong = await sessions('nope').$post({ json: {} })
    expect(wrong.status).toBe(401)
    expect((await errorOf(wrong)).code).toBe('UNAUTHORIZED')
  })

  it('rejects bad client seeds and balances with 400 and flattened issues', async () => {
    for (const body of [
      { clientSeed: 'a:b' },
      { clientSeed: '' },
      { clientSeed: 'x'.repeat(65) },
      { clientSeed: 'é' },
      { balance: -1 },
      { balance: 1.5 },
      { balance: '100' },
      { extra: true },
    ]) {
      const res = await call('POST', '/v1/sessions', { body, token: OPERATOR_KEY })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_FAILED')
      expect(res.body.error.details).toBeTypeOf('object')
    }
  })

  it('refuses an opening balance above the maximum with 422', async () => {
    const res = await sessions(OPERATOR_KEY).$post({ json: { balance: 10_000_000 } })
    expect(res.status).toBe(422)
    expect((await errorOf(res)).code).toBe('BALANCE_LIMIT')
  })

  it('names a top-level "__proto__" key in the validation details, like any other key', async () => {
    for (const [raw, key] of [
      ['{"__proto__": {"balance": 5}}', '__proto__'],
      ['{"constructor": 1}', 'constructor'],
    ] as const) {
      const res = await call('POST', '/v1/sessions', {
        raw,
        token: OPERATOR_KEY,
        headers: { 'Content-Type': 'application/json' },
      })
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_FAILED')
      expect(Object.keys(res.body.error.details.nested), raw).toEqual([key])
      expect(res.body.error.details.nested[key][0], raw).toMatch(/Invalid key/)
    }
  })

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await call('POST', '/v1/sessions', {
      raw: '{"clientSeed":',
      token: OPERATOR_KEY,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('INVALID_JSON')
  })

  it('answers a body over 16 KiB with 413', async () => {
    const res = await call('POST', '/v1/sessions', {
      raw: JSON.stringify({ clientSeed: 'x'.repeat(20_000) }),
      token: OPERATOR_KEY,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('reads the whole request body before an answer given without it', async () => {
    const { id } = await openSession()
    const body = JSON.stringify({ game: 'zero', wagers: { zero: 1 } })
    const cases: [string, Record<string, string>, number][] = [
      [`/v1/sessions/${id}/deal`, {}, 401],
      [`/v1/sessions/${id}/deal`, { Authorization: `Bearer ${'a'.repeat(64)}.x` }, 404],
      ['/v1/nowhere', {}, 404],
      ['/v1/sessions', {}, 413],
    ]
    for (const [path, headers, status] of cases) {
      const sent = path === '/v1/sessions' ? 'x'.repeat(20_000) : body
      // With its length, as HTTP clients send it (the body limit then reads nothing itself).
      const request = new Request(`http://felt.test${path}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(sent.length) },
        body: sent,
      })
      const res = await app.fetch(request, env)
      expect(res.status, path).toBe(status)
      expect(request.bodyUsed, `${path} ${status}`).toBe(true)
    }
  })
})

describe('session auth', () => {
  it('needs the session token: 401 without or with a wrong one', async () => {
    const { id, token } = await openSession()
    for (const bearer of [undefined, `${token}x`, 'garbage']) {
      expect((await sessions(bearer)[':id'].$get({ param: { id } })).status).toBe(401)
    }
    v.parse(SessionSchema, await ok(await sessions(token)[':id'].$get({ param: { id } })))
  })

  it('checks the token before the body: 401 or 404 for a bad body without a valid token', async () => {
    const { id, token } = await openSession()
    const unknown = '0'.repeat(64)
    const bad = { raw: '{"game": 7}', headers: { 'Content-Type': 'application/json' } }
    const broken = { raw: '{"game', headers: { 'Content-Type': 'application/json' } }
    for (const body of [bad, broken]) {
      const deal = `/v1/sessions/${id}/deal`
      expect((await call('POST', deal, { ...body, token: `${token}x` })).status).toBe(401)
      expect((await call('POST', deal, { ...body, token: 'garbage' })).status).toBe(401)
      const other = await call('POST', `/v1/sessions/${unknown}/deal`, {
        ...body,
        token: `${unknown}.x`,
      })
      expect(other.body.error.code).toBe('SESSION_NOT_FOUND')
      const mine = await call('POST', deal, { ...body, token })
      expect(mine.status).toBe(400)
      expect(mine.body.error.code).toBe(body === bad ? 'VALIDATION_FAILED' : 'INVALID_JSON')
    }
  })

  it("answers 404 for another session's id and for unknown ids", async () => {
    const a = await openSession()
    const b = await openSession()
    const mine = sessions(a.token)[':id']
    const res = await mine.$get({ param: { id: b.id } })
    expect(res.status).toBe(404)
    expect((await errorOf(res)).code).toBe('SESSION_NOT_FOUND')
    expect((await mine.rounds[':nonce'].$get({ param: { id: b.id, nonce: '0' } })).status).toBe(404)
    expect((await mine.$get({ param: { id: 'not-an-id' } })).status).toBe(404)
    const unknown = '0'.repeat(64)
    const other = sessions(`${unknown}.x`)[':id']
    expect((await other.$get({ param: { id: unknown } })).status).toBe(404)
  })

  it('stores only the SHA-256 of the token', async () => {
    const { id, token } = await openSession()
    const stub = env.SESSIONS.get(env.SESSIONS.idFromName(id))
    const stored = await runInDurableObject(stub, (_o, state) =>
      state.storage.sql.exec<{ token_hash: string }>('SELECT token_hash FROM session').one(),
    )
    expect(stored.token_hash).toBe(await sha256(token))
  })
})

describe('seeds', () => {
  it('never shows the server seed before rotation, and rotation reveals what was committed', async () => {
    const { id, token, created } = await openSession({ clientSeed: 'alpha' })
    const stub = env.SESSIONS.get(env.SESSIONS.idFromName(id))
    const seeds = await runInDurableObject(stub, (_o, state) =>
      state.storage.sql
        .exec<{ server_seed: string; status: string }>(
          'SELECT server_seed, status FROM seeds ORDER BY idx',
        )
        .toArray(),
    )
    const [active, next] = seeds
    const session = sessions(token)[':id']
    const got = await ok(await session.$get({ param: { id } }))
    for (const text of [JSON.stringify(created), JSON.stringify(got)]) {
      expect(text).not.toContain(active!.server_seed)
      expect(text).not.toContain(next!.server_seed)
    }
    expect(await sha256(active!.server_seed)).toBe(created.seed.commitment)
    expect(await sha256(next!.server_seed)).toBe(created.seed.nextCommitment)

    const rotated = await ok(await session.rotate.$post({ param: { id }, json: {} }))
    v.parse(RotatedSchema, rotated)
    expect(rotated.revealed).toEqual({
      serverSeed: active!.server_seed,
      commitment: created.seed.commitment,
      clientSeed: 'alpha',
      nonces: 0,
    })
    // The next seed was committed before the player could choose the client seed for it.
    expect(rotated.seed.commitment).toBe(created.seed.nextCommitment)
    expect(rotated.seed.nonce).toBe(0)
    expect(rotated.seed.nextCommitment).not.toBe(created.seed.nextCommitment)
    expect(JSON.stringify(rotated)).not.toContain(next!.server_seed)
  })

  it('sets the client seed for the next rounds', async () => {
    const { id, token, created } = await openSession()
    const put = sessions(token)[':id']['client-seed'].$put
    const set = await ok(await put({ param: { id }, json: { clientSeed: 'beta' } }))
    v.parse(ClientSeedSetSchema, set)
    expect(set.seed).toEqual({ ...created.seed, clientSeed: 'beta' })
    const bad = await call('PUT', `/v1/sessions/${id}/client-seed`, {
      token,
      body: { clientSeed: 7 },
    })
    expect(bad.status).toBe(400)
  })

  it('rotates with a new client seed when one is given', async () => {
    const { id, token } = await openSession({ clientSeed: 'one' })
    const rotate = sessions(token)[':id'].rotate
    const res = await ok(await rotate.$post({ param: { id }, json: { clientSeed: 'two' } }))
    expect(res.revealed.clientSeed).toBe('one')
    expect(res.seed.clientSeed).toBe('two')
  })
})

describe('meta routes', () => {
  // `/` is the page from the static assets, checked by apps/page's browser test.
  it('serves health and a 404 problem for unknown routes', async () => {
    expect(await ok(await client().health.$get())).toEqual({ ok: true })
    const missing = await call('GET', '/nope')
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('NOT_FOUND')
  })
})
