// The value of force the dealer / buy a game (lunar-finland, russian) to a strategy: its
// table (or the owner's) played on the fast model, forcing when that is worth more. Per
// round the model also gives the expected gain of its force choice over taking, given what
// the player saw (exact: every replacement card): its mean is the option's value with far
// less noise than the nets, and subtracting it from a house edge computed without forcing
// (the solver, `stud-sampled.ts`) gives the edge with it, the first decisions unchanged.
// Usage (in research/): pnpm exec tsx scripts/stud-force.ts --ruleset russian
//   [--strategy table|owner] [--rounds 10000000] [--seed 1] [--rule-pays 4]
// With --rule-pays P, a second model plays the same decks forcing by the readable rule
// "force with a hand whose Raise pays P or more", and the rule's cost against the exact
// choice is the paired difference of the two expected gains.
import { parseArgs } from 'node:util'
import { seededRandom } from '@felt/cards'
import { ownerFirst, ownerPlays, undecidedRows } from '@felt/math/internal/stud/fast/strategy-rows'
import {
  dealRound,
  ROUND_CARDS,
  type TableModelOptions,
  TableRoundModel,
} from '@felt/math/internal/stud/fast/table-model'
import { type StudTableRuleset, studTableRows } from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'russian' },
    strategy: { type: 'string', default: 'table' },
    rounds: { type: 'string', default: '10000000' },
    seed: { type: 'string', default: '1' },
    'rule-pays': { type: 'string' },
  },
})
const ruleset = args.ruleset as StudTableRuleset
const rules = studPoker.rules(ruleset)
if (rules.forceDealer === null) throw new Error(`${ruleset} has no force the dealer`)
const rows = args.strategy === 'owner' ? undecidedRows() : await studTableRows(ruleset)
const modelOf = (force: TableModelOptions['force']) =>
  args.strategy === 'owner'
    ? new TableRoundModel(rules, rows, { plays: ownerPlays, decide: ownerFirst(rules), force })
    : new TableRoundModel(rules, rows, { force })
const model = modelOf('best')
const rulePays = args['rule-pays'] === undefined ? null : Number(args['rule-pays'])
const ruled = rulePays === null ? null : modelOf((pays) => pays >= rulePays)
// The rule's cost: the exact choice's expected gain less the rule's, summed and squared.
let cost = 0
let cost2 = 0
const rounds = Number(args.rounds)
const random = seededRandom(Number(args.seed))
const deck = Int32Array.from({ length: 52 }, (_, i) => i)
const round = new Int32Array(ROUND_CARDS.force)
// Sums and sums of squares: the net, the expected gain, the realized gain; counts of choices.
const sums = new Float64Array(6)
let offered = 0
let forced = 0
const started = performance.now()
for (let k = 0; k < rounds; k++) {
  dealRound(deck, round, random)
  const net = model.play(round)
  if (ruled !== null) {
    ruled.play(round)
    const d = model.forceGain - ruled.forceGain
    cost += d
    cost2 += d * d
  }
  const choice = model.decisions.force
  const realized = model.forceRealized
  sums[0]! += net
  sums[1]! += net * net
  sums[2]! += model.forceGain
  sums[3]! += model.forceGain ** 2
  sums[4]! += realized
  sums[5]! += realized * realized
  if (choice !== null) offered++
  if (choice === 'force') forced++
}

const mean = (s: number) => s / rounds
const se = (s: number, s2: number) => Math.sqrt((s2 / rounds - mean(s) ** 2) / rounds)
const pct = (x: number) => `${(100 * x).toFixed(4)}%`
console.log(
  `${ruleset}, ${args.strategy}, fast model, ${rounds.toLocaleString('en')} rounds (seed ${args.seed}), ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
console.log(
  `  house edge forcing when worth more: ${pct(-mean(sums[0]!))} ± ${pct(se(sums[0]!, sums[1]!))}`,
)
console.log(
  `  force or take offered in ${pct(offered / rounds)} of rounds, forced in ${pct(forced / rounds)}`,
)
console.log(
  `  value of the option, expected given what the player saw: ${pct(mean(sums[2]!))} ± ${pct(se(sums[2]!, sums[3]!))} of the Ante`,
)
console.log(
  `  value of the option, as it fell (forced net - taken net): ${pct(mean(sums[4]!))} ± ${pct(se(sums[4]!, sums[5]!))}`,
)
if (ruled !== null)
  console.log(
    `  readable rule "force when the Raise pays ${rulePays} or more" costs ${pct(mean(cost))} ± ${pct(se(cost, cost2))} of the Ante against the exact choice`,
  )
