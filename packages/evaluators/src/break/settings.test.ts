import { formatCards, parseCards, seededRandom, shuffleWith } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import {
  BREAK_SETTING_COUNT,
  BREAK_SETTING_POSITIONS,
  breakFrontierInto,
  breakSettings,
  breakSettingsInto,
  forEachBreakSetting,
} from './settings.ts'
import { breakThreeValue, breakTwoValue, isLuckyBreak } from './values.ts'

describe('Break Poker settings', () => {
  it('lists 210 distinct ways to set seven cards', () => {
    const seen = new Set<string>()
    for (let i = 0; i < BREAK_SETTING_COUNT; i++) {
      const p = Array.from(BREAK_SETTING_POSITIONS.subarray(5 * i, 5 * i + 5))
      expect(new Set(p).size).toBe(5)
      seen.add(`${p.slice(0, 2).join()}|${p.slice(2).join()}`)
    }
    expect(seen.size).toBe(210)
  })

  it('keeps exactly the legal settings, each with its values', () => {
    const deck = [...Array(53).keys()]
    const random = seededRandom(7)
    const out = new Int32Array(630)
    for (let round = 0; round < 60; round++) {
      const cards = shuffleWith(deck, random).slice(0, 7)
      const n = breakSettingsInto(cards, out)
      let legal = 0
      for (let i = 0; i < 210; i++) {
        const p = BREAK_SETTING_POSITIONS.subarray(5 * i, 5 * i + 5)
        const two = breakTwoValue(cards[p[0]!]!, cards[p[1]!]!)
        const three = breakThreeValue(cards[p[2]!]!, cards[p[3]!]!, cards[p[4]!]!)
        if (two <= three) {
          expect(out.subarray(3 * legal, 3 * legal + 3)).toEqual(Int32Array.of(i, two, three))
          legal++
        }
      }
      expect(n).toBe(legal)
      expect(n).toBeGreaterThan(0)
    }
  })

  it('gives friendly settings with the discards', () => {
    const cards = parseCards('As Ks Qs 9d 8d 7c 2h')
    const settings = breakSettings(cards)
    const ak = settings.find((s) => formatCards(s.two) === 'As Ks' && s.three.includes(cards[3]!))
    expect(ak).toBeDefined()
    for (const s of settings) {
      expect(s.twoValue).toBeLessThanOrEqual(s.threeValue)
      expect(new Set([...s.two, ...s.three, ...s.discards]).size).toBe(7)
    }
    expect(settings.some((s) => s.luckyBreak)).toBe(false)
    expect(breakSettings(parseCards('2c 2d 5h 6h 7h 9c Tc')).some((s) => s.luckyBreak)).toBe(true)
  })

  it('refuses anything but seven card codes 0..52 with one joker at most: INVALID_CARD', () => {
    const invalid = (details: object) =>
      expect.objectContaining({ code: 'INVALID_CARD', details: expect.objectContaining(details) })
    expect(() => breakSettings(parseCards('As Ks'))).toThrow(invalid({ count: 2 }))
    expect(() => breakSettings([52, 52, 1, 2, 3, 4, 5])).toThrow(invalid({ jokers: 2 }))
    expect(() => breakSettings([53, 0, 1, 2, 3, 4, 5])).toThrow(invalid({ code: '53' }))
    expect(() => breakSettings([0.5, 0, 1, 2, 3, 4, 5])).toThrow(invalid({ code: '0.5' }))
  })
})

describe('the undominated settings', () => {
  it('keep exactly the settings no other beats or ties in both hands, one per value pair', () => {
    const deck = [...Array(53).keys()]
    const random = seededRandom(11)
    const all = new Int32Array(630)
    const front = new Int32Array(630)
    for (let round = 0; round < 60; round++) {
      const cards = shuffleWith(deck, random).slice(0, 7)
      const n = breakSettingsInto(cards, all)
      const m = breakFrontierInto(cards, front)
      const values = Array.from({ length: n }, (_, k) => [all[3 * k + 1]!, all[3 * k + 2]!])
      const expected = new Set(
        values
          .filter(
            ([a, b]) => !values.some(([c, d]) => c! >= a! && d! >= b! && (c! > a! || d! > b!)),
          )
          .map(([a, b]) => `${a},${b}`),
      )
      const got = Array.from({ length: m }, (_, k) => `${front[3 * k + 1]},${front[3 * k + 2]}`)
      expect(new Set(got)).toEqual(expected)
      expect(got.length).toBe(expected.size)
      for (let k = 0; k < m; k++) {
        const i = front[3 * k]!
        const p = BREAK_SETTING_POSITIONS.subarray(5 * i, 5 * i + 5)
        expect(breakTwoValue(cards[p[0]!]!, cards[p[1]!]!)).toBe(front[3 * k + 1])
      }
    }
  })

  it('keep a Lucky Break over settings that are not one', () => {
    const front = new Int32Array(630)
    const m = breakFrontierInto(parseCards('2c 2d 5h 6h 7h Ac Kc'), front)
    const lucky = Array.from({ length: m }, (_, k) =>
      isLuckyBreak(front[3 * k + 1]!, front[3 * k + 2]!),
    )
    expect(lucky).toContain(true)
  })
})

describe('forEachBreakSetting', () => {
  it('visits the legal settings in index order, even when the visitor uses the other hot paths', () => {
    const cards = parseCards('As Ks Qs 9d 8d 7c 2h')
    const out = new Int32Array(630)
    const n = breakSettingsInto(cards, out)
    const expected = Array.from(out.subarray(0, 3 * n))
    const seen: number[] = []
    forEachBreakSetting(cards, (i, two, three) => {
      breakSettingsInto(parseCards('2c 2d 5h 6h 7h 9c Tc'), new Int32Array(630))
      seen.push(i, two, three)
    })
    expect(seen).toEqual(expected)
  })
})
