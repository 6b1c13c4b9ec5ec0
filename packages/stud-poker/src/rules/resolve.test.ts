import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { resolveRules } from './resolve.ts'

function codeOf(fn: () => unknown): { code: string; key: unknown } {
  try {
    fn()
  } catch (e) {
    const err = e as { code: string; details?: { key?: unknown } }
    return { code: err.code, key: err.details?.key }
  }
  throw new Error('expected an error')
}
describe('custom rule sets', () => {
  it('applies overrides and keeps the rest of the named rule set', () => {
    const rules = studPoker.rules('lunar', { anteOnWin: 'even', exchange: { max: 4 } })
    expect(rules.anteOnWin).toBe('even')
    expect(rules.exchange).toEqual({ min: 2, max: 4, fee: 1 })
    expect(rules.superWager).toBe(true)
  })

  it('names an unknown rule set', () => {
    expect(codeOf(() => resolveRules('texas'))).toEqual({ code: 'UNKNOWN_RULESET', key: undefined })
  })

  it('names an unknown key', () => {
    expect(codeOf(() => studPoker.rules('lunar', { jackpot: 5 }))).toEqual({
      code: 'INVALID_RULES',
      key: 'jackpot',
    })
    expect(codeOf(() => studPoker.rules('lunar', { exchange: { fees: 1 } }))).toEqual({
      code: 'INVALID_RULES',
      key: 'exchange.fees',
    })
  })

  it('names a bad pay table line', () => {
    expect(codeOf(() => studPoker.rules('lunar', { raiseTable: { flush: -5 } }))).toEqual({
      code: 'INVALID_RULES',
      key: 'raiseTable.flush',
    })
    expect(codeOf(() => studPoker.rules('lunar', { superTable: { pair: 3 } }))).toEqual({
      code: 'INVALID_RULES',
      key: 'superTable.pair',
    })
    expect(codeOf(() => studPoker.rules('russian', { bonusTable: 'big' }))).toEqual({
      code: 'INVALID_RULES',
      key: 'bonusTable',
    })
  })

  it('names inconsistent options', () => {
    expect(codeOf(() => studPoker.rules('lunar', { superTable: null }))).toEqual({
      code: 'INVALID_RULES',
      key: 'superTable',
    })
    expect(codeOf(() => studPoker.rules('lunar', { exchange: { min: 4, max: 2 } }))).toEqual({
      code: 'INVALID_RULES',
      key: 'exchange.min',
    })
    expect(codeOf(() => studPoker.rules('oasis', { switchPrices: [1, 2, 3] }))).toEqual({
      code: 'INVALID_RULES',
      key: 'switchPrices',
    })
    expect(codeOf(() => studPoker.rules('russian', { blindBoxesFrom: 7 }))).toEqual({
      code: 'INVALID_RULES',
      key: 'blindBoxesFrom',
    })
    expect(codeOf(() => studPoker.rules('russian', { insurance: { max: 2 } }))).toEqual({
      code: 'INVALID_RULES',
      key: 'insurance.max',
    })
    expect(
      codeOf(() => studPoker.rules('russian', { forceDealer: { replace: 'random' } })),
    ).toEqual({
      code: 'INVALID_RULES',
      key: 'forceDealer.replace',
    })
    expect(codeOf(() => studPoker.rules('lunar', { dealerUpCard: 5 }))).toEqual({
      code: 'INVALID_RULES',
      key: 'dealerUpCard',
    })
  })
})
