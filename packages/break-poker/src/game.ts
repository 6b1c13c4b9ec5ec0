import type { Game } from '@felt/cards'
import { breakPokerAct, breakPokerLegalActions } from './act.ts'
import { BREAK_POKER_DECK_SIZE, dealBreakPoker } from './deal.ts'
import { BREAK_POKER_RULESETS, type BreakPokerRules, resolveBreakPokerRules } from './rules.ts'
import { settleBreakPoker } from './settle.ts'
import type {
  BreakPokerAction,
  BreakPokerDetails,
  BreakPokerState,
  BreakPokerView,
  BreakPokerWagers,
} from './types.ts'
import { breakPokerView } from './view.ts'

/**
 * Break Poker (break-poker.md) as a Felt game: id `break-poker`, rule set `standard`, 53-card
 * deck, 1 to 6 seats each with Main and optional Dealer's Lucky Break and Break Bonus wagers,
 * one `set` action per seat, then the dealer sets by the house way.
 */
export const breakPoker: Game<
  BreakPokerRules,
  BreakPokerWagers,
  BreakPokerAction,
  BreakPokerState,
  BreakPokerView,
  BreakPokerDetails
> = {
  id: 'break-poker',
  title: 'Break Poker',
  rulesets: BREAK_POKER_RULESETS,
  defaultRuleset: 'standard',
  wagerKinds: ['main', 'luckyBreak', 'bonus'],
  wagersOf: () => ({ required: ['main'], optional: ['luckyBreak', 'bonus'] }),
  actionTypes: ['set'],
  rules: resolveBreakPokerRules,
  deckSize: () => BREAK_POKER_DECK_SIZE,
  deal: dealBreakPoker,
  legalActions: breakPokerLegalActions,
  act: breakPokerAct,
  settle: settleBreakPoker,
  view: breakPokerView,
}
