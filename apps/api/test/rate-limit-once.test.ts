import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../src/app.ts'
import { openSession } from './helpers.ts'

// The session limit of wrangler.jsonc, per 10 s.
const SESSION_LIMIT = 100

/**
 * A rate limit binding within one window, as the local one counts (a refused call is not
 * counted): exact counts per key, whatever the clock, where the real binding's fixed windows
 * let a burst across a window's end pass up to twice the limit.
 */
function oneWindow(limit: number) {
  const counts = new Map<string, number>()
  return {
    counts,
    async limit({ key }: { key: string }): Promise<{ success: boolean }> {
      const n = counts.get(key) ?? 0
      if (n >= limit) return { success: false }
      counts.set(key, n + 1)
      return { success: true }
    },
  }
}

/** The app with its session limit counted by `session` (the other limits never refuse). */
function appWith(session: ReturnType<typeof oneWindow>) {
  const bindings = {
    ...env,
    SESSION_RATE_LIMIT: session,
    ADDRESS_RATE_LIMIT: oneWindow(Number.MAX_SAFE_INTEGER),
    AUTH_FAILURE_RATE_LIMIT: oneWindow(Number.MAX_SAFE_INTEGER),
  }
  return async (path: string, token: string) => {
    const req = new Request(`http://felt.test${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const res = await app.fetch(req, bindings, createExecutionContext())
    return { status: res.status, body: (await res.json()) as { error?: { code: string } } }
  }
}

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
    const get = appWith(oneWindow(SESSION_LIMIT))
    const out = await tally(SESSION_LIMIT + 30, () => get(`/v1/sessions/${id}`, token))
    expect(out).toEqual({ 200: SESSION_LIMIT, 429: 30 })
  })

  it('refuses a percent-encoded session id (404) without counting it for any session', async () => {
    const { id, token } = await openSession()
    const limiter = oneWindow(SESSION_LIMIT)
    const get = appWith(limiter)
    // "%36" is "6": Hono decodes the parameter, so this path names the same session.
    const encoded = `%${id.charCodeAt(0).toString(16)}${id.slice(1)}`
    const refused = await get(`/v1/sessions/${encoded}`, token)
    expect(refused.status, JSON.stringify(refused.body)).toBe(404)
    expect(refused.body.error?.code).toBe('SESSION_NOT_FOUND')
    expect([...limiter.counts.values()]).toEqual([])
    // The session's window is whole: exactly the limit passes as written.
    const out = await tally(SESSION_LIMIT + 1, () => get(`/v1/sessions/${id}`, token))
    expect(out).toEqual({ 200: SESSION_LIMIT, 429: 1 })
  })
})
