// Measures the solver's force-the-dealer estimate (ForceEstimate: the dealer's rank sets,
// suits ignored) against the exact forceOptionValue (every dealer completion and
// replacement card) on random final hands of five or six cards that pay at least
// --min-pays on a win, each against a random up card.
// Usage (in research/): pnpm exec tsx scripts/stud-force-estimate.ts
//   --ruleset russian [--hands 300] [--min-pays 4] [--seed 1]
import { parseArgs } from 'node:util'
import { canonicalDeck, seededRandom, shuffleWith } from '@felt/cards'
import { finalStrength, qualifyingStrength } from '@felt/math/internal/stud/kernel/final-hand'
import { forceOptionValue } from '@felt/math/internal/stud/kernel/force'
import { ForceEstimate } from '@felt/math/internal/stud/kernel/force-estimate'
import { handValue, raisePays, studPoker } from '@felt/stud-poker'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'russian' },
    hands: { type: 'string', default: '300' },
    'min-pays': { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
  },
})
const rules = studPoker.rules(args.ruleset as 'russian')
const random = seededRandom(Number(args.seed))
const estimates: ForceEstimate[] = []
const target = Number(args.hands)
let hands = 0
let exactSum = 0
let diffSum = 0
let absSum = 0
let worst = 0
let estimateMs = 0
while (hands < target) {
  const deck = shuffleWith(canonicalDeck(), random)
  const hand = deck.slice(0, 5 + (hands % 2))
  const up = deck[9]!
  const s = finalStrength(hand, hand.length)
  if (s <= qualifyingStrength(rules)) continue
  const pays = raisePays(hand, handValue(hand), rules).pays
  if (pays < Number(args['min-pays'])) continue
  hands++
  const exact = forceOptionValue(rules, hand, up)
  const seen = new Int32Array(13)
  for (const c of hand) seen[c % 13]!++
  const started = performance.now()
  const estimate = (estimates[up % 13] ??= new ForceEstimate(rules, up % 13)).add(s, pays, seen)
  estimateMs += performance.now() - started
  const d = estimate.value - exact
  exactSum += exact
  diffSum += d
  absSum += Math.abs(d)
  worst = Math.max(worst, Math.abs(d))
}
const f = (x: number): string => x.toFixed(4)
console.log(
  `${args.ruleset}: ${hands} final hands paying ${args['min-pays']} or more (seed ${args.seed}): the option is worth ${f(exactSum / hands)} Ante on average (exact); the estimate is off by ${f(diffSum / hands)} on average (mean |error| ${f(absSum / hands)}, worst ${f(worst)}); ${(estimateMs / hands).toFixed(3)} ms per estimate uncached`,
)
