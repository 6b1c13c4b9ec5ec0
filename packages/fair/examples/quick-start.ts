import { formatCards } from '@felt/cards'
import { commit, generateServerSeed, randomClientSeed, shuffle, verifyRound } from '@felt/fair'
import { zero } from '@felt/zero'

// The house commits to a server seed before the player picks a client seed.
const serverSeed = generateServerSeed()
const commitment = await commit(serverSeed)
const clientSeed = randomClientSeed()

// Round 0: shuffle the game's shoe, play it, settle it.
const rules = zero.rules('six-deck')
const deck = await shuffle({ serverSeed, clientSeed, nonce: 0, cards: zero.deckSize(rules) })
console.log('top of the shoe:', formatCards(deck.slice(0, 6)))
const wagers = { zero: 10 }
let state = zero.deal(deck, rules, wagers)
if (state.status === 'awaiting-action') state = zero.act(state, { type: 'stand' })
const { state: settled, settlement } = zero.settle(state)

// After rotation reveals the server seed, anyone can check the receipt.
const report = await verifyRound({
  algorithm: 'v1',
  game: 'zero',
  ruleset: rules.name,
  rules,
  commitment,
  serverSeed,
  clientSeed,
  nonce: 0,
  wagers,
  actions: state.actions,
  dealt: settled.dealt,
  settlement,
})
console.log(report.valid, report.checks.at(-1))
