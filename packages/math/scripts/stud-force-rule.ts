// What forcing the dealer / buying a game is worth against taking, as the exact choice sees
// it, for the readable force rule: the table's own decisions on the fast model, every offered
// choice (the dealer does not qualify, the box played uninsured) valued exactly
// (`ForceValuer`, the player's cards and the dealer's five seen) and grouped by what the
// Raise pays, how many of the player's cards pair the four the dealer keeps (his highest is
// replaced), whether he replaces an ace beside a king, and the hand's size. Per group: the
// choices, the mean gain of forcing, what forcing them all adds per round, and what the best
// choice in each adds: where the mean turns negative, a count-based rule stops forcing.
// Usage (repo root): pnpm exec tsx packages/math/scripts/stud-force-rule.ts
//   --ruleset lunar-finland [--rounds 3000000] [--seed 1]
import { parseArgs } from 'node:util'
import { seededRandom } from '@felt/cards'
import { type StudTableRuleset, studTableRows } from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'
import { defaultCacheDir } from '../src/cli/node-io.ts'
import { finalStrength } from '../src/stud/exact/final-hand.ts'
import { studSecondCodes } from '../src/stud/exact/second-codes.ts'
import { studFirstMoves } from '../src/stud/first-moves.ts'
import { ForceValuer, TAKE } from '../src/stud/force.ts'
import { dealRound, ROUND_CARDS, TableRoundModel } from '../src/stud/table-fast.ts'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar-finland' },
    rounds: { type: 'string', default: '3000000' },
    seed: { type: 'string', default: '1' },
  },
})
const ruleset = args.ruleset as StudTableRuleset
const rules = studPoker.rules(ruleset)
const table = await studTableRows(ruleset)
const seconds = await studSecondCodes(rules, defaultCacheDir(), 2)
const moves = studFirstMoves(rules, table, defaultCacheDir())
const valuer = new ForceValuer(rules)
const seen = new Uint8Array(52)
/** Per group: the choices, the sum of forcing's gains, the sum of the positive ones. */
const cells = new Map<string, [number, number, number]>()
// The exact choice, recorded on its way: the model forces where it gains.
const exactChoice = (pays: number, hand: ArrayLike<number>, dealer: ArrayLike<number>) => {
  if (!valuer.mayPay(pays)) return false
  seen.fill(0)
  for (let i = 0; i < hand.length; i++) seen[hand[i]!] = 1
  for (let i = 0; i < 5; i++) seen[dealer[i]!] = 1
  const gain = valuer.force(finalStrength(hand, hand.length), pays, dealer, seen) - TAKE
  const at = valuer.replacedAt(dealer)
  const kept = new Set<number>()
  for (let i = 0; i < 5; i++) if (i !== at) kept.add(dealer[i]! % 13)
  let pairing = 0
  for (let i = 0; i < hand.length; i++) if (kept.has(hand[i]! % 13)) pairing++
  const aceBesideKing = dealer[at]! % 13 === 12 && kept.has(11) ? ', his ace beside a king' : ''
  const key = `pays ${String(pays).padStart(3)}, ${pairing} cards pair his${aceBesideKing}, ${hand.length} cards`
  const c = cells.get(key) ?? [0, 0, 0]
  c[0]++
  c[1] += gain
  c[2] += Math.max(gain, 0)
  cells.set(key, c)
  return gain > 0
}
const model = new TableRoundModel(rules, table, { seconds, firstMoves: moves, force: exactChoice })
const rounds = Number(args.rounds)
const random = seededRandom(Number(args.seed))
const deck = Int32Array.from({ length: 52 }, (_, i) => i)
const round = new Int32Array(ROUND_CARDS.force)
for (let k = 0; k < rounds; k++) {
  dealRound(deck, round, random)
  model.play(round)
}
const pct = (x: number) => `${((100 * x) / rounds).toFixed(4)}%`
for (const [k, c] of [...cells.entries()].sort())
  console.log(
    `${k.padEnd(56)} ${String(c[0]).padStart(7)} choices, mean gain ${(c[1] / c[0]).toFixed(3).padStart(7)}; forcing all adds ${pct(c[1])}, the best choice ${pct(c[2])} a round`,
  )
