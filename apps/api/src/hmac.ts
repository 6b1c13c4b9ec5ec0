const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

function importKey(bytes: BufferSource): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
}

/** The HMAC-SHA256 signing key of a Worker secret (its UTF-8 bytes), imported once per secret. */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = importKey(encoder.encode(secret))
    keys.set(secret, key)
  }
  return key
}

/** A Standard Webhooks secret: `whsec_` and the standard base64 (padded) of 24 to 64 bytes. */
export const WEBHOOK_SECRET =
  /^whsec_((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/

/** The bytes of a Standard Webhooks secret (`WEBHOOK_SECRET`), or undefined if it is none. */
export function webhookSecretBytes(secret: string): Uint8Array<ArrayBuffer> | undefined {
  const base64 = WEBHOOK_SECRET.exec(secret)?.[1]
  if (base64 === undefined) return undefined
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0))
  return bytes.length >= 24 && bytes.length <= 64 ? bytes : undefined
}

const webhookKeys = new Map<string, Promise<CryptoKey>>()

/**
 * The HMAC-SHA256 signing key of a Standard Webhooks secret `whsec_<base64>`: the decoded
 * bytes, as every Standard Webhooks library reads it. Imported once per secret.
 * @throws {Error} when the secret is not of that form (the configuration check refuses it first).
 */
export function webhookKey(secret: string): Promise<CryptoKey> {
  let key = webhookKeys.get(secret)
  if (!key) {
    const bytes = webhookSecretBytes(secret)
    if (!bytes) throw new Error('not a Standard Webhooks secret (whsec_<base64>)')
    key = importKey(bytes)
    webhookKeys.set(secret, key)
  }
  return key
}
