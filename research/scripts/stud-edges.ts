// The house-edge check of every stock stud rule set: Caribbean Stud's exact, the draw rule
// sets' the solver's (every outcome enumerated but the draws, valued to second order in their
// discards; within 0.01% of the Ante of the results table's sampled-exact and 10^9-round
// figures), for the table's strategy and the owner's. Exits 1 if any house edge is negative.
// Full strategy runs are cached where felt-math caches them ($FELT_MATH_CACHE moves it): about
// 45 minutes for the four the first time on 2 cores, seconds afterwards.
// Usage (in research/): pnpm exec tsx scripts/stud-edges.ts [--threads 2]
import { parseArgs } from 'node:util'
import { analyze } from '@felt/math/internal/analyze'
import { nodeIo } from '@felt/math/internal/cli/node-io'

const { values } = parseArgs({ options: { threads: { type: 'string', default: '2' } } })
// felt-math's own cache folder, wherever the CLI keeps it.
const cacheDir = nodeIo().cacheDir!
const checks: [ruleset: string, strategy: string][] = [
  ['caribbean-stud', 'optimal'],
  ['caribbean-stud', 'rules-of-thumb'],
  ['oasis', 'optimal-final-hand'],
  ['lunar', 'optimal-final-hand'],
  ['lunar', 'owner'],
  ['lunar-finland', 'optimal-final-hand'],
  ['lunar-finland', 'owner'],
  ['russian', 'optimal-final-hand'],
  ['russian', 'owner'],
]
let failed = 0
for (const [ruleset, strategy] of checks) {
  const a = await analyze({
    game: 'stud-poker',
    ruleset,
    bet: 'main',
    strategy,
    // Caribbean Stud has no draws: its figures are exact, the draw rule sets' the solver's.
    method: ruleset === 'caribbean-stud' ? 'exact' : 'solver',
    threads: Number(values.threads),
    cacheDir,
    onProgress: (done, total) =>
      process.stderr.write(`\r${ruleset} ${strategy} ${((100 * done) / total).toFixed(1)}%`),
  })
  process.stderr.write('\n')
  const ok = a.houseEdge > 0
  if (!ok) failed++
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${ruleset.padEnd(15)} ${strategy.padEnd(15)} house edge ${(a.houseEdge * 100).toFixed(4)}%`,
  )
}
console.log(
  failed === 0
    ? 'every stock rule set keeps a house edge (oasis with its default rules-of-thumb never switches: the caribbean-stud figure)'
    : `${failed} negative house edge(s)`,
)
process.exitCode = failed === 0 ? 0 : 1
