import { breakPoker } from '@felt/break-poker'
import { seededRandom } from '@felt/cards'
import { breakOptimalSetting } from '@felt/strategy/break-poker'
import { describe, expect, it } from 'vitest'
import { analyze } from '../analyze.ts'
import { breakEngineSimulator } from '../break/engine-sim.ts'
import { emptyTally } from '../sim/tally.ts'

const simulate = (dealerQualifier: string) =>
  analyze({
    game: 'break-poker',
    bet: 'main',
    strategy: 'optimal',
    method: 'simulate',
    overrides: { dealerQualifier },
    rounds: 2000,
    threads: 1,
  })

// docs/rules/break-poker.md, "Options": the qualifier's three ranks are valued as a
// three-card hand, so 'K23' is the game's K-3-2 and 'A42' another game.
describe('the Break Poker optimal simulation follows the qualifier the game plays', () => {
  it('plays K-3-2 written in another order exactly as K32', async () => {
    const [a, b] = [await simulate('K32'), await simulate('K23')]
    expect(b.houseEdge).toBe(a.houseEdge)
    expect(b.table).toEqual(a.table)
  })

  it('refuses a qualifier the optimal table was not computed for', async () => {
    for (const q of ['A42', 'A32', 'Q75']) {
      const e = await simulate(q).catch((x: unknown) => x)
      expect(e).toMatchObject({ code: 'UNSUPPORTED_ANALYSIS' })
    }
  })
})

describe('the Break Poker engine simulator', () => {
  it('refuses a bet Break Poker does not have: UNKNOWN_BET', () => {
    expect(() => breakEngineSimulator(breakPoker.rules('standard'), 'ante')).toThrow(
      expect.objectContaining({
        code: 'UNKNOWN_BET',
        details: {
          game: 'break-poker',
          option: 'bet',
          value: 'ante',
          known: ['main', 'lucky-break', 'bonus'],
        },
      }),
    )
  })

  it('hands its rules to the setter, so the optimal table refuses a game it was not computed for', () => {
    const rules = breakPoker.rules('standard', { dealerQualifier: 'A42' })
    const sim = breakEngineSimulator(rules, 'main', breakOptimalSetting)
    expect(() => sim.run(10, seededRandom(1), emptyTally())).toThrow(
      expect.objectContaining({
        code: 'INVALID_RULES',
        details: { option: 'dealerQualifier', value: 'A42' },
      }),
    )
  })
})
