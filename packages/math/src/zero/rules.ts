import { zero } from '@felt/zero'
import type { ZeroMathRules } from './engine.ts'
import { shoeOfDecks } from './shoe.ts'

/**
 * The math rules of a Zero rule set with overrides, resolved and validated by
 * `@felt/zero` itself (options `double`, `zeroPayoutsPays`). A Zero Pair pays 3 to 2.
 * @throws {FeltError} `UNKNOWN_RULESET` or `INVALID_RULES` from `@felt/zero`.
 */
export function zeroMathRules(
  ruleset: string,
  overrides: Readonly<Record<string, unknown>>,
): ZeroMathRules {
  const rules = zero.rules(ruleset, overrides)
  return { ranks: shoeOfDecks(rules.decks), double: rules.double, zeroPairPays: 1.5 }
}
