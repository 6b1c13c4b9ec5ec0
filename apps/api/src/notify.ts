import { webhookKey } from './hmac.ts'

const encoder = new TextEncoder()

/** After this many failed attempts a notification is given up (about 17 hours of retries). */
export const MAX_ATTEMPTS = 12

/**
 * The delay before retry `attempt` (1, 2, ...) in milliseconds: 2 s doubled per attempt,
 * at most one hour.
 */
export function backoff(attempt: number): number {
  return Math.min(2000 * 2 ** (attempt - 1), 3_600_000)
}

function base64(bytes: Uint8Array): string {
  let text = ''
  for (const b of bytes) text += String.fromCharCode(b)
  return btoa(text)
}

/**
 * The `webhook-signature` of a notification (Standard Webhooks, symmetric): `v1,<base64 of the
 * HMAC-SHA256 of "<id>.<timestamp>.<body>">` under the decoded `NOTIFY_SECRET`
 * (`whsec_<base64>`). The id and the attempt's timestamp (Unix seconds) are signed with the body,
 * so a delivery replayed under another `webhook-id` or later does not verify.
 */
export async function signature(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const signed = encoder.encode(`${id}.${timestamp}.${body}`)
  const mac = await crypto.subtle.sign('HMAC', await webhookKey(secret), signed)
  return `v1,${base64(new Uint8Array(mac))}`
}

/** The outcome of one delivery attempt. */
export type Delivery = { readonly ok: true } | { readonly ok: false; readonly error: string }

/**
 * POSTs one notification with the Standard Webhooks headers: `webhook-id` (the same on every
 * attempt: receivers deduplicate on it), `webhook-timestamp` (this attempt, Unix seconds) and
 * `webhook-signature`. A 2xx answer within 10 s is a delivery.
 */
export async function deliver(
  url: string,
  secret: string,
  body: string,
  id: string,
): Promise<Delivery> {
  try {
    const timestamp = Math.floor(Date.now() / 1000)
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': await signature(secret, id, timestamp, body),
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
