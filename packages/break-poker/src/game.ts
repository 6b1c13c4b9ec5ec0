import type { Game } from '@felt/cards'
import { act } from './engine/act.ts'
import { deal } from './engine/deal.ts'
import { BREAK_POKER_ACTION_TYPES, legalActions } from './engine/legal.ts'
import { settle } from './engine/settle.ts'
import type {
  BreakPokerAction,
  BreakPokerDetails,
  BreakPokerLegalAction,
  BreakPokerState,
  BreakPokerView,
  BreakPokerWagers,
} from './engine/types.ts'
import { view } from './engine/view.ts'
import { BREAK_POKER_DECK_SIZE } from './rules/facts.ts'
import { resolveRules } from './rules/resolve.ts'
import {
  BREAK_POKER_RULESETS,
  type BreakPokerOverrides,
  type BreakPokerRules,
} from './rules/rulesets.ts'

/**
 * Break Poker (docs/rules/break-poker.md) as a Felt game: id `break-poker`, rule set
 * `standard`, 53-card deck, 1 to 6 seats each with Main and optional Dealer's Lucky Break
 * and Break Bonus wagers, one `set` action per seat, then the dealer sets by the house way.
 * @example
 * const rules = breakPoker.rules('standard', { dealerQualifier: 'A42' })
 * const state = breakPoker.deal(shuffledDeck, rules, { seats: [{ main: 10 }] })
 * breakPoker.legalActions(state) // [{ type: 'set', seat: 0, cards: [...], two: 2, three: 3 }]
 */
export const breakPoker: Game<
  BreakPokerRules,
  BreakPokerWagers,
  BreakPokerAction,
  BreakPokerState,
  BreakPokerView,
  BreakPokerDetails,
  BreakPokerOverrides,
  BreakPokerLegalAction
> = {
  id: 'break-poker',
  title: 'Break Poker',
  rulesets: BREAK_POKER_RULESETS,
  defaultRuleset: 'standard',
  wagerKinds: ['main', 'luckyBreak', 'bonus'],
  wagersOf: () => ({ required: ['main'], optional: ['luckyBreak', 'bonus'] }),
  actionTypes: BREAK_POKER_ACTION_TYPES,
  rules: resolveRules,
  deckSize: () => BREAK_POKER_DECK_SIZE,
  deal,
  legalActions,
  act,
  settle,
  view,
}
