import { payTableSchema } from '@felt/cards'
import * as v from 'valibot'
import { ZERO_DOUBLES, type ZeroDouble } from './facts.ts'
import { ZERO_PAYOUTS_EVENTS } from './payouts.ts'
import type { ZeroOverrides, ZeroPayoutsPays, ZeroRules } from './rulesets.ts'

/** The `double` option: one of `ZERO_DOUBLES`. */
export const ZeroDoubleSchema: v.GenericSchema<unknown, ZeroDouble> = v.pipe(
  v.picklist(ZERO_DOUBLES),
  v.description('which double down the table uses'),
)

/** The `splitTotals` option: the two-card totals (0..9, each once) that may be split. */
export const SplitTotalsSchema: v.GenericSchema<unknown, number[]> = v.pipe(
  v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))),
  v.maxLength(10),
  v.check((totals) => new Set(totals).size === totals.length, 'each split total once'),
  v.description('two-card totals the player may split'),
)

/** The `zeroPayoutsPays` option: a pay per Zero Payouts event; an event left out loses. */
export const ZeroPayoutsPaysSchema: v.GenericSchema<unknown, ZeroPayoutsPays> = payTableSchema(
  ZERO_PAYOUTS_EVENTS,
  'the Zero Payouts pay table, X to 1 per event',
)

/** The options a Zero rule set may override (the shoe size is fixed by the rule set). */
export const ZeroOptionsSchema: v.GenericSchema<unknown, ZeroOverrides> = v.strictObject({
  double: v.optional(ZeroDoubleSchema),
  splitTotals: v.optional(SplitTotalsSchema),
  zeroPayoutsPays: v.optional(ZeroPayoutsPaysSchema),
})

/** A whole Zero rule set. */
export const ZeroRulesSchema: v.GenericSchema<unknown, ZeroRules> = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  decks: v.picklist([6, 8]),
  double: ZeroDoubleSchema,
  splitTotals: SplitTotalsSchema,
  zeroPayoutsPays: ZeroPayoutsPaysSchema,
})
