// What knowing the discards changes in the second decision after an exchange or switch, on
// the fast table model's deals (seeded): every drawn hand's best decision scored on the
// final hand alone, and scored again against the dealer completions that avoid the discards
// too (the fast model's `second: 'seen'`). Prints how often the decision changes, the largest
// lead (per Ante) a changed decision had over the next best when scored alone, and what the
// changes gain per round (each decision valued knowing the discards: the expected gain, with
// far less noise than a simulation's nets).
// Usage (in research/): pnpm exec tsx scripts/stud-seen-second.ts --ruleset R [--rounds N] [--seed S]
import { parseArgs } from 'node:util'
import { seededRandom } from '@felt/cards'
import { dealRound, ROUND_CARDS, TableRoundModel } from '@felt/math/internal/stud/fast/table-model'
import { dealerTable } from '@felt/math/internal/stud/kernel/dealer-table'
import {
  FinalHandScorer,
  type FinalValues,
  qualifyingStrength,
} from '@felt/math/internal/stud/kernel/final-hand'
import { raisePaysOf } from '@felt/math/internal/stud/kernel/raise-pays'
import { swapWithClubs } from '@felt/math/internal/stud/kernel/subsets'
import { STUD_DRAW } from '@felt/strategy/stud-poker'
import { type StudTableRuleset, studTableRows } from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'

const { values } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    rounds: { type: 'string', default: '200000' },
    seed: { type: 'string', default: '1' },
  },
})
const ruleset = values.ruleset as StudTableRuleset
const rounds = Number(values.rounds)
const rules = studPoker.rules(ruleset)
const model = new TableRoundModel(rules, await studTableRows(ruleset), { force: 'never' })
const pays = raisePaysOf(rules)
const scorers: FinalHandScorer[] = []
const scorerOf = (up: number): FinalHandScorer =>
  (scorers[up] ??= new FinalHandScorer(rules, dealerTable(up, qualifyingStrength(rules)), pays))
const random = seededRandom(Number(values.seed))
const deck = Int32Array.from({ length: 52 }, (_, i) => i)
const round = new Int32Array(ROUND_CARDS.plain)
const worth = (decision: number, f: FinalValues): number =>
  decision === 0 ? -1 : decision === 1 ? f.play.value : f.insured.value
let draws = 0
let changed = 0
let widest = 0
let gain = 0
let gain2 = 0
for (let r = 0; r < rounds; r++) {
  dealRound(deck, round, random)
  model.play(round)
  const d = model.decisions
  if (d.first < STUD_DRAW || d.second === null || d.discard.length === 5) continue
  draws++
  // The situation's suits, the up card's to clubs (as the model and the solver see it).
  const upCard = round[5 + rules.dealerUpCard]!
  const upSuit = (upCard / 13) | 0
  const up = upCard % 13
  const canonical = (c: number): number => swapWithClubs(c, upSuit)
  const kept = Array.from(round.subarray(0, 5)).filter((c) => !d.discard.includes(c))
  const drawn = Array.from(round.subarray(10, 10 + d.discard.length))
  const hand = [...kept, ...drawn].map(canonical)
  const scorer = scorerOf(up)
  const local = (cards: number[]): Int32Array =>
    Int32Array.from(cards.map((c) => scorer.table.local[c]!)).sort()
  const alone = scorer.score(hand, 5, local(hand), 5)
  const a = alone.best.decision
  const leads = [-1, alone.play.value, alone.insured.value].sort((x, y) => y - x)
  const lead = leads[0]! - leads[1]!
  const removed = local([...hand, ...d.discard.map(canonical)])
  const known = scorer.score(hand, 5, removed, removed.length)
  const b = known.best.decision
  if (a !== b) {
    changed++
    widest = Math.max(widest, lead)
    const g = worth(b, known) - worth(a, known)
    gain += g
    gain2 += g * g
  }
}
console.log(
  `${ruleset}, ${rounds} rounds (seed ${values.seed}): ${draws} exchanges or switches (five-card switches left out), ` +
    `the decision changes on ${changed} (${((100 * changed) / draws).toFixed(2)}%); ` +
    `largest lead of a changed decision scored alone ${widest.toFixed(4)} Ante; ` +
    `knowing the discards gains ${((100 * gain) / rounds).toFixed(4)}% ± ${(100 * Math.sqrt((gain2 / rounds - (gain / rounds) ** 2) / rounds)).toFixed(4)}% of the Ante per round`,
)
