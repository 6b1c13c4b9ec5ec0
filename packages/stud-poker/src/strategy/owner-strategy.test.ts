import { parseCard, parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import {
  hasFlushDraw,
  hasOutsideStraightDraw,
  hasSixCardInsideStraightDraw,
  hasStraightDraw,
  ownerStrategy,
} from './owner-strategy.ts'

const decide = (hand: string, dealer: string) => ownerStrategy(parseCards(hand), parseCard(dealer))
const act = (hand: string, dealer: string) => {
  const d = decide(hand, dealer)
  return { ...d.action, line: d.line }
}

describe('lunar owner strategy: first decision, line by line', () => {
  it('buys a sixth card with any straight or flush', () => {
    expect(act('9c 8d 7h 6s 5c', 'Kd')).toEqual({ type: 'buy', line: 'straight-or-flush' })
    expect(act('Kh 9h 7h 4h 2h', 'Kd')).toEqual({ type: 'buy', line: 'straight-or-flush' })
  })

  it('plays four of a kind', () => {
    expect(act('7c 7d 7h 7s 2c', 'Kd')).toEqual({ type: 'play', line: 'four-of-a-kind' })
  })

  it('buys with a full house when the dealer card matches none of its ranks, else plays', () => {
    expect(act('9c 9d 9h 4s 4c', 'Kd')).toEqual({ type: 'buy', line: 'full-house-buy' })
    expect(act('9c 9d 9h 4s 4c', '4d')).toEqual({ type: 'play', line: 'full-house-play' })
    expect(act('9c 9d 9h 4s 4c', '9s')).toEqual({ type: 'play', line: 'full-house-play' })
  })

  it('exchanges the two odd cards of three of a kind unless the dealer card has the trips rank', () => {
    expect(act('9c 9d 9h Ks 4c', '2d')).toEqual({
      type: 'exchange',
      cards: parseCards('Ks 4c'),
      line: 'trips-exchange',
    })
    expect(act('9c 9d 9h Ks 4c', '9s')).toEqual({ type: 'play', line: 'trips-play' })
  })

  it('plays two pair', () => {
    expect(act('9c 9d 4h 4s Kc', 'Ad')).toEqual({ type: 'play', line: 'two-pair' })
  })

  it('buys with a pair and any straight or flush draw', () => {
    expect(act('9h 9d 7h 4h 2h', 'Ad')).toEqual({ type: 'buy', line: 'pair-draw-buy' })
    expect(act('9c 9d 8h 7s 6c', 'Ad')).toEqual({ type: 'buy', line: 'pair-draw-buy' })
    expect(act('9c 9d 8h 6s 5c', 'Ad')).toEqual({ type: 'buy', line: 'pair-draw-buy' })
  })

  it('plays a pair at or above the dealer card rank, exchanges three cards below it', () => {
    expect(act('Jc Jd 8h 4s 2c', 'Ts')).toEqual({ type: 'play', line: 'pair-play' })
    expect(act('Jc Jd 8h 4s 2c', 'Js')).toEqual({ type: 'play', line: 'pair-play' })
    expect(act('4c 4d Kh 9s 2c', 'Qs')).toEqual({
      type: 'exchange',
      cards: parseCards('Kh 9s 2c'),
      line: 'pair-exchange',
    })
  })

  it('buys with ace-king and a flush draw or a six-card inside straight draw, else exchanges three', () => {
    expect(act('Ah Kh 9h 4h 2c', '5d')).toEqual({ type: 'buy', line: 'ace-king-buy' })
    expect(act('Ah Kd Jc Ts 9h', '5d')).toEqual({ type: 'buy', line: 'ace-king-buy' })
    expect(act('Ah Kd 9c 6s 2h', '5d')).toEqual({
      type: 'exchange',
      cards: parseCards('9c 6s 2h'),
      line: 'ace-king-exchange',
    })
  })

  it('buys with nothing but an outside straight, flush or six-card inside straight draw', () => {
    expect(act('9c 8d 7h 6s 2c', 'Kd')).toEqual({ type: 'buy', line: 'nothing-buy' })
    expect(act('Qh 9h 7h 4h 2c', 'Kd')).toEqual({ type: 'buy', line: 'nothing-buy' })
    expect(act('4c 5d 6h 8s 9c', 'Kd')).toEqual({ type: 'buy', line: 'nothing-buy' })
  })

  it('keeps an ace or king and another face card, exchanging the rest', () => {
    expect(act('Ah Qd 9c 6s 2h', 'Kd')).toEqual({
      type: 'exchange',
      cards: parseCards('9c 6s 2h'),
      line: 'nothing-keep-face',
    })
    expect(act('Kh Jd 9c 6s 2h', 'Ad')).toEqual({
      type: 'exchange',
      cards: parseCards('9c 6s 2h'),
      line: 'nothing-keep-face',
    })
  })

  it('keeps a queen and exchanges four against a dealer card of 5 or lower', () => {
    expect(act('Qh 9d 7c 4s 2h', '5s')).toEqual({
      type: 'exchange',
      cards: parseCards('9d 7c 4s 2h'),
      line: 'nothing-keep-queen',
    })
  })

  it('folds anything else', () => {
    expect(act('Qh 9d 7c 4s 2h', '6s')).toEqual({ type: 'fold', line: 'nothing-fold' })
    expect(act('Ah 9d 7c 4s 2h', '3s')).toEqual({ type: 'fold', line: 'nothing-fold' })
  })
})

describe('lunar owner strategy: second decision', () => {
  it('plays with ace-king-queen or better after a draw, else folds', () => {
    const second = (hand: string) => ownerStrategy(parseCards(hand), parseCard('2d'), true).line
    expect(second('Ah Kd Qc 6s 2h')).toBe('second-play')
    expect(second('Ah Kd Jc 6s 2h 3c')).toBe('second-fold')
    expect(second('7h 7d Jc 6s 2h 3c')).toBe('second-play')
    expect(second('Ah Kd Jc 6s 2h')).toBe('second-fold')
  })
})

describe('draw shapes', () => {
  it('tells outside, inside and six-card inside straight draws and flush draws apart', () => {
    const c = parseCards
    expect(hasOutsideStraightDraw(c('2c 3d 4h 5s Kc'))).toBe(true)
    expect(hasOutsideStraightDraw(c('Ac 2d 3h 4s 9c'))).toBe(false)
    expect(hasOutsideStraightDraw(c('Jc Qd Kh As 5c'))).toBe(false)
    expect(hasStraightDraw(c('Ac 2d 3h 4s 9c'))).toBe(true)
    expect(hasStraightDraw(c('9c Jd Qh Ks 2c'))).toBe(true)
    expect(hasSixCardInsideStraightDraw(c('Ac 2d 3h 5s 6c'))).toBe(true)
    expect(hasSixCardInsideStraightDraw(c('9c Td Jh Ks Ac'))).toBe(true)
    expect(hasSixCardInsideStraightDraw(c('4c 5d 6h 7s 9c'))).toBe(true)
    expect(hasSixCardInsideStraightDraw(c('4c 5d 6h 8s Tc'))).toBe(false)
    expect(hasFlushDraw(c('Ah 9h 7h 4h 2c'))).toBe(true)
    expect(hasFlushDraw(c('Ah 9h 7h 4d 2c'))).toBe(false)
  })
})

describe('lunar owner strategy: errors', () => {
  it('refuses a hand of the wrong size with a coded error (INVALID_CARD)', () => {
    for (const [cards, afterDraw, n] of [
      ['As Ks Qs Js', false, 4],
      ['As Ks Qs Js Ts 9s', false, 6],
      ['As Ks Qs Js Ts 9s 8s', true, 7],
    ] as const) {
      expect(() => ownerStrategy(parseCards(cards), parseCard('2c'), afterDraw)).toThrow(
        expect.objectContaining({ code: 'INVALID_CARD', details: { cards: n } }),
      )
    }
  })
})
