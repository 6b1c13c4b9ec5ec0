import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env.ts'
import { ApiError, send } from './errors.ts'
import { isSessionId } from './session-id.ts'

const encoder = new TextEncoder()

/** Lowercase hex SHA-256 of a UTF-8 string. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
  let out = ''
  for (const byte of digest) out += byte.toString(16).padStart(2, '0')
  return out
}

function randomBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(n)
  crypto.getRandomValues(bytes)
  return bytes
}

/**
 * A new bearer token for a session: `<sessionId>.<secret>`, the secret 32 random bytes
 * in base64url. Only its SHA-256 is stored.
 */
export function newToken(sessionId: string): string {
  const secret = btoa(String.fromCharCode(...randomBytes(32)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
  return `${sessionId}.${secret}`
}

/** The bearer credential of a request, or undefined. */
export function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer ([\x21-\x7e]{1,512})$/i.exec(header ?? '')
  return m?.[1]
}

/** Constant-time equality of two strings, by comparing their SHA-256 digests. */
export async function sameSecret(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([sha256Hex(a), sha256Hex(b)])
  return crypto.subtle.timingSafeEqual(encoder.encode(x), encoder.encode(y))
}

/** `POST /v1/sessions` needs `Authorization: Bearer <OPERATOR_KEY>` when the secret is set. */
export const operatorAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.env.OPERATOR_KEY
  if (key) {
    const given = bearer(c.req.header('Authorization'))
    if (given === undefined || !(await sameSecret(given, key))) {
      throw new ApiError(401, 'UNAUTHORIZED', 'this route needs the operator key')
    }
  }
  await next()
}

/**
 * Session routes: the path's session id must be one this Worker made (its tag checks out
 * under `SESSION_ID_SECRET`; else 404 before any Durable Object is addressed), the request
 * must carry a bearer token (else 401) of that session (a token of another session: 404).
 * The Durable Object compares the token's SHA-256 with the stored one in constant time.
 */
export const sessionAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const notFound = () => new ApiError(404, 'SESSION_NOT_FOUND', 'no such session')
  const id = c.req.param('id') ?? ''
  if (!(await isSessionId(c.env.SESSION_ID_SECRET, id))) throw notFound()
  const token = bearer(c.req.header('Authorization'))
  if (token === undefined) {
    throw new ApiError(401, 'UNAUTHORIZED', 'send Authorization: Bearer <session token>')
  }
  // A well-formed token of another session: that session's ids are not this caller's.
  const owner = /^([0-9a-f]{64})\./.exec(token)?.[1]
  if (owner !== undefined && owner !== id) throw notFound()
  const auth = { tokenHash: await sha256Hex(token) }
  const session = c.env.SESSIONS.get(c.env.SESSIONS.idFromName(id))
  c.set('auth', auth)
  c.set('session', session)
  await next()
  // The Worker checks the body before the object checks the token: a bad body from a caller
  // without a valid token gets the object's 401 or 404, not a 400.
  if (c.error && c.res.status === 400) {
    const known = await session.authenticate(auth)
    if (known.status !== 200) c.res = send(c, known)
  }
}
