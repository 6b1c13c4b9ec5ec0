import { fullPayTableSchema, payTableSchema, RANKS } from '@felt/cards'
import * as v from 'valibot'
import { BREAK_BONUS_CATEGORIES } from './bonus.ts'
import type { BreakBonusPays, BreakPokerOverrides, BreakPokerRules } from './rulesets.ts'

/** The `dealerQualifier` option: three rank characters (`K32`), upper-cased. */
export const DealerQualifierSchema: v.GenericSchema<unknown, string> = v.pipe(
  v.string(),
  v.toUpperCase(),
  v.regex(new RegExp(`^[${RANKS.join('')}]{3}$`), 'three ranks such as K32'),
  v.description("the dealer's minimum three-card hand to qualify"),
)

/** The `luckyBreakPays` option: `{ dealer, both }`, X to 1. */
export const LuckyBreakPaysSchema: v.GenericSchema<unknown, BreakPokerRules['luckyBreakPays']> =
  fullPayTableSchema(
    ['dealer', 'both'],
    "Dealer's Lucky Break pays: dealer alone, dealer and player both",
  )

/** The `breakBonusPays` option: a pay per Break Bonus category; a category left out loses. */
export const BreakBonusPaysSchema: v.GenericSchema<unknown, BreakBonusPays> = payTableSchema(
  BREAK_BONUS_CATEGORIES,
  'the Break Bonus pay table, X to 1 per category',
)

/** The options a Break Poker rule set may override. */
export const BreakPokerOptionsSchema: v.GenericSchema<unknown, BreakPokerOverrides> =
  v.strictObject({
    dealerQualifier: v.optional(DealerQualifierSchema),
    luckyBreakPays: v.optional(payTableSchema(['dealer', 'both'], 'either Lucky Break pay')),
    breakBonusPays: v.optional(BreakBonusPaysSchema),
  })

/** A whole Break Poker rule set. */
export const BreakPokerRulesSchema: v.GenericSchema<unknown, BreakPokerRules> = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  dealerQualifier: DealerQualifierSchema,
  luckyBreakPays: LuckyBreakPaysSchema,
  breakBonusPays: BreakBonusPaysSchema,
})
