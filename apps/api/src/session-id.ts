import { ApiError } from './errors.ts'
import { toHex } from './fair.ts'
import { hmacKey } from './hmac.ts'

function unhex(text: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(text.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(text.slice(2 * i, 2 * i + 2), 16)
  return out
}

function key(secret: string | undefined): Promise<CryptoKey> {
  if (!secret) {
    throw new ApiError(
      'NOT_CONFIGURED',
      'the Worker secret SESSION_ID_SECRET is not set (wrangler secret put SESSION_ID_SECRET)',
    )
  }
  return hmacKey(secret)
}

/** A session id: 64 lowercase hex characters, 16 random bytes then their 16-byte tag. */
export const SESSION_ID = /^[0-9a-f]{64}$/

/**
 * A new session id: 16 random bytes and the first 16 bytes of their HMAC-SHA256 under the
 * Worker secret `SESSION_ID_SECRET`, as 64 lowercase hex characters. Only the Worker can
 * make one, so it rejects a made-up id before it wakes a Durable Object.
 * @throws {ApiError} 503 `NOT_CONFIGURED` when the secret is not set.
 */
export async function newSessionId(secret: string | undefined): Promise<string> {
  const random = crypto.getRandomValues(new Uint8Array(16))
  const tag = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret), random))
  return toHex(random) + toHex(tag.subarray(0, 16))
}

/** Ids whose tag checked out, per secret: a pure function of both, so it holds for good. */
const verified = new Map<string, Set<string>>()
/** At most this many remembered ids per secret (a few MB at worst); then it starts afresh. */
const MAX_VERIFIED = 10_000

/**
 * Whether `id` is a session id this Worker made: 64 hex characters whose second half is the
 * tag of the first (compared in constant time, by re-signing and `timingSafeEqual`). An id
 * that checked out is remembered for the isolate's life, so a session's later requests skip
 * the HMAC (about 0.07 ms of a deal's); a made-up id is never remembered, so probes still pay
 * for, and fail, the check.
 * @throws {ApiError} 503 `NOT_CONFIGURED` when the secret is not set.
 */
export async function isSessionId(secret: string | undefined, id: string): Promise<boolean> {
  const signing = key(secret)
  if (!SESSION_ID.test(id)) return false
  const known = verified.get(secret!)
  if (known?.has(id)) return true
  const tag = new Uint8Array(
    await crypto.subtle.sign('HMAC', await signing, unhex(id.slice(0, 32))),
  )
  const valid = crypto.subtle.timingSafeEqual(tag.subarray(0, 16), unhex(id.slice(32)))
  if (valid) {
    const ids = known && known.size < MAX_VERIFIED ? known : new Set<string>()
    ids.add(id)
    verified.set(secret!, ids)
  }
  return valid
}
