// The exact gain of a stud rule set's committed table over an older one (a commit's): every
// starting situation where the two take different first actions is valued exactly for both
// (each draw enumerated, the discards out of the dealer's cards, the second decision knowing
// them; fold, play, insure and buy are exact anyway), and the differences are weighted by
// the situations' deals. What a table made again with close calls gains, with no sampling.
// Usage (in research/): pnpm exec tsx scripts/stud-table-gain.ts --ruleset lunar --old <commit>
import { execFileSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { ACTIONS, SituationSolver, SLOT } from '@felt/math/internal/stud/solver/situation'
import { forEachCanonicalHand, HANDS_PER_UP } from '@felt/strategy/stud-poker'
import {
  fromRankOrder,
  type StudTableRuleset,
  studTableRows,
} from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'

const { values: args } = parseArgs({
  options: { ruleset: { type: 'string', default: 'lunar' }, old: { type: 'string' } },
})
if (args.old === undefined) throw new Error('--old <commit> is required')
const ruleset = args.ruleset as StudTableRuleset
const file = `packages/strategy/src/stud-poker/tables/${ruleset}.gen.ts`
const text = execFileSync('git', ['show', `${args.old}:${file}`], {
  encoding: 'utf8',
  maxBuffer: 1 << 26,
})
const old = gunzipSync(Buffer.from(text.match(/'([A-Za-z0-9+/=]{1000,})'/)![1]!, 'base64'))
const rows = await studTableRows(ruleset)
const rules = studPoker.rules(ruleset)
const values = new Float64Array(ACTIONS * SLOT)
let weight = 0
let gain = 0
let changed = 0
let worse = 0
const started = performance.now()
for (let up = 0; up < 13; up++) {
  const offset = up * HANDS_PER_UP
  let solver: SituationSolver | null = null
  forEachCanonicalHand(up, (hand, index, size) => {
    weight += size
    const then = old[offset + index]!
    const now = rows[offset + index]!
    if (then === now) return
    const a = fromRankOrder(then, hand)
    const b = fromRankOrder(now, hand)
    solver ??= new SituationSolver(rules, up)
    solver.evaluate(hand, values, 'exact', (c) => c === a || c === b)
    const d = values[b * SLOT]! - values[a * SLOT]!
    changed++
    if (d < -1e-9) worse++
    gain += size * d
  })
  process.stderr.write(`up rank ${up}: ${changed} changed so far\n`)
}
const pct = (x: number): string => `${(100 * x).toFixed(6)}%`
console.log(
  `${ruleset}: the committed table gains ${pct(gain / weight)} of the Ante over ${args.old}'s, exactly (${changed} situations differ; on ${worse} the committed table's action is worth less); ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
