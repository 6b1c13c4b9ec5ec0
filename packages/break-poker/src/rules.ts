import { InvalidRulesError, RANKS, type Rank, UnknownRulesetError } from '@felt/cards'
import { type BreakValue, breakThreeValueOfRanks } from '@felt/evaluators'
import { BREAK_BONUS_CATEGORIES, type BreakBonusCategory } from './bonus.ts'

/** Break Bonus pays, `X` to 1 per category; a category left out loses. */
export type BreakBonusPays = Readonly<Partial<Record<BreakBonusCategory, number>>>

/** A fully resolved Break Poker rule set. */
export interface BreakPokerRules {
  readonly name: string
  /**
   * The dealer's minimum three-card hand to qualify, as three ranks (`K32`, `A42`, `QQ2`):
   * break-poker.md, "Play" step 5.
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

const OPTIONS = ['dealerQualifier', 'luckyBreakPays', 'breakBonusPays'] as const

/**
 * Resolves a rule set with option overrides (`dealerQualifier`, `luckyBreakPays`,
 * `breakBonusPays`; a pay table override replaces the whole table) and validates it.
 * @throws {UnknownRulesetError} `UNKNOWN_RULESET`; {InvalidRulesError} `INVALID_RULES`.
 */
export function resolveBreakPokerRules(
  ruleset = 'standard',
  overrides: Readonly<Record<string, unknown>> = {},
): BreakPokerRules {
  const base = BREAK_POKER_RULESETS[ruleset]
  if (base === undefined || !Object.hasOwn(BREAK_POKER_RULESETS, ruleset)) {
    throw new UnknownRulesetError('break-poker', ruleset, Object.keys(BREAK_POKER_RULESETS))
  }
  for (const key of Object.keys(overrides)) {
    if (!(OPTIONS as readonly string[]).includes(key)) {
      throw new InvalidRulesError(`break-poker has no rule option ${JSON.stringify(key)}`, {
        option: key,
        known: OPTIONS,
      })
    }
  }
  return validateBreakPokerRules({ ...base, ...overrides } as BreakPokerRules)
}

/**
 * Checks a rule set object and returns a clean frozen copy.
 * @throws {InvalidRulesError} `INVALID_RULES` naming the first problem.
 */
export function validateBreakPokerRules(rules: BreakPokerRules): BreakPokerRules {
  if (typeof rules !== 'object' || rules === null)
    throw new InvalidRulesError('rules must be an object')
  if (typeof rules.name !== 'string' || rules.name === '') {
    throw new InvalidRulesError('a rule set needs a name')
  }
  qualifierValue(rules.dealerQualifier)
  const lb = rules.luckyBreakPays as unknown
  if (typeof lb !== 'object' || lb === null) {
    throw new InvalidRulesError('luckyBreakPays must be { dealer, both }')
  }
  for (const key of Object.keys(lb)) {
    if (key !== 'dealer' && key !== 'both') {
      throw new InvalidRulesError(`luckyBreakPays has no entry ${JSON.stringify(key)}`, {
        option: 'luckyBreakPays',
        key,
      })
    }
  }
  const dealer = payOrThrow((lb as Record<string, unknown>).dealer, 'luckyBreakPays.dealer')
  const both = payOrThrow((lb as Record<string, unknown>).both, 'luckyBreakPays.both')
  const table = rules.breakBonusPays as unknown
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    throw new InvalidRulesError('breakBonusPays must be an object keyed by category')
  }
  const pays: Partial<Record<BreakBonusCategory, number>> = {}
  for (const [key, pay] of Object.entries(table)) {
    if (!(BREAK_BONUS_CATEGORIES as readonly string[]).includes(key)) {
      throw new InvalidRulesError(`breakBonusPays has no category ${JSON.stringify(key)}`, {
        option: 'breakBonusPays',
        key,
        known: BREAK_BONUS_CATEGORIES,
      })
    }
    pays[key as BreakBonusCategory] = payOrThrow(pay, `breakBonusPays.${key}`)
  }
  return Object.freeze({
    name: rules.name,
    dealerQualifier: rules.dealerQualifier.toUpperCase(),
    luckyBreakPays: Object.freeze({ dealer, both }),
    breakBonusPays: Object.freeze(pays),
  })
}

function payOrThrow(pay: unknown, option: string): number {
  if (typeof pay !== 'number' || !Number.isFinite(pay) || pay < 0 || pay > 1_000_000) {
    throw new InvalidRulesError(`${option} must be a pay from 0 to 1000000 (X to 1)`, {
      option,
      value: String(pay),
    })
  }
  return pay
}

/**
 * The three-card value a dealer needs to qualify: the value of the qualifier's three ranks
 * (`K32` = king-three-deuce high).
 * @throws {InvalidRulesError} `INVALID_RULES` unless three rank characters (`2`-`9`, `T`, `J`, `Q`, `K`, `A`).
 */
export function qualifierValue(qualifier: string): BreakValue {
  if (typeof qualifier !== 'string' || qualifier.length !== 3) {
    throw new InvalidRulesError('dealerQualifier is three ranks such as K32', {
      option: 'dealerQualifier',
      value: String(qualifier).slice(0, 8),
    })
  }
  const ranks = [...qualifier.toUpperCase()].map((ch) => RANKS.indexOf(ch as Rank))
  if (ranks.some((r) => r < 0)) {
    throw new InvalidRulesError('dealerQualifier is three ranks such as K32', {
      option: 'dealerQualifier',
      value: qualifier,
    })
  }
  return breakThreeValueOfRanks(ranks[0]!, ranks[1]!, ranks[2]!)
}
