// What a stud table's first actions give up against the exact optimum, on random deals: for
// each deal every draw the solver values within --window (Ante) of its best action, and the
// table's own, is valued exactly (every draw enumerated, the discards out of the dealer's
// cards, the second decision knowing them; fold, play, insure and buy are exact anyway), and
// the deal's regret is the exact best of those less the exact value of the table's action.
// The mean regret, with its standard error, is how far the table is from the optimum (an
// action more than the window below the solver's best is taken to be worse in truth: the
// largest solver error the same deals measure says by how much that holds);
// `stud-sampled.ts --strategy table-exact` minus it is the optimum's house edge. The solver's
// values are read from the files of the full run that made the table (--values DIR, written
// by `pnpm math strategy stud-poker --ruleset R --values DIR`) or worked out again up rank by
// up rank (the same numbers; a minute or two of tabulating each).
// Usage (in research/): pnpm exec tsx scripts/stud-regret.ts --ruleset lunar
//   [--values /tmp/felt-math/values] [--deals 1000] [--window 0.02] [--seed 1]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { seededRandom } from '@felt/cards'
import { popcount } from '@felt/math/internal/stud/kernel/subsets'
import { ACTIONS, SituationSolver, SLOT } from '@felt/math/internal/stud/solver/situation'
import { studValuesFile } from '@felt/math/internal/stud/solver/solve-run'
import {
  canonicalIndex,
  canonicalSituation,
  HANDS_PER_UP,
  STUD_DRAW,
} from '@felt/strategy/stud-poker'
import {
  fromRankOrder,
  type StudTableRuleset,
  studTableRows,
} from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    values: { type: 'string' },
    deals: { type: 'string', default: '1000' },
    window: { type: 'string', default: '0.02' },
    seed: { type: 'string', default: '1' },
  },
})
const ruleset = args.ruleset as StudTableRuleset
const rules = studPoker.rules(ruleset)
const rows = await studTableRows(ruleset)
const window = Number(args.window)
const random = seededRandom(Number(args.seed))
const exact = new Float64Array(ACTIONS * SLOT)
const approximate = new Float64Array(ACTIONS * SLOT)
const deals = Number(args.deals)
let sum = 0
let sq = 0
let worse = 0
let largestRegret = 0
/** Per number of cards drawn (1-5): |solver - exact| of every draw valued exactly. */
const errors: number[][] = Array.from({ length: 6 }, () => [])
let errorAbove = 0
const started = performance.now()
// The deals first, then up rank by up rank: one solver (a gigabyte of tabulated draws) at a time.
const dealt: { up: number; cards: number[]; index: number }[] = []
for (let d = 0; d < deals; d++) {
  const deck = Array.from({ length: 52 }, (_, i) => i)
  for (let i = 0; i < 6; i++) {
    const j = i + random(52 - i)
    ;[deck[i], deck[j]] = [deck[j]!, deck[i]!]
  }
  const { upRank: up, cards } = canonicalSituation(deck.slice(0, 5), deck[5]!)
  dealt.push({ up, cards: [...cards], index: canonicalIndex(up, cards) })
}
let done = 0
for (let up = 0; up < 13; up++) {
  const solver = new SituationSolver(rules, up)
  let file: Float32Array | null = null
  if (args.values !== undefined) {
    const buf = readFileSync(studValuesFile(args.values, ruleset, up))
    file = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4)
  }
  for (const { cards, index } of dealt.filter((d) => d.up === up)) {
    // The solver's values: as the full run wrote them, or worked out again (the same numbers).
    if (file === null) solver.evaluate(cards, approximate)
    const value = (c: number): number =>
      file === null ? approximate[c * SLOT]! : file[index * ACTIONS + c]!
    const mine = fromRankOrder(rows[up * HANDS_PER_UP + index]!, cards)
    let best = Number.NEGATIVE_INFINITY
    for (let c = 0; c < ACTIONS; c++) if (value(c) > best) best = value(c)
    const within = (c: number): boolean => c === mine || value(c) >= best - window
    solver.evaluate(cards, exact, 'exact', within)
    let top = mine
    for (let c = 0; c < ACTIONS; c++) {
      const x = exact[c * SLOT]!
      if (Number.isNaN(x) || (c >= STUD_DRAW && !within(c))) continue
      if (x > exact[top * SLOT]!) top = c
      if (c >= STUD_DRAW) {
        const k = popcount(c - STUD_DRAW)
        const error = Math.abs(value(c) - x)
        errors[k]!.push(error)
        if (error > 0.001) errorAbove++
      }
    }
    const regret = exact[top * SLOT]! - exact[mine * SLOT]!
    // Twins (the same draw in other suits) may differ in the last bits of their sums.
    if (regret > 1e-9) worse++
    largestRegret = Math.max(largestRegret, regret)
    sum += regret
    sq += regret * regret
    if (++done % 100 === 0)
      process.stderr.write(
        `${done} deals, mean regret ${(sum / done).toFixed(6)}, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
      )
  }
}
const mean = sum / deals
const se = Math.sqrt((sq / deals - mean * mean) / (deals - 1))
const pct = (x: number): string => `${(100 * x).toFixed(6)}%`
console.log(
  `${ruleset}: the table's first actions give up ${pct(mean)} ± ${pct(se)} of the Ante against the exact best within ${window} Ante of the solver's; better on ${worse} of ${deals} deals (largest regret ${largestRegret.toFixed(6)} Ante)` +
    (worse === 0 ? ` (95% bound on that share: ${pct(3 / deals)})` : ''),
)
/** The `p` quantile of the ascending `sorted`. */
const quantile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
const byCards = [1, 2, 3, 4, 5]
  .filter((k) => errors[k]!.length > 0)
  .map((k) => {
    const e = errors[k]!.sort((a, b) => a - b)
    const q = [0.5, 0.9, 0.99].map((p) => quantile(e, p).toFixed(6)).join(' / ')
    return `${k} cards ${e.length} (|solver - exact| median / 90% / 99% ${q}, largest ${e.at(-1)!.toFixed(6)})`
  })
console.log(
  `  draws valued exactly: ${byCards.join(', ')}; ${errorAbove} off by more than 0.001 Ante; seed ${args.seed}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
