import { describe, expect, it } from 'vitest'
import { seeded } from '../scripts/bot.ts'
import { randomJson } from '../scripts/fuzz.ts'
import { call, openSession } from './helpers.ts'

describe('hostile input', () => {
  it('never answers a random body or header with a 5xx, and changes nothing', async () => {
    const rand = seeded(99)
    const victim = await openSession({ balance: 300 })
    const other = await openSession()
    const path = `/v1/sessions/${victim.id}`
    const before = await call('GET', path, { token: victim.token })
    const routes: [string, string][] = [
      ['POST', `${path}/deal`],
      ['POST', `${path}/rounds/0/act`],
      ['POST', `${path}/rounds/0/settle`],
      ['PUT', `${path}/client-seed`],
      ['GET', `${path}/rounds/0-0`],
      ['POST', `${path}/rounds/x/act`],
    ]
    const requests: Promise<void>[] = []
    for (let i = 0; i < 72; i++) {
      const [method, route] = routes[i % routes.length]!
      const body = method === 'GET' ? undefined : randomJson(rand)
      // Skip bodies that happen to be valid requests (a valid client seed would change state).
      const json = JSON.stringify(body ?? null)
      if (/clientSeed":"[^:"]{1,64}"/.test(json)) continue
      const token = [victim.token, other.token, `${victim.id}.forged`, 'x'][rand(4)]
      const headers: Record<string, string> =
        rand(4) === 0 ? { 'Idempotency-Key': ['', 'k'.repeat(300), 'ok-key'][rand(3)]! } : {}
      requests.push(
        call(method, route, { ...(body === undefined ? {} : { body }), token, headers }).then(
          (res) => {
            expect(res.status, `${method} ${route} ${json}`).toBeLessThan(500)
            expect(res.status).toBeGreaterThanOrEqual(400)
            expect(res.body.error.code).toBeTypeOf('string')
          },
        ),
      )
    }
    await Promise.all(requests)
    const after = await call('GET', path, { token: victim.token })
    expect(after.body).toEqual(before.body)
  })
})
