import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { actAll, dealRound } from '../test-helpers.ts'
import { validateRules } from './resolve.ts'
import { STUD_RULESETS } from './rulesets.ts'

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

  it('fixes the options as docs/rules/stud-family.md states them', () => {
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

describe('Ante when the box beats a qualified dealer, by rule set', () => {
  it.each([
    ['lunar', 'push'],
    ['lunar-finland', 'push'],
    ['russian', 'push'],
    ['caribbean-stud', 'win'],
    ['oasis', 'win'],
  ])('%s: Ante %s', (name, outcome) => {
    const rules = studPoker.rules(name)
    const s = actAll(dealRound(rules, ['Ah Ad 9c 7s 4h'], 'Kc Kd 8h 6s 2c'), [{ type: 'play' }])
    const ante = studPoker.settle(s).settlement.lines.find((l) => l.wager === 'ante')!
    expect(ante.outcome).toBe(outcome)
  })
})
