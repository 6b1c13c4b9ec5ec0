// CPU time of the fast stud table model, one thread, per 1,000,000-round work unit. By
// default every final hand's second decision is read from felt-math's cache ($FELT_MATH_CACHE
// moves it; built there on 2 threads when missing, about 13 min of CPU per rule set); with --lazy each hand is scored when first met, as without a cache (the first
// units then show the caches warming).
// Usage (in research/): pnpm exec tsx scripts/stud-fast-speed.ts [ruleset] [units] [--lazy]
import { seededRandom } from '@felt/cards'
import { nodeIo } from '@felt/math/internal/cli/node-io'
import { emptyTally } from '@felt/math/internal/sim/tally'
import { tableFastSimulator } from '@felt/math/internal/stud/fast/table-model'
import { studSecondCodes } from '@felt/math/internal/stud/solver/second-codes'
import { type StudTableRuleset, studTableRows } from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'

const args = process.argv.slice(2).filter((a) => a !== '--lazy')
const lazy = process.argv.includes('--lazy')
const ruleset = (args[0] ?? 'lunar') as StudTableRuleset
const units = Number(args[1] ?? 8)
const rules = studPoker.rules(ruleset)
// felt-math's own cache folder, wherever the CLI keeps it.
const cacheDir = nodeIo().cacheDir!
const built = performance.now()
const seconds = lazy
  ? undefined
  : await studSecondCodes(rules, cacheDir, 2, (done, total) =>
      process.stderr.write(`\rsecond decisions: ${done}/${total} parts`),
    )
if (!lazy)
  console.log(`\nsecond decisions ready in ${((performance.now() - built) / 1000).toFixed(1)} s`)
const sim = tableFastSimulator(rules, await studTableRows(ruleset), 'main', { seconds })
const random = seededRandom(7)
const tally = emptyTally()
for (let i = 0; i < units; i++) {
  const t = process.cpuUsage()
  sim.run(1_000_000, random, tally)
  const c = process.cpuUsage(t)
  console.log(`unit ${i}: ${((c.user + c.system) / 1e6).toFixed(2)} s CPU`)
}
