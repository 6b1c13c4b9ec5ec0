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

/**
 * Joins `--option value` into `--option=value` for options that take a value, so a
 * value starting with `-` (a negative nonce) reaches the validator, which names it.
 */
export function joinValues(argv: readonly string[], valueOptions: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a.startsWith('--') && valueOptions.includes(a.slice(2)) && i + 1 < argv.length) {
      out.push(`${a}=${argv[++i]}`)
    } else {
      out.push(a)
    }
  }
  return out
}

/**
 * Whether `-h` or `--help` appears before a `--` (help wins over everything else). Run it
 * on `joinValues`'s output, so a seed given as `--client-seed -h` is a value, not help.
 */
export function wantsHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--')
  return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === '-h' || a === '--help')
}

/**
 * `parseArgs`'s error as one sentence: its first line without the hint on quoting it adds
 * to an unknown option ("To specify a positional argument starting with a '-', ..."), so
 * the line reads `felt-fair: USAGE: Unknown option '--x'`. felt-math's `parseOptions`
 * does the same (@felt/fair does not depend on @felt/math, and the rule is one line).
 */
export function parseArgsMessage(e: unknown): string {
  return String((e as Error)?.message ?? e)
    .split('\n')[0]!
    .replace(/\. To specify .*$/, '')
}
