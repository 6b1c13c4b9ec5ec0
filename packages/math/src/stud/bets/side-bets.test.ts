import { studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { studSideBetAnalysis } from './side-bets.ts'

const info = (ruleset: string) => ({ ruleset, overrides: {}, started: performance.now() })
const unsupported = (details: object) =>
  expect.objectContaining({ code: 'UNSUPPORTED_ANALYSIS', details })

describe('the exact stud side-bet analysis', () => {
  it('refuses a side bet the rule set lacks: UNSUPPORTED_ANALYSIS', () => {
    const caribbean = studPoker.rules('caribbean-stud')
    for (const bet of ['super', 'dealer-super', 'bonus'])
      expect(() => studSideBetAnalysis(caribbean, bet, info('caribbean-stud'))).toThrow(
        unsupported({ game: 'stud-poker', ruleset: 'caribbean-stud', bet }),
      )
    const lunar = studPoker.rules('lunar', { dealerSuperWager: false })
    expect(() => studSideBetAnalysis(lunar, 'dealer-super', info('lunar'))).toThrow(
      unsupported({ game: 'stud-poker', ruleset: 'lunar', bet: 'dealer-super' }),
    )
  })

  it('refuses a bet it has no exact engine for: UNSUPPORTED_ANALYSIS', () => {
    const lunar = studPoker.rules('lunar')
    expect(() => studSideBetAnalysis(lunar, 'main', info('lunar'))).toThrow(
      unsupported({ game: 'stud-poker', ruleset: 'lunar', bet: 'main' }),
    )
  })
})
