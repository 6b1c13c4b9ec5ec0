import { type StudRules, studPoker } from '@felt/stud-poker'

/**
 * The rules a stud round is played under: the named rule set with, as overrides, every
 * option in which the server's published copy (`GET /v1/games`) differs from this page's,
 * validated by `studPoker.rules`. A server with a custom pay table is advised on its own.
 * @throws {UnknownRulesetError} `UNKNOWN_RULESET`; {InvalidRulesError} `INVALID_RULES`.
 */
export function roundRules(ruleset: string, published: unknown): StudRules {
  const base = studPoker.rules(ruleset)
  if (typeof published !== 'object' || published === null) return base
  const stock = base as unknown as Record<string, unknown>
  const overrides: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(published)) {
    if (JSON.stringify(value) !== JSON.stringify(stock[key])) overrides[key] = value
  }
  return Object.keys(overrides).length === 0 ? base : studPoker.rules(ruleset, overrides)
}
