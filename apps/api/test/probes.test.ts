import { listDurableObjectIds } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../src/app.ts'
import { call, openSession } from './helpers.ts'

function randomHex(chars: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(chars / 2))
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

async function objects(): Promise<string[]> {
  return (await listDurableObjectIds(env.SESSIONS)).map((id) => id.toString()).sort()
}

describe('made-up session ids', () => {
  it('are answered 404 without creating a Durable Object or any storage', async () => {
    await openSession()
    const before = await objects()
    const paths = ['', '/rounds/0', '/deal']
    let probes = 0
    for (const chars of [32, 64]) {
      for (let i = 0; i < 50; i++) {
        const id = randomHex(chars)
        const path = `/v1/sessions/${id}${paths[i % paths.length]}`
        const res = await call(i % 3 === 2 ? 'POST' : 'GET', path, {
          token: i % 2 === 0 ? `${id}.${randomHex(43)}` : randomHex(40),
          ...(i % 3 === 2 ? { body: { game: 'zero', wagers: { zero: 1 } } } : {}),
        })
        expect(res.status, path).toBe(404)
        expect(res.body.error.code).toBe('SESSION_NOT_FOUND')
        probes++
      }
    }
    expect(probes).toBe(100)
    expect(await objects()).toEqual(before)
  })

  it("refuse a real id with one character of its tag changed, and a real session's token with it", async () => {
    const { id, token } = await openSession()
    const before = await objects()
    const last = id.at(-1) === '0' ? '1' : '0'
    const forged = `${id.slice(0, -1)}${last}`
    const res = await call('GET', `/v1/sessions/${forged}`, { token })
    expect(res.status).toBe(404)
    expect((await call('GET', `/v1/sessions/${id}`, { token })).status).toBe(200)
    expect(await objects()).toEqual(before)
  })

  it('answer 503 NOT_CONFIGURED when the Worker has no SESSION_ID_SECRET', async () => {
    const bare = { ...env, SESSION_ID_SECRET: undefined }
    const res = await app.fetch(new Request(`http://felt.test/v1/sessions/${'0'.repeat(64)}`), bare)
    expect(res.status).toBe(503)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_CONFIGURED')
  })
})
