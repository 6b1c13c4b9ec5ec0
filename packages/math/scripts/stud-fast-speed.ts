// CPU time of the fast stud table model, one thread, per 1,000,000-round work unit: the
// first unit builds the dealer tables, later ones show the second decisions' cache warming.
// Usage (repo root): pnpm exec tsx packages/math/scripts/stud-fast-speed.ts [ruleset] [units]
import { seededRandom } from '@felt/cards'
import { type StudTableRuleset, studTableRows } from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'
import { emptyTally } from '../src/sim/tally.ts'
import { tableFastSimulator } from '../src/stud/table-fast.ts'

const ruleset = (process.argv[2] ?? 'lunar') as StudTableRuleset
const units = Number(process.argv[3] ?? 8)
const sim = tableFastSimulator(studPoker.rules(ruleset), await studTableRows(ruleset), 'main')
const random = seededRandom(7)
const tally = emptyTally()
for (let i = 0; i < units; i++) {
  const t = process.cpuUsage()
  sim.run(1_000_000, random, tally)
  const c = process.cpuUsage(t)
  console.log(`unit ${i}: ${((c.user + c.system) / 1e6).toFixed(2)} s CPU`)
}
