import { createExecutionContext, runInDurableObject } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { commit } from '@felt/fair'
import { app } from '../src/app.ts'
import type { SessionCreated } from '../src/wire.ts'

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely and assert on them
export type Loose = any

/** The operator key the test config binds (vitest.config.ts). */
export const OPERATOR_KEY = 'test-operator-key'

/** A response with its parsed JSON body. */
export interface Res<T = Loose> {
  status: number
  body: T
  headers: Headers
}

const UNLIMITED = { ...env, RATE_LIMITS: 'off' }

/**
 * Runs `fn` with the rate limits off (its requests go to the app with `RATE_LIMITS` "off"): for
 * the storms that send hundreds of requests to one session on purpose.
 */
export async function withoutRateLimits<T>(fn: () => Promise<T>): Promise<T> {
  unlimited = true
  try {
    return await fn()
  } finally {
    unlimited = false
  }
}

let unlimited = false

/**
 * Sends a request to the Worker through `exports.default.fetch` (inside `withoutRateLimits`, to
 * the app with the rate limits off). `call` and the typed client (test/client.ts) use it.
 */
export async function send(req: Request): Promise<Response> {
  return unlimited
    ? app.fetch(req, UNLIMITED, createExecutionContext())
    : exports.default.fetch(req)
}

/**
 * Calls the Worker with any method, path, headers and body, typed or not: for the requests the
 * typed client cannot make on purpose (malformed bodies, unknown routes, wrong methods, raw
 * headers). Everything else uses the typed client.
 */
export async function call<T = Loose>(
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Res<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`
  let body: string | undefined = options.raw
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['Content-Type'] ??= 'application/json'
  }
  const req = new Request(`http://felt.test${path}`, { method, headers, body })
  const res = await send(req)
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {}
  return { status: res.status, body: parsed as T, headers: res.headers }
}

/** Opens a session with the operator key. */
export async function openSession(body: Record<string, unknown> = {}): Promise<{
  id: string
  token: string
  created: SessionCreated
}> {
  const res = await call<SessionCreated>('POST', '/v1/sessions', { body, token: OPERATOR_KEY })
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`)
  return { id: res.body.sessionId, token: res.body.token, created: res.body }
}

/**
 * Makes a new session's rounds reproducible: replaces its active server seed (before any
 * deal) with the SHA-256 of `label`, and the commitment with that seed's. Tests only: the
 * API never lets anyone choose a server seed.
 */
export async function fixServerSeed(sessionId: string, label: string): Promise<string> {
  const serverSeed = await sha256(label)
  const commitment = await commit(serverSeed)
  const stub = env.SESSIONS.get(env.SESSIONS.idFromName(sessionId))
  await runInDurableObject(stub, (_o, state) => {
    state.storage.sql.exec(
      "UPDATE seeds SET server_seed = ?, commitment = ? WHERE status = 'active' AND next_nonce = 0",
      serverSeed,
      commitment,
    )
  })
  return serverSeed
}

/** Lowercase hex SHA-256. */
export async function sha256(text: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return [...d].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Plays a round with the seeded bot until it settles; returns every response body in order. */
export async function playWithBot(
  session: { id: string; token: string },
  deal: Record<string, unknown>,
  rand: (n: number) => number,
  chooseAction: (round: Loose, rand: (n: number) => number) => unknown,
): Promise<Loose[]> {
  const first = await call('POST', `/v1/sessions/${session.id}/deal`, {
    body: deal,
    token: session.token,
  })
  if (first.status !== 201) throw new Error(`deal: ${first.status} ${JSON.stringify(first.body)}`)
  return finishWithBot(session, first.body, rand, chooseAction)
}

/** Plays a dealt round (its deal's response body) with the bot until it settles. */
export async function finishWithBot(
  session: { id: string; token: string },
  dealt: Loose,
  rand: (n: number) => number,
  chooseAction: (round: Loose, rand: (n: number) => number) => unknown,
): Promise<Loose[]> {
  const bodies: Loose[] = [dealt]
  let body = dealt
  for (let step = 0; body.round.status !== 'settled'; step++) {
    if (step > 40) throw new Error('the round does not settle')
    const action = chooseAction(body.round, rand)
    const res = await call('POST', `/v1/sessions/${session.id}/rounds/${body.round.id}/act`, {
      body: { action },
      token: session.token,
    })
    if (res.status !== 200)
      throw new Error(`act ${JSON.stringify(action)}: ${res.status} ${JSON.stringify(res.body)}`)
    body = res.body
    bodies.push(body)
  }
  return bodies
}
