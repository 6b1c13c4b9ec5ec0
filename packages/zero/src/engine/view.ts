import { baccaratTotal } from '@felt/evaluators'
import { legalActions } from './legal.ts'
import type { ZeroState, ZeroView } from './types.ts'

/**
 * What the player may see: his hands with totals, the dealer's up card only while he plays
 * (every dealer card once the round is complete), never the hole card early or the shoe.
 */
export function view(state: ZeroState): ZeroView {
  const revealed = state.status !== 'awaiting-action'
  const dealerCards = revealed ? state.dealer.cards : state.dealer.cards.slice(0, 1)
  return {
    game: 'zero',
    rules: state.rules,
    status: state.status,
    wagers: state.wagers,
    hands: state.hands.map((h) => ({ ...h, total: baccaratTotal(h.cards) })),
    active: state.active,
    dealer: { cards: dealerCards, total: revealed ? baccaratTotal(dealerCards) : null },
    zeroPair: state.zeroPair,
    legalActions: legalActions(state),
    staked: state.staked,
    dealt: revealed ? state.dealt : state.dealt.filter((d) => d.position !== 3),
  }
}
