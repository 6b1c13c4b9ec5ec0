// Measures the one approximation of the stud solver: its draws (`--draws second-order`, the
// default, `first-order` or `approximate`: the discards treated as still the dealer's). For
// random starting situations (seeded, uniform over deals), every draw whose solver value is
// within --margin of the best action is valued again exactly (every draw enumerated, discards
// out of the dealer's cards), each way the solver values the second decision: made on the
// final hand alone (`approximate-alone` against `exact-alone`) and knowing the discards
// (`approximate` against `exact`, what the tables are chosen by). Per second decision it reports:
// - bias: the mean of (solver - exact) value of the action the solver picks, with its
//   standard error: the error of the house edge a full run reports;
// - loss: the mean of (exact best - exact value of the pick): what the approximation costs
//   the strategy;
// - the largest |solver - exact| over every draw valued both ways (the margin must exceed it
//   for the pick to be right).
// Usage (in research/): pnpm exec tsx scripts/stud-approximation.ts --ruleset lunar
//   [--samples 200] [--seed 1] [--margin 0.05] [--draws second-order]
import { parseArgs } from 'node:util'
import { seededRandom } from '@felt/cards'
import {
  ACTIONS,
  DEFAULT_DRAWS,
  SituationSolver,
  SLOT,
  type SolverDraws,
} from '@felt/math/internal/stud/solver/situation'
import { bestCode } from '@felt/math/internal/stud/solver/solve'
import { STUD_DRAW } from '@felt/strategy/stud-poker'
import { studPoker } from '@felt/stud-poker'

const { values } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    samples: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    margin: { type: 'string', default: '0.05' },
    draws: { type: 'string', default: DEFAULT_DRAWS },
  },
})
const rules = studPoker.rules(values.ruleset)
const samples = Number(values.samples)
const margin = Number(values.margin)
const random = seededRandom(Number(values.seed))

// Situations: five cards and an up card, the up card's suit swapped with clubs.
const byUp = new Map<number, number[][]>()
for (let i = 0; i < samples; i++) {
  const deck = Array.from({ length: 52 }, (_, c) => c)
  for (let j = 0; j < 6; j++) {
    const k = j + random(52 - j)
    ;[deck[j], deck[k]] = [deck[k]!, deck[j]!]
  }
  const up = deck[5]!
  const su = Math.floor(up / 13)
  const swap = (c: number): number => {
    const s = Math.floor(c / 13)
    return (s === su ? 0 : s === 0 ? su : s) * 13 + (c % 13)
  }
  const hand = deck
    .slice(0, 5)
    .map(swap)
    .sort((a, b) => a - b)
  const list = byUp.get(up % 13) ?? []
  list.push(hand)
  byUp.set(up % 13, list)
}

const started = performance.now()
const draws = values.draws as SolverDraws
/** Per second decision, the solver's mode and the exact one. */
const SECONDS = [
  ['approximate-alone', 'exact-alone'],
  ['approximate', 'exact'],
] as const
/** Per second decision: sum and square sum of the bias, the loss, the largest |error|. */
const stats = SECONDS.map(() => ({ bias: 0, bias2: 0, loss: 0, worst: 0 }))
let done = 0
let exactDraws = 0
const approx = new Float64Array(ACTIONS * SLOT)
const exact = new Float64Array(ACTIONS * SLOT)
for (const [up, hands] of byUp) {
  const solver = new SituationSolver(rules, up, null, true, draws)
  for (const hand of hands) {
    SECONDS.forEach(([mode, second], s) => {
      solver.evaluate(hand, approx, mode)
      const pick = bestCode(approx)
      const top = approx[pick * SLOT]!
      const near = (code: number): boolean => approx[code * SLOT]! >= top - margin
      solver.evaluate(hand, exact, second, near)
      const st = stats[s]!
      let best = Number.NEGATIVE_INFINITY
      for (let c = 0; c < ACTIONS; c++) {
        const e = exact[c * SLOT]!
        if (Number.isNaN(e)) continue
        if (c >= STUD_DRAW) {
          st.worst = Math.max(st.worst, Math.abs(approx[c * SLOT]! - e))
          exactDraws++
        }
        best = Math.max(best, e)
      }
      const d = top - exact[pick * SLOT]!
      st.bias += d
      st.bias2 += d * d
      st.loss += best - exact[pick * SLOT]!
    })
    done++
    process.stderr.write(
      `\r${done}/${samples} situations, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    )
  }
}
process.stderr.write('\n')
const pct = (x: number): string => `${(x * 100).toFixed(5)}%`
console.log(
  `${values.ruleset}: ${samples} situations (seed ${values.seed}), margin ${margin}, draws ${draws}; ${exactDraws} draws valued exactly (both ways)`,
)
SECONDS.forEach((second, s) => {
  const st = stats[s]!
  const mean = st.bias / samples
  const se = Math.sqrt((st.bias2 / samples - mean * mean) / (samples - 1))
  console.log(
    `second decision ${second[1] === 'exact' ? 'knowing the discards' : 'on the final hand alone'}: bias of the house edge (solver - exact, chosen action) ${pct(mean)} ± ${pct(se)} of the Ante; strategy loss (exact best - exact of the pick) ${pct(st.loss / samples)}; largest |solver - exact| ${st.worst.toFixed(6)}`,
  )
})
console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`)
