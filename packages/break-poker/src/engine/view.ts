import { legalActions } from './legal.ts'
import type { BreakPokerState, BreakPokerView } from './types.ts'

/**
 * What the players may see: their seats, and the dealer's cards and setting only once the
 * round is complete. The deck is never shown.
 */
export function view(state: BreakPokerState): BreakPokerView {
  const revealed = state.status !== 'awaiting-action'
  return {
    game: 'break-poker',
    rules: state.rules,
    status: state.status,
    seats: state.seats,
    dealer: {
      cards: revealed ? state.dealer.cards : null,
      setting: revealed ? state.dealer.setting : null,
    },
    turn: state.turn,
    legalActions: legalActions(state),
    staked: state.staked,
    dealt: revealed ? state.dealt : state.dealt.filter((d) => d.to !== 'dealer'),
  }
}
