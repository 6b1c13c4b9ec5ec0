// Builds the math reports of the stock rule sets into dist/math/ with `felt-math analyze
// --report`, after `vite build`, and lets /math/* be served with a CSP of its own.
// Usage: tsx scripts/math-reports.ts   (also run by test/run.ts before the browser tests)
//        tsx scripts/math-reports.ts --write   (re-runs the simulations, stores them in
//        math-reports.json; commit it)
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { breakPoker } from '@felt/break-poker'
import { type Analysis, type AnalyzeOptions, analysisReport } from '@felt/math'
import { studPoker } from '@felt/stud-poker'
import { zero } from '@felt/zero'

/** One report of the page: its file under dist/math/ and the analysis. */
export interface MathReport {
  readonly file: string
  /** Arguments of `felt-math analyze`. */
  readonly args: readonly string[]
}

const SIM = '--method simulate --seed 1'

function report(file: string, args: string): MathReport {
  return { file, args: args.split(' ') }
}

/**
 * The stock rule sets' reports. Exact where it takes seconds (Zero, Caribbean Stud);
 * simulated with seed 1 elsewhere: the Break Poker exact run and the stud solver take
 * minutes, so those rule sets are simulated (their strategy tables are charted all the
 * same). Every run uses one thread and two run side by side.
 */
export const MATH_REPORTS: readonly MathReport[] = [
  report('zero-six-deck.html', 'zero --ruleset six-deck --strategy basic'),
  report('zero-eight-deck.html', 'zero --ruleset eight-deck --strategy basic'),
  report(
    'zero-six-deck-simulated.html',
    `zero --ruleset six-deck --strategy basic ${SIM} --path fast --rounds 1000000`,
  ),
  report(
    'break-poker.html',
    `break-poker --ruleset standard --strategy optimal ${SIM} --rounds 100000`,
  ),
  report('caribbean-stud.html', 'stud-poker --ruleset caribbean-stud --strategy rules-of-thumb'),
  report(
    'caribbean-stud-simulated.html',
    `stud-poker --ruleset caribbean-stud --strategy rules-of-thumb ${SIM} --rounds 10000000`,
  ),
  ...['lunar', 'lunar-finland', 'russian', 'oasis'].map((r) =>
    report(`${r}.html`, `stud-poker --ruleset ${r} --strategy optimal ${SIM} --rounds 1000000`),
  ),
]

const PAGE_DIR = join(import.meta.dirname, '..')
const REPO = join(PAGE_DIR, '..', '..')
const CLI = join(REPO, 'packages', 'math', 'src', 'cli.ts')
const CACHE = join(PAGE_DIR, 'node_modules', '.cache', 'felt-math-reports')
const STORE_NAME = 'scripts/math-reports.json'
const MATH_VERSION: string = (
  JSON.parse(readFileSync(join(REPO, 'packages', 'math', 'package.json'), 'utf8')) as {
    version: string
  }
).version
// Everything a report depends on: a change to any of it recomputes the reports.
const SOURCES = ['math', 'strategy', 'stud-poker', 'zero', 'break-poker', 'cards', 'evaluators']

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) hashTree(hash, path)
    else hash.update(path.slice(REPO.length)).update(readFileSync(path))
  }
}

function sourceKey(): string {
  const hash = createHash('sha256').update(readFileSync(import.meta.filename))
  if (existsSync(STORE)) hash.update(readFileSync(STORE))
  for (const p of SOURCES) hashTree(hash, join(REPO, 'packages', p, 'src'))
  return hash.digest('hex').slice(0, 16)
}

/** The CLI words of a report's run (as its footer quotes them). */
function cliWords(report: MathReport, out: readonly string[]): string[] {
  return ['analyze', ...report.args, '--threads', '1', ...out]
}

/** The words as a shell line; the stock reports' words need no quoting (checked). */
function shellLine(words: readonly string[]): string {
  const odd = words.find((w) => !/^[\w./=:-]+$/.test(w))
  if (odd !== undefined) throw new Error(`a math report argument needs shell quoting: ${odd}`)
  return words.join(' ')
}

/** Runs `felt-math` with `words` in `dir`; resolves with its stdout. */
function felt(words: readonly string[], dir: string): Promise<string> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, CLI, ...words], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
    })
    child.stderr.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-2000)
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve(out)
      else reject(new Error(`felt-math ${words.join(' ')} failed:\n${err}`))
    })
  })
}

/** The committed simulations (see `STORE`): file -> the inputs' key and the analysis. */
export type StoredAnalyses = Record<string, { key: string; analysis: Analysis }>

/**
 * Simulated reports are stored in this committed file, so that a build renders them in a
 * second instead of re-running minutes of simulation. Each is keyed by its inputs (see
 * `inputsKey`) and used only while they match; the suite re-runs the start of every one
 * and must get the same running figures (math-reports.test.ts).
 */
export const STORE: string = join(import.meta.dirname, 'math-reports.json')

/** The strategy tables under packages/strategy/src that the simulations play. */
const STRATEGY_DATA = ['stud-poker/tables', 'zero/tables.ts', 'break-poker/optimal-table.ts']

const GAMES: Record<string, { rules(ruleset: string): unknown }> = {
  'stud-poker': studPoker,
  zero,
  'break-poker': breakPoker,
}

/** Whether a report is a simulation (stored) rather than exact (computed at build). */
export function isSimulated(report: MathReport): boolean {
  return report.args.includes('simulate')
}

/** `analyze` options of a report's arguments (`game --name value ...`). */
export function analyzeOptions(report: MathReport): AnalyzeOptions {
  const [game, ...rest] = report.args
  const o: Record<string, string | number> = { game: game! }
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i]!.replace(/^--/, '')
    const value = rest[i + 1]!
    o[name] = name === 'rounds' || name === 'seed' ? Number(value) : value
  }
  return { ...(o as unknown as AnalyzeOptions), threads: 1 }
}

/**
 * The inputs a stored simulation depends on beyond the code: its arguments, the rule
 * set's resolved rules and the strategy tables `@felt/strategy` ships (`STRATEGY_DATA`). A change to
 * any of them makes the build compute the report again until the store is rewritten; a
 * change of the simulators' code is what the suite's re-run of each start catches.
 */
export function inputsKey(report: MathReport): string {
  const o = analyzeOptions(report)
  const hash = createHash('sha256').update(JSON.stringify(report.args))
  hash.update(JSON.stringify(GAMES[o.game]!.rules(o.ruleset!)))
  for (const p of STRATEGY_DATA) {
    const path = join(REPO, 'packages', 'strategy', 'src', p)
    if (statSync(path).isDirectory()) hashTree(hash, path)
    else hash.update(p).update(readFileSync(path))
  }
  return hash.digest('hex').slice(0, 16)
}

/** The committed simulations. */
export function readStore(): StoredAnalyses {
  return existsSync(STORE) ? (JSON.parse(readFileSync(STORE, 'utf8')) as StoredAnalyses) : {}
}

/** Writes one report into `dir`; resolves with the seconds it took and how it was made. */
async function run(report: MathReport, dir: string, store: StoredAnalyses): Promise<string> {
  const started = performance.now()
  const stored = store[report.file]
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
  if (isSimulated(report) && stored?.key === inputsKey(report)) {
    const command = shellLine(['felt-math', ...cliWords(report, ['--report', report.file])])
    const html = await analysisReport(stored.analysis, { command, version: MATH_VERSION })
    writeFileSync(join(dir, report.file), html)
    return `${seconds()} (simulation from ${STORE_NAME})`
  }
  await felt(cliWords(report, ['--report', report.file]), dir)
  return isSimulated(report)
    ? `${seconds()} (simulated now: not in ${STORE_NAME} or its inputs changed; run tsx scripts/math-reports.ts --write and commit it)`
    : seconds()
}

/** Re-runs every simulated report and writes the store (two runs at a time). */
export async function writeStore(log: (line: string) => void = console.log): Promise<void> {
  const store: StoredAnalyses = {}
  const queue = MATH_REPORTS.filter(isSimulated)
  const worker = async (): Promise<void> => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      const analysis = JSON.parse(await felt(cliWords(r, ['--json']), PAGE_DIR)) as Analysis
      store[r.file] = { key: inputsKey(r), analysis }
      log(`math report ${r.file}: simulated`)
    }
  }
  await Promise.all([worker(), worker()])
  const sorted = Object.fromEntries(
    MATH_REPORTS.filter((r) => store[r.file]).map((r) => [r.file, store[r.file]]),
  )
  writeFileSync(STORE, `${JSON.stringify(sorted, null, 2)}\n`)
  // In the repository's format, so that `biome check` passes on the committed file.
  const biome = join(REPO, 'node_modules', '.bin', 'biome')
  if (spawnSync(biome, ['format', '--write', STORE], { stdio: 'inherit' }).status !== 0)
    throw new Error(`biome format ${STORE} failed`)
  log(`wrote ${STORE_NAME}`)
}

/** The Content-Security-Policy of the reports: no script, exactly their one stylesheet. */
function reportHeaders(sample: string): string {
  const css = /<style>([\s\S]*?)<\/style>/.exec(sample)?.[1]
  if (css === undefined) throw new Error('a math report without its stylesheet')
  const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`
  const csp = `default-src 'none'; style-src ${hash}; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
  return [
    '',
    '/math/*',
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${csp}`,
    '',
  ].join('\n')
}

/**
 * Writes every report of `MATH_REPORTS` to `<dist>/math/` and the reports' CSP to
 * `<dist>/_headers` (which `vite build` wrote). Reports are cached by a hash of the
 * sources they depend on, so a rebuild with unchanged math costs nothing.
 * @throws {Error} with the CLI's output when an analysis fails.
 */
export async function buildMathReports(
  dist: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  const started = performance.now()
  const key = sourceKey()
  const cache = join(CACHE, key)
  mkdirSync(cache, { recursive: true })
  // Reports of older sources are never read again.
  for (const old of readdirSync(CACHE))
    if (old !== key) rmSync(join(CACHE, old), { recursive: true, force: true })
  const todo = MATH_REPORTS.filter((r) => !existsSync(join(cache, r.file)))
  // What must be computed first, the stud runs before the rest (the longest), so that the
  // two queues end together; reports rendered from the store are quick.
  const store = readStore()
  const cost = (r: MathReport): number =>
    (isSimulated(r) && store[r.file]?.key === inputsKey(r) ? 0 : 2) +
    Number(r.args[0] === 'stud-poker')
  const queue = [...todo].sort((a, b) => cost(b) - cost(a))
  const worker = async (): Promise<void> => {
    for (let r = queue.shift(); r; r = queue.shift())
      log(`math report ${r.file}: ${await run(r, cache, store)}`)
  }
  await Promise.all([worker(), worker()])
  const out = join(dist, 'math')
  mkdirSync(out, { recursive: true })
  for (const r of MATH_REPORTS) copyFileSync(join(cache, r.file), join(out, r.file))
  appendFileSync(
    join(dist, '_headers'),
    reportHeaders(readFileSync(join(out, MATH_REPORTS[0]!.file), 'utf8')),
  )
  const reused = MATH_REPORTS.length - todo.length
  log(
    `math reports: ${MATH_REPORTS.length} in dist/math (${reused} from the cache), ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const task = process.argv.includes('--write')
    ? writeStore()
    : buildMathReports(join(PAGE_DIR, 'dist'))
  task.catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
}
