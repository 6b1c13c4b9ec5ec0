// Regenerates the stock strategy tables that @felt/strategy ships, in packages/strategy/src:
// runs @felt/math's own `felt-math strategy <game> --write <file>` with the stock file, then
// formats it as the repository does (biome), so each is what the published CLI writes (the
// drift tests of packages/math/src/generate check them against the generators).
// Usage (in packages/strategy or research/): pnpm generate zero
//   pnpm generate break-poker
//   pnpm generate stud-poker --ruleset lunar|lunar-finland|russian|oasis   (a full strategy run)
//   [--threads N] [--no-cache]
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { main } from '@felt/math/internal/cli/main'
import { nodeIo } from '@felt/math/internal/cli/node-io'
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
const argv = ['strategy', game!, '--write', file]
if (values.ruleset !== undefined) argv.push('--ruleset', values.ruleset)
if (values.threads !== undefined) argv.push('--threads', values.threads)
if (values['no-cache']) argv.push('--no-cache')
const code = await main(argv, nodeIo())
// In the repository's format, so that `biome check` passes on the committed file (biome
// ignores the .gen.ts stud tables: one long string).
const biome = fileURLToPath(new URL('../../node_modules/.bin/biome', import.meta.url))
const format = () => spawnSync(biome, ['format', '--write', file], { stdio: 'inherit' }).status
if (code === 0 && !file.endsWith('.gen.ts') && format() !== 0)
  throw new Error(`biome format ${file} failed`)
process.exitCode = code
