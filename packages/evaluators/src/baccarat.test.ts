import { parseCard, parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { baccaratPoints, baccaratTotal } from './baccarat.ts'

describe('baccarat points', () => {
  it('count tens and faces 0, aces 1 and 2-9 at face value', () => {
    expect(parseCards('Tc Jd Qh Ks').map(baccaratPoints)).toEqual([0, 0, 0, 0])
    expect(baccaratPoints(parseCard('Ad'))).toBe(1)
    expect(parseCards('2c 3c 4c 5c 6c 7c 8c 9c').map(baccaratPoints)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9,
    ])
  })

  it('total a hand as the last digit of its sum: 7 + 8 = 5', () => {
    expect(baccaratTotal(parseCards('7c 8d'))).toBe(5)
    expect(baccaratTotal(parseCards('5c 5d'))).toBe(0)
    expect(baccaratTotal(parseCards('Kc 9d Ah 4s'))).toBe(4)
    expect(baccaratTotal([])).toBe(0)
  })

  it('refuses the joker and non-codes', () => {
    expect(() => baccaratPoints(52)).toThrow(expect.objectContaining({ code: 'INVALID_CARD' }))
    expect(() => baccaratPoints(1.5)).toThrow(expect.objectContaining({ code: 'INVALID_CARD' }))
  })
})
