import { parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { caribbeanDecision, caribbeanRaises } from './caribbean.ts'

const d = (s: Parameters<typeof caribbeanDecision>[0], hand: string, up: string) =>
  caribbeanDecision(s, parseCards(hand), parseCards(up)[0]!)

describe('Caribbean Stud strategies', () => {
  it('raises any pair with pair-plus and folds ace-king', () => {
    expect(d('pair-plus', '2c 2d 7h 9s Jc', 'As')).toBe('play')
    expect(d('pair-plus', 'Ac Kd 7h 9s Jc', '2s')).toBe('fold')
  })
  it('raises A-K-J-8-3 but not A-K-J-8-2 with akj83', () => {
    expect(d('akj83', 'Ac Kd Jh 8s 3c', '2s')).toBe('play')
    expect(d('akj83', 'Ac Kd Jh 8s 2c', '2s')).toBe('fold')
  })
  it('applies each rule of thumb to ace-king', () => {
    // (1) dealer card 2..Q matching one of the player's ranks
    expect(d('rules-of-thumb', 'Ac Kd 9h 6s 3c', '9d')).toBe('play')
    // (2) dealer ace or king, player holds a queen or jack
    expect(d('rules-of-thumb', 'Ac Kd Jh 6s 3c', 'Kh')).toBe('play')
    expect(d('rules-of-thumb', 'Ac Kd 9h 6s 3c', 'Kh')).toBe('fold')
    // (3) no match, a queen, dealer card below the fourth-highest card (6 here)
    expect(d('rules-of-thumb', 'Ac Kd Qh 6s 3c', '4d')).toBe('play')
    expect(d('rules-of-thumb', 'Ac Kd Qh 6s 3c', '7d')).toBe('fold')
    // below ace-king: fold
    expect(d('rules-of-thumb', 'Ac Qd 9h 6s 3c', '9d')).toBe('fold')
  })
})

describe('Caribbean Stud strategy errors', () => {
  const hand = parseCards('Ac Kd 7h 9s Jc')
  const up = parseCards('2s')[0]!

  it('names an unknown strategy instead of folding (UNKNOWN_STRATEGY)', () => {
    const typo = 'rule-of-thumb' as 'rules-of-thumb'
    for (const call of [
      () => caribbeanDecision(typo, hand, up),
      () => caribbeanRaises(typo, 0, hand, up),
    ]) {
      expect(call).toThrow(
        expect.objectContaining({
          code: 'UNKNOWN_STRATEGY',
          details: expect.objectContaining({ option: 'strategy', value: 'rule-of-thumb' }),
        }),
      )
    }
  })

  it('refuses anything but five cards with a coded error (INVALID_CARD)', () => {
    expect(() => caribbeanDecision('pair-plus', hand.slice(0, 4), up)).toThrow(
      expect.objectContaining({ code: 'INVALID_CARD', details: { cards: 4 } }),
    )
  })
})
