import { formatCards, InvalidCardError, parseCards, toCard } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import {
  CATEGORY_FLOORS,
  CATEGORY_INDEX,
  categoryIndexOf,
  categoryOf,
  HAND_CATEGORIES,
} from './category.ts'
import { describeHand } from './describe.ts'
import { evaluate } from './evaluate.ts'
import { rankCards } from './rank.ts'

const best = (text: string): string => formatCards(evaluate(parseCards(text)).best)

describe('evaluate', () => {
  it('returns the strength, category and the five cards used, in order of importance', () => {
    const result = evaluate(parseCards('2c Kd 9h Ks 9c 3d 4h'))
    expect(result.category).toBe('two-pair')
    expect(result.strength).toBe(rankCards(parseCards('Kd Ks 9h 9c 4h')))
    expect(formatCards(result.best)).toBe('Kd Ks 9h 9c 4h')
  })

  it('orders groups before kickers and higher groups first', () => {
    expect(best('3c 3d Ah 3s Ac')).toBe('3c 3d 3s Ah Ac')
    expect(best('7c 9d 7h Ks 7s 7d 2c')).toBe('7c 7h 7s 7d Ks')
    expect(best('5c 9d Qh 5s Ac 2d')).toBe('5c 5s Ac Qh 9d')
    expect(best('Ac Kc 9c 5c 2c Ad As')).toBe('Ac Kc 9c 5c 2c')
  })

  it('orders a wheel from the five down with the ace last', () => {
    expect(best('Ah 2c 3d 4s 5h Kd Kc')).toBe('5h 4s 3d 2c Ah')
    expect(best('Ah 2h 3h 4h 5h')).toBe('5h 4h 3h 2h Ah')
    expect(evaluate(parseCards('Ah 2h 3h 4h 5h')).category).toBe('straight-flush')
  })

  it('orders a straight from the top card down and names a royal flush', () => {
    expect(best('9c Td Jh Qs Kc 2d 3d')).toBe('Kc Qs Jh Td 9c')
    const royal = evaluate(parseCards('Ts Js Qs Ks As 9s 2d'))
    expect(royal.category).toBe('royal-flush')
    expect(formatCards(royal.best)).toBe('As Ks Qs Js Ts')
  })

  it('accepts Card objects and answers with codes', () => {
    const codes = parseCards('As Ad Kh Ks 2c 3d 4h')
    const result = evaluate(codes.map(toCard))
    expect(result).toEqual(evaluate(codes))
    expect(formatCards(result.best)).toBe('As Ad Kh Ks 4h')
    expect(() => evaluate([...codes.slice(0, 4).map(toCard), { joker: true }])).toThrow(
      InvalidCardError,
    )
  })

  it('throws INVALID_CARD for a wrong count, a bad code or a duplicate card', () => {
    expect(() => evaluate(parseCards('As Ks Qs Js'))).toThrow(InvalidCardError)
    expect(() => evaluate(parseCards('As Ks Qs Js Ts 9s 8s 7s'))).toThrow(InvalidCardError)
    expect(() => evaluate([0, 1, 2, 3, 52])).toThrow(InvalidCardError)
    expect(() => evaluate([0, 1, 2, 3, 1.5])).toThrow(InvalidCardError)
    expect(() => evaluate([0, 1, 2, 3, 3])).toThrow(/twice/)
    expect(() => rankCards([0, 1, 2, 3, -1])).toThrow(InvalidCardError)
  })
})

describe('describeHand', () => {
  it('names hands as players say them', () => {
    const d = (text: string): string => describeHand(rankCards(parseCards(text)))
    expect(d('Ah Kh Qh Jh Th')).toBe('royal flush')
    expect(d('9h 8h 7h 6h 5h')).toBe('straight flush, nine high')
    expect(d('5h 4h 3h 2h Ah')).toBe('straight flush, five high')
    expect(d('Kc Kd Kh Ks 2c')).toBe('four of a kind, kings')
    expect(d('Kc Kd Kh 7s 7c')).toBe('full house, kings over sevens')
    expect(d('Ac 9c 7c 5c 3c')).toBe('flush, ace high')
    expect(d('Ac 2d 3h 4s 5c')).toBe('straight, five high')
    expect(d('6c 6d 6h As Kc')).toBe('three of a kind, sixes')
    expect(d('Kc Kd 7h 7s 2c')).toBe('two pair, kings and sevens')
    expect(d('Kc Kd 7h 8s 2c')).toBe('pair of kings')
    expect(d('Ac Td 7h 8s 2c')).toBe('high card, ace')
  })
})

describe('a hand strength outside 1..7462', () => {
  it('has no category or description: INVALID_HAND_VALUE with the value', () => {
    const invalid = (value: number) =>
      expect.objectContaining({ code: 'INVALID_HAND_VALUE', details: { value } })
    expect(() => describeHand(0)).toThrow(invalid(0))
    expect(() => categoryOf(7463)).toThrow(invalid(7463))
    expect(() => categoryOf(1.5)).toThrow(invalid(1.5))
    expect([categoryOf(1), categoryOf(7462)]).toEqual(['high-card', 'royal-flush'])
    expect(() => categoryIndexOf(0)).toThrow(invalid(0))
  })
})

describe('the category of every strength', () => {
  it('is the last category whose floor the strength reaches, in the table and by name', () => {
    expect(CATEGORY_INDEX.length).toBe(7463)
    expect(CATEGORY_INDEX[0]).toBe(0)
    for (let s = 1; s <= 7462; s++) {
      let i = 0
      while (i + 1 < CATEGORY_FLOORS.length && CATEGORY_FLOORS[i + 1]! <= s) i++
      expect([CATEGORY_INDEX[s], categoryIndexOf(s), categoryOf(s)]).toEqual([
        i,
        i,
        HAND_CATEGORIES[i],
      ])
    }
  })
})
