// Plays a round of a real game the way the API does (shuffle, deal, act until complete,
// settle) and writes its receipt, for the verifier tests.
import type { AnyGame, LegalAction } from '@felt/cards'
import { type Receipt, type ReceiptEntry, receiptOf } from '../src/receipt.ts'
import { commit } from '../src/seeds.ts'
import { shuffle } from '../src/shuffle.ts'

export const SERVER_SEED = '9f2c6e0d8b5a4f17e3c2d1b0a9876543210fedcba9876543210fedcba9876543'
export const CLIENT_SEED = 'receipt tests'

/** Picks the action to take from the legal ones (the round number varies the choice). */
export type Chooser = (legal: LegalAction[], step: number, nonce: number) => unknown

export async function playRound(
  game: AnyGame,
  ruleset: string,
  wagers: unknown,
  nonce: number,
  choose: Chooser,
): Promise<Receipt> {
  const rules = game.rules(ruleset)
  const deck = await shuffle({
    serverSeed: SERVER_SEED,
    clientSeed: CLIENT_SEED,
    nonce,
    cards: game.deckSize(rules),
  })
  let state = game.deal(deck, rules, wagers)
  const staked = [state.staked]
  const actions: unknown[] = []
  for (let step = 0; state.status === 'awaiting-action'; step++) {
    if (step > 50) throw new Error('the round does not end')
    const action = choose(game.legalActions(state), step, nonce)
    actions.push(action)
    state = game.act(state, action)
    staked.push(state.staked)
  }
  const settled = game.settle(state)
  const receipt = receiptOf({
    ...settled,
    commitment: await commit(SERVER_SEED),
    serverSeed: SERVER_SEED,
    clientSeed: CLIENT_SEED,
    nonce,
    wagers,
    actions,
    ledger: soloLedger(staked, settled.settlement.returned),
  })
  // A JSON round trip, as a stored receipt would be.
  return JSON.parse(JSON.stringify(receipt))
}

/**
 * The ledger entries of a round played alone on a session that opened with `balance`
 * (ledger entry 1), as the API writes them: `stake`, a `stake:<n>` for each action that
 * added to the stake, `payout`.
 * @param staked What was at risk after the deal (index 0) and after each action.
 */
export function soloLedger(
  staked: readonly number[],
  returned: number,
  balance = 1000,
): ReceiptEntry[] {
  const entries: ReceiptEntry[] = []
  let seq = 2
  let at = 0
  const add = (kind: string, amount: number): void => {
    balance += amount
    entries.push({ seq: seq++, kind, amount, balance })
  }
  add('stake', -staked[0]!)
  staked.forEach((s, n) => {
    if (n > 0 && s !== at) add(`stake:${n}`, -(s - at))
    at = s
  })
  add('payout', returned)
  return entries
}
