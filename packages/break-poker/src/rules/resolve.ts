import { InvalidRulesError, RANKS, type Rank, UnknownRulesetError } from '@felt/cards'
import { type BreakValue, breakThreeValueOfRanks } from '@felt/evaluators'
import * as v from 'valibot'
import { BREAK_POKER_RULESETS, type BreakPokerOverrides, type BreakPokerRules } from './rulesets.ts'
import { BreakPokerOptionsSchema, BreakPokerRulesSchema, DealerQualifierSchema } from './schema.ts'

/**
 * Resolves a rule set with option overrides (`BreakPokerOverrides`: `dealerQualifier`,
 * `luckyBreakPays`, either pay alone, `breakBonusPays`, a whole table) and validates it.
 * @throws {UnknownRulesetError} `UNKNOWN_RULESET`; {InvalidRulesError} `INVALID_RULES`
 * with `{ option, value }` for an unknown or malformed option.
 * @example resolveRules('standard', { luckyBreakPays: { both: 5 } }).luckyBreakPays // { dealer: 1, both: 5 }
 */
export function resolveRules(
  ruleset = 'standard',
  overrides: BreakPokerOverrides = {},
): BreakPokerRules {
  if (!Object.hasOwn(BREAK_POKER_RULESETS, ruleset)) {
    throw new UnknownRulesetError('break-poker', ruleset, Object.keys(BREAK_POKER_RULESETS))
  }
  const base = BREAK_POKER_RULESETS[ruleset]!
  const o = parse(BreakPokerOptionsSchema, overrides)
  return validateRules({
    ...base,
    ...o,
    luckyBreakPays: { ...base.luckyBreakPays, ...o.luckyBreakPays },
  } as BreakPokerRules)
}

/**
 * Checks a whole rule set object and returns a clean frozen copy (the qualifier upper-cased).
 * @throws {InvalidRulesError} `INVALID_RULES` naming the first problem as `{ option, value }`.
 */
export function validateRules(rules: BreakPokerRules): BreakPokerRules {
  const r = parse(BreakPokerRulesSchema, rules)
  return Object.freeze({
    name: r.name,
    dealerQualifier: r.dealerQualifier,
    luckyBreakPays: Object.freeze({ ...r.luckyBreakPays }),
    breakBonusPays: Object.freeze({ ...r.breakBonusPays }),
  })
}

/**
 * The three-card value a dealer needs to qualify: the value of the qualifier's three ranks
 * (`K32` = king-three-deuce high).
 * @throws {InvalidRulesError} `INVALID_RULES` unless three rank characters (`2`-`9`, `T`, `J`, `Q`, `K`, `A`).
 */
export function qualifierValue(qualifier: string): BreakValue {
  const q = v.safeParse(DealerQualifierSchema, qualifier)
  if (!q.success) {
    throw InvalidRulesError.forOption('dealerQualifier', qualifier, 'three ranks such as K32')
  }
  const ranks = [...q.output].map((ch) => RANKS.indexOf(ch as Rank))
  return breakThreeValueOfRanks(ranks[0]!, ranks[1]!, ranks[2]!)
}

function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw InvalidRulesError.fromIssue('break-poker', result.issues[0])
  return result.output
}
