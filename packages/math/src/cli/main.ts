import { FeltError } from '@felt/cards'
import pkg from '../../package.json' with { type: 'json' }
import type { GameAnalyzer } from '../games/analyzer.ts'
import { ANALYZERS, GAMES } from '../games/registry.ts'
import { ADVISE_OPTIONS, ADVISE_USAGE, adviseCommand } from './advise.ts'
import { ANALYZE_OPTIONS, ANALYZE_USAGE, analyzeCommand } from './analyze.ts'
import { type OptionSpec, parseOptions, UsageError, wantsHelp } from './args.ts'
import type { CliIo } from './io.ts'
import { STRATEGY_OPTIONS, STRATEGY_USAGE, strategyCommand } from './strategy.ts'

/** The version of `@felt/math` that `felt-math --version` prints. */
export const VERSION: string = pkg.version

const GAMES_USAGE = `felt-math games [--json]

  Prints every game: its rule sets, strategies and simulation paths, then one row per bet
  with the rule sets that have it and the strategies (and rule sets) it has an exact
  engine for (stock rules); analyze simulates the others where a simulator plays them.

  --json   the same as JSON: per game rulesets, bets, strategies, paths, betAliases,
           betRulesets (the rule sets of each bet) and exact, a list of
           { bet, strategy, rulesets } (the rule sets that bet and strategy are exact for)`

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
  /** Every bet and strategy with an exact engine under some rule set, and those rule sets. */
  readonly exact: readonly { bet: string; strategy: string; rulesets: string[] }[]
}

/**
 * A game's summary, asking its analyzer's own `exact` of every rule set, bet and strategy
 * (stock rules, no `--set`): the exact engines are the ones `analyze` runs, including the
 * main-bet engines that depend on the rule set. `UNSUPPORTED_ANALYSIS` from `exact` means
 * the rule set lacks the bet.
 */
export function gameSummary(a: GameAnalyzer): GameSummary {
  const { rulesets, bets, strategies, paths } = a.info
  const betRulesets: Record<string, string[]> = {}
  const exact: { bet: string; strategy: string; rulesets: string[] }[] = []
  for (const bet of bets) {
    const has: string[] = []
    const exactFor = new Map<string, string[]>(strategies.map((st) => [st, []]))
    for (const ruleset of rulesets) {
      try {
        for (const strategy of strategies) {
          if (a.exact({ ruleset, bet, strategy, overrides: {} }))
            exactFor.get(strategy)!.push(ruleset)
        }
        has.push(ruleset)
      } catch (e) {
        if (!(e instanceof FeltError && e.code === 'UNSUPPORTED_ANALYSIS')) throw e
      }
    }
    betRulesets[bet] = has
    for (const [strategy, rs] of exactFor)
      if (rs.length > 0) exact.push({ bet, strategy, rulesets: rs })
  }
  return { rulesets, bets, strategies, paths, betAliases: a.betAliases ?? {}, betRulesets, exact }
}

/** The rule sets of a cell: `all` when they are every rule set of `of`. */
function rulesetsText(rs: readonly string[], of: readonly string[]): string {
  return rs.length === of.length ? 'all' : rs.join(', ')
}

/** The exact column of one bet: strategies grouped by the rule sets they are exact for. */
function exactText(g: GameSummary, bet: string): string[] {
  const has = g.betRulesets[bet]!
  const groups = new Map<string, { strategies: string[]; rulesets: string[] }>()
  for (const e of g.exact.filter((x) => x.bet === bet)) {
    const key = e.rulesets.join(',')
    const group = groups.get(key) ?? { strategies: [], rulesets: e.rulesets }
    group.strategies.push(e.strategy)
    groups.set(key, group)
  }
  if (groups.size === 0) return ['none']
  return [...groups.values()].map(({ strategies, rulesets }) => {
    const names =
      strategies.length === g.strategies.length ? 'every strategy' : strategies.join(', ')
    if (groups.size === 1 && rulesets.length === has.length) return names
    return `${names} (${rulesetsText(rulesets, has)})`
  })
}

/** The `felt-math games` text: one block per game, one row per bet. */
export function gamesText(summaries: Readonly<Record<string, GameSummary>>): string {
  const width = 100
  const lines = [
    'felt-math games: the rule sets, bets and strategies of each game, and its exact engines',
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
      `  ${'bet'.padEnd(betWidth)}${'rule sets'.padEnd(rsWidth)}exact engine for`,
    )
    for (const bet of g.bets) {
      let line = `  ${alias(bet).padEnd(betWidth)}${rulesetsText(g.betRulesets[bet]!, g.rulesets).padEnd(rsWidth)}`
      let first = true
      for (const part of exactText(g, bet)) {
        if (!first && line.length + part.length + 2 > width) {
          lines.push(`${line};`)
          line = pad
          first = true
        }
        line += first ? part : `; ${part}`
        first = false
      }
      lines.push(line)
    }
  }
  lines.push(
    '',
    'A bet and strategy without an exact engine is simulated (--method simulate, on the',
    'simulation paths above) where a simulator plays it; analyze names the combinations',
    'it cannot compute. Rule sets are the stock ones (--set may change what applies).',
  )
  return `${lines.join('\n')}\n`
}

/** The `felt-math --help` text. */
export const USAGE: string = `felt-math: house edge, element of risk, deviation and return tables for Felt games

  felt-math analyze <game> [--ruleset R] [--bet B] [--strategy S] [--set option=value ...]
                    [--method exact|simulate] [--path engine|fast] [--rounds N] [--seed S]
                    [--threads N] [--json] [--no-cache] [--report out.html]
  felt-math strategy <game> [--ruleset R] [--set option=value ...] [--write] [--solve] [--threads N] [--json]
  felt-math advise stud-poker|zero|break-poker [--ruleset R] [--set option=value ...] --cards C [--up U] [--json]
  felt-math games [--json]
  felt-math <command> --help     the command's options
  felt-math --version

Games: ${Object.keys(GAMES).join(', ')} (felt-math games lists rule sets, bets, strategies and exact engines).
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
