import { describe, expect, it } from 'vitest'
import { call, OPERATOR_KEY, openSession } from './helpers.ts'
import { burst, expectLimited } from './limits.ts'

// The address limit of wrangler.jsonc, per 10 s. (A file of its own: requests in one test file
// get slower the more the file has sent, and this burst is the largest.)
const ADDRESS_LIMIT = 150

describe('rate limits per client address', () => {
  it('count each client address on every /v1 route', async () => {
    const headers = { 'CF-Connecting-IP': '198.51.100.7' }
    // Spread over 4 sessions, each under its own limit (also over two bursts).
    const sessions = await Promise.all([0, 1, 2, 3].map(() => openSession()))
    let n = 0
    const { limited, checked } = await burst(
      ADDRESS_LIMIT,
      () => {
        const { id, token } = sessions[n++ % 4]!
        return call('GET', `/v1/sessions/${id}`, { headers, token })
      },
      () => call('POST', '/v1/sessions', { token: OPERATOR_KEY, headers }),
    )
    expectLimited(limited, 'address')
    expectLimited(checked, 'address')
    const elsewhere = { 'CF-Connecting-IP': '198.51.100.8' }
    const { id, token } = sessions[0]!
    expect((await call('GET', `/v1/sessions/${id}`, { headers: elsewhere, token })).status).toBe(
      200,
    )
    // The bare route is not limited.
    expect((await call('GET', '/health', { headers })).status).toBe(200)
  })
})
