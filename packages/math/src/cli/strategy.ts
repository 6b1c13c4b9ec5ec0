import { resolve } from 'node:path'
import { breakPoker } from '@felt/break-poker'
import { STUD_READABLE_RULESETS, studReadableStrategy } from '@felt/strategy/stud-poker'
import { STUD_TABLE_RULESETS, type StudTableRuleset } from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'
import { breakExact } from '../break/analysis.ts'
import { breakTableSource } from '../generate/break.ts'
import { studTableSource } from '../generate/stud.ts'
import { generateZeroTables, ZERO_TABLE_RULESETS } from '../generate/zero.ts'
import { studSolveAnalysis } from '../stud/solver/solve-analysis.ts'
import { studSolve } from '../stud/solver/solve-run.ts'
import { tablesToRows } from '../zero/basic.ts'
import { zeroMathRules } from '../zero/rules.ts'
import { zeroBasicTables } from '../zero/simulate.ts'
import {
  integer,
  type OptionSpec,
  type OptionValues,
  overrides,
  perGame,
  text,
  UsageError,
  work,
} from './args.ts'
import type { CliIo } from './io.ts'

/** The `felt-math strategy --help` text. */
export const STRATEGY_USAGE: string = `felt-math strategy <game> [--ruleset R] [--set option=value ...] [--write FILE] [--solve] [--values DIR] [--close-calls MARGIN] [--threads N] [--json] [--no-cache]

  Prints a game's strategy table, or with --write FILE computes it and writes it to FILE.

  zero         the basic strategy (rows: hand total; columns: dealer up card)
  break-poker  the optimal setting table (from the exact Break Poker run, cached)
  stud-poker   the rule set's readable strategy; --solve (and any rule set without one) runs,
               or reads from the cache, the full strategy run and prints the optimum's house
               edge and how often it takes each first action (about 10 min uncached);
               --values DIR also writes the solver's value of every first action of every
               starting situation there (one file per up rank, named by the rule set and any
               close-call margin, about 70 MB each: what a readable strategy is read from and
               scored against), solving again each up rank whose values are not there yet;
               --close-calls MARGIN: where a situation's best first actions are within MARGIN
               (Ante) of each other, the draws among them the solver values approximately
               (three cards or more; any with forcing) are valued again, every draw
               enumerated, and the exact best is taken (the stock tables: lunar 0.001, about
               52 min on 2 cores; oasis 0.0025, about 2.7 CPU hours); each close call's exact
               values are cached as they come, so a stopped run resumes where it was

  --write FILE writes the table to FILE (a path from the folder you run in; its folder must
               exist) as a TypeScript module shaped like @felt/strategy's: zero's basic
               strategy of both stock rule sets, or of --ruleset R (with any --set) alone;
               break-poker's optimal table of the rules given; stud-poker's optimal first
               action of every starting situation of the rules given (the full strategy run)`

/** The options of `felt-math strategy`. */
export const STRATEGY_OPTIONS: OptionSpec = {
  ruleset: { type: 'string' },
  set: { type: 'string', multiple: true },
  write: { type: 'string' },
  solve: { type: 'boolean' },
  values: { type: 'string' },
  'close-calls': { type: 'string' },
  threads: { type: 'string' },
  json: { type: 'boolean' },
  'no-cache': { type: 'boolean' },
}

interface StrategyRun {
  readonly game: string
  readonly values: OptionValues
  readonly sets: Record<string, unknown>
  readonly threads: number
  readonly cacheDir: string | undefined
  /** `--write`'s file, resolved from the working folder; checked before any work. */
  readonly write: string | undefined
  readonly io: CliIo
}

/** An argument as a shell would need it, on one line (it goes into a generated comment). */
function shellWord(arg: string): string {
  if (/^[\w.,:=/@+-]+$/.test(arg)) return arg
  return JSON.stringify(arg).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)
}

/** The command line a generated module names as having made it (the file left out). */
function madeBy({ game, values }: StrategyRun, ruleset: string | undefined): string {
  const words = ['felt-math', 'strategy', game]
  if (ruleset !== undefined) words.push('--ruleset', ruleset)
  for (const s of (values.set as string[] | undefined) ?? []) words.push('--set', s)
  return [...words.map(shellWord), '--write'].join(' ')
}

/** Writes a generated module to `--write`'s file and says where. */
async function writeModule(run: StrategyRun, source: string): Promise<void> {
  await work(() => run.io.writeText!(run.write!, source))
  await run.io.out(`wrote ${run.write}\n`)
}

async function zeroStrategy(run: StrategyRun): Promise<void> {
  const { values, sets, threads, io } = run
  if (run.write !== undefined) {
    // No rule set given: the stock ones, as @felt/strategy/zero ships them.
    const named = text(values, 'ruleset')
    const custom = named !== undefined || Object.keys(sets).length > 0
    const ruleset = named ?? 'six-deck'
    const rulesets = custom ? { [ruleset]: zeroMathRules(ruleset, sets) } : ZERO_TABLE_RULESETS
    const command = madeBy(run, named)
    const source = await work(() => generateZeroTables(threads, { rulesets, command }))
    await writeModule(run, source)
    return
  }
  const rules = zeroMathRules(text(values, 'ruleset') ?? 'six-deck', sets)
  const rows = await work(async () => tablesToRows(zeroBasicTables(rules)))
  if (values.json) {
    await io.out(`${JSON.stringify(rows, null, 2)}\n`)
    return
  }
  const lines = [
    'Zero basic strategy (rows: hand total; columns: dealer up card 0..9)',
    'S stand, H hit, D double, P split\n',
  ]
  for (const k of ['two', 'three', 'splitTwo', 'splitThree'] as const) {
    lines.push(`${k}:`, '      0123456789', ...rows[k].map((r, t) => `  ${t}:  ${r}`))
  }
  await io.out(`${lines.join('\n')}\n`)
}

async function breakStrategy(run: StrategyRun): Promise<void> {
  const { values, sets, threads, cacheDir, io } = run
  const named = text(values, 'ruleset')
  const rules = breakPoker.rules(named ?? 'standard', sets)
  const bar = io.progress?.('break-poker')
  const part = await work(() => breakExact(rules, threads, bar?.update, cacheDir))
  bar?.end()
  if (run.write !== undefined) {
    await writeModule(run, breakTableSource(part, rules.dealerQualifier, madeBy(run, named)))
    return
  }
  const out = values.json
    ? JSON.stringify(part.optimalDiffs)
    : breakTableSource(part, rules.dealerQualifier)
  await io.out(`${out}\n`)
}

async function studStrategy(run: StrategyRun): Promise<void> {
  const { values, sets, threads, cacheDir, io } = run
  const ruleset = text(values, 'ruleset') ?? 'lunar'
  const rules = studPoker.rules(ruleset, sets as Parameters<typeof studPoker.rules>[1])
  if (!(STUD_TABLE_RULESETS as readonly string[]).includes(ruleset))
    throw new UsageError(
      `no stud strategy table for ${ruleset} (${STUD_TABLE_RULESETS.join(', ')})`,
    )
  const hasSets = Object.keys(sets).length > 0
  const valuesDir = text(values, 'values')
  const closeCalls = closeCallMargin(values)
  // The values files are named by rule set: those of a rule set with options would pass
  // for the stock ones.
  if (valuesDir !== undefined && hasSets)
    throw new UsageError("--values writes the stock rule sets' values: no --set")
  const readable = STUD_READABLE_RULESETS.includes(ruleset as StudTableRuleset)
    ? studReadableStrategy(ruleset as StudTableRuleset)
    : null
  const write = run.write !== undefined
  const solve =
    write || values.solve === true || hasSets || valuesDir !== undefined || closeCalls > 0
  if (readable !== null && !write) {
    await io.out(
      `${[
        `${ruleset}: readable strategy (first match decides; measured against the table: packages/math/README.md)`,
        ...readable.lines.map((line, i) => `${String(i + 1).padStart(2)}. ${line}`),
      ].join('\n')}\n`,
    )
    if (!solve) return
  } else if (!solve) await io.out(`${ruleset}: no readable strategy yet; the solver's optimum:\n`)
  const bar = io.progress?.(`stud-poker ${ruleset}`)
  const solution = await work(() =>
    studSolve(rules, threads, bar?.update, cacheDir, valuesDir, closeCalls),
  )
  bar?.end()
  if (write) {
    const made = madeBy(run, ruleset)
    await writeModule(run, studTableSource(ruleset as StudTableRuleset, solution, made))
    return
  }
  const info = { ruleset, overrides: sets, seconds: 0, threads }
  const a = studSolveAnalysis(solution, rules, 'optimal', 'main', info)
  const alone = studSolveAnalysis(solution, rules, 'optimal-final-hand', 'main', info)
  const pct = (x: number): string => `${(x * 100).toFixed(4)}%`
  await io.out(
    `${[
      `${ruleset}: optimal house edge ${pct(a.houseEdge)} (solver: draws to second order), ${pct(alone.houseEdge)} with the second decision on the final hand alone`,
      ...a.table.map((row) => `  ${row.event.padEnd(30)} ${pct(row.probability)}`),
    ].join('\n')}\n`,
  )
}

/**
 * `--close-calls`: a margin in Ante, above 0 and at most 1; 0 where not given.
 * @throws {UsageError} for anything else.
 */
function closeCallMargin(values: OptionValues): number {
  const v = text(values, 'close-calls')
  if (v === undefined) return 0
  const margin = /^(\d+\.?\d*|\.\d+)$/.test(v) ? Number(v) : Number.NaN
  if (!(margin > 0 && margin <= 1))
    throw new UsageError(
      `--close-calls must be a margin in Ante above 0 and at most 1 (got ${JSON.stringify(v.slice(0, 20))})`,
    )
  return margin
}

/**
 * `--write`'s file, resolved from the working folder (the user's: `pnpm math` runs there too).
 * @throws {UsageError} for an empty name, one that reads as an option, a folder that does not
 * exist, or an IO that cannot write files.
 */
function writeTarget(values: OptionValues, io: CliIo): string | undefined {
  const given = values.write
  if (given === undefined) return undefined
  if (typeof given !== 'string' || given === '' || given.startsWith('-'))
    throw new UsageError('--write needs a file (--write tables.ts)')
  if (!io.writeText) throw new UsageError('--write: cannot write files here')
  const file = resolve(given)
  if (io.canWrite && !io.canWrite(file))
    throw new UsageError(`--write: no directory for ${JSON.stringify(given.slice(0, 80))}`)
  return file
}

/** The strategy printer of each game that has tables, by game id. */
export const STRATEGY_COMMANDS: Readonly<Record<string, (run: StrategyRun) => Promise<void>>> = {
  zero: zeroStrategy,
  'break-poker': breakStrategy,
  'stud-poker': studStrategy,
}

/**
 * `felt-math strategy <game>`: prints a game's strategy table, or with `--write FILE`
 * computes it and writes it to FILE as a TypeScript module. Every option is checked before
 * any work.
 */
export async function strategyCommand(
  parsed: { values: OptionValues; positionals: string[] },
  io: CliIo,
): Promise<number> {
  const { values, positionals } = parsed
  const command = perGame('strategy', positionals, STRATEGY_COMMANDS, 'strategy tables')
  await command({
    game: positionals[0]!,
    values,
    sets: overrides(values),
    threads: integer(values, 'threads', 1) ?? io.defaultThreads,
    cacheDir: values['no-cache'] ? undefined : io.cacheDir,
    write: writeTarget(values, io),
    io,
  })
  return 0
}
