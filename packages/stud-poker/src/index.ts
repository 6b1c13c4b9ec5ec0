/**
 * The Caribbean Stud family as one engine: `studPoker` plays the rule sets `lunar`,
 * `lunar-finland`, `russian`, `caribbean-stud` and `oasis`; `resolveRules` builds a custom
 * rule set from one of them.
 * @example
 * ```ts
 * import { canonicalDeck, seededRandom, shuffleWith } from '@felt/cards'
 * import { studPoker } from '@felt/stud-poker'
 *
 * const rules = studPoker.rules('lunar')
 * const deck = shuffleWith(canonicalDeck(), seededRandom(7))
 * let state = studPoker.deal(deck, rules, { boxes: [{ ante: 10, super: 10 }] })
 * state = studPoker.act(state, { type: 'play' })
 * console.log(studPoker.settle(state).settlement.net)
 * ```
 * @packageDocumentation
 */
export { STUD_ACTION_TYPES } from './engine/act.ts'
export type { IllegalReason } from './engine/errors.ts'
export { type HandValue, handValue, type RaisePays, raisePays } from './engine/hand.ts'
export type {
  StudAction,
  StudActionType,
  StudBox,
  StudBoxDetails,
  StudBoxResult,
  StudBoxStatus,
  StudBoxView,
  StudBoxWagers,
  StudDealer,
  StudDetails,
  StudDraw,
  StudPaidCombination,
  StudPhase,
  StudReplacement,
  StudState,
  StudView,
  StudWagers,
} from './engine/types.ts'
export { validateWagers } from './engine/wagers.ts'
export { studPoker } from './game.ts'
export { caribbeanStud } from './rules/caribbean-stud.ts'
export { DEALER_QUALIFYING_STRENGTH, MAX_BOXES, RAISE_MULTIPLE } from './rules/facts.ts'
export { lunar } from './rules/lunar.ts'
export { lunarFinland } from './rules/lunar-finland.ts'
export { oasis } from './rules/oasis.ts'
export { resolveRules, validateRules } from './rules/resolve.ts'
export { DEFAULT_STUD_RULESET, STUD_RULESETS } from './rules/rulesets.ts'
export { russian } from './rules/russian.ts'
export { JACKPOT_BONUS_TABLE, LUNAR_INSTANT_PAYOUT } from './rules/tables.ts'
export {
  type BuyOption,
  type CategoryPayTable,
  type ExchangeOption,
  type ForceDealerOption,
  type InsuranceOption,
  POKER_CATEGORIES,
  type PokerCategory,
  type StudRules,
} from './rules/types.ts'
export {
  hasFlushDraw,
  hasOutsideStraightDraw,
  hasSixCardInsideStraightDraw,
  hasStraightDraw,
  type OwnerDecision,
  type OwnerLine,
  ownerStrategy,
} from './strategy/owner-strategy.ts'
