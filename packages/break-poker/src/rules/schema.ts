import { RANKS } from '@felt/cards'
import * as v from 'valibot'
import { BREAK_BONUS_CATEGORIES } from './bonus.ts'
import type { BreakBonusPays, BreakPokerOverrides, BreakPokerRules } from './rulesets.ts'

/** A pay, X to 1: a number from 0 to 1,000,000. */
const PaySchema = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(0),
  v.maxValue(1_000_000),
  v.description('X to 1, from 0 to 1000000'),
)

/** The `dealerQualifier` option: three rank characters (`K32`), upper-cased. */
export const DealerQualifierSchema: v.GenericSchema<unknown, string> = v.pipe(
  v.string(),
  v.toUpperCase(),
  v.regex(new RegExp(`^[${RANKS.join('')}]{3}$`), 'three ranks such as K32'),
  v.description("the dealer's minimum three-card hand to qualify"),
)

/** The `luckyBreakPays` option: `{ dealer, both }`, X to 1. */
export const LuckyBreakPaysSchema: v.GenericSchema<unknown, BreakPokerRules['luckyBreakPays']> =
  v.pipe(
    v.strictObject({ dealer: PaySchema, both: PaySchema }),
    v.description("Dealer's Lucky Break pays: dealer alone, dealer and player both"),
  )

/** The `breakBonusPays` option: a pay per Break Bonus category; a category left out loses. */
export const BreakBonusPaysSchema: v.GenericSchema<unknown, BreakBonusPays> = v.pipe(
  v.strictObject(Object.fromEntries(BREAK_BONUS_CATEGORIES.map((c) => [c, v.optional(PaySchema)]))),
  v.description('the Break Bonus pay table, X to 1 per category'),
)

/** The options a Break Poker rule set may override. */
export const BreakPokerOptionsSchema: v.GenericSchema<unknown, BreakPokerOverrides> =
  v.strictObject({
    dealerQualifier: v.optional(DealerQualifierSchema),
    luckyBreakPays: v.optional(
      v.strictObject({ dealer: v.optional(PaySchema), both: v.optional(PaySchema) }),
    ),
    breakBonusPays: v.optional(BreakBonusPaysSchema),
  })

/** A whole Break Poker rule set. */
export const BreakPokerRulesSchema: v.GenericSchema<unknown, BreakPokerRules> = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  dealerQualifier: DealerQualifierSchema,
  luckyBreakPays: LuckyBreakPaysSchema,
  breakBonusPays: BreakBonusPaysSchema,
})
