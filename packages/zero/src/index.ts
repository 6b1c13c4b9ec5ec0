export type { IllegalReason } from './engine/errors.ts'
export { ZERO_ACTION_TYPES } from './engine/legal.ts'
export type {
  ZeroAction,
  ZeroActionType,
  ZeroDetails,
  ZeroHand,
  ZeroHandDetails,
  ZeroLegalAction,
  ZeroState,
  ZeroView,
  ZeroWagers,
} from './engine/types.ts'
export { normalizeWagers } from './engine/wagers.ts'
export { zero } from './game.ts'
export {
  dealerDraws,
  isSplittable,
  isZeroPair,
  ZERO_DEALER_RULE,
  ZERO_DOUBLES,
  ZERO_PAIR_PAYS,
  ZERO_SPLIT_TOTALS,
  type ZeroDouble,
} from './rules/facts.ts'
export {
  ZERO_PAYOUTS_EVENTS,
  type ZeroPayoutsEvent,
  zeroPayoutsEvents,
  zeroPayoutsPaid,
} from './rules/payouts.ts'
export { resolveRules, validateRules } from './rules/resolve.ts'
export {
  EXAMPLE_ZERO_PAYOUTS_PAYS,
  ZERO_RULESETS,
  type ZeroOverrides,
  type ZeroPayoutsPays,
  type ZeroRules,
} from './rules/rulesets.ts'
export {
  SplitTotalsSchema,
  ZeroDoubleSchema,
  ZeroOptionsSchema,
  ZeroPayoutsPaysSchema,
  ZeroRulesSchema,
} from './rules/schema.ts'
