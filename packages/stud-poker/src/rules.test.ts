import { describe, expect, it } from 'vitest'
import { studPoker } from './game.ts'
import { resolveRules, validateRules } from './rules.ts'
import { STUD_RULESETS } from './rulesets/index.ts'

const OPTIONS = [
  'superWager',
  'superTable',
  'dealerSuperWager',
  'instantPayout',
  'buy',
  'exchange',
  'switchPrices',
  'anteOnWin',
  'secondCombination',
  'straightPlusPair',
  'insurance',
  'forceDealer',
  'blindBoxesFrom',
  'bonusTable',
  'qualifier',
  'dealerUpCard',
]

function codeOf(fn: () => unknown): { code: string; key: unknown } {
  try {
    fn()
  } catch (e) {
    const err = e as { code: string; details?: { key?: unknown } }
    return { code: err.code, key: err.details?.key }
  }
  throw new Error('expected an error')
}

describe('named rule sets', () => {
  it('has lunar as the default and five named rule sets', () => {
    expect(studPoker.defaultRuleset).toBe('lunar')
    expect(Object.keys(studPoker.rulesets).sort()).toEqual(
      ['caribbean-stud', 'lunar', 'lunar-finland', 'oasis', 'russian'].sort(),
    )
    expect(studPoker.rules().name).toBe('lunar')
  })

  it.each(Object.keys(STUD_RULESETS))(
    '%s fixes every option of the options table and validates',
    (name) => {
      const rules = studPoker.rules(name)
      for (const option of OPTIONS) expect(rules).toHaveProperty(option)
      expect(validateRules(rules)).toEqual(rules)
    },
  )

  it('fixes the options as stud-family.md states them', () => {
    const r = STUD_RULESETS
    expect(r.lunar).toMatchObject({
      superWager: true,
      anteOnWin: 'push',
      insurance: null,
      forceDealer: null,
    })
    expect(r.lunar!.exchange).toEqual({ min: 2, max: 5, fee: 1 })
    expect(r.lunar!.dealerUpCard).toBe(4)
    expect(r['lunar-finland']).toMatchObject({ superWager: false, instantPayout: null })
    expect(r['lunar-finland']!.forceDealer).toMatchObject({
      redrawSameRank: false,
      ifStillNot: 'push',
    })
    expect(r.russian).toMatchObject({
      anteOnWin: 'push',
      blindBoxesFrom: 2,
      straightPlusPair: 'two-straights',
    })
    expect(r.russian!.exchange).toEqual({ min: 1, max: 4, fee: 1 })
    expect(r.russian!.forceDealer).toMatchObject({ redrawSameRank: true, ifStillNot: 'push' })
    expect(r['caribbean-stud']).toMatchObject({
      buy: null,
      exchange: null,
      secondCombination: false,
    })
    expect(r.oasis!.switchPrices).toEqual([1, 2, 3, 2, 1])
  })
})

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
