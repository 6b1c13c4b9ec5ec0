import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { app } from '../src/app.ts'

const ORIGIN = 'https://casino.example'
const withCors = { ...env, CORS_ORIGINS: `https://other.example, ${ORIGIN}` }

describe('CORS', () => {
  it('answers a preflight from an allowed origin, with the headers the API reads', async () => {
    const res = await app.fetch(
      new Request('http://felt.test/v1/sessions', {
        method: 'OPTIONS',
        headers: {
          Origin: ORIGIN,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
        },
      }),
      withCors,
    )
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST')
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
      'idempotency-key',
    )
    const real = await app.fetch(
      new Request('http://felt.test/v1/games', { headers: { Origin: ORIGIN } }),
      withCors,
    )
    expect(real.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    expect(real.headers.get('Access-Control-Expose-Headers')).toContain('X-Request-Id')
  })

  it('allows no other origin, and none by default', async () => {
    for (const bindings of [withCors, env]) {
      const res = await app.fetch(
        new Request('http://felt.test/v1/games', { headers: { Origin: 'https://evil.example' } }),
        bindings,
      )
      expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull()
    }
  })

  it('answers a request without Origin, errors included, varying by Origin and with its request id', async () => {
    for (const path of ['/v1/games', '/health', '/v1/nowhere']) {
      const res = await app.fetch(new Request(`http://felt.test${path}`), withCors)
      expect(res.headers.get('Vary')).toBe('Origin')
      expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull()
      expect(res.headers.get('Access-Control-Expose-Headers')).toBeNull()
      expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

describe('request logs', () => {
  it('writes one JSON line per request with its request id, route pattern, status and error code', async () => {
    const lines: string[] = []
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
    try {
      const given = await app.fetch(
        new Request(`http://felt.test/v1/sessions/${'0'.repeat(64)}`, {
          headers: { 'X-Request-Id': 'req-42' },
        }),
        env,
      )
      expect(given.headers.get('X-Request-Id')).toBe('req-42')
      const fresh = await app.fetch(new Request('http://felt.test/health'), env)
      expect(fresh.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      spy.mockRestore()
    }
    const logged = lines.map((l) => JSON.parse(l))
    expect(logged[0]).toMatchObject({
      msg: 'request',
      requestId: 'req-42',
      method: 'GET',
      route: '/v1/sessions/:id',
      status: 404,
      code: 'SESSION_NOT_FOUND',
    })
    expect(JSON.stringify(logged[0])).not.toContain('0'.repeat(64))
    expect(logged[1]).toMatchObject({ route: '/health', status: 200 })
  })
})
