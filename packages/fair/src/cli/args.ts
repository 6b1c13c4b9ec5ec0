import { FeltError } from '@felt/cards'
import { assertDeckSize, type DeckSize } from '../deck.ts'
import { InvalidNonceError } from '../errors.ts'
import { assertNonce } from '../seeds.ts'

/** A command line the CLI cannot run: `USAGE`. */
export class UsageError extends FeltError {
  constructor(message: string) {
    super('USAGE', message)
  }
}

/** The value of a required option. */
export function required(values: Record<string, unknown>, name: string): string {
  const v = values[name]
  if (typeof v !== 'string') throw new UsageError(`missing --${name}`)
  return v
}

/** A nonce in decimal. */
export function parseNonce(text: string): number {
  if (!/^\d{1,16}$/.test(text)) {
    throw new InvalidNonceError(
      `the nonce must be an integer from 0 to 2^53 - 1 (got ${JSON.stringify(text.slice(0, 20))})`,
    )
  }
  const n = Number(text)
  assertNonce(n)
  return n
}

/** `A..B` (inclusive) or a single nonce `A`. */
export function parseNonceRange(text: string): { from: number; to: number } {
  const m = /^([^.]*)\.\.([^.]*)$/.exec(text)
  const from = parseNonce(m ? m[1]! : text)
  const to = m ? parseNonce(m[2]!) : from
  if (to < from) throw new InvalidNonceError(`the nonce range ${from}..${to} is empty`)
  return { from, to }
}

/** A deck size: 52, 53, 312 or 416. */
export function parseCards(text: string): DeckSize {
  const n = /^\d{1,6}$/.test(text) ? Number(text) : text
  assertDeckSize(n)
  return n
}

/** A positive integer option. */
export function parseCount(name: string, text: string, max: number): number {
  const n = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isSafeInteger(n) || n < 1 || n > max) {
    throw new UsageError(`--${name} must be an integer from 1 to ${max}`)
  }
  return n
}
