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
import { bytesText, CACHE_HELP } from './cache.ts'
import type { CliIo, Progress } from './io.ts'
import { planLines } from './plan.ts'

/** The `felt-math analyze --help` text. */
export const ANALYZE_USAGE: string = `felt-math analyze <game> [--ruleset R] [--bet B] [--strategy S] [--set option=value ...]
                  [--method exact|solver|simulate] [--path engine|fast] [--rounds N] [--seed S]
                  [--threads N] [--json] [--no-cache] [--report out.html]

  The house edge, element of risk, standard deviation and return table of one bet. Before a
  long run it prints on stderr what it will do and roughly how long; a progress bar follows.

  --method M          exact     every outcome enumerated
                      solver    the stud solver: a full strategy run, draws valued to second
                                order (10-20 min on 2 cores the first time, cached after; the
                                figure names its measured error)
                      simulate  seeded Monte Carlo, with its standard error
                      default: simulate when --rounds, --seed or --path is given, else exact
                      where the bet has an exact engine, else simulate (felt-math games lists
                      what computes each bet); the solver runs only when asked for
  --ruleset, --bet, --strategy  the game's names (felt-math games lists them)
  --set option=value  a rule option, checked by the game package (JSON where it parses); repeatable
  --path engine|fast  simulate with the game package itself or a fast model verified against it
  --rounds N          rounds to simulate (default 1000000); --seed S (default 1); a run
                      stopped part way resumes from the cache when started again
  --threads N         worker threads (default 2, or fewer cores)
  --json              print the Analysis as one JSON object
  --no-cache          recompute long runs instead of reading the cache
  --report out.html   also write a self-contained HTML report

${CACHE_HELP}
The first fast simulation of a stud table builds about 300 MB of tables there (a few minutes on
2 cores, once).

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
  let setUpBar: Progress | undefined
  let setUpEnded = false
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
    onSetUpProgress: (done, total) => {
      // A bar of its own from the first part left to build (none when the cache has all),
      // ended when the set-up is.
      if (setUpEnded || (setUpBar === undefined && done >= total)) return
      setUpBar ??= io.progress?.('tables')
      setUpBar?.update(done, total)
      if (done >= total) {
        setUpBar?.end()
        setUpEnded = true
      }
    },
    onProgress: (done, total) => {
      bar ??= io.progress?.(game)
      bar?.update(done, total)
    },
  })
  // Every option is checked: what the run will do is said before it starts.
  const plan = await work(() => run.plan())
  for (const line of planLines(plan)) io.err(line)
  const before = cacheDir !== undefined ? io.cacheBytes?.(cacheDir) : undefined
  let a: Awaited<ReturnType<typeof run>>
  try {
    a = await work(run)
  } finally {
    if (!setUpEnded) setUpBar?.end()
    bar?.end()
  }
  if (cacheDir !== undefined && before !== undefined) {
    const after = io.cacheBytes!(cacheDir)
    if (after > before)
      io.err(
        `felt-math: wrote ${bytesText(after - before)} to the cache ${cacheDir} (${bytesText(after)} in all; FELT_MATH_CACHE moves it)`,
      )
  }
  await io.out(`${values.json ? JSON.stringify(a, null, 2) : formatAnalysis(a)}\n`)
  if (report !== undefined) {
    const command = commandLine(['felt-math', ...argv])
    await work(async () => io.writeText!(report, await analysisReport(a, { command, version })))
    io.err(`felt-math: report written to ${report}`)
  }
  return 0
}
