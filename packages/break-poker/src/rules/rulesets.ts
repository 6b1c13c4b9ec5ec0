import type { RuleOverrides } from '@felt/cards'
import type { BreakBonusCategory } from './bonus.ts'

/** Break Bonus pays, `X` to 1 per category; a category left out loses. */
export type BreakBonusPays = Readonly<Partial<Record<BreakBonusCategory, number>>>

/** A fully resolved Break Poker rule set (each option is described by `BreakPokerRulesSchema`). */
export interface BreakPokerRules {
  readonly name: string
  /**
   * The dealer's minimum three-card hand to qualify, as three ranks (`K32`, `A42`, `QQ2`):
   * docs/rules/break-poker.md, "The round".
   */
  readonly dealerQualifier: string
  /** Dealer's Lucky Break pays, `X` to 1: dealer alone (1), dealer and player both (4). */
  readonly luckyBreakPays: { readonly dealer: number; readonly both: number }
  /**
   * The Break Bonus pay table, supplied by the operator. The default is
   * `EXAMPLE_BREAK_BONUS_PAYS`, an example only, not any casino's table.
   */
  readonly breakBonusPays: BreakBonusPays
}

/**
 * Options a Break Poker rule set may override: `dealerQualifier`, `luckyBreakPays` (either
 * pay alone), `breakBonusPays` (a pay table replaces the whole table).
 */
export type BreakPokerOverrides = RuleOverrides<Omit<BreakPokerRules, 'name'>>

/**
 * An EXAMPLE Break Bonus pay table (X to 1), made up for Felt and not any casino's: the rules
 * leave the table to the operator. Five of a kind 100, Lucky Break with trips 7, with a
 * straight 1, trips 1; a plain straight loses.
 */
export const EXAMPLE_BREAK_BONUS_PAYS: BreakBonusPays = Object.freeze({
  'five-of-a-kind': 100,
  'lucky-break-trips': 7,
  'lucky-break-straight': 1,
  trips: 1,
})

/** The named rule sets: `standard` (K-3-2 qualifier, Lucky Break 1 and 4 to 1, example bonus table). */
export const BREAK_POKER_RULESETS: Readonly<Record<string, BreakPokerRules>> = Object.freeze({
  standard: Object.freeze({
    name: 'standard',
    dealerQualifier: 'K32',
    luckyBreakPays: Object.freeze({ dealer: 1, both: 4 }),
    breakBonusPays: EXAMPLE_BREAK_BONUS_PAYS,
  }),
})
