import { canonicalDeck, formatCards as f, seededRandom, shuffleWith } from '@felt/cards'
import { zero } from '@felt/zero'

// A shuffled six-deck shoe (use @felt/fair for real rounds; a seeded shuffle for the example).
const rules = zero.rules('six-deck', { double: 'three-card' })
const shoe = shuffleWith(canonicalDeck(rules.decks), seededRandom(5))
let state = zero.deal(shoe, rules, { zero: 10, zeroPayouts: 5 })

while (state.status === 'awaiting-action') {
  const view = zero.view(state)
  const hand = view.hands[view.active!]!
  const legal = view.legalActions.map((a) => a.type)
  // A simple play: split 8s and 9s, hit a two-card total of 4 or more, otherwise stand.
  const type = legal.includes('split')
    ? 'split'
    : legal.includes('hit') && hand.total >= 4
      ? 'hit'
      : 'stand'
  console.log(`hand ${view.active}: ${f(hand.cards)} vs ${f(view.dealer.cards)} up -> ${type}`)
  state = zero.act(state, { type })
}

const { settlement } = zero.settle(state)
for (const h of settlement.details.hands) console.log(`hand ${h.hand}: ${f(h.cards)} = ${h.total}`)
const { dealer } = settlement.details
console.log(`dealer: ${f(dealer.cards)} = ${dealer.total}`)
for (const l of settlement.lines) {
  console.log(`${l.wager} (box ${l.box}): ${l.outcome} ${l.payout} (${l.reason})`)
}
console.log(`staked ${settlement.staked}, returned ${settlement.returned}, net ${settlement.net}`)
