// Monte Carlo of one box under a rule set, for throughput and a sanity check of returns.
// Usage: pnpm exec tsx scripts/simulate.ts [ruleset=lunar] [rounds=20000] [seed=1]
// lunar plays the owner's strategy; the other rule sets raise with a pair or better and
// fold the rest, without drawing. Prints the return per wager kind (payout / stake).
import { canonicalDeck, seededRandom, shuffleWith } from '@felt/cards'
import { evaluate } from '@felt/evaluators'
import { ownerStrategy, type StudAction, type StudState, studPoker } from '../src/index.ts'

const [name = 'lunar', roundsText = '20000', seedText = '1'] = process.argv.slice(2)
const rules = studPoker.rules(name)
const rounds = Number(roundsText)
const rnd = seededRandom(Number(seedText))
const deck0 = canonicalDeck()
const byWager = new Map<string, { stake: number; payout: number }>()
let staked = 0
let returned = 0
let anteTotal = 0

function decide(s: StudState): StudAction {
  const box = s.boxes[s.turn!]!
  if (s.phase === 'force') return { type: 'take' }
  if (name === 'lunar') return ownerStrategy(box.cards, s.dealer.upCard, box.draw !== null).action
  const legal = studPoker.legalActions(s).map((a) => a.type)
  const pairOrBetter = evaluate(box.cards).category !== 'high-card'
  if (!legal.includes('fold')) return { type: 'play' }
  return pairOrBetter ? { type: 'play' } : { type: 'fold' }
}

const start = performance.now()
for (let i = 0; i < rounds; i++) {
  const wagers = { boxes: [rules.superWager ? { ante: 10, super: 10 } : { ante: 10 }] }
  let s = studPoker.deal(shuffleWith(deck0, rnd), rules, wagers)
  while (s.status === 'awaiting-action') s = studPoker.act(s, decide(s))
  const { settlement } = studPoker.settle(s)
  staked += settlement.staked
  returned += settlement.returned
  anteTotal += 10
  for (const l of settlement.lines) {
    const w = byWager.get(l.wager) ?? { stake: 0, payout: 0 }
    w.stake += l.stake
    w.payout += l.payout
    byWager.set(l.wager, w)
  }
}
const seconds = (performance.now() - start) / 1000
console.log(
  `${name}: ${rounds} rounds in ${seconds.toFixed(1)} s (${Math.round(rounds / seconds)} rounds/s)`,
)
console.log(
  `net per Ante: ${((returned - staked) / anteTotal).toFixed(4)}  (staked ${staked}, returned ${returned})`,
)
for (const [wager, w] of byWager) {
  const r = w.stake === 0 ? 0 : w.payout / w.stake
  console.log(
    `  ${wager.padEnd(14)} staked ${String(w.stake).padStart(9)}  returned ${String(w.payout).padStart(9)}  ${r.toFixed(4)}`,
  )
}
