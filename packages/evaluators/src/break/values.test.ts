import { parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { describeBreakValue, evaluateBreakThree, evaluateBreakTwo } from './describe.ts'
import {
  BREAK_JOKER_RANK,
  breakThreeValue,
  breakThreeValueOfRanks,
  breakTwoValue,
  breakTwoValueOfRanks,
  isLegalBreakValues,
  isLuckyBreak,
} from './values.ts'

const three = (text: string): number => evaluateBreakThree(parseCards(text)).value
const two = (text: string): number => evaluateBreakTwo(parseCards(text)).value
const legal = (front: string, back: string): boolean => isLegalBreakValues(two(front), three(back))

describe('Break Poker three-card hands', () => {
  it('rank three of a kind over straight over pair over high card', () => {
    expect(three('2c 2d 2h')).toBeGreaterThan(three('Qs Kd Ac'))
    expect(three('Ac 2d 3h')).toBeGreaterThan(three('Ac Ad Kc'))
    expect(three('2c 2d 3h')).toBeGreaterThan(three('Ac Kd Jh'))
  })

  it('order each kind from its highest to its lowest hand', () => {
    expect(three('Ac Ad Ah')).toBeGreaterThan(three('Kc Kd Kh'))
    expect(three('3c 3d 3h')).toBeGreaterThan(three('2c 2d 2h'))
    expect(three('Qs Kd Ac')).toBeGreaterThan(three('Js Qd Kc'))
    expect(three('2s 3d 4c')).toBeGreaterThan(three('Ac 2d 3h'))
    expect(three('Ac Ad Kc')).toBeGreaterThan(three('Ac Ad Qc'))
    expect(three('3c 3d 2h')).toBeGreaterThan(three('2c 2d 3h'))
    expect(three('Ac Kd Jh')).toBeGreaterThan(three('Ac Kd Th'))
    expect(three('6c 3d 2h')).toBeGreaterThan(three('5c 3d 2h'))
    expect(evaluateBreakThree(parseCards('5c 3d 2h')).value).toBe(
      Math.min(...allNaturalHighCards()),
    )
  })

  it('does not wrap K-A-2 into a straight, and has no flushes', () => {
    expect(evaluateBreakThree(parseCards('Kc Ad 2h')).kind).toBe('high-card')
    expect(evaluateBreakThree(parseCards('Kc 9c 2c')).kind).toBe('high-card')
  })

  it('compares hands of the same kind by pair rank, then kicker: A-A-2 beats K-K-Q', () => {
    expect(three('Ac Ad 2h')).toBeGreaterThan(three('Kc Kd Qh'))
    expect(three('7c 7d 9h')).toBe(three('7s 7h 9c'))
  })

  it('describes hands in words', () => {
    expect(evaluateBreakThree(parseCards('Ac Ad 2h')).description).toBe(
      'pair of aces, deuce kicker',
    )
    expect(evaluateBreakThree(parseCards('Ac 2d 3h')).description).toBe('straight to the three')
    expect(evaluateBreakThree(parseCards('Ac 2d 3h')).short).toBe('A23')
    expect(evaluateBreakThree(parseCards('Kc 9d 2h')).short).toBe('K92')
    expect(evaluateBreakTwo(parseCards('Kc Qd')).description).toBe('king-queen high')
  })
})

describe('the semi-wild joker', () => {
  it('completes three of a kind: joker + K + K is trips', () => {
    expect(evaluateBreakThree(parseCards('Jk Kc Kd')).short).toBe('KKK')
    expect(evaluateBreakThree(parseCards('Jk Ac Ad')).short).toBe('AAA')
  })

  it('completes the highest straight it can', () => {
    expect(evaluateBreakThree(parseCards('Jk Jc Qd')).short).toBe('JQK')
    expect(evaluateBreakThree(parseCards('Jk Qc Kd')).short).toBe('QKA')
    expect(evaluateBreakThree(parseCards('Jk Kc Ad')).short).toBe('QKA')
    expect(evaluateBreakThree(parseCards('Jk 2c 3d')).short).toBe('234')
    expect(evaluateBreakThree(parseCards('Jk Ac 2d')).short).toBe('A23')
    expect(evaluateBreakThree(parseCards('Jk Ac 3d')).short).toBe('A23')
    expect(evaluateBreakThree(parseCards('Jk 7c 9d')).short).toBe('789')
  })

  it('otherwise counts as an ace, pairing only an ace', () => {
    expect(evaluateBreakThree(parseCards('Jk 9c 2d')).short).toBe('A92')
    expect(evaluateBreakThree(parseCards('Jk Ac 5d')).short).toBe('AA5')
    expect(evaluateBreakTwo(parseCards('Jk Kc')).short).toBe('AK')
    expect(evaluateBreakTwo(parseCards('Jk Kc')).kind).toBe('high-card')
    expect(evaluateBreakTwo(parseCards('Jk Ac')).short).toBe('AA')
    expect(evaluateBreakTwo(parseCards('Jk 2c')).kind).toBe('high-card')
  })

  it('refuses two jokers, a wrong count or a code outside 0..52: INVALID_CARD', () => {
    const invalid = (details: object) =>
      expect.objectContaining({ code: 'INVALID_CARD', details: expect.objectContaining(details) })
    expect(() => evaluateBreakTwo([52, 52])).toThrow(invalid({ jokers: 2 }))
    expect(() => evaluateBreakThree([52, 52, 1])).toThrow(invalid({ jokers: 2 }))
    expect(() => evaluateBreakThree(parseCards('Ac Kd'))).toThrow(invalid({ count: 2 }))
    expect(() => evaluateBreakTwo([0, -1])).toThrow(invalid({ code: '-1' }))
  })

  it('refuses to describe a value that no hand has: INVALID_HAND_VALUE', () => {
    const invalid = (value: number) =>
      expect.objectContaining({ code: 'INVALID_HAND_VALUE', details: { value } })
    // kind 4 does not exist; rank field 13 (the joker) never appears in a value
    expect(() => describeBreakValue(4 << 12)).toThrow(invalid(4 << 12))
    expect(() => describeBreakValue((1 << 12) | (13 << 8))).toThrow(invalid((1 << 12) | (13 << 8)))
    expect(describeBreakValue(two('Ac Ad'), 2).short).toBe('AA')
  })
})

describe('Break Poker two-card hands', () => {
  it('rank pairs over high cards, A-A high and 3-2 low: 3-A beats K-Q', () => {
    expect(two('Ac Ad')).toBeGreaterThan(two('Kc Kd'))
    expect(two('2c 2d')).toBeGreaterThan(two('Ac Kd'))
    expect(two('3c Ad')).toBeGreaterThan(two('Kc Qd'))
    expect(two('3c 2d')).toBeLessThan(two('4c 2d'))
    expect(two('Kd 3c')).toBe(two('3s Kh'))
  })
})

describe('legal settings', () => {
  it('allow a two-card pair with trips, a straight or an equal or higher pair', () => {
    expect(legal('Kc Kd', '2c 2d 2h')).toBe(true)
    expect(legal('Ac Ad', 'Ac 2d 3h')).toBe(true)
    expect(legal('Kc Kd', 'Ks Kh 2h')).toBe(true)
    expect(legal('Qc Qd', 'Ks Kh 2h')).toBe(true)
    expect(legal('Jk Ad', 'As Ah 2h')).toBe(true)
  })

  it('refuse K-K in front of Q-Q-x, and any two-card pair with a three-card high card', () => {
    expect(legal('Kc Kd', 'Qs Qh Ah')).toBe(false)
    expect(legal('2c 2d', 'As Kh Jh')).toBe(false)
  })

  it('allow high cards (a, b) in front of (x, y, z) exactly when (x, y) >= (a, b)', () => {
    expect(legal('Ac Qd', 'As Qh 2h')).toBe(true)
    expect(legal('Ac Qd', 'As Kh 2h')).toBe(true)
    expect(legal('Ac Kd', 'As Qh Jh')).toBe(false)
    expect(legal('Kc Qd', 'As 3h 2h')).toBe(true)
    expect(legal('Jk Kd', 'As Kh 2h')).toBe(true)
    expect(legal('Jk Kd', 'As Qh Jh')).toBe(false)
    expect(legal('9c 8d', 'Ts 3h 2h')).toBe(true)
  })

  it('recognise a Lucky Break: a two-card pair with trips or a straight behind', () => {
    expect(isLuckyBreak(two('2c 2d'), three('5c 6d 7h'))).toBe(true)
    expect(isLuckyBreak(two('2c 2d'), three('5c 5d 5h'))).toBe(true)
    expect(isLuckyBreak(two('2c 2d'), three('5c 5d Ah'))).toBe(false)
    expect(isLuckyBreak(two('Ac Kd'), three('5c 5d 5h'))).toBe(false)
  })
})

describe('hot-path forms', () => {
  it('agree with the rank-level tables for every rank triple', () => {
    for (let a = 0; a <= 52; a++) {
      for (let b = 0; b <= 52; b += 5) {
        if (a === 52 && b === 52) continue
        const ra = a === 52 ? BREAK_JOKER_RANK : a % 13
        const rb = b === 52 ? BREAK_JOKER_RANK : b % 13
        expect(breakTwoValue(a, b)).toBe(breakTwoValueOfRanks(ra, rb))
        expect(breakThreeValue(a, b, 7)).toBe(breakThreeValueOfRanks(ra, rb, 7))
      }
    }
  })
})

function allNaturalHighCards(): number[] {
  const out: number[] = []
  for (let a = 0; a < 13; a++)
    for (let b = 0; b < 13; b++)
      for (let c = 0; c < 13; c++) out.push(breakThreeValueOfRanks(a, b, c))
  return out
}
