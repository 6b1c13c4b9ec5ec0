import type { RuleOverrides } from '@felt/cards'
import { ZERO_SPLIT_TOTALS, type ZeroDouble } from './facts.ts'
import type { ZeroPayoutsEvent } from './payouts.ts'

/** Zero Payouts pays, `X` to 1 per event; an event left out pays nothing. */
export type ZeroPayoutsPays = Readonly<Partial<Record<ZeroPayoutsEvent, number>>>

/** A fully resolved Zero rule set (each option is described by `ZeroRulesSchema`). */
export interface ZeroRules {
  readonly name: string
  /** Decks in the shoe: 6 (`six-deck`) or 8 (`eight-deck`). */
  readonly decks: 6 | 8
  readonly double: ZeroDouble
  /** The two-card totals the player may split, once per round (`ZERO_SPLIT_TOTALS`: 8 and 9). */
  readonly splitTotals: readonly number[]
  /**
   * The Zero Payouts pay table, supplied by the operator. The default is
   * `EXAMPLE_ZERO_PAYOUTS_PAYS`, an example only, not any casino's table.
   */
  readonly zeroPayoutsPays: ZeroPayoutsPays
}

/**
 * Options a Zero rule set may override: `double`, `splitTotals`, `zeroPayoutsPays` (a pay
 * table replaces the whole table). The shoe size is fixed by the rule set.
 */
export type ZeroOverrides = RuleOverrides<Omit<ZeroRules, 'name' | 'decks'>>

/**
 * An EXAMPLE Zero Payouts pay table (X to 1), made up for Felt and not any casino's: the rules
 * leave the table to the operator.
 */
export const EXAMPLE_ZERO_PAYOUTS_PAYS: ZeroPayoutsPays = Object.freeze({
  'two-card-pair': 12,
  'two-card': 2,
  'three-card-trips': 60,
  'three-card-pair': 6,
  'three-card': 1,
})

/** The named rule sets: `six-deck` (as at the Golden Nugget; the default) and `eight-deck`. */
export const ZERO_RULESETS: Readonly<Record<string, ZeroRules>> = Object.freeze({
  'six-deck': Object.freeze({
    name: 'six-deck',
    decks: 6,
    double: 'three-card',
    splitTotals: ZERO_SPLIT_TOTALS,
    zeroPayoutsPays: EXAMPLE_ZERO_PAYOUTS_PAYS,
  }),
  'eight-deck': Object.freeze({
    name: 'eight-deck',
    decks: 8,
    double: 'three-card',
    splitTotals: ZERO_SPLIT_TOTALS,
    zeroPayoutsPays: EXAMPLE_ZERO_PAYOUTS_PAYS,
  }),
})
