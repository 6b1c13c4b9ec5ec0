import { planAnalysis } from '../analyze.ts'
import { formatAnalysis } from '../format.ts'
import type { SimulationPath } from '../games/analyzer.ts'
import { GAMES } from '../games/registry.ts'
import { analysisReport, commandLine } from '../report/index.ts'
import type { Method } from '../result.ts'
import {
  gameWord,
  integer,
  type OptionSpec,
  type OptionValues,
  overrides,
  text,
  UsageError,
  work,
} from './args.ts'
import type { CliIo } from './io.ts'
import type { Progress } from './progress.ts'

/** The `felt-math analyze --help` text. */
export const ANALYZE_USAGE: string = `felt-math analyze <game> [--ruleset R] [--bet B] [--strategy S] [--set option=value ...]
                  [--method exact|simulate] [--path engine|fast] [--rounds N] [--seed S]
                  [--threads N] [--json] [--no-cache] [--report out.html]

  The house edge, element of risk, standard deviation and return table of one bet: exact
  where an exact engine exists (unless --method simulate), else seeded Monte Carlo.

  --ruleset, --bet, --strategy  the game's names (felt-math games lists them)
  --set option=value  a rule option, checked by the game package (JSON where it parses); repeatable
  --path engine|fast  simulate with the game package itself or a fast model verified against it
  --rounds N          rounds to simulate (default 1000000); --seed S (default 1)
  --threads N         worker threads (default 2, or fewer cores)
  --json              print the Analysis as one JSON object
  --no-cache          recompute long exact runs instead of reading the cache ($FELT_MATH_CACHE)
  --report out.html   also write a self-contained HTML report

Games: ${Object.keys(GAMES).join(', ')}.`

/** The options of `felt-math analyze`. */
export const ANALYZE_OPTIONS: OptionSpec = {
  ruleset: { type: 'string' },
  bet: { type: 'string' },
  strategy: { type: 'string' },
  set: { type: 'string', multiple: true },
  method: { type: 'string' },
  path: { type: 'string' },
  rounds: { type: 'string' },
  seed: { type: 'string' },
  threads: { type: 'string' },
  json: { type: 'boolean' },
  'no-cache': { type: 'boolean' },
  report: { type: 'string' },
}

/**
 * `felt-math analyze <game>`: prints the analysis (text or `--json`) and with `--report`
 * writes the HTML report. Every option is checked before any work.
 */
export async function analyzeCommand(
  argv: readonly string[],
  parsed: { values: OptionValues; positionals: string[] },
  io: CliIo,
  version: string,
): Promise<number> {
  const { values, positionals } = parsed
  const game = gameWord('analyze', positionals)
  const report = text(values, 'report')
  if (report !== undefined) {
    if (!io.writeText) throw new UsageError('--report: cannot write files here')
    if (io.canWrite && !io.canWrite(report))
      throw new UsageError(`--report: no directory for ${JSON.stringify(report.slice(0, 80))}`)
  }
  const method = text(values, 'method')
  const path = text(values, 'path')
  const cacheDir = values['no-cache'] ? undefined : io.cacheDir
  let bar: Progress | undefined
  const run = planAnalysis({
    game,
    ruleset: text(values, 'ruleset'),
    bet: text(values, 'bet'),
    strategy: text(values, 'strategy'),
    method: method as Method | undefined,
    path: path as SimulationPath | undefined,
    rounds: integer(values, 'rounds', 1),
    seed: integer(values, 'seed', 0),
    threads: integer(values, 'threads', 1) ?? io.defaultThreads,
    overrides: overrides(values),
    ...(cacheDir !== undefined ? { cacheDir } : {}),
    onProgress: (done, total) => bar?.update(done, total),
  })
  // The bar starts once every option is checked: bad input never draws one.
  bar = io.progress?.(game)
  const a = await work(run)
  bar?.end()
  await io.out(`${values.json ? JSON.stringify(a, null, 2) : formatAnalysis(a)}\n`)
  if (report !== undefined) {
    const command = commandLine(['felt-math', ...argv])
    await work(async () => io.writeText!(report, await analysisReport(a, { command, version })))
    io.err(`felt-math: report written to ${report}`)
  }
  return 0
}
