import * as v from 'valibot'
import { webhookSecretBytes } from './hmac.ts'

// How each kind of var and secret must look (valibot schemas of their text), for `config.ts`.

/** A whole-number var: digits only, `min` to `max`; absent or empty, `fallback`. */
export function whole(name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) {
  const range = max < Number.MAX_SAFE_INTEGER ? ` from ${min} to ${max}` : ` of at least ${min}`
  const expected = `${name} must be a whole number${min > 0 || max < Number.MAX_SAFE_INTEGER ? range : ''} (digits only, e.g. "${fallback}")`
  return v.optional(
    v.pipe(
      v.string(expected),
      v.regex(/^[0-9]+$/, expected),
      v.transform(Number),
      v.safeInteger(expected),
      v.minValue(min, expected),
      v.maxValue(max, expected),
    ),
    String(fallback),
  )
}

/** An http or https URL var, optional. */
export function url(expected: string) {
  return v.optional(
    v.pipe(
      v.string(expected),
      v.check(
        (s) => URL.canParse(s) && ['http:', 'https:'].includes(new URL(s).protocol),
        expected,
      ),
    ),
  )
}

/** A Standard Webhooks secret, optional; a fixed message, as for the other secrets: never the value. */
export function webhookSecret(expected: string) {
  return v.optional(
    v.pipe(
      v.string(expected),
      v.check((s) => webhookSecretBytes(s) !== undefined, expected),
    ),
  )
}

/** A var that is one of `words`; absent or empty, the first. */
export function oneOf<const W extends readonly [string, ...string[]]>(name: string, words: W) {
  const expected = `${name} must be ${words.map((w) => `"${w}"`).join(' or ')}`
  return v.optional(v.picklist(words, expected), words[0])
}

/** A secret: optional (the routes that need one answer 503 NOT_CONFIGURED without it). */
export function secret(name: string) {
  // A fixed message: an issue of a secret never carries its value.
  const expected = `${name} must not begin or end with whitespace (set it again with wrangler secret put ${name})`
  return v.optional(
    v.pipe(
      v.string(expected),
      v.check((s) => s.trim() === s, expected),
    ),
  )
}

/** Whether `text` is an http or https origin: scheme and host only, no path. */
export function isOrigin(text: string): boolean {
  if (!URL.canParse(text)) return false
  const url = new URL(text)
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text
}
