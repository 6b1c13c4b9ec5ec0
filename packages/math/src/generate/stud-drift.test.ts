import { STUD_TABLE_RULESETS } from '@felt/strategy/stud-poker/table'
import { describe, expect, it } from 'vitest'
import { studFingerprint } from './stud-drift.ts'
import committed from './stud-fingerprints.json' with { type: 'json' }

// The committed stud tables must be what the solver finds today. A full-deck check tabulates
// each up rank's draws with their removal effects to second order (two to three minutes of CPU
// per rule set: `pnpm generate stud-poker --ruleset R --check` in research/), so the suite
// compares the solver's fingerprint on a reduced deck instead, written with the tables by the
// same generator: any change to the solver's values or choices moves some of its 15,504 hands.
describe('committed stud strategy tables do not drift from the solver', () => {
  for (const ruleset of STUD_TABLE_RULESETS) {
    it(`${ruleset}: the solver's fingerprint is the one written with its table`, () => {
      const expected = (committed as Record<string, string>)[ruleset]
      const found = studFingerprint(ruleset)
      let changed = 0
      for (let i = 0; i < found.length; i++) if (found[i] !== expected?.[i]) changed++
      expect(
        changed,
        `${changed} of ${found.length} fingerprint hands changed: regenerate the table (pnpm generate stud-poker --ruleset ${ruleset}) or find what moved the solver`,
      ).toBe(0)
      expect(found.length).toBe(expected?.length)
    })
  }
})
