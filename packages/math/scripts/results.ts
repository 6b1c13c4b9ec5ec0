// Runs the lines of the README's results table (the registry: src/report/results-table.ts),
// prints their figures, and with --write stores them in src/report/results.json and renders
// the README's table from it (results-table.test.ts fails when the two differ).
// Usage (repo root): pnpm exec tsx packages/math/scripts/results.ts [--write] [--slow] [--readme] [filter]
//   filter  a regular expression the line's command must match, e.g. 'caribbean-stud'
//   --slow  also run the slow lines (full stud strategy runs, 10^9 rounds; see each line's `slow`)
//   --readme  only render the README's table from results.json (runs nothing)
// Only `pnpm math analyze` lines run here; a sampled-exact line's command is its own script:
// run it and store its figures by hand.
import { readFileSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { analyze } from '../src/analyze.ts'
import { cacheDirFor } from '../src/cli/cache.ts'
import {
  RESULT_LINES,
  renderResultsTable,
  type StoredFigures,
  type StoredResults,
  withResultsTable,
} from '../src/report/results-table.ts'

const here = dirname(fileURLToPath(import.meta.url))
const STORE = join(here, '../src/report/results.json')
const README = join(here, '../README.md')

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    write: { type: 'boolean', default: false },
    slow: { type: 'boolean', default: false },
    readme: { type: 'boolean', default: false },
  },
})
const filter = positionals[0] === undefined ? null : new RegExp(positionals[0])
const stored: Record<string, StoredFigures> = JSON.parse(readFileSync(STORE, 'utf8'))

const pct = (x: number) => `${(x * 100).toFixed(4)}%`
/** The significant digits of a number written in decimal (`0.032302` has 5). */
const significant = (text: string) => Math.max(1, text.replace(/^[-0.]+|e.*$|\./g, '').length)
if (!args.readme) {
  for (const l of RESULT_LINES) {
    if (filter && !filter.test(l.command)) continue
    if (!l.analyze) {
      console.log(`skipped (not an analysis; run it yourself): ${l.command}`)
      continue
    }
    if (l.slow && !args.slow) {
      console.log(`skipped (slow: ${l.slow}; --slow runs it): ${l.command}`)
      continue
    }
    const started = performance.now()
    const a = await analyze({
      ...l.analyze,
      threads: 2,
      cacheDir: cacheDirFor(process.env, process.platform, homedir()),
    })
    const figures: StoredFigures = {
      houseEdge: a.houseEdge,
      standardError: a.method === 'simulate' ? a.standardError : 0,
      elementOfRisk: a.elementOfRisk,
      standardDeviation: a.standardDeviation,
      rounds: a.method === 'simulate' ? a.rounds : null,
    }
    const was = stored[l.command]
    // Compared to the digits stored (12 significant, or fewer where a figure came from a README).
    const digits = was ? significant(String(was.houseEdge)) : 0
    const same = was && Number(figures.houseEdge.toPrecision(digits)) === was.houseEdge
    const moved = was ? (same ? ' (as stored)' : ` (stored ${pct(was.houseEdge)})`) : ''
    console.log(
      `${pct(a.houseEdge)} ± ${pct(figures.standardError)}, element of risk ${pct(a.elementOfRisk)}, SD ${a.standardDeviation.toFixed(4)}${moved}, ${((performance.now() - started) / 1000).toFixed(1)} s: ${l.command}`,
    )
    stored[l.command] = figures
  }
}
if (args.write) {
  const known = new Set(RESULT_LINES.map((l) => l.command))
  const kept: StoredResults = Object.fromEntries(
    RESULT_LINES.filter((l) => stored[l.command]).map((l) => [l.command, stored[l.command]!]),
  )
  for (const k of Object.keys(stored))
    if (!known.has(k)) console.log(`dropped (not in the registry): ${k}`)
  // 12 significant digits (no float noise in figures taken from a README), exponents as Biome writes them.
  const text = JSON.stringify(
    kept,
    (_, v) => (typeof v === 'number' ? Number(v.toPrecision(12)) : v),
    2,
  )
  writeFileSync(STORE, `${text.replace(/e-0(\d)/g, 'e-$1')}\n`)
}
if (args.write || args.readme) {
  writeFileSync(README, withResultsTable(readFileSync(README, 'utf8'), renderResultsTable(stored)))
  console.log('wrote the README table')
}
