import { formatCards, parseCards, stackedDeck } from '@felt/cards'
import { ownerStrategy, studPoker } from '@felt/stud-poker'

// Box 0 gets 5h 4d 3c 2h Ah, the dealer 4c 4s 9s 2s 3d (3d face up); the next card is Kc.
const deck = stackedDeck(parseCards('5h 4d 3c 2h Ah  4c 4s 9s 2s 3d  Kc'))
const rules = studPoker.rules('lunar')
let state = studPoker.deal(deck, rules, { boxes: [{ ante: 10, super: 10 }] })

console.log(
  studPoker
    .legalActions(state)
    .map((a) => a.type)
    .join(' '),
)
const first = ownerStrategy(state.boxes[0]!.cards, state.dealer.upCard)
console.log('owner strategy:', first.line, first.action)
state = studPoker.act(state, first.action) // buy a sixth card: Kc
const second = ownerStrategy(state.boxes[0]!.cards, state.dealer.upCard, true)
state = studPoker.act(state, second.action) // play: Raise 20

const { settlement } = studPoker.settle(state)
for (const l of settlement.lines) {
  console.log(`${l.wager} ${l.outcome} stake ${l.stake} payout ${l.payout}: ${l.reason}`)
}
const box = settlement.details.boxes[0]!
console.log(
  formatCards(box.cards),
  box.combinations.map((c) => `${c.kind} ${c.pays}`),
)
console.log({ staked: settlement.staked, returned: settlement.returned, net: settlement.net })
