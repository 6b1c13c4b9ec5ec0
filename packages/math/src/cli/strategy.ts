import { breakPoker } from '@felt/break-poker'
import { STUD_READABLE_RULESETS, studReadableStrategy } from '@felt/strategy/stud-poker'
import { STUD_TABLE_RULESETS, type StudTableRuleset } from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'
import { breakExact } from '../break/analysis.ts'
import { breakTableSource, writeBreakTable } from '../generate/break.ts'
import { writeStudTable } from '../generate/stud.ts'
import { writeZeroTables } from '../generate/zero.ts'
import { studSolveAnalysis } from '../stud/exact/solve-analysis.ts'
import { studSolve } from '../stud/exact/solve-run.ts'
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
export const STRATEGY_USAGE: string = `felt-math strategy <game> [--ruleset R] [--set option=value ...] [--write] [--solve] [--values DIR] [--threads N] [--json] [--no-cache]

  Prints a game's strategy table; --write regenerates the committed tables of @felt/strategy.

  zero         the basic strategy (rows: hand total; columns: dealer up card)
  break-poker  the optimal setting table (from the exact Break Poker run, cached)
  stud-poker   the rule set's readable strategy; --solve (and any rule set without one) runs,
               or reads from the cache, the full strategy run and prints the optimum's house
               edge and how often it takes each first action (about 10 min uncached);
               --values DIR also writes the solver's value of every first action of every
               starting situation there (one file per up rank, about 70 MB each: what a
               readable strategy is read from and scored against), solving again each up
               rank whose values are not there yet`

/** The options of `felt-math strategy`. */
export const STRATEGY_OPTIONS: OptionSpec = {
  ruleset: { type: 'string' },
  set: { type: 'string', multiple: true },
  write: { type: 'boolean' },
  solve: { type: 'boolean' },
  values: { type: 'string' },
  threads: { type: 'string' },
  json: { type: 'boolean' },
  'no-cache': { type: 'boolean' },
}

interface StrategyRun {
  readonly values: OptionValues
  readonly sets: Record<string, unknown>
  readonly threads: number
  readonly cacheDir: string | undefined
  readonly io: CliIo
}

async function zeroStrategy({ values, sets, threads, io }: StrategyRun): Promise<void> {
  if (values.write) {
    // The committed tables are the stock rule sets': an option here would be ignored.
    if (Object.keys(sets).length > 0 || values.ruleset !== undefined)
      throw new UsageError('--write regenerates the stock tables: no --set or --ruleset')
    await io.out(`wrote ${await work(() => writeZeroTables(threads))}\n`)
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

async function breakStrategy({ values, sets, threads, cacheDir, io }: StrategyRun): Promise<void> {
  const rules = breakPoker.rules(text(values, 'ruleset') ?? 'standard', sets)
  const bar = io.progress?.('break-poker')
  const part = await work(() => breakExact(rules, threads, bar?.update, cacheDir))
  bar?.end()
  if (values.write) {
    await io.out(`wrote ${await work(async () => writeBreakTable(part, rules.dealerQualifier))}\n`)
    return
  }
  const out = values.json
    ? JSON.stringify(part.optimalDiffs)
    : breakTableSource(part, rules.dealerQualifier)
  await io.out(`${out}\n`)
}

async function studStrategy({ values, sets, threads, cacheDir, io }: StrategyRun): Promise<void> {
  const ruleset = text(values, 'ruleset') ?? 'lunar'
  const rules = studPoker.rules(ruleset, sets as Parameters<typeof studPoker.rules>[1])
  if (!(STUD_TABLE_RULESETS as readonly string[]).includes(ruleset))
    throw new UsageError(
      `no stud strategy table for ${ruleset} (${STUD_TABLE_RULESETS.join(', ')})`,
    )
  const hasSets = Object.keys(sets).length > 0
  if (values.write && hasSets)
    throw new UsageError('--write regenerates the stock tables: no --set')
  const valuesDir = text(values, 'values')
  // The values files are named by rule set: those of a rule set with options would pass
  // for the stock ones.
  if (valuesDir !== undefined && hasSets)
    throw new UsageError("--values writes the stock rule sets' values: no --set")
  const readable = STUD_READABLE_RULESETS.includes(ruleset as StudTableRuleset)
    ? studReadableStrategy(ruleset as StudTableRuleset)
    : null
  const solve = values.write === true || values.solve === true || hasSets || valuesDir !== undefined
  if (readable !== null && !values.write) {
    await io.out(
      `${[
        `${ruleset}: readable strategy (first match decides; measured against the table: packages/math/README.md)`,
        ...readable.lines.map((line, i) => `${String(i + 1).padStart(2)}. ${line}`),
      ].join('\n')}\n`,
    )
    if (!solve) return
  } else if (!solve) await io.out(`${ruleset}: no readable strategy yet; the solver's optimum:\n`)
  const bar = io.progress?.(`stud-poker ${ruleset}`)
  const solution = await work(() => studSolve(rules, threads, bar?.update, cacheDir, valuesDir))
  bar?.end()
  if (values.write) {
    const file = await work(async () => writeStudTable(ruleset as StudTableRuleset, solution))
    await io.out(`wrote ${file}\n`)
    return
  }
  const a = studSolveAnalysis(solution, rules, 'optimal', 'main', {
    ruleset,
    overrides: sets,
    seconds: 0,
    threads,
  })
  await io.out(
    `${[
      `${ruleset}: optimal house edge ${(a.houseEdge * 100).toFixed(4)}% (exact solver)`,
      ...a.table.map((row) => `  ${row.event.padEnd(30)} ${(row.probability * 100).toFixed(4)}%`),
    ].join('\n')}\n`,
  )
}

/** The strategy printer of each game that has tables, by game id. */
export const STRATEGY_COMMANDS: Readonly<Record<string, (run: StrategyRun) => Promise<void>>> = {
  zero: zeroStrategy,
  'break-poker': breakStrategy,
  'stud-poker': studStrategy,
}

/**
 * `felt-math strategy <game>`: prints a game's strategy table, or with `--write`
 * regenerates the committed tables of `@felt/strategy`.
 */
export async function strategyCommand(
  parsed: { values: OptionValues; positionals: string[] },
  io: CliIo,
): Promise<number> {
  const { values, positionals } = parsed
  const command = perGame('strategy', positionals, STRATEGY_COMMANDS, 'strategy tables')
  await command({
    values,
    sets: overrides(values),
    threads: integer(values, 'threads', 1) ?? io.defaultThreads,
    cacheDir: values['no-cache'] ? undefined : io.cacheDir,
    io,
  })
  return 0
}
