const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

/** The HMAC-SHA256 signing key of a Worker secret, imported once per secret (Web Crypto). */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    keys.set(secret, key)
  }
  return key
}
