import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { commit } from '@felt/fair'
import type { SessionObject } from '../src/session-do.ts'
import type { RoundBody, RoundOut, SessionCreated } from '../src/wire.ts'
import { client } from './client.ts'
import { send } from './send.ts'

export { withoutRateLimits } from './send.ts'

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

/** Opens a session with the operator key (the typed client's `POST /v1/sessions`). */
export async function openSession(
  body: { clientSeed?: string; balance?: number } = {},
): Promise<{ id: string; token: string; created: SessionCreated }> {
  const res = await client(OPERATOR_KEY).v1.sessions.$post({ json: body })
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`)
  const created = await res.json()
  return { id: created.sessionId, token: created.token, created }
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
  await runInDurableObject(stub, (o, state) => {
    state.storage.sql.exec(
      "UPDATE seeds SET server_seed = ?, commitment = ? WHERE status = 'active' AND next_nonce = 0",
      serverSeed,
      commitment,
    )
    // Written beside the object's stores, which keep the seeds in memory.
    ;(o as unknown as SessionObject).forget()
  })
  return serverSeed
}

/** Lowercase hex SHA-256. */
export async function sha256(text: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return [...d].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** A bot's choice of the next action of a round. */
export type ChooseAction = (round: RoundOut, rand: (n: number) => number) => unknown

/** Plays a round with the seeded bot until it settles; returns every response body in order. */
export async function playWithBot(
  session: { id: string; token: string },
  deal: Record<string, unknown>,
  rand: (n: number) => number,
  chooseAction: ChooseAction,
): Promise<RoundBody[]> {
  const res = await client(session.token).v1.sessions[':id'].deal.$post({
    param: { id: session.id },
    json: deal,
  })
  if (res.status !== 201) throw new Error(`deal: ${res.status} ${await res.text()}`)
  return finishWithBot(session, await res.json(), rand, chooseAction)
}

/** Plays a dealt round (its deal's response body) with the bot until it settles. */
export async function finishWithBot(
  session: { id: string; token: string },
  dealt: RoundBody,
  rand: (n: number) => number,
  chooseAction: ChooseAction,
): Promise<RoundBody[]> {
  const act = client(session.token).v1.sessions[':id'].rounds[':nonce'].act
  const bodies: RoundBody[] = [dealt]
  let body = dealt
  for (let step = 0; body.round.status !== 'settled'; step++) {
    if (step > 40) throw new Error('the round does not settle')
    const action = chooseAction(body.round, rand)
    const res = await act.$post({
      param: { id: session.id, nonce: body.round.id },
      json: { action: action as never },
    })
    if (res.status !== 200)
      throw new Error(`act ${JSON.stringify(action)}: ${res.status} ${await res.text()}`)
    body = await res.json()
    bodies.push(body)
  }
  return bodies
}
