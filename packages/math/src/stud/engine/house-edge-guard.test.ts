import { STUD_RULESETS } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { analyze } from '../../analyze.ts'

// No stock stud rule set may give the player an edge with its default strategy. The suite
// plays each through the game package (20,000 seeded rounds: standard error 1.5-2.2%, so a
// player edge of about 7% or more fails), which catches a rules or pay-table blunder like
// russian's old +17.7% player edge loudly. The
// precise check is the solver's optimum, a lower bound on the house edge of every strategy
// that does not force the dealer (up to the solver's approximation):
// `pnpm exec tsx research/scripts/stud-edges.ts` (README, "Results").
describe('stock stud rule sets keep a house edge for their default strategy', () => {
  for (const ruleset of Object.keys(STUD_RULESETS)) {
    it(`${ruleset}: the house edge is not negative beyond 3 standard errors`, async () => {
      const a = await analyze({
        game: 'stud-poker',
        ruleset,
        bet: 'main',
        method: 'simulate',
        path: 'engine',
        rounds: 20_000,
        seed: 3,
      })
      expect(
        a.houseEdge + 3 * a.standardError,
        `${ruleset}: ${a.houseEdge} ± ${a.standardError}`,
      ).toBeGreaterThan(0)
    })
  }
})
