import { zeroBasicStrategies } from '@felt/strategy/zero'
import { describe, expect, it } from 'vitest'
import { analyze } from './analyze.ts'

// Exact and simulated figures of the same bet must agree within 3 standard errors.
async function agree(
  game: string,
  bet: string,
  strategy: string,
  ruleset: string,
  rounds: number,
  path: 'engine' | 'fast',
) {
  const exact = await analyze({ game, ruleset, bet, strategy, method: 'exact' })
  const sim = await analyze({
    game,
    ruleset,
    bet,
    strategy,
    method: 'simulate',
    path,
    rounds,
    seed: 11,
  })
  expect(sim.standardError).toBeGreaterThan(0)
  expect(Math.abs(sim.houseEdge - exact.houseEdge)).toBeLessThan(3 * sim.standardError)
  return { exact, sim }
}

describe('exact and simulated results agree within 3 standard errors', () => {
  it('Zero main bet, basic strategy, fast model and game package', async () => {
    const exactEdge = -zeroBasicStrategies['six-deck']!.expectedReturn
    for (const path of ['fast', 'engine'] as const) {
      const sim = await analyze({
        game: 'zero',
        bet: 'main',
        strategy: 'basic',
        method: 'simulate',
        path,
        rounds: 20_000,
        seed: 5,
      })
      expect(Math.abs(sim.houseEdge - exactEdge)).toBeLessThan(3 * sim.standardError)
    }
  })

  it('Lunar Super over the game package', async () => {
    await agree('stud-poker', 'super', 'owner', 'lunar', 5_000, 'engine')
  })

  it('Break Bonus over the game package', async () => {
    await agree('break-poker', 'bonus', 'house-way', 'standard', 5_000, 'engine')
  })
})
