import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../src/app.ts'
import { apiConfig, type Bindings, idleMs } from '../src/config.ts'
import { ApiError } from '../src/errors.ts'
import type { Loose } from './helpers.ts'

/** The error `apiConfig` throws for these bindings (over the test ones), or a failure. */
function configError(bindings: Record<string, unknown>): ApiError {
  try {
    apiConfig({ ...env, ...bindings } as Bindings)
  } catch (err) {
    if (err instanceof ApiError) return err
    throw err
  }
  throw new Error(`accepted ${JSON.stringify(bindings)}`)
}

/** GET /health under the test bindings with these on top. */
async function health(bindings: Record<string, unknown>): Promise<{ status: number; body: Loose }> {
  const res = await app.fetch(new Request('http://felt.test/health'), { ...env, ...bindings })
  return { status: res.status, body: await res.json() }
}

describe('the configuration (vars and secrets)', () => {
  it('parses the deployed vars (wrangler.jsonc)', () => {
    expect(apiConfig(env)).toEqual({
      defaultBalance: 1000,
      maxBalance: 1_000_000,
      minWager: 1,
      maxWager: 500,
      wagerLimits: {},
      maxOpenRounds: 8,
      idleCloseDays: 30,
    })
    expect(idleMs(env)).toBe(30 * 86_400_000)
  })

  it('takes a var that is absent or empty as its default', () => {
    const blank = {
      DEFAULT_BALANCE: '',
      MAX_BALANCE: undefined,
      MIN_WAGER: '',
      MAX_WAGER: undefined,
      WAGER_LIMITS: '',
      MAX_OPEN_ROUNDS: undefined,
      IDLE_CLOSE_DAYS: '',
      DEMO_MODE: undefined,
      RATE_LIMITS: '',
      REQUEST_LOG: undefined,
      CORS_ORIGINS: undefined,
      NOTIFY_URL: '',
    }
    expect(apiConfig({ ...env, ...blank } as Bindings)).toEqual(apiConfig(env))
  })

  it('refuses MAX_WAGER=abc, naming the variable and its form, instead of defaulting to 500', () => {
    const err = configError({ MAX_WAGER: 'abc' })
    expect(err.code).toBe('CONFIG_INVALID')
    expect(err.status).toBe(500)
    expect(err.message).toContain('MAX_WAGER must be a whole number')
    expect(err.details).toEqual({ variables: ['MAX_WAGER'] })
  })

  it('refuses every malformed var, naming it', () => {
    const cases: [string, string][] = [
      ['DEFAULT_BALANCE', '1e3'],
      ['MAX_BALANCE', '-1'],
      ['MIN_WAGER', '0'],
      ['MIN_WAGER', '2.5'],
      ['MAX_WAGER', ' 500'],
      ['MAX_WAGER', '99999999999999999999'],
      ['MAX_OPEN_ROUNDS', '0'],
      ['IDLE_CLOSE_DAYS', 'thirty'],
      ['WAGER_LIMITS', '{main: 1}'],
      ['WAGER_LIMITS', '[]'],
      ['WAGER_LIMITS', '{"main":{"min":5}}'],
      ['WAGER_LIMITS', '{"main":{"min":5,"max":50,"step":5}}'],
      ['WAGER_LIMITS', '{"main":{"min":10,"max":5}}'],
      ['WAGER_LIMITS', '{"main":{"min":-1,"max":5}}'],
      ['WAGER_LIMITS', '{"mian":{"min":1,"max":5}}'],
      ['WAGER_LIMITS', '{"zero/ante":{"min":1,"max":5}}'],
      ['DEMO_MODE', 'yes'],
      ['DEMO_MODE', 'Open'],
      ['RATE_LIMITS', 'no'],
      ['REQUEST_LOG', 'none'],
      ['CORS_ORIGINS', 'casino.example'],
      ['CORS_ORIGINS', 'https://casino.example/'],
      ['NOTIFY_URL', 'hooks.example/felt'],
      ['NOTIFY_URL', 'ftp://hooks.example/felt'],
    ]
    for (const [name, value] of cases) {
      const err = configError({ [name]: value })
      expect(err.code, `${name}=${value}`).toBe('CONFIG_INVALID')
      expect(err.details, `${name}=${value}`).toEqual({ variables: [name] })
      expect(err.message, `${name}=${value}`).toContain(`${name} must`)
    }
  })

  it('checks the vars against each other', () => {
    expect(configError({ MIN_WAGER: '10', MAX_WAGER: '5' }).details).toEqual({
      variables: ['MAX_WAGER'],
    })
    expect(configError({ DEFAULT_BALANCE: '2000', MAX_BALANCE: '1000' }).details).toEqual({
      variables: ['DEFAULT_BALANCE'],
    })
  })

  it('names every malformed var at once', () => {
    const err = configError({ MAX_WAGER: 'abc', MIN_WAGER: '', IDLE_CLOSE_DAYS: '-1' })
    expect(err.details).toEqual({ variables: ['MAX_WAGER', 'IDLE_CLOSE_DAYS'] })
  })

  it('takes wager limits by kind and by game/kind, and origins and a notification URL', () => {
    const config = apiConfig({
      ...env,
      WAGER_LIMITS: '{"main":{"min":5,"max":50},"zero/zero":{"min":0,"max":20}}',
      CORS_ORIGINS: 'https://casino.example, http://localhost:5173',
      NOTIFY_URL: 'https://hooks.example/felt?x=1',
    } as Bindings)
    expect(config.wagerLimits).toEqual({
      main: { min: 5, max: 50 },
      'zero/zero': { min: 0, max: 20 },
    })
  })

  it('refuses a secret that begins or ends with whitespace, never showing its value', () => {
    for (const name of ['OPERATOR_KEY', 'SESSION_ID_SECRET', 'NOTIFY_SECRET']) {
      const value = 'hunter2-very-secret\n'
      const err = configError({ [name]: value })
      expect(err.details).toEqual({ variables: [name] })
      expect(err.message).toContain(name)
      expect(JSON.stringify({ message: err.message, details: err.details })).not.toContain(
        'hunter2',
      )
    }
  })

  it('takes NOTIFY_SECRET only as a Standard Webhooks secret: whsec_ and the base64 of 24-64 bytes', () => {
    const of = (n: number) => `whsec_${btoa('k'.repeat(n))}`
    for (const value of ['hunter2-plain-secret', of(23), of(65), `${of(32)}\n`, 'whsec_a$b=']) {
      const err = configError({ NOTIFY_SECRET: value })
      expect(err.details).toEqual({ variables: ['NOTIFY_SECRET'] })
      expect(err.message).toMatch(/NOTIFY_SECRET must be a Standard Webhooks secret, whsec_/)
      expect(err.message).not.toContain(value.slice(6, 12))
    }
    for (const n of [24, 32, 64]) apiConfig({ ...env, NOTIFY_SECRET: of(n) } as Bindings)
  })

  it('is parsed once per bindings object', () => {
    const bindings = { ...env } as Bindings
    expect(apiConfig(bindings)).toBe(apiConfig(bindings))
  })
})

describe('a request to a Worker with an invalid configuration', () => {
  it('gets 500 CONFIG_INVALID naming the variable (MAX_WAGER=abc), on every route', async () => {
    const res = await health({ MAX_WAGER: 'abc' })
    expect(res.status).toBe(500)
    expect(res.body.error.code).toBe('CONFIG_INVALID')
    expect(res.body.error.message).toMatch(/MAX_WAGER must be a whole number/)
    expect(res.body.error.details).toEqual({ variables: ['MAX_WAGER'] })
    const session = await app.fetch(
      new Request('http://felt.test/v1/sessions', { method: 'POST', body: '{}' }),
      { ...env, MAX_WAGER: 'abc' },
    )
    expect(session.status).toBe(500)
    expect((await health({})).status).toBe(200)
  })

  it("never carries a secret's value", async () => {
    const res = await health({ OPERATOR_KEY: ' the-operator-key' })
    expect(res.status).toBe(500)
    expect(res.body.error.details).toEqual({ variables: ['OPERATOR_KEY'] })
    expect(JSON.stringify(res.body)).not.toContain('the-operator-key')
  })
})
