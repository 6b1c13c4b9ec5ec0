import type { ZeroDoubleRule, ZeroMathRules } from './engine.ts'
import { shoeOfDecks } from './shoe.ts'

/** Zero rule sets the math knows (zero.md, Cards). */
export const ZERO_RULESETS: Readonly<Record<string, { decks: number }>> = {
  'six-deck': { decks: 6 },
  'eight-deck': { decks: 8 },
}

const DOUBLES: readonly ZeroDoubleRule[] = ['three-card', 'three-card-no-card', 'two-card']

/**
 * The math rules of a Zero rule set with overrides (`double`, `decks`, `zeroPairPays`).
 * @throws {Error} for an unknown rule set or option value.
 */
export function zeroMathRules(
  ruleset: string,
  overrides: Readonly<Record<string, unknown>>,
): ZeroMathRules {
  const base = ZERO_RULESETS[ruleset]
  if (!base)
    throw new Error(`unknown Zero rule set ${JSON.stringify(ruleset)} (six-deck, eight-deck)`)
  const decks = overrides.decks === undefined ? base.decks : Number(overrides.decks)
  if (!Number.isInteger(decks) || decks < 1 || decks > 16) throw new Error('decks must be 1..16')
  const double = (overrides.double ?? 'three-card') as ZeroDoubleRule
  if (!DOUBLES.includes(double)) throw new Error(`double must be one of ${DOUBLES.join(', ')}`)
  const zeroPairPays = overrides.zeroPairPays === undefined ? 1.5 : Number(overrides.zeroPairPays)
  if (!(zeroPairPays >= 0)) throw new Error('zeroPairPays must be a number >= 0')
  return { ranks: shoeOfDecks(decks), double, zeroPairPays }
}
