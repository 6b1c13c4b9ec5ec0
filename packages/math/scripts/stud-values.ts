// Dumps, for one stud rule set, the solver's value of every first action of every canonical
// starting situation (best second decision; NaN where not offered), one Float32 file per up
// rank: HANDS_PER_UP rows of ACTIONS values, in `forEachCanonicalHand` order. These are the
// data a readable strategy is derived from and scored against (scripts/stud-readable.ts).
// Usage (repo root): pnpm exec tsx packages/math/scripts/stud-values.ts --ruleset lunar
//   [--out /tmp/felt-math/values] [--ups 0,1,...,12] (run two processes on halves for 2 cores)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { forEachCanonicalHand, HANDS_PER_UP } from '@felt/strategy/stud-poker'
import { studPoker } from '@felt/stud-poker'
import { studValuesFile } from '../src/cli/node-io.ts'
import { ACTIONS, SituationSolver, SLOT } from '../src/stud/exact/situation.ts'

function dump(ruleset: string, up: number, out: string): void {
  const solver = new SituationSolver(studPoker.rules(ruleset), up)
  const values = new Float32Array(HANDS_PER_UP * ACTIONS)
  const evs = new Float64Array(ACTIONS * SLOT)
  forEachCanonicalHand(up, (hand, index) => {
    solver.evaluate(hand, evs)
    for (let c = 0; c < ACTIONS; c++) values[index * ACTIONS + c] = evs[c * SLOT]!
  })
  writeFileSync(studValuesFile(out, ruleset, up), values)
}

const { values } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    out: { type: 'string', default: '/tmp/felt-math/values' },
    ups: { type: 'string', default: '0,1,2,3,4,5,6,7,8,9,10,11,12' },
  },
})
const out = values.out!
mkdirSync(out, { recursive: true })
const started = performance.now()
for (const up of values.ups!.split(',').map(Number)) {
  if (existsSync(studValuesFile(out, values.ruleset!, up))) continue
  dump(values.ruleset!, up, out)
  console.log(`up rank ${up} done, ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
