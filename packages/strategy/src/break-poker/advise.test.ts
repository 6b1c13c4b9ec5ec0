import { houseWay } from '@felt/break-poker'
import { parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { breakOptimalSetting, breakPatternKey } from './advise.ts'
import { breakOptimalDiffs } from './optimal-table.ts'

describe('Break Poker optimal setting', () => {
  it('keys a hand by its rank pattern', () => {
    expect(breakPatternKey(parseCards('7c Jd Js Kh Kc Ad Jk'))).toBe('00000100020211')
  })
  it('sets by the house way where the optimal table has no entry, and by the table where it has', () => {
    const cards = parseCards('Jk As Ks Qd 7c 7h 2s')
    const a = breakOptimalSetting(cards)
    if (breakOptimalDiffs[breakPatternKey(cards)] === undefined) {
      expect(a.source).toBe('house-way')
      expect([a.twoValue, a.threeValue]).toEqual([
        houseWay(cards).twoValue,
        houseWay(cards).threeValue,
      ])
    }
    for (const [key, [two, three]] of Object.entries(breakOptimalDiffs).slice(0, 20)) {
      const hand: number[] = []
      ;[...key].forEach((d, r) => {
        for (let k = 0; k < Number(d); k++) hand.push(r === 13 ? 52 : r + 13 * k)
      })
      const s = breakOptimalSetting(hand)
      expect([s.source, s.twoValue, s.threeValue]).toEqual(['optimal', two, three])
    }
  })
  it('refuses a hand that is not seven cards with INVALID_CARD', () => {
    expect(() => breakOptimalSetting(parseCards('As Ks Qs'))).toThrow(
      expect.objectContaining({ code: 'INVALID_CARD' }),
    )
  })
  it('refuses rules its table was not computed for with INVALID_RULES', () => {
    const cards = parseCards('Jk As Ks Qd 7c 7h 2s')
    expect(() => breakOptimalSetting(cards, { dealerQualifier: 'A42' })).toThrow(
      expect.objectContaining({
        code: 'INVALID_RULES',
        details: { option: 'dealerQualifier', value: 'A42' },
      }),
    )
    expect(breakOptimalSetting(cards, { dealerQualifier: 'K32' })).toEqual(
      breakOptimalSetting(cards),
    )
  })
  it('takes K-3-2 written in any order, as the game does (docs/rules/break-poker.md, "Options")', () => {
    const cards = parseCards('Jk Ac Kd Kh Qs Jc Td')
    for (const q of ['K23', '3K2', '2K3', 'k32']) {
      expect(breakOptimalSetting(cards, { dealerQualifier: q })).toEqual(breakOptimalSetting(cards))
    }
    expect(() => breakOptimalSetting(cards, { dealerQualifier: 'A32' })).toThrow(
      expect.objectContaining({ code: 'INVALID_RULES' }),
    )
  })
})
