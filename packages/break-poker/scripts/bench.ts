/**
 * Speed of the hot paths over random seven-card hands.
 * Run: pnpm exec tsx scripts/bench.ts
 */
import { canonicalDeck, seededRandom, shuffleWith } from '@felt/cards'
import { breakFrontierInto, breakSettingsInto } from '@felt/evaluators'
import { breakBonusIndex } from '../src/rules/bonus.ts'
import { houseWayIndex } from '../src/rules/house-way.ts'

const random = seededRandom(1)
const hands: number[][] = []
for (let i = 0; i < 10_000; i++) hands.push(shuffleWith(canonicalDeck(1, 1), random).slice(0, 7))
const out = new Int32Array(630)
function time(name: string, f: (h: number[]) => number): void {
  let sink = 0
  for (const h of hands) sink += f(h)
  const reps = 20
  const t0 = performance.now()
  for (let r = 0; r < reps; r++) for (const h of hands) sink += f(h)
  const ns = ((performance.now() - t0) * 1e6) / (reps * hands.length)
  console.log(`${name.padEnd(20)} ${ns.toFixed(0).padStart(6)} ns/hand  (sink ${sink % 7})`)
}
time('breakSettingsInto', (h) => breakSettingsInto(h, out))
time('breakFrontierInto', (h) => breakFrontierInto(h, out))
time('houseWayIndex', (h) => houseWayIndex(h))
time('breakBonusIndex', (h) => breakBonusIndex(h))

let legal = 0
let frontier = 0
for (const h of hands) {
  legal += breakSettingsInto(h, out)
  frontier += breakFrontierInto(h, out)
}
console.log(
  `per hand: ${(legal / hands.length).toFixed(1)} legal settings, ${(frontier / hands.length).toFixed(2)} undominated`,
)
