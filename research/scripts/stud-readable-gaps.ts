// Where a stud rule set's readable strategy gives up EV against the solver's values of every
// first action (`pnpm math strategy stud-poker --ruleset R --values DIR` writes them): each
// canonical situation's loss (best value less the readable action's, weighted by its suit
// class), grouped by the line that decided, the readable move and the best one (draws named
// by the ranks kept, "s" when suited), and optionally by the dealer's card, the highest odd
// card, the top four ranks or four to a flush. The largest groups first: where to refine a
// line next.
// Usage (in research/): pnpm exec tsx scripts/stud-readable-gaps.ts --ruleset lunar
//   [--line 12] [--match "keep A -> keep AQ"] [--by up,kicker,top4,flush] [--top 30]
//   [--values /tmp/felt-math/values]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { type CardCode, rankOf, suitOf } from '@felt/cards'
import { firstActionCode, STUD_ACTION_NAMES } from '@felt/math/internal/stud/fast/strategy-rows'
import { ACTIONS } from '@felt/math/internal/stud/solver/situation'
import { studValuesFile } from '@felt/math/internal/stud/solver/solve-run'
import { forEachCanonicalHand, STUD_DRAW, studReadableStrategy } from '@felt/strategy/stud-poker'
import type { StudTableRuleset } from '@felt/strategy/stud-poker/table'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    line: { type: 'string' },
    match: { type: 'string' },
    by: { type: 'string', default: '' },
    top: { type: 'string', default: '30' },
    values: { type: 'string', default: '/tmp/felt-math/values' },
  },
})
const R = '23456789TJQKA'
const by = new Set(args.by!.split(',').filter(Boolean))
const readable = studReadableStrategy(args.ruleset as StudTableRuleset)
const ranksText = (cards: readonly CardCode[]): string =>
  cards
    .map(rankOf)
    .sort((a, b) => b - a)
    .map((r) => R[r])
    .join('')

/** A move in words: an action, or the ranks a draw keeps ("s" when they share a suit). */
function move(code: number, hand: readonly CardCode[]): string {
  if (code < STUD_DRAW) return STUD_ACTION_NAMES[code]!
  const kept = hand.filter((_, i) => !(((code - STUD_DRAW) >> i) & 1))
  const suited = kept.length > 1 && new Set(kept.map(suitOf)).size === 1
  return `keep ${ranksText(kept) || '-'}${suited ? 's' : ''}`
}

/** The grouping facts asked for with --by. */
function facts(hand: readonly CardCode[], up: number): string {
  const out: string[] = []
  if (by.has('up')) out.push(`up ${R[up]}`)
  if (by.has('kicker')) {
    const odd = hand.map(rankOf).filter((r) => hand.filter((c) => rankOf(c) === r).length === 1)
    out.push(`kicker ${odd.length > 0 ? R[Math.max(...odd)] : '-'}`)
  }
  if (by.has('top4')) out.push(ranksText(hand).slice(0, 4))
  if (by.has('flush'))
    out.push(
      [0, 1, 2, 3].some((s) => hand.filter((c) => suitOf(c) === s).length >= 4)
        ? 'four to a flush'
        : 'no four to a flush',
    )
  return out.map((x) => ` | ${x}`).join('')
}

const groups = new Map<string, { loss: number; weight: number }>()
const lineLoss = new Float64Array(readable.lines.length)
let weight = 0
for (let up = 0; up < 13; up++) {
  // The values `studSolve` writes for this up rank.
  const buf = readFileSync(studValuesFile(args.values!, args.ruleset!, up))
  const v = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4)
  forEachCanonicalHand(up, (hand, index, size) => {
    const d = readable.decide(hand, up)
    const code = firstActionCode(d, hand)
    const row = index * ACTIONS
    let best = code
    for (let c = 0; c < ACTIONS; c++) if (v[row + c]! > v[row + best]!) best = c
    const loss = v[row + best]! - v[row + code]!
    weight += size
    lineLoss[d.line]! += size * loss
    if (loss <= 0 || (args.line !== undefined && d.line + 1 !== Number(args.line))) return
    const moves = `${move(code, hand)} -> ${move(best, hand)}`
    if (args.match !== undefined && !moves.includes(args.match)) return
    const key = `line ${d.line + 1} | ${moves}${facts(hand, up)}`
    const g = groups.get(key) ?? { loss: 0, weight: 0 }
    g.loss += size * loss
    g.weight += size
    groups.set(key, g)
  })
}
const pct = (x: number): string => `${(100 * x).toFixed(4)}%`
const total = lineLoss.reduce((a, b) => a + b, 0)
console.log(
  `${args.ruleset}: the readable first decisions give up ${pct(total / weight)} of the Ante`,
)
lineLoss.forEach((l, i) => {
  if (l > 0) console.log(`  line ${i + 1}: ${pct(l / weight)}`)
})
for (const [key, g] of [...groups].sort((a, b) => b[1].loss - a[1].loss).slice(0, Number(args.top)))
  console.log(
    `${pct(g.loss / weight)} (${pct(g.weight / weight)} of situations, ${(g.loss / g.weight).toFixed(4)} each)  ${key}`,
  )
