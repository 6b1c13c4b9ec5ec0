import { InvalidRulesError, UnknownRulesetError } from '@felt/cards'
import * as v from 'valibot'
import { DEFAULT_STUD_RULESET, STUD_RULESETS } from './rulesets.ts'
import { STUD_RULES_SCHEMA } from './schema.ts'
import type { StudOverrides, StudRules } from './types.ts'

type Raw = Record<string, unknown>

function isObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Validates a complete stud rule set (every option of `StudRules`, by `STUD_RULES_SCHEMA`) and
 * returns a clean copy.
 * @throws {InvalidRulesError} `INVALID_RULES` naming the first problem as `{ option, value }`
 * (`option` the dotted path, e.g. `exchange.min`): an unknown or missing option, a bad pay
 * table line, inconsistent options (a Super wager without a Super table, exchange min above max).
 */
export function validateRules(input: unknown): StudRules {
  const result = v.safeParse(STUD_RULES_SCHEMA, input, { abortEarly: true })
  if (!result.success) throw InvalidRulesError.fromIssue('stud-poker', result.issues[0])
  return result.output
}

/**
 * Resolves a named rule set, with optional overrides, and validates the result. An override
 * that is an object merges into the rule set's object of the same option (`{ exchange: { max:
 * 4 } }` keeps the other exchange fields, `{ raiseTable: { pair: 2 } }` the other lines);
 * anything else, `null` included, replaces it.
 * @throws {UnknownRulesetError} `UNKNOWN_RULESET`; {InvalidRulesError} `INVALID_RULES` with
 * `{ option, value }`, also for an option `StudOverrides` does not know (input from JSON).
 * @example resolveRules('lunar', { exchange: { max: 4 } }).exchange // { min: 2, max: 4, fee: 1 }
 */
export function resolveRules(
  ruleset: string = DEFAULT_STUD_RULESET,
  overrides?: StudOverrides,
): StudRules {
  const base = Object.hasOwn(STUD_RULESETS, ruleset) ? STUD_RULESETS[ruleset] : undefined
  if (base === undefined) {
    throw new UnknownRulesetError('stud-poker', ruleset, Object.keys(STUD_RULESETS))
  }
  if (overrides === undefined) return validateRules(base)
  if (!isObject(overrides)) {
    throw InvalidRulesError.forOption('rules', overrides, 'stud-poker overrides must be an object')
  }
  const merged: Raw = { ...base }
  for (const [option, value] of Object.entries(overrides)) {
    const current = merged[option]
    merged[option] = isObject(value) && isObject(current) ? { ...current, ...value } : value
  }
  return validateRules(merged)
}
