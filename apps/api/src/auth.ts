import { FeltError } from '@felt/cards'
import type { Context, MiddlewareHandler } from 'hono'
import { type AppEnv, sessionApi } from './app-env.ts'
import { ApiError, sendFailure, sessionNotFound } from './errors.ts'
import { toHex } from './fair.ts'
import { authRefused, limited, overAuthFailures, withinSessionLimit } from './rate-limit.ts'
import type { Auth } from './session/context.ts'
import { isSessionId } from './session-id.ts'

const encoder = new TextEncoder()

/** Lowercase hex SHA-256 of a UTF-8 string. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
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

/** Whether the Worker runs as an open demo: `DEMO_MODE` is exactly `open` (local dev sets it). */
export function demoMode(env: { readonly DEMO_MODE?: string }): boolean {
  return env.DEMO_MODE === 'open'
}

async function isOperator(c: Context<AppEnv>): Promise<boolean> {
  const key = c.env.OPERATOR_KEY
  const given = bearer(c.req.header('Authorization'))
  if (!key || given === undefined) return false
  if (await sameSecret(given, key)) return true
  throw new ApiError('UNAUTHORIZED', 'wrong operator key')
}

/**
 * Operator routes: `Authorization: Bearer <OPERATOR_KEY>` (401 otherwise). Without the
 * secret nobody is the operator: 503 `NOT_CONFIGURED`.
 */
export const operatorAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.env.OPERATOR_KEY) {
    throw new ApiError('NOT_CONFIGURED', 'the Worker secret OPERATOR_KEY is not set')
  }
  if (!(await isOperator(c))) {
    throw new ApiError('UNAUTHORIZED', 'this route needs the operator key')
  }
  c.set('operator', true)
  await next()
}

/**
 * `POST /v1/sessions`: the operator (its key), or anyone when `DEMO_MODE` is `open`. Secure
 * by default: a Worker without `OPERATOR_KEY` and without the demo mode opens no session
 * (503 `NOT_CONFIGURED`); with the key, a request without it is a 401. A wrong key is a 401
 * in demo mode too. Sets `operator` for the route (only the operator sets a balance).
 */
export const openerAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const operator = await isOperator(c)
  if (!operator && !demoMode(c.env)) {
    if (!c.env.OPERATOR_KEY) {
      throw new ApiError(
        'NOT_CONFIGURED',
        'sessions need the OPERATOR_KEY secret (or DEMO_MODE=open for an open demo)',
      )
    }
    throw new ApiError('UNAUTHORIZED', 'this route needs the operator key')
  }
  c.set('operator', operator)
  await next()
}

/** Codes of a failed authentication on a session route. */
const AUTH_FAILURES: ReadonlySet<string> = new Set(['UNAUTHORIZED', 'SESSION_NOT_FOUND'])

/**
 * Whether the path names the session `id` as written: Hono decodes the parameter, so a
 * percent-encoded id (`%36…` for `6…`) would name the same session through another path.
 */
function canonicalPath(url: string, id: string): boolean {
  const path = url.slice(url.indexOf('/', url.indexOf('//') + 2))
  const prefix = `/v1/sessions/${id}`
  return path.startsWith(prefix) && '/?#'.includes(path[prefix.length] ?? '/')
}

/** The request's proof of the session: the id checked, a bearer token of that session. */
async function credentials(c: Context<AppEnv>, id: string): Promise<Auth> {
  const known = canonicalPath(c.req.url, id) && (await isSessionId(c.env.SESSION_ID_SECRET, id))
  if (!known) throw sessionNotFound()
  const token = bearer(c.req.header('Authorization'))
  if (token === undefined) {
    throw new ApiError('UNAUTHORIZED', 'send Authorization: Bearer <session token>')
  }
  // A well-formed token of another session: that session's ids are not this caller's.
  const owner = /^([0-9a-f]{64})\./.exec(token)?.[1]
  if (owner !== undefined && owner !== id) throw sessionNotFound()
  return { tokenHash: await sha256Hex(token) }
}

/**
 * Session routes: the path's session id must be one this Worker made, written as it made it
 * (its tag checks out under `SESSION_ID_SECRET`, and it is not percent-encoded; else 404
 * before any Durable Object is addressed), the request must carry a bearer token (else 401) of that session (a token of
 * another session: 404). The Durable Object compares the token's SHA-256 with the stored one in
 * constant time. The session limit counts the token (`withinSessionLimit`); every failed
 * authentication counts against the client's address (`overAuthFailures`), and over that limit
 * the address gets 429 `RATE_LIMITED` (scope `address`) instead.
 */
export const sessionAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (authRefused(c)) return limited(c, 'address')
  const id = c.req.param('id') ?? ''
  let auth: Auth
  try {
    auth = await credentials(c, id)
  } catch (err) {
    if (err instanceof ApiError && AUTH_FAILURES.has(err.code) && (await overAuthFailures(c))) {
      return limited(c, 'address')
    }
    throw err
  }
  if (!(await withinSessionLimit(c, auth.tokenHash))) return limited(c, 'session')
  const session = sessionApi(c.env, id)
  c.set('auth', auth)
  c.set('session', session)
  await next()
  let failed = c.error instanceof FeltError ? c.error.code : undefined
  // The Worker checks the body before the object checks the token: a bad body from a caller
  // without a valid token gets the object's 401 or 404, not a 400.
  if (c.error && c.res.status === 400) {
    const known = await session.authenticate(auth)
    if (known.ok === false) {
      c.res = sendFailure(c, known.error)
      failed = known.error.code
    }
  }
  if (failed !== undefined && AUTH_FAILURES.has(failed) && (await overAuthFailures(c))) {
    c.res = limited(c, 'address')
  }
}
