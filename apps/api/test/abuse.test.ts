import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson } from '../scripts/fuzz.ts'
import { call, openSession } from './helpers.ts'

describe('hostile input', () => {
  it('never answers a hostile body, token or header with a 5xx, and changes nothing', async () => {
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
    const request = fc.record({
      route: fc.constantFrom(...routes),
      body: hostileJson,
      token: fc.constantFrom(victim.token, other.token, `${victim.id}.forged`, 'x'),
      idempotencyKey: fc.option(fc.constantFrom('', 'k'.repeat(300), 'ok-key'), { freq: 3 }),
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ route: [method, route], body, token, idempotencyKey }) => {
        const sent = method === 'GET' ? undefined : body
        const json = JSON.stringify(sent ?? null)
        // A body that happens to be a valid client seed would change state, by design.
        fc.pre(!/clientSeed":"[^:"]{1,64}"/.test(json))
        const headers: Record<string, string> =
          idempotencyKey === null ? {} : { 'Idempotency-Key': idempotencyKey }
        const res = await call(method, route, {
          ...(sent === undefined ? {} : { body: sent }),
          token,
          headers,
        })
        expect(res.status, `${method} ${route} ${json}`).toBeLessThan(500)
        expect(res.status).toBeGreaterThanOrEqual(400)
        expect(res.body.error.code).toBeTypeOf('string')
      }),
      { seed: 99, numRuns: 72 },
    )
    const after = await call('GET', path, { token: victim.token })
    expect(after.body).toEqual(before.body)
  })
})
