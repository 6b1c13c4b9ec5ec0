import { FeltError } from '@felt/cards'
import pkg from '../../package.json' with { type: 'json' }
import { GAMES } from '../games/registry.ts'
import { ADVISE_OPTIONS, ADVISE_USAGE, adviseCommand } from './advise.ts'
import { ANALYZE_OPTIONS, ANALYZE_USAGE, analyzeCommand } from './analyze.ts'
import { type OptionSpec, parseOptions, UsageError, wantsHelp } from './args.ts'
import type { CliIo } from './io.ts'
import { STRATEGY_OPTIONS, STRATEGY_USAGE, strategyCommand } from './strategy.ts'

/** The version of `@felt/math` that `felt-math --version` prints. */
export const VERSION: string = pkg.version

const GAMES_USAGE = `felt-math games

  Prints every game with its rule sets, bets, strategies, exact engines and simulation
  paths, as JSON.`

/** The `felt-math --help` text. */
export const USAGE: string = `felt-math: house edge, element of risk, deviation and return tables for Felt games

  felt-math analyze <game> [--ruleset R] [--bet B] [--strategy S] [--set option=value ...]
                    [--method exact|simulate] [--path engine|fast] [--rounds N] [--seed S]
                    [--threads N] [--json] [--no-cache] [--report out.html]
  felt-math strategy <game> [--ruleset R] [--set option=value ...] [--write] [--solve] [--threads N] [--json]
  felt-math advise stud-poker|zero|break-poker [--ruleset R] [--set option=value ...] --cards C [--up U] [--json]
  felt-math games
  felt-math <command> --help     the command's options
  felt-math --version

Games: ${Object.keys(GAMES).join(', ')} (felt-math games lists rule sets, bets and strategies).
Exit codes: 0 ok, 1 the computation failed, 2 bad input (one line on stderr).`

interface Command {
  readonly usage: string
  readonly options: OptionSpec
  run(argv: readonly string[], parsed: ReturnType<typeof parseOptions>, io: CliIo): Promise<number>
}

const COMMANDS: Readonly<Record<string, Command>> = {
  analyze: {
    usage: ANALYZE_USAGE,
    options: ANALYZE_OPTIONS,
    run: (argv, parsed, io) => analyzeCommand(argv, parsed, io, VERSION),
  },
  strategy: {
    usage: STRATEGY_USAGE,
    options: STRATEGY_OPTIONS,
    run: (_, parsed, io) => strategyCommand(parsed, io),
  },
  advise: {
    usage: ADVISE_USAGE,
    options: ADVISE_OPTIONS,
    run: (_, parsed, io) => adviseCommand(parsed, io),
  },
  games: {
    usage: GAMES_USAGE,
    options: {},
    run: async (_, parsed, io) => {
      if (parsed.positionals.length > 0)
        throw new UsageError(
          `unexpected argument ${JSON.stringify(parsed.positionals[0]!.slice(0, 40))}`,
        )
      await io.out(`${JSON.stringify(GAMES, null, 2)}\n`)
      return 0
    },
  },
}

function unknownCommand(name: string): UsageError {
  return new UsageError(
    `unknown command ${JSON.stringify(name.slice(0, 40))} (${Object.keys(COMMANDS).join(', ')}; felt-math --help)`,
  )
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv
  if (name === undefined) {
    await io.out(`${USAGE}\n`)
    return 2
  }
  if (name === '--version') {
    await io.out(`felt-math ${VERSION}\n`)
    return 0
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    const topic = name === 'help' ? rest[0] : undefined
    if (topic !== undefined && !Object.hasOwn(COMMANDS, topic)) throw unknownCommand(topic)
    await io.out(`${topic === undefined ? USAGE : COMMANDS[topic]!.usage}\n`)
    return 0
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name]! : undefined
  if (!command) throw unknownCommand(name)
  if (wantsHelp(rest)) {
    await io.out(`${command.usage}\n`)
    return 0
  }
  const parsed = parseOptions(rest, command.options)
  if (parsed.values.version) {
    await io.out(`felt-math ${VERSION}\n`)
    return 0
  }
  return command.run(argv, parsed, io)
}

/**
 * Runs `felt-math` with `argv` (without node and the script) and returns the exit code:
 * 0 ok, 1 the computation failed, 2 bad input (one line on stderr). `-h` or `--help`
 * anywhere prints the command's help and runs nothing.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(argv, io)
  } catch (e) {
    if (e instanceof FeltError) {
      const known = e.details?.known
      const list =
        Array.isArray(known) && !e.message.includes(` (${known.join(', ')})`)
          ? ` (${known.join(', ')})`
          : ''
      io.err(`felt-math: ${e.code}: ${e.message.split('\n')[0]}${list}`)
      return 2
    }
    io.err(`felt-math: ${(e as Error).message?.split('\n')[0] ?? String(e)}`)
    return 1
  }
}
