import { FeltError } from '@felt/cards'
import { analyzerOf } from '../games/registry.ts'

/** A command line the CLI cannot run: `USAGE`. */
export class UsageError extends FeltError {
  constructor(message: string) {
    super('USAGE', message)
  }
}

/**
 * The options of one subcommand by name (without `--`): a `string` takes a value (`multiple`:
 * repeatable, collected in order), a `boolean` is a flag; a name `no-x` is a flag too.
 * `main.ts` declares them to commander, which parses the command line.
 */
export type OptionSpec = Readonly<
  Record<string, { readonly type: 'string' | 'boolean'; readonly multiple?: boolean }>
>

/** Parsed options by the names of their `OptionSpec`: strings, booleans and repeated lists. */
export type OptionValues = Record<string, string | boolean | string[] | undefined>

/** A string option's value, if given. */
export function text(values: OptionValues, name: string): string | undefined {
  const v = values[name]
  return typeof v === 'string' ? v : undefined
}

/**
 * An integer option (`1000000` or `1_000_000`) of at least `min`, if given.
 * @throws {UsageError} for anything else.
 */
export function integer(values: OptionValues, name: string, min: number): number | undefined {
  const v = text(values, name)
  if (v === undefined) return undefined
  const n = /^\d+(_\d+)*$/.test(v) ? Number(v.replaceAll('_', '')) : Number.NaN
  if (!Number.isSafeInteger(n) || n < min)
    throw new UsageError(
      `--${name} must be an integer of at least ${min} (got ${JSON.stringify(v.slice(0, 20))})`,
    )
  return n
}

/**
 * The `--set option=value` overrides; a value is read as JSON when it parses (numbers,
 * booleans, objects), else as a string.
 * @throws {UsageError} for a `--set` without `option=`.
 */
export function overrides(values: OptionValues): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const s of (values.set as string[] | undefined) ?? []) {
    const eq = s.indexOf('=')
    if (eq < 1)
      throw new UsageError(`--set expects option=value (got ${JSON.stringify(s.slice(0, 40))})`)
    const raw = s.slice(eq + 1)
    let v: unknown = raw
    try {
      v = JSON.parse(raw)
    } catch {}
    out[s.slice(0, eq)] = v
  }
  return out
}

/**
 * The one game word of `felt-math <command> <game>`.
 * @throws {UsageError} for none or more than one.
 */
export function gameWord(command: string, positionals: readonly string[]): string {
  if (positionals.length === 0)
    throw new UsageError(`${command} needs a game (felt-math ${command} --help)`)
  if (positionals.length > 1)
    throw new UsageError(`unexpected argument ${JSON.stringify(positionals[1]!.slice(0, 40))}`)
  return positionals[0]!
}

/**
 * The handler of `felt-math <command> <game>` in `table`.
 * @throws {FeltError} `UNKNOWN_GAME` for a game the analyser lacks, `USAGE` for one
 * without a handler (`what` names what it lacks).
 */
export function perGame<T>(
  command: string,
  positionals: readonly string[],
  table: Readonly<Record<string, T>>,
  what: string,
): T {
  const game = gameWord(command, positionals)
  analyzerOf(game)
  const handler = Object.hasOwn(table, game) ? table[game] : undefined
  if (handler === undefined)
    throw new UsageError(`${command}: no ${what} for ${game} (${Object.keys(table).join(', ')})`)
  return handler
}

/**
 * Runs the work of a command whose input was checked: a Felt error from inside it is a
 * failure (exit 1), not bad input, so it is re-thrown as a plain `Error`.
 */
export async function work<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (e) {
    if (e instanceof FeltError) throw new Error(`${e.code}: ${e.message}`, { cause: e })
    throw e
  }
}
