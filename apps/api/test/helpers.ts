import { exports } from 'cloudflare:workers'

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely and assert on them
type Loose = any

/** The operator key the test config binds (vitest.config.ts). */
export const OPERATOR_KEY = 'test-operator-key'

/** A response with its parsed JSON body. */
export interface Res<T = Loose> {
  status: number
  body: T
  headers: Headers
}

/** Calls the Worker through `exports.default.fetch`. */
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
  const res = await exports.default.fetch(
    new Request(`http://felt.test${path}`, { method, headers, body }),
  )
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
  created: Loose
}> {
  const res = await call('POST', '/v1/sessions', { body, token: OPERATOR_KEY })
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`)
  return { id: res.body.sessionId, token: res.body.token, created: res.body }
}

/** Lowercase hex SHA-256. */
export async function sha256(text: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return [...d].map((b) => b.toString(16).padStart(2, '0')).join('')
}
