// How often each first action is taken (fold, play, insure, buy, instant payout, exchange or
// switch k cards), as a share of all starting situations (every canonical hand weighted by its
// suit class, every up rank alike: the chance of being dealt it): for each stock rule set's
// committed optimal table and, where it applies, the owner's strategy. Exact: every one of the
// 5,649,150 canonical situations per strategy is read.
// Usage (repo root): pnpm exec tsx packages/math/scripts/stud-first-actions.ts
import type { CardCode } from '@felt/cards'
import { forEachCanonicalHand, HANDS_PER_UP, STUD_DRAW } from '@felt/strategy/stud-poker'
import { fromRankOrder, STUD_TABLE_RULESETS, studTableRows } from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'
import { ownerApplies } from '../src/stud/exact/situation.ts'
import { popcount } from '../src/stud/exact/subsets.ts'
import { firstActionCode, ownerFirst, STUD_ACTION_NAMES } from '../src/stud/strategy-rows.ts'

/** A share in percent, with two decimals (small shares to two significant digits). */
const percent = (x: number): string =>
  `${x >= 0.001 ? (100 * x).toFixed(2) : (100 * x).toPrecision(2)}%`

/** The shares of each first action of a strategy given by its code (hand order) per situation. */
function shares(
  code: (hand: readonly CardCode[], up: number, row: number) => number,
  draw: string,
) {
  const weight = new Map<string, number>()
  let total = 0
  for (let up = 0; up < 13; up++)
    forEachCanonicalHand(up, (hand, index, size) => {
      const c = code(hand, up, up * HANDS_PER_UP + index)
      const name = c < STUD_DRAW ? STUD_ACTION_NAMES[c]! : `${draw} ${popcount(c - STUD_DRAW)}`
      weight.set(name, (weight.get(name) ?? 0) + size)
      total += size
    })
  return [...weight].sort((a, b) => b[1] - a[1]).map(([n, w]) => `${n} ${percent(w / total)}`)
}

console.log('| rule set | strategy | first actions (share of all starting situations) |')
console.log('|---|---|---|')
for (const ruleset of STUD_TABLE_RULESETS) {
  const rules = studPoker.rules(ruleset)
  const draw = rules.switchPrices !== null ? 'switch' : 'exchange'
  const rows = await studTableRows(ruleset)
  const optimal = shares((hand, _up, row) => fromRankOrder(rows[row]!, hand), draw)
  console.log(`| ${ruleset} | optimal table | ${optimal.join(', ')} |`)
  if (!ownerApplies(rules)) continue
  const owner = ownerFirst(rules)
  const owned = shares((hand, up) => firstActionCode(owner(hand, up), hand), draw)
  console.log(`| ${ruleset} | owner | ${owned.join(', ')} |`)
}
