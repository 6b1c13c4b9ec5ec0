// How many starting situations of a stud rule set are close calls: their best first action
// within --margins (Ante) of the next best by the solver's values (`pnpm math strategy
// stud-poker --ruleset R --values DIR` writes them). Actions worth the same to 1e-6 Ante are
// one (a draw and its twin: the same draw of cards of another suit); an up rank's situations
// are weighted by their deals. For each margin: the share of deals, the canonical situations
// (what valuing them exactly would mean), the sum of the gaps over the deals (per Ante of
// every deal), and the bound they give: were no value off by more than half the margin, what
// any strategy could gain over the table (the sum over those deals of the margin less the gap). With --sample N, N situations spread evenly over those within the
// largest margin are valued again as `felt-math strategy --close-calls` does
// (`refineCloseCalls`: the draws within the margin that the solver values approximately,
// exactly): the time it takes per situation, and how often the exact best is another action
// than the solver's.
// Usage (in research/): pnpm exec tsx scripts/stud-close-calls.ts --ruleset lunar
//   [--values /tmp/felt-math/values] [--margins 0.001,0.005,0.01,0.02,0.05] [--sample 0]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { refineCloseCalls } from '@felt/math/internal/stud/solver/close-calls'
import { ACTIONS, SituationSolver, SLOT } from '@felt/math/internal/stud/solver/situation'
import { bestCode } from '@felt/math/internal/stud/solver/solve'
import { studValuesFile } from '@felt/math/internal/stud/solver/solve-run'
import { forEachCanonicalHand } from '@felt/strategy/stud-poker'
import { studPoker } from '@felt/stud-poker'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    values: { type: 'string', default: '/tmp/felt-math/values' },
    margins: { type: 'string', default: '0.001,0.005,0.01,0.02,0.05' },
    sample: { type: 'string', default: '0' },
  },
})
const margins = args.margins!.split(',').map(Number)
const deals = new Float64Array(margins.length)
const situations = new Float64Array(margins.length)
const gaps = new Float64Array(margins.length)
/** The values `studSolve` wrote for the first actions of up rank `up`. */
function valuesOf(up: number): Float32Array {
  const buf = readFileSync(studValuesFile(args.values!, args.ruleset!, up))
  return new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4)
}

/** The gap between the best action and the next best of situation `index` of an up rank's values. */
function gapOf(v: Float32Array, index: number): { best: number; gap: number } {
  const row = index * ACTIONS
  let best = Number.NEGATIVE_INFINITY
  for (let c = 0; c < ACTIONS; c++) if (v[row + c]! > best) best = v[row + c]!
  let next = Number.NEGATIVE_INFINITY
  for (let c = 0; c < ACTIONS; c++) {
    const x = v[row + c]!
    if (x < best - 1e-6 && x > next) next = x
  }
  return { best, gap: best - next }
}

let allDeals = 0
let allSituations = 0
for (let up = 0; up < 13; up++) {
  const v = valuesOf(up)
  forEachCanonicalHand(up, (_hand, index, size) => {
    const { gap } = gapOf(v, index)
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
for (const [i, m] of margins.entries()) {
  // Were no value off by more than m / 2, a pick could be wrong only where the gap is under
  // m, and would cost at most m less the gap: a bound on what any strategy gains over the table.
  const bound = (m * deals[i]! - gaps[i]!) / allDeals
  console.log(
    `  within ${m} Ante: ${((100 * deals[i]!) / allDeals).toFixed(3)}% of deals, ${situations[i]} situations, gaps summed ${((100 * gaps[i]!) / allDeals).toFixed(4)}% of the Ante; ` +
      `if no value is off by more than ${m / 2} Ante, the optimum gains at most ${(100 * bound).toFixed(4)}% of the Ante over the table`,
  )
}

// --sample: every so many of the situations within the widest margin, valued again as
// `felt-math strategy --close-calls` does (`refineCloseCalls`).
const widest = Math.max(...margins)
const close = situations[margins.indexOf(widest)]!
const every = Math.max(1, Math.floor(close / Math.max(1, Number(args.sample))))
// Each with its row of the solver's values (an up rank's file is 70 MB: read once).
const sampled: { up: number; hand: number[]; values: Float32Array }[] = []
let seen = 0
for (let up = 0; up < 13 && Number(args.sample) > 0; up++) {
  const v = valuesOf(up)
  forEachCanonicalHand(up, (hand, index) => {
    if (gapOf(v, index).gap >= widest || seen++ % every !== 0) return
    sampled.push({ up, hand: [...hand], values: v.slice(index * ACTIONS, (index + 1) * ACTIONS) })
  })
}

if (sampled.length > 0) {
  const rules = studPoker.rules(args.ruleset!)
  const solvers: SituationSolver[] = []
  const evs = new Float64Array(ACTIONS * SLOT)
  const scratch = new Float64Array(ACTIONS * SLOT)
  let seconds = 0
  let other = 0
  let gain = 0
  for (const { up, hand, values } of sampled) {
    const solver = (solvers[up] ??= new SituationSolver(rules, up))
    for (let c = 0; c < ACTIONS; c++) evs[c * SLOT] = values[c]!
    const before = bestCode(evs)
    const started = performance.now()
    refineCloseCalls(solver, hand, evs, widest, scratch)
    seconds += (performance.now() - started) / 1000
    const after = bestCode(evs)
    if (after !== before) {
      other++
      // Both exact now: the solver's pick, the best, was within the margin.
      gain += evs[after * SLOT]! - evs[before * SLOT]!
    }
  }
  const n = sampled.length
  console.log(
    `  ${n} of the ${close} situations within ${widest} Ante valued again (the draws the solver approximates): ${(seconds / n).toFixed(2)} s each ` +
      `(all of them: about ${((close * seconds) / n / 3600).toFixed(1)} CPU hours); the exact best is another action on ${other} (${((100 * other) / n).toFixed(1)}%), ` +
      `worth ${(gain / n).toFixed(6)} Ante more on average`,
  )
}
