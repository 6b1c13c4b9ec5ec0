// Times the solver's tabulation of one up rank's draws (with their removal effects, the
// solver's default draws), most of a full strategy run's time per up rank, then values every
// first action of random starting hands (seeded) against it. With --out the values are
// written to a file; with --against a file written before (by another version of the solver,
// the same options), it prints the largest difference of any first action's value and the
// hands whose best action differs: a speed-up must keep both at nothing.
// Usage (in research/): pnpm exec tsx scripts/stud-tabulation.ts [--ruleset lunar] [--up 6]
//   [--hands 3000] [--seed 7] [--out FILE] [--against FILE]
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { seededRandom } from '@felt/cards'
import { ACTIONS, SituationSolver, SLOT } from '@felt/math/internal/stud/solver/situation'
import { bestCode } from '@felt/math/internal/stud/solver/solve'
import { studPoker } from '@felt/stud-poker'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    up: { type: 'string', default: '6' },
    hands: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '7' },
    out: { type: 'string' },
    against: { type: 'string' },
  },
})
const up = Number(args.up)
const solver = new SituationSolver(studPoker.rules(args.ruleset!), up)
const started = performance.now()
solver.prepare()
const tabulated = performance.now()
console.log(
  `${args.ruleset}, up card ${up}: tabulated in ${((tabulated - started) / 1000).toFixed(1)} s`,
)
const random = seededRandom(Number(args.seed))
const n = Number(args.hands)
const width = ACTIONS * SLOT
const values = new Float64Array(n * width)
const evs = new Float64Array(width)
for (let i = 0; i < n; i++) {
  const hand: number[] = []
  while (hand.length < 5) {
    const c = random(52)
    if (c !== up && !hand.includes(c)) hand.push(c)
  }
  solver.evaluate(
    hand.sort((a, b) => a - b),
    evs,
  )
  values.set(evs, i * width)
}
console.log(`${n} random hands valued in ${((performance.now() - tabulated) / 1000).toFixed(1)} s`)
if (args.out) writeFileSync(args.out, values)
if (args.against) {
  const before = new Float64Array(readFileSync(args.against).buffer.slice(0))
  let largest = 0
  let flips = 0
  for (let i = 0; i < n; i++) {
    const a = before.subarray(i * width, (i + 1) * width)
    const b = values.subarray(i * width, (i + 1) * width)
    for (let c = 0; c < ACTIONS; c++)
      if (!Number.isNaN(a[c * SLOT]!))
        largest = Math.max(largest, Math.abs(a[c * SLOT]! - b[c * SLOT]!))
    if (bestCode(a) !== bestCode(b)) flips++
  }
  console.log(
    `against ${args.against}: largest difference ${largest} Ante, best action differs on ${flips} of ${n} hands`,
  )
}
