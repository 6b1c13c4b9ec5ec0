import { FeltError } from '@felt/cards'
import { Command, CommanderError, Option } from 'commander'
import pkg from '../../package.json' with { type: 'json' }
import type { EngineMethod, GameAnalyzer } from '../games/analyzer.ts'
import { ANALYZERS, GAMES } from '../games/registry.ts'
import { ADVISE_OPTIONS, ADVISE_USAGE, adviseCommand } from './advise.ts'
import { ANALYZE_OPTIONS, ANALYZE_USAGE, analyzeCommand } from './analyze.ts'
import { type OptionSpec, type OptionValues, UsageError } from './args.ts'
import { CACHE_HELP } from './cache.ts'
import type { CliIo } from './io.ts'
import { STRATEGY_OPTIONS, STRATEGY_USAGE, strategyCommand } from './strategy.ts'

/** The version of `@felt/math` that `felt-math --version` prints. */
export const VERSION: string = pkg.version

const GAMES_USAGE = `felt-math games [--json]

  Prints every game: its rule sets, strategies and simulation paths, then one row per bet
  with the rule sets that have it and what computes it under each (stock rules): exact
  (every outcome enumerated) or solver (the stud solver's full strategy run); analyze
  simulates the others where a simulator plays them.

  --json   the same as JSON: per game rulesets, bets, strategies, paths, betAliases,
           betRulesets (the rule sets of each bet), exact and solver, each a list of
           { bet, strategy, rulesets } (the rule sets that bet and strategy have it for)`

/** A bet and strategy computed by one method, and the rule sets it is computed under. */
export interface ComputedBet {
  readonly bet: string
  readonly strategy: string
  readonly rulesets: string[]
}

/** What `felt-math games` prints of one game, probed from its analyzer. */
export interface GameSummary {
  readonly rulesets: readonly string[]
  readonly bets: readonly string[]
  readonly strategies: readonly string[]
  readonly paths: readonly string[]
  /** Other names a bet is taken by (`zero` for Zero's `main`). */
  readonly betAliases: Readonly<Record<string, string>>
  /** The rule sets that have each bet. */
  readonly betRulesets: Readonly<Record<string, readonly string[]>>
  /** Every bet and strategy with an exact engine (every outcome enumerated), and its rule sets. */
  readonly exact: readonly ComputedBet[]
  /** Every bet and strategy the stud solver computes (a full strategy run), and its rule sets. */
  readonly solver: readonly ComputedBet[]
}

const ENGINE_METHODS: readonly EngineMethod[] = ['exact', 'solver']

/**
 * A game's summary, asking its analyzer's own `engine` of every rule set, bet and strategy
 * (stock rules, no `--set`): the engines are the ones `analyze` runs, including the
 * main-bet engines that depend on the rule set. `UNSUPPORTED_ANALYSIS` from `engine` means
 * the rule set lacks the bet.
 */
export function gameSummary(a: GameAnalyzer): GameSummary {
  const { rulesets, bets, strategies, paths } = a.info
  const betRulesets: Record<string, string[]> = {}
  const found: Record<EngineMethod, ComputedBet[]> = { exact: [], solver: [] }
  for (const bet of bets) {
    const has: string[] = []
    const by = new Map<string, string[]>()
    for (const ruleset of rulesets) {
      try {
        for (const strategy of strategies) {
          const method = a.engine({ ruleset, bet, strategy, overrides: {} })?.method
          if (method === undefined) continue
          const key = `${method}/${strategy}`
          by.set(key, [...(by.get(key) ?? []), ruleset])
        }
        has.push(ruleset)
      } catch (e) {
        if (!(e instanceof FeltError && e.code === 'UNSUPPORTED_ANALYSIS')) throw e
      }
    }
    betRulesets[bet] = has
    for (const method of ENGINE_METHODS)
      for (const strategy of strategies) {
        const rs = by.get(`${method}/${strategy}`)
        if (rs) found[method].push({ bet, strategy, rulesets: rs })
      }
  }
  return {
    rulesets,
    bets,
    strategies,
    paths,
    betAliases: a.betAliases ?? {},
    betRulesets,
    exact: found.exact,
    solver: found.solver,
  }
}

/** The rule sets of a cell: `all` when they are every rule set of `of`. */
function rulesetsText(rs: readonly string[], of: readonly string[]): string {
  return rs.length === of.length ? 'all' : rs.join(', ')
}

/**
 * The "computed by" column of one bet, a list per method: its strategies grouped by the rule
 * sets they are computed under (`exact: every strategy`, `solver: owner (lunar, ...)`).
 */
function computedText(g: GameSummary, bet: string): string[][] {
  const has = g.betRulesets[bet]!
  const out: string[][] = []
  for (const method of ENGINE_METHODS) {
    const groups = new Map<string, { strategies: string[]; rulesets: string[] }>()
    for (const e of g[method].filter((x) => x.bet === bet)) {
      const key = e.rulesets.join(',')
      const group = groups.get(key) ?? { strategies: [], rulesets: e.rulesets }
      group.strategies.push(e.strategy)
      groups.set(key, group)
    }
    const parts = [...groups.values()].map(({ strategies, rulesets }) => {
      const names =
        strategies.length === g.strategies.length ? 'every strategy' : strategies.join(', ')
      return groups.size === 1 && rulesets.length === has.length
        ? names
        : `${names} (${rulesetsText(rulesets, has)})`
    })
    if (parts.length > 0) out.push([`${method}: ${parts[0]}`, ...parts.slice(1)])
  }
  return out.length === 0 ? [['simulated only']] : out
}

/** The `felt-math games` text: one block per game, one row per bet. */
export function gamesText(summaries: Readonly<Record<string, GameSummary>>): string {
  const width = 100
  const lines = [
    'felt-math games: the rule sets, bets and strategies of each game, and what computes each bet',
  ]
  for (const [id, g] of Object.entries(summaries)) {
    const alias = (bet: string): string => {
      const other = Object.keys(g.betAliases).filter((k) => g.betAliases[k] === bet)
      return other.length > 0 ? `${bet} (or ${other.join(', ')})` : bet
    }
    const betWidth = Math.max(3, ...g.bets.map((b) => alias(b).length)) + 2
    const rsWidth =
      Math.max(9, ...g.bets.map((b) => rulesetsText(g.betRulesets[b]!, g.rulesets).length)) + 2
    const pad = ' '.repeat(2 + betWidth + rsWidth)
    lines.push(
      '',
      id,
      `  rule sets    ${g.rulesets.join(', ')}`,
      `  strategies   ${g.strategies.join(', ')}`,
      `  simulation   ${g.paths.join(', ')}`,
      `  ${'bet'.padEnd(betWidth)}${'rule sets'.padEnd(rsWidth)}computed by`,
    )
    for (const bet of g.bets) {
      let line = `  ${alias(bet).padEnd(betWidth)}${rulesetsText(g.betRulesets[bet]!, g.rulesets).padEnd(rsWidth)}`
      // One line per method, wrapped between its groups.
      for (const parts of computedText(g, bet)) {
        if (line.trim() === '') line = pad
        let first = true
        for (const part of parts) {
          if (!first && line.length + part.length + 2 > width) {
            lines.push(`${line};`)
            line = `${pad}  `
            first = true
          }
          line += first ? part : `; ${part}`
          first = false
        }
        lines.push(line)
        line = ''
      }
    }
  }
  lines.push(
    '',
    'exact: every outcome enumerated (analyze runs it by default). solver: the stud solver, a',
    'full strategy run with its draws valued to second order (--method solver; 10-20 min on 2',
    'cores the first time, cached after). Everything is simulated too (--method simulate, on the',
    'simulation paths above) where a simulator plays it. Rule sets are the stock ones (--set may',
    'change what applies).',
  )
  return `${lines.join('\n')}\n`
}

/** The `felt-math --help` text. */
export const USAGE: string = `felt-math: house edge, element of risk, deviation and return tables for Felt games

  felt-math analyze <game> [--ruleset R] [--bet B] [--strategy S] [--set option=value ...]
                    [--method exact|solver|simulate] [--path engine|fast] [--rounds N] [--seed S]
                    [--threads N] [--json] [--no-cache] [--report out.html]
  felt-math strategy <game> [--ruleset R] [--set option=value ...] [--write FILE] [--solve] [--values DIR]
                     [--threads N] [--json] [--no-cache]
  felt-math advise stud-poker|zero|break-poker [--ruleset R] [--set option=value ...] --cards C
                   [--up U] [--discards D] [--drawn R | --dealer D5] [--json]
  felt-math games [--json]
  felt-math <command> --help     the command's options
  felt-math --version

Games: ${Object.keys(GAMES).join(', ')} (felt-math games lists rule sets, bets, strategies and what computes each).
${CACHE_HELP}
Exit codes: 0 ok, 1 the computation failed, 2 bad input (one line on stderr).`

/** One subcommand: its help text, its options, and what it does with them. */
interface CommandSpec {
  readonly usage: string
  readonly options: OptionSpec
  run(
    argv: readonly string[],
    parsed: { values: OptionValues; positionals: string[] },
    io: CliIo,
  ): Promise<number>
}

const COMMANDS: Readonly<Record<string, CommandSpec>> = {
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
    options: { json: { type: 'boolean' } },
    run: async (_, parsed, io) => {
      if (parsed.positionals.length > 0)
        throw new UsageError(
          `unexpected argument ${JSON.stringify(parsed.positionals[0]!.slice(0, 40))}`,
        )
      const summaries = Object.fromEntries(
        Object.entries(ANALYZERS).map(([id, a]) => [id, gameSummary(a)]),
      )
      await io.out(
        parsed.values.json ? `${JSON.stringify(summaries, null, 2)}\n` : gamesText(summaries),
      )
      return 0
    },
  },
}

function unknownCommand(name: string): UsageError {
  return new UsageError(
    `unknown command ${JSON.stringify(name.slice(0, 40))} (${Object.keys(COMMANDS).join(', ')}; felt-math --help)`,
  )
}

/** The commander options of a spec, each with the name its value is read by. */
function declare(
  command: Command,
  spec: OptionSpec,
): (opts: Record<string, unknown>) => OptionValues {
  const names: [string, Option][] = Object.entries(spec).map(([name, o]) => {
    const option = new Option(o.type === 'string' ? `--${name} <value>` : `--${name}`)
    if (o.multiple)
      option.argParser((v: string, previous: string[] | undefined) => [...(previous ?? []), v])
    command.addOption(option)
    return [name, option]
  })
  return (opts) =>
    Object.fromEntries(
      names.map(([name, option]) => {
        const v = opts[option.attributeName()]
        // commander reads --no-x as x: false (its default true): the spec's name is no-x.
        return [name, option.negate ? (v === false ? true : undefined) : v]
      }),
    ) as OptionValues
}

/**
 * The felt-math command line as commander parses it: the commands and their options, `-h`
 * / `--help` anywhere (before `--`) printing the command's own help text, `--version`
 * anywhere, and `help <command>`. `done` receives the exit code of the command that ran.
 */
function program(
  argv: readonly string[],
  io: CliIo,
  printed: string[],
  done: (code: number) => void,
): Command {
  const root = new Command('felt-math')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => printed.push(text),
      writeErr: () => {},
      outputError: () => {},
    })
    .helpCommand(false)
    .version(`felt-math ${VERSION}`, '--version')
    .configureHelp({ formatHelp: () => `${USAGE}\n` })
  for (const [name, spec] of Object.entries(COMMANDS)) {
    const command = root
      .command(name)
      .argument('[arguments...]')
      .configureHelp({ formatHelp: () => `${spec.usage}\n` })
    const values = declare(command, spec.options)
    command.action(async (positionals: string[], opts: Record<string, unknown>) => {
      done(await spec.run(argv, { values: values(opts), positionals }, io))
    })
  }
  root
    .command('help')
    .argument('[command]')
    .action((topic: string | undefined) => {
      if (topic !== undefined && !Object.hasOwn(COMMANDS, topic)) throw unknownCommand(topic)
      printed.push(`${topic === undefined ? USAGE : COMMANDS[topic]!.usage}\n`)
      done(0)
    })
  return root
}

/** A commander error as the one line of a usage error (`error: ` dropped, hints joined). */
function usageLine(e: CommanderError, argv: readonly string[]): UsageError {
  if (e.code === 'commander.unknownCommand') return unknownCommand(argv[0] ?? '')
  return new UsageError(
    e.message
      .replace(/^error: /, '')
      .replaceAll('\n', ' ')
      .trim(),
  )
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.length === 0) {
    await io.out(`${USAGE}\n`)
    return 2
  }
  const printed: string[] = []
  let code = 0
  try {
    await program(argv, io, printed, (c) => {
      code = c
    }).parseAsync([...argv], { from: 'user' })
  } catch (e) {
    if (!(e instanceof CommanderError)) throw e
    // Help and --version end the parse with exit code 0; anything else is bad input.
    if (e.exitCode !== 0) throw usageLine(e, argv)
  }
  if (printed.length > 0) await io.out(printed.join(''))
  return code
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
