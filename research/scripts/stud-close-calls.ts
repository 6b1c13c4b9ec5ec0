// How many starting situations of a stud rule set are close calls: their best first action
// within --margins (Ante) of the next best by the solver's values (`pnpm math strategy
// stud-poker --ruleset R --values DIR` writes them). Actions worth the same to 1e-6 Ante are
// one (a draw and its twin: the same draw of cards of another suit); an up rank's situations
// are weighted by their deals. For each margin: the share of deals, the canonical situations
// (what valuing them exactly would mean), and the sum of the gaps over the deals (per Ante of
// every deal: what those calls could cost at most, were the solver wrong on every one of them
// by its whole margin).
// Usage (in research/): pnpm exec tsx scripts/stud-close-calls.ts --ruleset lunar
//   [--values /tmp/felt-math/values] [--margins 0.001,0.005,0.01,0.02,0.05]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { ACTIONS } from '@felt/math/internal/stud/solver/situation'
import { studValuesFile } from '@felt/math/internal/stud/solver/solve-run'
import { forEachCanonicalHand } from '@felt/strategy/stud-poker'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    values: { type: 'string', default: '/tmp/felt-math/values' },
    margins: { type: 'string', default: '0.001,0.005,0.01,0.02,0.05' },
  },
})
const margins = args.margins!.split(',').map(Number)
const deals = new Float64Array(margins.length)
const situations = new Float64Array(margins.length)
const gaps = new Float64Array(margins.length)
let allDeals = 0
let allSituations = 0
for (let up = 0; up < 13; up++) {
  const buf = readFileSync(studValuesFile(args.values!, args.ruleset!, up))
  const v = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4)
  forEachCanonicalHand(up, (_hand, index, size) => {
    const row = index * ACTIONS
    let best = Number.NEGATIVE_INFINITY
    for (let c = 0; c < ACTIONS; c++) if (v[row + c]! > best) best = v[row + c]!
    let next = Number.NEGATIVE_INFINITY
    for (let c = 0; c < ACTIONS; c++) {
      const x = v[row + c]!
      if (x < best - 1e-6 && x > next) next = x
    }
    const gap = best - next
    allDeals += size
    allSituations++
    margins.forEach((m, i) => {
      if (gap >= m) return
      deals[i]! += size
      situations[i]!++
      gaps[i]! += size * gap
    })
  })
}
console.log(`${args.ruleset}: ${allSituations} canonical situations`)
for (const [i, m] of margins.entries())
  console.log(
    `  within ${m} Ante: ${((100 * deals[i]!) / allDeals).toFixed(3)}% of deals, ${situations[i]} situations, gaps summed ${((100 * gaps[i]!) / allDeals).toFixed(4)}% of the Ante`,
  )
