import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../src/app.ts'
import { OPERATOR_KEY } from './helpers.ts'

async function open(
  bindings: Record<string, unknown>,
  body: Record<string, unknown>,
  key?: string,
): Promise<{ status: number; body: { balance?: number; error?: { code: string } } }> {
  const res = await app.fetch(
    new Request('http://felt.test/v1/sessions', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(key === undefined ? {} : { Authorization: `Bearer ${key}` }),
      },
      body: JSON.stringify(body),
    }),
    { ...env, ...bindings },
  )
  return { status: res.status, body: await res.json() }
}

describe('opening sessions, secure by default', () => {
  it('the deployed configuration (wrangler.jsonc) has the demo mode off', () => {
    expect(env.DEMO_MODE).toBe('off')
  })

  it('without OPERATOR_KEY and without the demo mode, opens no session: 503 NOT_CONFIGURED', async () => {
    for (const key of [undefined, 'anything']) {
      const res = await open({ OPERATOR_KEY: undefined }, {}, key)
      expect(res.status).toBe(503)
      expect(res.body.error?.code).toBe('NOT_CONFIGURED')
    }
  })

  it('with OPERATOR_KEY, needs it: 401 without it or with a wrong one', async () => {
    expect((await open({}, {})).status).toBe(401)
    expect((await open({}, {}, 'wrong')).status).toBe(401)
    const ok = await open({}, { balance: 77 }, OPERATOR_KEY)
    expect(ok.status).toBe(201)
    expect(ok.body.balance).toBe(77)
  })

  it('in the open demo anyone opens a session with the default balance; only the operator sets one', async () => {
    for (const bindings of [
      { DEMO_MODE: 'open' },
      { DEMO_MODE: 'open', OPERATOR_KEY: undefined },
    ]) {
      const anyone = await open(bindings, {})
      expect(anyone.status).toBe(201)
      expect(anyone.body.balance).toBe(1000)
      const rich = await open(bindings, { balance: 1_000_000 })
      expect(rich.status).toBe(403)
      expect(rich.body.error?.code).toBe('OPERATOR_ONLY')
    }
    expect((await open({ DEMO_MODE: 'open' }, {}, 'wrong')).status).toBe(401)
    expect((await open({ DEMO_MODE: 'open' }, { balance: 5 }, OPERATOR_KEY)).status).toBe(201)
    // Only the exact word opens it; another word is a malformed var, which serves nothing.
    const misspelt = await open({ DEMO_MODE: 'yes', OPERATOR_KEY: undefined }, {})
    expect(misspelt.status).toBe(500)
    expect(misspelt.body.error?.code).toBe('CONFIG_INVALID')
  })
})
