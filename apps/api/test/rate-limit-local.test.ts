import { describe, expect, it } from 'vitest'
import { call } from './helpers.ts'

// The address limit of wrangler.jsonc, per 10 s.
const ADDRESS_LIMIT = 150

describe('the local address limit (documented in the README)', () => {
  it('counts CF-Connecting-IP as the client sends it: a new address per request is never limited', async () => {
    // On Cloudflare the edge sets the header; locally nothing stops a client from choosing it.
    const out = await Promise.all(
      Array.from({ length: ADDRESS_LIMIT + 20 }, (_, i) =>
        // A path no route serves: the address limit runs on every /v1 path, and this is cheap.
        call('GET', '/v1/none', { headers: { 'CF-Connecting-IP': `192.0.2.${i % 250}` } }),
      ),
    )
    expect(out.map((r) => r.status)).toEqual(out.map(() => 404))
  })
})
