// Measures a stud rule set's readable strategy (@felt/strategy/stud-poker, studReadableStrategy)
// against its optimal table:
// - per line, the share of starting situations it decides and, where the solver's values of
//   every first action are on disk (`pnpm math strategy stud-poker --ruleset R --values
//   /tmp/felt-math/values`), the EV it gives up by the solver's own values;
// - played on the fast model against the table on the same decks (common random numbers),
//   the difference of the house edge with its standard error: once with the solver's second
//   decision after a draw, once with the readable second decision; where the rules let a box
//   force the dealer, the readable force rule alone too (the table's decisions, forcing by it).
// Usage (in research/): pnpm exec tsx scripts/stud-readable.ts --ruleset lunar
//   [--rounds 20000000] [--seed 1] [--values /tmp/felt-math/values]
import { existsSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { seededRandom } from '@felt/cards'
import { nodeIo } from '@felt/math/internal/cli/node-io'
import { studFirstMoves } from '@felt/math/internal/stud/fast/first-moves'
import { strategyRows } from '@felt/math/internal/stud/fast/strategy-rows'
import { dealRound, ROUND_CARDS, TableRoundModel } from '@felt/math/internal/stud/fast/table-model'
import { studSecondCodes } from '@felt/math/internal/stud/solver/second-codes'
import { ACTIONS } from '@felt/math/internal/stud/solver/situation'
import { studValuesFile } from '@felt/math/internal/stud/solver/solve-run'
import { studReadableStrategy } from '@felt/strategy/stud-poker'
import { type StudTableRuleset, studTableRows } from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    rounds: { type: 'string', default: '20000000' },
    seed: { type: 'string', default: '1' },
    values: { type: 'string', default: '/tmp/felt-math/values' },
  },
})
const ruleset = args.ruleset as StudTableRuleset
const rules = studPoker.rules(ruleset)
const readable = studReadableStrategy(ruleset)
const table = await studTableRows(ruleset)

// The readable strategy as table rows, and its lines' shares (and losses by the solver's values).
const lines = readable.lines.length
const share = new Float64Array(lines)
const loss = new Float64Array(lines)
let weight = 0
let optimal = 0
let valued = 0
let values: Float32Array | null = null
const rows = strategyRows(readable.decide, (d, up, index, code, size) => {
  if (index === 0) {
    const file = studValuesFile(args.values!, ruleset, up)
    const buf = existsSync(file) ? readFileSync(file) : null
    values = buf && new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4)
  }
  share[d.line]! += size
  weight += size
  const v = values
  if (v === null) return
  valued += size
  let best = Number.NEGATIVE_INFINITY
  for (let c = 0; c < ACTIONS; c++) {
    const x = v[index * ACTIONS + c]!
    if (x > best) best = x
  }
  const mine = v[index * ACTIONS + code]!
  if (Number.isNaN(mine)) throw new Error(`line ${d.line} takes an action the rules do not offer`)
  loss[d.line]! += size * (best - mine)
  optimal += size * best
})
const pct = (x: number, digits = 4): string => `${(100 * x).toFixed(digits)}%`
console.log(`${ruleset}: readable strategy, ${lines} lines`)
readable.lines.forEach((text, i) => {
  const l =
    valued > 0 && i < lines - 1
      ? `, gives up ${pct(loss[i]! / valued)} of the Ante (solver's values)`
      : ''
  console.log(`${i + 1}. ${text}\n   (${pct(share[i]! / weight, 2)} of situations${l})`)
})
if (valued > 0) {
  const total = loss.reduce((a, b) => a + b, 0)
  console.log(
    `solver's values: optimum ${pct(-optimal / valued)} house edge, readable first decisions ${pct((total - optimal) / valued)} (${pct(total / valued)} more)`,
  )
}

// Both strategies on the same decks.
const rounds = Number(args.rounds)
if (rounds === 0) process.exit(0)
const random = seededRandom(Number(args.seed))
// The solver's second decisions read from their cache (built there on first use), not scored
// as each final hand comes up: the same decisions, at full speed from the first deck.
// felt-math's own cache folder, wherever the CLI keeps it.
const cacheDir = nodeIo().cacheDir!
const seconds = await studSecondCodes(rules, cacheDir, 2)
// Every hand's first action of each, worked out once and cached (`studFirstMoves`).
const tableMoves = studFirstMoves(rules, table, cacheDir)
const readableMoves = studFirstMoves(rules, rows, cacheDir)
const optimum = new TableRoundModel(rules, table, { seconds, firstMoves: tableMoves })
const withSolverSecond = new TableRoundModel(rules, rows, { seconds, firstMoves: readableMoves })
const withOwnSecond = new TableRoundModel(rules, rows, {
  seconds,
  firstMoves: readableMoves,
  plays: readable.plays,
  force: readable.forces ?? 'best',
})
// Each strategy set against the table on the same decks: what it costs, and how it is named.
const compared: [string, TableRoundModel][] = [
  ["readable first decisions, solver's second", withSolverSecond],
  ['readable strategy whole (its own second decision)', withOwnSecond],
]
// The force rule alone: the table's decisions, forcing by the readable rule.
if (readable.forces !== null)
  compared.push([
    "the readable force rule alone (the table's decisions)",
    new TableRoundModel(rules, table, { seconds, firstMoves: tableMoves, force: readable.forces }),
  ])
const deck = Int32Array.from({ length: 52 }, (_, i) => i)
const width = rules.forceDealer === null ? ROUND_CARDS.plain : ROUND_CARDS.force
const round = new Int32Array(width)
// The table's net and its square, then each compared strategy's cost and its square.
const sums = new Float64Array(2 + 2 * compared.length)
const started = performance.now()
for (let k = 0; k < rounds; k++) {
  dealRound(deck, round, random)
  const o = optimum.play(round)
  sums[0]! += o
  sums[1]! += o * o
  for (let i = 0; i < compared.length; i++) {
    const cost = o - compared[i]![1].play(round)
    sums[2 + 2 * i]! += cost
    sums[3 + 2 * i]! += cost * cost
  }
}
const se = (s: number, s2: number): number => Math.sqrt((s2 / rounds - (s / rounds) ** 2) / rounds)
console.log(
  `fast model, ${rounds.toLocaleString('en')} rounds (seed ${args.seed}), ${((performance.now() - started) / 1000).toFixed(0)} s:`,
)
console.log(`  table: house edge ${pct(-sums[0]! / rounds)} ± ${pct(se(sums[0]!, sums[1]!))}`)
compared.forEach(([name], i) => {
  const cost = `${pct(sums[2 + 2 * i]! / rounds)} ± ${pct(se(sums[2 + 2 * i]!, sums[3 + 2 * i]!))}`
  console.log(`  ${name}: costs ${cost}${i === 0 ? ' of the Ante' : ''} more`)
})
