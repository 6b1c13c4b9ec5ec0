import { zero } from '@felt/zero'
import { describe, expect, it } from 'vitest'
import { ZeroEngine } from './engine.ts'
import { zeroMathRules } from './rules.ts'
import { zeroBasicTables } from './simulate.ts'
import { expectSameRounds } from './test-rounds.ts'

describe('the fast Zero model against @felt/zero', () => {
  for (const double of ['three-card', 'three-card-no-card', 'two-card'] as const) {
    it(`plays the same rounds as the game package on the same shoes (double ${double})`, () => {
      const rules = zeroMathRules('six-deck', { double })
      const engine = new ZeroEngine(rules)
      engine.tables = zeroBasicTables(rules)
      const gameRules = zero.rules('six-deck', { double })
      let splits = 0
      let doubles = 0
      for (const real of expectSameRounds(engine, gameRules, 3000, 42)) {
        if (real.event >= 7 && real.event <= 15) splits++
        if (real.staked === 2 && real.event < 7) doubles++
      }
      expect(splits).toBeGreaterThan(100)
      if (double !== 'two-card') expect(doubles).toBeGreaterThan(10)
    })
  }
})
