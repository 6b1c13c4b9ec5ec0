// What a readable stud strategy's second decision gives up against the solver's, on the
// final hands its own first decisions reach: seeded decks, each drawn hand scored alone as
// the tables score it (every dealer completion that avoids the hand; no forcing), the
// loss being the better of play and fold less the readable choice. Printed per hand class
// (made hands; ace-king-or-less hands by their top three ranks and how the dealer's card
// pairs them), beside the same for "play ace-king-queen or better" (the owner's line).
// Usage (repo root): pnpm exec tsx packages/math/scripts/stud-readable-second.ts
//   --ruleset lunar [--rounds 300000] [--seed 3] [--top 12]
import { parseArgs } from 'node:util'
import { canonicalDeck, rankOf, seededRandom, shuffleWith, suitOf } from '@felt/cards'
import { PAIR, studReadableStrategy } from '@felt/strategy/stud-poker'
import type { StudTableRuleset } from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'
import { dealerTable } from '../src/stud/exact/dealer-table.ts'
import { FinalHandScorer, finalStrength, qualifyingStrength } from '../src/stud/exact/final-hand.ts'
import { swapWithClubs } from '../src/stud/exact/subsets.ts'
import { ownerPlays } from '../src/stud/strategy-rows.ts'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    rounds: { type: 'string', default: '300000' },
    seed: { type: 'string', default: '3' },
    top: { type: 'string', default: '12' },
  },
})
const ruleset = args.ruleset as StudTableRuleset
const rules = studPoker.rules(ruleset)
const readable = studReadableStrategy(ruleset)
const rounds = Number(args.rounds)
const scorers: FinalHandScorer[] = []
const random = seededRandom(Number(args.seed))
const RANKS = '23456789TJQKA'
/** Per class: hands, the readable line's loss, the owner's line's loss, hands the solver plays. */
const classes = new Map<string, [number, number, number, number]>()
let drawn = 0
for (let i = 0; i < rounds; i++) {
  const deck = shuffleWith(canonicalDeck(), random)
  const up = deck[9]!
  const five = deck.slice(0, 5)
  const d = readable.decide(five, up)
  if (d.action !== 'buy' && d.action !== 'exchange') continue
  drawn++
  let next = 10
  const hand =
    d.action === 'buy'
      ? [...five, deck[next]!]
      : five.map((c) => (d.discard.includes(c) ? deck[next++]! : c))
  const h = hand.map((c) => swapWithClubs(c, suitOf(up)))
  const upRank = rankOf(up)
  const scorer = (scorers[upRank] ??= new FinalHandScorer(
    rules,
    dealerTable(upRank, qualifyingStrength(rules)),
    undefined,
    false,
  ))
  const removed = Int32Array.from(h.map((c) => scorer.table.local[c]!)).sort()
  const play = scorer.score(h, h.length, removed, h.length).play.value
  const best = Math.max(play, -1)
  const lossOf = (plays: boolean): number => best - (plays ? play : -1)
  const ranks = h.map(rankOf).sort((a, b) => b - a)
  const match = !ranks.includes(upRank) ? 'none' : upRank >= 11 ? 'ace or king' : 'below the king'
  const key =
    finalStrength(h, h.length) >= PAIR
      ? 'a pair or better'
      : `${ranks
          .slice(0, 3)
          .map((r) => RANKS[r])
          .join('')} high, ${h.length} cards, dealer pairs: ${match}`
  const c = classes.get(key) ?? [0, 0, 0, 0]
  c[0]++
  c[1] += lossOf(readable.plays(h, upRank))
  c[2] += lossOf(ownerPlays(h))
  c[3] += play > -1 ? 1 : 0
  classes.set(key, c)
}
const pct = (x: number): string => `${((100 * x) / rounds).toFixed(4)}%`
let mine = 0
let owner = 0
for (const c of classes.values()) {
  mine += c[1]
  owner += c[2]
}
console.log(
  `${ruleset}: ${rounds} decks (seed ${args.seed}), ${drawn} drawn; per round, the readable second decision gives up ${pct(mine)} of the Ante against the solver's, "ace-king-queen or better" ${pct(owner)}`,
)
const rows = [...classes.entries()].sort(
  (a, b) => Math.max(b[1][1], b[1][2]) - Math.max(a[1][1], a[1][2]),
)
for (const [key, c] of rows.slice(0, Number(args.top)))
  console.log(
    `  ${key.padEnd(52)} ${String(c[0]).padStart(7)} hands, solver plays ${((100 * c[3]) / c[0]).toFixed(1)}%: readable ${pct(c[1])}, ace-king-queen line ${pct(c[2])}`,
  )
