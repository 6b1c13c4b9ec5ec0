import { describe, expect, it } from 'vitest'
import { call, openSession } from './helpers.ts'
import { LIMITS, oneWindow, withOneWindow } from './limits.ts'

const SESSION_LIMIT = LIMITS.SESSION_RATE_LIMIT

/** Sends `n` requests one after the other; the count of each status. */
async function tally(n: number, send: () => Promise<{ status: number }>) {
  const out: Record<number, number> = {}
  for (let i = 0; i < n; i++) {
    const { status } = await send()
    out[status] = (out[status] ?? 0) + 1
  }
  return out
}

describe('the session rate limit', () => {
  it('counts GET /v1/sessions/:id once per request: exactly the limit passes in a window', async () => {
    const { id, token } = await openSession()
    const out = await withOneWindow(() =>
      tally(SESSION_LIMIT + 30, () => call('GET', `/v1/sessions/${id}`, { token })),
    )
    expect(out).toEqual({ 200: SESSION_LIMIT, 429: 30 })
  })

  it('refuses a percent-encoded session id (404) without counting it for any session', async () => {
    const { id, token } = await openSession()
    const session = oneWindow(SESSION_LIMIT)
    // "%36" is "6": Hono decodes the parameter, so this path names the same session.
    const encoded = `%${id.charCodeAt(0).toString(16)}${id.slice(1)}`
    await withOneWindow(
      async () => {
        const refused = await call('GET', `/v1/sessions/${encoded}`, { token })
        expect(refused.status, JSON.stringify(refused.body)).toBe(404)
        expect(refused.body.error?.code).toBe('SESSION_NOT_FOUND')
        expect([...session.counts.values()]).toEqual([])
        // The session's window is whole: exactly the limit passes as written.
        const out = await tally(SESSION_LIMIT + 1, () =>
          call('GET', `/v1/sessions/${id}`, { token }),
        )
        expect(out).toEqual({ 200: SESSION_LIMIT, 429: 1 })
      },
      { SESSION_RATE_LIMIT: session },
    )
  })
})
