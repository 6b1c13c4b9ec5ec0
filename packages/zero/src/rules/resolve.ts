import { InvalidRulesError, UnknownRulesetError } from '@felt/cards'
import * as v from 'valibot'
import { ZERO_RULESETS, type ZeroOverrides, type ZeroRules } from './rulesets.ts'
import { ZeroOptionsSchema, ZeroRulesSchema } from './schema.ts'

/**
 * Resolves a rule set with option overrides (`ZeroOverrides`: `double`, `splitTotals`,
 * `zeroPayoutsPays`) and validates it.
 * @throws {UnknownRulesetError} `UNKNOWN_RULESET`; {InvalidRulesError} `INVALID_RULES`
 * with `{ option, value }` for an unknown or malformed option.
 * @example resolveRules('six-deck', { double: 'two-card' }).double // 'two-card'
 */
export function resolveRules(ruleset = 'six-deck', overrides: ZeroOverrides = {}): ZeroRules {
  if (!Object.hasOwn(ZERO_RULESETS, ruleset)) {
    throw new UnknownRulesetError('zero', ruleset, Object.keys(ZERO_RULESETS))
  }
  parse(ZeroOptionsSchema, overrides)
  return validateRules({ ...ZERO_RULESETS[ruleset]!, ...overrides })
}

/**
 * Checks a whole rule set object and returns a clean frozen copy.
 * @throws {InvalidRulesError} `INVALID_RULES` naming the first problem as `{ option, value }`.
 */
export function validateRules(rules: ZeroRules): ZeroRules {
  const r = parse(ZeroRulesSchema, rules)
  return Object.freeze({
    name: r.name,
    decks: r.decks,
    double: r.double,
    splitTotals: Object.freeze([...r.splitTotals].sort((a, b) => a - b)),
    zeroPayoutsPays: Object.freeze({ ...r.zeroPayoutsPays }),
  })
}

function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw InvalidRulesError.fromIssue('zero', result.issues[0])
  return result.output
}
