import { ZERO_PAIR_PAYS, type ZeroOverrides, zero } from '@felt/zero'
import type { ZeroMathRules } from './engine.ts'
import { shoeOfDecks } from './shoe.ts'

/**
 * The math rules of a Zero rule set with overrides, resolved and validated by
 * `@felt/zero` itself (options `double`, `splitTotals`, `zeroPayoutsPays`); the Zero Pair
 * pay is the game's `ZERO_PAIR_PAYS`.
 * @throws {FeltError} `UNKNOWN_RULESET` or `INVALID_RULES` from `@felt/zero`.
 */
export function zeroMathRules(
  ruleset: string,
  overrides: Readonly<Record<string, unknown>>,
): ZeroMathRules {
  // Overrides come from the command line here: resolveRules checks them at run time.
  const rules = zero.rules(ruleset, overrides as ZeroOverrides)
  return {
    ranks: shoeOfDecks(rules.decks),
    double: rules.double,
    splitTotals: rules.splitTotals,
    zeroPairPays: ZERO_PAIR_PAYS,
  }
}
