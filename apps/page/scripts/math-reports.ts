// Builds the math reports of the stock rule sets into dist/math/ with `felt-math analyze
// --report`, after `vite build`, and lets /math/* be served with a CSP of its own.
// Usage: tsx scripts/math-reports.ts   (also run by test/run.ts before the browser tests)
import { spawn } from 'node:child_process'
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
} from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

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
  for (const p of SOURCES) hashTree(hash, join(REPO, 'packages', p, 'src'))
  return hash.digest('hex').slice(0, 16)
}

function run(report: MathReport, dir: string): Promise<number> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  const args = [tsx, CLI, 'analyze', ...report.args, '--threads', '1', '--report', report.file]
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] })
    let err = ''
    child.stderr.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-2000)
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000)
      else reject(new Error(`felt-math analyze ${report.args.join(' ')} failed:\n${err}`))
    })
  })
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
  // The stud runs are the longest: first, so that the two queues end together.
  const queue = [...todo].sort(
    (a, b) => Number(b.args[0] === 'stud-poker') - Number(a.args[0] === 'stud-poker'),
  )
  const worker = async (): Promise<void> => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      const seconds = await run(r, cache)
      log(`math report ${r.file}: ${seconds.toFixed(1)} s`)
    }
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
  buildMathReports(join(PAGE_DIR, 'dist')).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
}
