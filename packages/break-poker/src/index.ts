export type { IllegalReason } from './engine/errors.ts'
export { BREAK_POKER_ACTION_TYPES } from './engine/legal.ts'
export { type MainResult, setHand, settleMain } from './engine/settle.ts'
export type {
  BreakPokerAction,
  BreakPokerActionType,
  BreakPokerDetails,
  BreakPokerHandSetting,
  BreakPokerLegalAction,
  BreakPokerSeat,
  BreakPokerSeatDetails,
  BreakPokerSeatWager,
  BreakPokerSetHand,
  BreakPokerState,
  BreakPokerView,
  BreakPokerWagers,
} from './engine/types.ts'
export { normalizeWagers } from './engine/wagers.ts'
export { breakPoker } from './game.ts'
export {
  BREAK_BONUS_CATEGORIES,
  type BreakBonusCategory,
  bonusIndexHoldsLuckyBreak,
  breakBonusCategory,
  breakBonusIndex,
  holdsLuckyBreak,
} from './rules/bonus.ts'
export {
  BREAK_HAND_SIZE,
  BREAK_MAIN_EVENTS,
  BREAK_MAIN_PAYS,
  BREAK_POKER_DECK_SIZE,
  type BreakMainEvent,
  MAIN_NOT_QUALIFIED,
  MAX_SEATS,
  mainEventIndex,
} from './rules/facts.ts'
export {
  HOUSE_WAY_CASES,
  type HouseWayCase,
  type HouseWaySetting,
  houseWay,
  houseWayCaseOf,
  houseWayIndex,
} from './rules/house-way.ts'
export { qualifierValue, resolveRules, validateRules } from './rules/resolve.ts'
export {
  BREAK_POKER_RULESETS,
  type BreakBonusPays,
  type BreakPokerOverrides,
  type BreakPokerRules,
  EXAMPLE_BREAK_BONUS_PAYS,
} from './rules/rulesets.ts'
export {
  BreakBonusPaysSchema,
  BreakPokerOptionsSchema,
  BreakPokerRulesSchema,
  DealerQualifierSchema,
  LuckyBreakPaysSchema,
} from './rules/schema.ts'
