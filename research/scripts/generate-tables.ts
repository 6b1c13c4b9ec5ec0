// Regenerates the stock strategy tables that @felt/strategy ships, in packages/strategy/src,
// with @felt/math's generators, the ones behind `felt-math strategy <game> --write FILE`:
// break-poker and stud-poker run that command with the stock file; zero calls its generator
// for both stock rule sets, the type imported from ./types.ts as inside @felt/strategy (a
// file of one's own imports it from @felt/strategy/zero). Then biome formats the file as the
// repository does. The drift tests of packages/math/src/generate check the committed tables
// against the generators.
// Usage (in packages/strategy or research/): pnpm generate zero
//   pnpm generate break-poker
//   pnpm generate stud-poker --ruleset lunar|lunar-finland|russian|oasis   (a full strategy run)
//   [--threads N] [--no-cache]
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { main } from '@felt/math/internal/cli/main'
import { nodeIo } from '@felt/math/internal/cli/node-io'
import { generateZeroTables } from '@felt/math/internal/generate/zero'
import { STUD_TABLE_RULESETS } from '@felt/strategy/stud-poker/table'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ruleset: { type: 'string' },
    threads: { type: 'string' },
    'no-cache': { type: 'boolean' },
  },
})
const game = positionals[0]

function usage(message: string): never {
  console.error(`generate: ${message}`)
  process.exit(2)
}

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

const file = stockFile()
let code = 0
if (game === 'zero') {
  const threads = values.threads === undefined ? 2 : Number(values.threads)
  writeFileSync(file, await generateZeroTables(threads, { typesFrom: './types.ts' }))
  console.log(`wrote ${file}`)
} else {
  const argv = ['strategy', game!, '--write', file]
  if (values.ruleset !== undefined) argv.push('--ruleset', values.ruleset)
  if (values.threads !== undefined) argv.push('--threads', values.threads)
  if (values['no-cache']) argv.push('--no-cache')
  code = await main(argv, nodeIo())
}
// In the repository's format, so that `biome check` passes on the committed file (biome
// ignores the .gen.ts stud tables: one long string).
const biome = fileURLToPath(new URL('../../node_modules/.bin/biome', import.meta.url))
const format = () => spawnSync(biome, ['format', '--write', file], { stdio: 'inherit' }).status
if (code === 0 && !file.endsWith('.gen.ts') && format() !== 0)
  throw new Error(`biome format ${file} failed`)
process.exitCode = code
