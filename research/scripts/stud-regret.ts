// What a stud table's first actions give up against the exact optimum, on random deals: every
// legal first action is valued (draws by sampled replacement cards against the solver's own
// totals, @felt/math's src/stud/sampled-exact/sampled-exact.ts, the second decision knowing
// the discards); where another action looks better than the table's, both are valued exactly
// (every draw enumerated) and the exact difference is the deal's regret. The mean regret, with its
// standard error, is how far the table is from the optimum; `stud-sampled.ts --strategy
// table-exact` minus it is the optimum's house edge. (An action the sampled values rank
// below the table's but is in truth better is missed: with 200 draws per action their error
// is about 0.002 Ante.)
// Usage (in research/): pnpm exec tsx scripts/stud-regret.ts --ruleset lunar
//   [--deals 300] [--samples 200] [--seed 1]
import { parseArgs } from 'node:util'
import { seededRandom } from '@felt/cards'
import { firstActionCode } from '@felt/math/internal/stud/fast/strategy-rows'
import { SampledValuer } from '@felt/math/internal/stud/sampled-exact/sampled-exact'
import { ACTIONS, SituationSolver, SLOT } from '@felt/math/internal/stud/solver/situation'
import { STUD_DRAW } from '@felt/strategy/stud-poker'
import { loadStudTable, type StudTableRuleset } from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    deals: { type: 'string', default: '300' },
    samples: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
  },
})
const ruleset = args.ruleset as StudTableRuleset
const rules = studPoker.rules(ruleset)
const table = await loadStudTable(ruleset)
const random = seededRandom(Number(args.seed))
const solvers = new Map<number, { solver: SituationSolver; valuer: SampledValuer }>()
const approx = new Float64Array(ACTIONS * SLOT)
const exact = new Float64Array(ACTIONS * SLOT)
const deals = Number(args.deals)
let sum = 0
let sq = 0
let worse = 0
const started = performance.now()
for (let d = 0; d < deals; d++) {
  // A random deal, its suits swapped so that the up card is a club (the solver's up cards).
  const deck = Array.from({ length: 52 }, (_, i) => i)
  for (let i = 0; i < 6; i++) {
    const j = i + random(52 - i)
    ;[deck[i], deck[j]] = [deck[j]!, deck[i]!]
  }
  const upSuit = Math.floor(deck[5]! / 13)
  const swap = (c: number): number => {
    const s = Math.floor(c / 13)
    return (s === upSuit ? 0 : s === 0 ? upSuit : s) * 13 + (c % 13)
  }
  const up = deck[5]! % 13
  const hand = deck
    .slice(0, 5)
    .map(swap)
    .sort((a, b) => a - b)
  let entry = solvers.get(up)
  if (entry === undefined) {
    // Uncorrected draws: the sampled exact control variate needs them; this script values draws by
    // sampling and exactly, never by the solver's tables.
    const solver = new SituationSolver(rules, up, null, true, 'approximate')
    entry = { solver, valuer: new SampledValuer(solver, 'exact', seededRandom(up + 1)) }
    solvers.set(up, entry)
  }
  const { solver, valuer } = entry
  const best = table.best(hand, up)
  const mine = firstActionCode({ action: best.action, discard: best.discard }, hand)
  solver.evaluate(hand, approx)
  let top = mine
  let topValue = Number.NEGATIVE_INFINITY
  for (let code = 0; code < ACTIONS; code++) {
    if (Number.isNaN(approx[code * SLOT]!)) continue
    const v = valuer.value(hand, code, code >= STUD_DRAW ? Number(args.samples) : 2).value
    if (v > topValue) {
      topValue = v
      top = code
    }
  }
  let regret = 0
  if (top !== mine) {
    solver.evaluate(hand, exact, 'exact', (c) => c === top || c === mine)
    regret = Math.max(0, exact[top * SLOT]! - exact[mine * SLOT]!)
    if (regret > 0) worse++
  }
  sum += regret
  sq += regret * regret
  if ((d + 1) % 25 === 0)
    process.stderr.write(
      `${d + 1} deals, mean regret ${(sum / (d + 1)).toFixed(5)}, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    )
}
const mean = sum / deals
const se = Math.sqrt((sq / deals - mean * mean) / (deals - 1))
console.log(
  `${ruleset}: the table's first actions give up ${(100 * mean).toFixed(4)}% ± ${(100 * se).toFixed(4)}% of the Ante against the best action (exact second decisions); another action is better on ${worse} of ${deals} deals (seed ${args.seed}, ${args.samples} draws per action, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
)
