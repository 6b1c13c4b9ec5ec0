import type { BreakPokerActionType, BreakPokerLegalAction, BreakPokerState } from './types.ts'

/** Every Break Poker action type: `set`. */
export const BREAK_POKER_ACTION_TYPES: readonly BreakPokerActionType[] = Object.freeze(['set'])

/**
 * What the seat to act may do: set its seven cards (`cards`) into a hand of `two` cards and
 * one of `three`. Empty once every seat has set.
 */
export function legalActions(state: BreakPokerState): BreakPokerLegalAction[] {
  if (state.status !== 'awaiting-action' || state.turn === null) return []
  const seat = state.seats[state.turn]!
  return [
    { type: 'set', box: state.turn, seat: state.turn, cards: [...seat.cards], two: 2, three: 3 },
  ]
}
