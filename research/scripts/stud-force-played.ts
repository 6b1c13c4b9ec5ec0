// What the solver's force-the-dealer option (ForceOption) gets wrong on the rounds the stock
// table plays: the table model's deals (seeded), each box that plays uninsured (the first
// action play, or play after a buy or draw, the second decision on the final hand alone)
// valued against the exact forceOptionValue (every dealer completion and replacement card,
// the discards out), two ways: `add` with every card seen (the solver's final hands and exact
// modes), and as the solver's draws value it (`ranksPart` with every card seen, the suits of
// `parts` of the final hand alone: the discards' suits left out of the dealer's flushes). Prints
// each error per round, with its standard error: what it adds to the solver's house edge, per
// Ante, where the table's decisions stay as they are.
// Usage (in research/): pnpm exec tsx scripts/stud-force-played.ts --ruleset russian
//   [--rounds 20000] [--seed 1]
import { parseArgs } from 'node:util'
import { seededRandom } from '@felt/cards'
import { dealRound, ROUND_CARDS, TableRoundModel } from '@felt/math/internal/stud/fast/table-model'
import { finalStrength, qualifyingStrength } from '@felt/math/internal/stud/kernel/final-hand'
import { forceOptionValue } from '@felt/math/internal/stud/kernel/force'
import { ForceOption, seenBySuit } from '@felt/math/internal/stud/kernel/force-option'
import { STUD_BUY, STUD_PLAY } from '@felt/strategy/stud-poker'
import { type StudTableRuleset, studTableRows } from '@felt/strategy/stud-poker/table'
import { handValue, raisePays, studPoker } from '@felt/stud-poker'

const { values } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'russian' },
    rounds: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
  },
})
const ruleset = values.ruleset as StudTableRuleset
const rounds = Number(values.rounds)
const rules = studPoker.rules(ruleset)
if (rules.forceDealer === null) throw new Error(`${ruleset} has no force the dealer`)
const model = new TableRoundModel(rules, await studTableRows(ruleset), { force: 'never' })
const random = seededRandom(Number(values.seed))
const deck = Int32Array.from({ length: 52 }, (_, i) => i)
const round = new Int32Array(ROUND_CARDS.plain)
const options: ForceOption[] = []
const started = performance.now()
let played = 0
let valued = 0
/** Per way: the sum of errors, of their squares, and the worst. */
const errors = { seen: [0, 0, 0], draws: [0, 0, 0] }
const record = (way: number[], e: number): void => {
  way[0]! += e
  way[1]! += e * e
  way[2] = Math.max(way[2]!, Math.abs(e))
}
for (let r = 0; r < rounds; r++) {
  dealRound(deck, round, random)
  model.play(round)
  const d = model.decisions
  const uninsured = d.first === STUD_PLAY || (d.first >= STUD_BUY && d.second === 'play')
  if (!uninsured) continue
  played++
  const discards = d.discard
  const kept = Array.from(round.subarray(0, 5)).filter((c) => !discards.includes(c))
  const drawn =
    d.first === STUD_PLAY ? [] : Array.from(round.subarray(10, 10 + Math.max(1, discards.length)))
  const hand = [...kept, ...drawn]
  const s = finalStrength(hand, hand.length)
  if (s <= qualifyingStrength(rules)) continue
  const pays = raisePays(hand, handValue(hand), rules).pays
  const up = round[5 + rules.dealerUpCard]!
  const exact = forceOptionValue(rules, hand, up, discards)
  const option = (options[up] ??= new ForceOption(rules, up))
  const all = seenBySuit([...hand, ...discards])
  const seen = option.add(s, pays, all).value
  const draws =
    option.ranksPart(s, pays, all).value + option.parts(s, pays, seenBySuit(hand)).suits.value
  if (exact > 0 || seen > 0) valued++
  record(errors.seen, seen - exact)
  record(errors.draws, draws - exact)
}
const pct = (x: number): string => `${(100 * x).toFixed(4)}%`
const report = ([sum, sum2, worst]: number[]): string => {
  const mean = sum! / rounds
  const se = Math.sqrt((sum2! / rounds - mean * mean) / (rounds - 1))
  return `${pct(mean)} ± ${pct(se)} (1 SE) of the Ante per round (worst hand ${worst!.toFixed(6)} Ante)`
}
console.log(
  `${ruleset}, ${rounds} rounds of the stock table (seed ${values.seed}): ${played} boxes play uninsured, the force option worth something on ${valued}; ` +
    `off, every card seen: ${report(errors.seen)}; as the draws value it: ${report(errors.draws)}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
