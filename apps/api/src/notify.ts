import { toHex } from './fair.ts'
import { hmacKey } from './hmac.ts'

const encoder = new TextEncoder()

/** The header that carries a notification's signature. */
export const SIGNATURE_HEADER = 'Felt-Signature'

/** After this many failed attempts a notification is given up (about 17 hours of retries). */
export const MAX_ATTEMPTS = 12

/**
 * The delay before retry `attempt` (1, 2, ...) in milliseconds: 2 s doubled per attempt,
 * at most one hour.
 */
export function backoff(attempt: number): number {
  return Math.min(2000 * 2 ** (attempt - 1), 3_600_000)
}

/**
 * The `Felt-Signature` value of a notification body sent at `at` (Unix ms):
 * `t=<at>,v1=<hex HMAC-SHA256 of "<at>.<body>" under NOTIFY_SECRET>`. A receiver recomputes
 * it over the raw body and rejects old timestamps (replays).
 */
export async function signature(secret: string, at: number, body: string): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(`${at}.${body}`),
  )
  return `t=${at},v1=${toHex(new Uint8Array(mac))}`
}

/** The outcome of one delivery attempt. */
export type Delivery = { readonly ok: true } | { readonly ok: false; readonly error: string }

/** POSTs one signed notification; a 2xx answer within 10 s is a delivery. */
export async function deliver(
  url: string,
  secret: string,
  body: string,
  id: string,
): Promise<Delivery> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: await signature(secret, Date.now(), body),
        'Felt-Delivery': id,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    await res.body?.cancel()
    return res.ok ? { ok: true } : { ok: false, error: `HTTP ${res.status}` }
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) }
  }
}
