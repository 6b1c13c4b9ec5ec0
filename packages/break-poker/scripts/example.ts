import { breakPoker, houseWay } from '@felt/break-poker'
import { canonicalDeck, formatCards as f, seededRandom, shuffleWith } from '@felt/cards'

// A shuffled 53-card deck (use @felt/fair for real rounds; a seeded shuffle for the example).
const rules = breakPoker.rules('standard', { dealerQualifier: 'K32' })
const deck = shuffleWith(canonicalDeck(1, 1), seededRandom(42))
let state = breakPoker.deal(deck, rules, { seats: [{ main: 10, luckyBreak: 5, bonus: 5 }] })

// The player sets his seven cards, here by the house way.
const mine = state.seats[0]!.cards
const way = houseWay(mine)
console.log(`player ${f(mine)} -> ${f(way.two)} | ${f(way.three)} (${way.caseName})`)
state = breakPoker.act(state, { type: 'set', two: way.two, three: way.three })

const { settlement } = breakPoker.settle(state)
const d = settlement.details.dealer
console.log(`dealer ${f(d.cards)} -> ${f(d.two)} | ${f(d.three)} qualifies: ${d.qualifies}`)
for (const l of settlement.lines) console.log(`${l.wager}: ${l.outcome} ${l.payout} (${l.reason})`)
console.log(`staked ${settlement.staked}, returned ${settlement.returned}, net ${settlement.net}`)
