// Regenerates the stock strategy tables that @felt/strategy ships, in packages/strategy/src,
// with @felt/math's generators, the ones behind `felt-math strategy <game> --write FILE`:
// break-poker and stud-poker run that command with the stock file; zero calls its generator
// for both stock rule sets, the type imported from ./types.ts as inside @felt/strategy (a
// file of one's own imports it from @felt/strategy/zero). Then biome formats the file as the
// repository does. The drift tests of packages/math/src/generate check the committed tables
// against the generators; for stud they compare the solver's fingerprint of each rule set,
// which a stud run writes beside them (stud-fingerprints.json), and --check re-solves a slice
// of the full deck against the committed table instead.
// Usage (in packages/strategy or research/): pnpm generate zero
//   pnpm generate break-poker
//   pnpm generate stud-poker --ruleset lunar|lunar-finland|russian|oasis   (a full strategy run,
//   the close calls valued again exactly where STUD_STOCK_CLOSE_CALLS says) [--threads N] [--no-cache]
//   pnpm generate stud-poker --ruleset R --check [--up RANK]   (every 1000th hand, 2-3 min)
//   pnpm generate stud-poker --ruleset R --fingerprint         (rewrites its fingerprint only)
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { main } from '@felt/math/internal/cli/main'
import { nodeIo } from '@felt/math/internal/cli/node-io'
import {
  STUD_STOCK_CLOSE_CALLS,
  studFingerprint,
  studTableDrift,
} from '@felt/math/internal/generate/stud-drift'
import { generateZeroTables } from '@felt/math/internal/generate/zero'
import { STUD_TABLE_RULESETS, type StudTableRuleset } from '@felt/strategy/stud-poker/table'

function usage(message: string): never {
  console.error(`generate: ${message}`)
  process.exit(2)
}

/** The command line, or one line and exit 2 where node:util refuses it (`--up -1`). */
function parsed() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        ruleset: { type: 'string' },
        threads: { type: 'string' },
        'no-cache': { type: 'boolean' },
        check: { type: 'boolean' },
        up: { type: 'string' },
        fingerprint: { type: 'boolean' },
      },
    })
  } catch (err) {
    return usage((err as Error).message)
  }
}
const { values, positionals } = parsed()
const game = positionals[0]

/** The stock file of a game's table, inside @felt/strategy's sources. */
function stockFile(): string {
  const src = new URL('../../packages/strategy/src/', import.meta.url)
  const { ruleset } = values
  if (game === 'stud-poker') {
    if (ruleset === undefined || !(STUD_TABLE_RULESETS as readonly string[]).includes(ruleset))
      usage(`stud-poker needs --ruleset ${STUD_TABLE_RULESETS.join('|')}`)
    return fileURLToPath(new URL(`stud-poker/tables/${ruleset}.gen.ts`, src))
  }
  // One stock file per game: Zero's holds both stock rule sets, Break Poker's the standard one.
  if (ruleset !== undefined) usage(`${game}: its stock table takes no --ruleset`)
  if (game === 'zero') return fileURLToPath(new URL('zero/tables.ts', src))
  if (game === 'break-poker') return fileURLToPath(new URL('break-poker/optimal-table.ts', src))
  return usage('pnpm generate zero | break-poker | stud-poker --ruleset R')
}

/** The up rank `--check` re-solves by default: a different one per rule set (A, 2, 8, J). */
const CHECK_UP: Record<StudTableRuleset, number> = {
  lunar: 12,
  'lunar-finland': 0,
  russian: 6,
  oasis: 9,
}

/** Writes the solver's fingerprint of `ruleset` beside the others, for the suite's drift test. */
function writeFingerprint(ruleset: StudTableRuleset): void {
  const file = fileURLToPath(
    new URL('../../packages/math/src/generate/stud-fingerprints.json', import.meta.url),
  )
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  all[ruleset] = studFingerprint(ruleset)
  const sorted = Object.fromEntries(STUD_TABLE_RULESETS.map((r) => [r, all[r]]))
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`)
  console.log(`wrote ${ruleset}'s fingerprint to ${file}`)
}

/** Re-solves every 1000th hand against one up rank; exits 1 if the committed table differs. */
async function check(ruleset: StudTableRuleset): Promise<number> {
  const up = values.up === undefined ? CHECK_UP[ruleset] : Number(values.up)
  if (values.up?.match(/^\d+$/) === null || !(up <= 12))
    usage('--up takes a rank from 0 (2) to 12 (A)')
  console.log(`re-solving every 1000th ${ruleset} hand against up rank ${up} (2-3 minutes)`)
  const drift = await studTableDrift(ruleset, up)
  for (const d of drift.slice(0, 20))
    console.log(`  hand ${d.index}: table ${d.committed}, solver ${d.solved}`)
  console.log(
    drift.length === 0 ? 'the table is what the solver finds' : `${drift.length} hands drifted`,
  )
  return drift.length === 0 ? 0 : 1
}

const file = stockFile()
const stud = game === 'stud-poker' ? (values.ruleset as StudTableRuleset) : undefined
if ((values.check || values.fingerprint || values.up !== undefined) && stud === undefined)
  usage('--check, --up and --fingerprint are for stud-poker')
if (values.check && values.fingerprint) usage('--check or --fingerprint, not both')
let code = 0
if (stud !== undefined && values.check) {
  code = await check(stud)
} else if (stud !== undefined && values.fingerprint) {
  writeFingerprint(stud)
} else if (game === 'zero') {
  const threads = values.threads === undefined ? 2 : Number(values.threads)
  writeFileSync(file, await generateZeroTables(threads, { typesFrom: './types.ts' }))
  console.log(`wrote ${file}`)
} else {
  const argv = ['strategy', game!, '--write', file]
  if (values.ruleset !== undefined) argv.push('--ruleset', values.ruleset)
  if (values.threads !== undefined) argv.push('--threads', values.threads)
  if (values['no-cache']) argv.push('--no-cache')
  const closeCalls = stud === undefined ? 0 : STUD_STOCK_CLOSE_CALLS[stud]
  if (closeCalls > 0) argv.push('--close-calls', String(closeCalls))
  code = await main(argv, nodeIo())
  if (code === 0 && stud !== undefined) writeFingerprint(stud)
}
// In the repository's format, so that `biome check` passes on the committed file (biome
// ignores the .gen.ts stud tables: one long string).
const biome = fileURLToPath(new URL('../../node_modules/.bin/biome', import.meta.url))
const format = () => spawnSync(biome, ['format', '--write', file], { stdio: 'inherit' }).status
if (code === 0 && !file.endsWith('.gen.ts') && format() !== 0)
  throw new Error(`biome format ${file} failed`)
process.exitCode = code
