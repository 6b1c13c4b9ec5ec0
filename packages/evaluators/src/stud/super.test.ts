import { parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { SUPER_CATEGORIES, superCategories, superCategoryBits, superLine } from './super.ts'

const line = (cards: string) => superLine(parseCards(cards))

describe('Lunar Super categories', () => {
  it('pays four of a kind 250 over five face cards', () => {
    expect(line('Kh Kd Kc Ks Qh')).toEqual({ category: 'four-of-a-kind', pays: 250 })
  })
  it('pays five face cards 120 over a full house of faces', () => {
    expect(line('Jh Jd Jc Qs Qh')).toEqual({ category: 'five-face-cards', pays: 120 })
    expect(line('Jh Qd Kc Qs Kh')).toEqual({ category: 'five-face-cards', pays: 120 })
  })
  it('pays full house 100', () => {
    expect(line('9h 9d 9c 4s 4h')).toEqual({ category: 'full-house', pays: 100 })
  })
  it('pays flush 60, also for a straight flush', () => {
    expect(line('Ah 9h 7h 4h 2h')).toEqual({ category: 'flush', pays: 60 })
    expect(line('9s 8s 7s 6s 5s')).toEqual({ category: 'flush', pays: 60 })
  })
  it('pays straight 30, also for A K Q J T and 5 4 3 2 A', () => {
    expect(line('Ah Kd Qc Js Th')).toEqual({ category: 'straight', pays: 30 })
    expect(line('5h 4d 3c 2s Ah')).toEqual({ category: 'straight', pays: 30 })
  })
  it('pays three of a kind 8', () => {
    expect(line('7h 7d 7c Ks 2h')).toEqual({ category: 'three-of-a-kind', pays: 8 })
  })
  it('pays ace-king-queen 5', () => {
    expect(line('Ah Kd Qc 4s 2h')).toEqual({ category: 'ace-king-queen', pays: 5 })
  })
  it('pays five cards of one colour 2 (hearts and diamonds are red)', () => {
    expect(line('Ah Kd 9h 4d 2h')).toEqual({ category: 'one-colour', pays: 2 })
    expect(line('Ac Ks 9c 4s 2c')).toEqual({ category: 'one-colour', pays: 2 })
  })
  it('pays nothing for a pair of mixed colours', () => {
    expect(line('Ah Ad 9c 4s 2h')).toBeNull()
  })
  it('lists every category that applies', () => {
    expect(superCategories(parseCards('Ah Kh Qh Jh Th'))).toEqual([
      'flush',
      'straight',
      'ace-king-queen',
      'one-colour',
    ])
  })
  it('takes the highest line of a custom table', () => {
    expect(superLine(parseCards('Ah Kh Qh Jh Th'), { 'ace-king-queen': 500, flush: 60 })).toEqual({
      category: 'ace-king-queen',
      pays: 500,
    })
  })
})

describe('the Super line bits', () => {
  it('set bit i for SUPER_CATEGORIES[i], as superCategories lists them', () => {
    for (const text of ['Ah Kh Qh Jh Th', 'Jh Jd Jc Qs Qh', 'Kh Kd Kc Ks Qh', 'Ah Ad 9c 4s 2h']) {
      const [a, b, c, d, e] = parseCards(text) as [number, number, number, number, number]
      const bits = superCategoryBits(a, b, c, d, e)
      expect(SUPER_CATEGORIES.filter((_, i) => bits & (1 << i))).toEqual(
        superCategories([a, b, c, d, e]),
      )
    }
    const [a, b, c, d, e] = parseCards('Ah Kh Qh Jh Th') as [number, number, number, number, number]
    expect(superCategoryBits(a, b, c, d, e)).toBe(
      (1 << SUPER_CATEGORIES.indexOf('flush')) |
        (1 << SUPER_CATEGORIES.indexOf('straight')) |
        (1 << SUPER_CATEGORIES.indexOf('ace-king-queen')) |
        (1 << SUPER_CATEGORIES.indexOf('one-colour')),
    )
  })
})

describe('the Super on anything but five cards', () => {
  it('is refused: INVALID_CARD with the count', () => {
    const invalid = (count: number) =>
      expect.objectContaining({ code: 'INVALID_CARD', details: { count } })
    expect(() => superCategories(parseCards('Kh Kd Kc Ks'))).toThrow(invalid(4))
    expect(() => superLine(parseCards('Kh Kd Kc Ks Qh Qd'))).toThrow(invalid(6))
  })

  it('is refused: INVALID_CARD for a joker or a card given twice', () => {
    const invalid = (code: number) =>
      expect.objectContaining({ code: 'INVALID_CARD', details: { code } })
    expect(() => superCategories(parseCards('Kh Kh Kc Ks Qh'))).toThrow(
      invalid(parseCards('Kh')[0]!),
    )
    expect(() => superLine(parseCards('Jk Kd Kc Ks Qh'))).toThrow(
      expect.objectContaining({ code: 'INVALID_CARD', details: { code: '52' } }),
    )
  })
})
