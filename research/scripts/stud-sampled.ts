// The house edge of a stud strategy, exact but for the draws, which sampled replacement cards
// estimate against the solver's own exact totals (@felt/math's
// src/stud/sampled-exact/sampled-exact.ts): standard errors near 0.001% of the Ante from 4 draws
// per situation.
// Usage (in research/): pnpm exec tsx scripts/stud-sampled.ts --ruleset lunar
//   [--strategy table|table-exact|owner] [--samples 4] [--seed 1] [--threads 2]
// table: the optimal table with the solver's second decision (what the fast model plays);
// table-exact: the same first actions, the second decision knowing the discards; owner: the
// owner's published strategy.
import { parseArgs } from 'node:util'
import {
  type SampledStrategy,
  sampledExactEdge,
} from '@felt/math/internal/stud/sampled-exact/sampled-exact-run'
import { studPoker } from '@felt/stud-poker'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    strategy: { type: 'string', default: 'table' },
    samples: { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
    threads: { type: 'string', default: '2' },
  },
})
const STRATEGIES: Record<string, SampledStrategy> = {
  table: { first: 'table', second: 'solver' },
  'table-exact': { first: 'table', second: 'exact' },
  owner: { first: 'owner', second: 'owner' },
}
const strategy = STRATEGIES[args.strategy!]
if (strategy === undefined) throw new Error(`unknown strategy ${args.strategy}`)
const rules = studPoker.rules(args.ruleset!)
const started = performance.now()
const r = await sampledExactEdge(
  { rules, strategy, samples: Number(args.samples), seed: Number(args.seed) },
  Number(args.threads),
  (done) => process.stderr.write(`\r${done}/13 up ranks`),
)
const pct = (x: number, d = 4): string => `${(100 * x).toFixed(d)}%`
process.stderr.write('\n')
console.log(
  `${args.ruleset} ${args.strategy}: house edge ${pct(r.houseEdge)} ± ${pct(r.standardError)} (1 SE), element of risk ${pct(r.elementOfRisk)}, average wager ${r.averageWager.toFixed(6)}, SD ${r.standardDeviation.toFixed(6)}`,
)
console.log(
  `  first actions: ${Object.entries(r.firstActions)
    .map(([a, s]) => `${a} ${pct(s, 2)}`)
    .join(', ')}`,
)
console.log(
  `  samples ${args.samples}, seed ${args.seed}, threads ${args.threads}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
