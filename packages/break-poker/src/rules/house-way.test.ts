import { formatCards, parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { houseWay } from './house-way.ts'

const rank = (c: number): number => (c === 52 ? 13 : c % 13)
const byRank = (cs: readonly number[]): string =>
  formatCards([...cs].sort((a, b) => rank(b) - rank(a) || b - a))

function setBy(hand: string): { two: string; three: string; case: number } {
  const s = houseWay(parseCards(hand))
  return { two: byRank(s.two), three: byRank(s.three), case: s.case }
}

describe('the house way', () => {
  it('case 1, pair & trips: the highest possible pair in front, even above the trips', () => {
    expect(setBy('Kc Kd Kh 9c 9d 5c 5d')).toEqual({ two: '9d 9c', three: 'Kh Kd Kc', case: 1 })
    expect(setBy('As Ad 9c 9d 9h 5c 5d')).toEqual({ two: 'As Ad', three: '9h 9d 9c', case: 1 })
  })

  it('case 1 with the joker: kings in front, the joker completes trips with the sevens', () => {
    expect(setBy('Jk Kc Kd 7c 7d 4h 2s')).toEqual({ two: 'Kd Kc', three: 'Jk 7d 7c', case: 1 })
  })

  it('case 2, pair & straight: the highest pair in front, then the strongest straight', () => {
    expect(setBy('9c 9d 5c 5d 6h 7s Ks')).toEqual({ two: '9d 9c', three: '7s 6h 5d', case: 2 })
    expect(setBy('Qc Qd 9h Ts Jc 8d 2s')).toEqual({ two: 'Qd Qc', three: 'Jc Ts 9h', case: 2 })
    expect(setBy('2c 2d Ah 3s 4c 5d Ks')).toEqual({ two: '2d 2c', three: '5d 4c 3s', case: 2 })
  })

  it('case 2 with the joker completing the straight behind a pair', () => {
    expect(setBy('Jk Kc Kd 9c 5d 3h 2s')).toEqual({ two: 'Kd Kc', three: 'Jk 5d 3h', case: 2 })
  })

  it('case 3, no pair & trips: trips behind, the two highest remaining cards in front', () => {
    expect(setBy('8c 8d 8h Ac Kd 5h 2s')).toEqual({ two: 'Ac Kd', three: '8h 8d 8c', case: 3 })
    expect(setBy('8c 8d 8h Jk Kd 5h 2s')).toEqual({ two: 'Jk Kd', three: '8h 8d 8c', case: 3 })
  })

  it('case 3 before case 5 with four of a kind: trips behind, the fourth card in front', () => {
    expect(setBy('Kc Kd Kh Ks 9d 5h 2s')).toEqual({ two: 'Ks 9d', three: 'Kh Kd Kc', case: 3 })
  })

  it('case 4, no pair & straight: A K Q 9 8 7 2 sets A-K in front and 7-8-9 behind', () => {
    expect(setBy('As Ks Qs 9d 8d 7c 2h')).toEqual({ two: 'As Ks', three: '9d 8d 7c', case: 4 })
  })

  it('case 4 with a joker and no pair: an ace-high two-card hand and a straight behind', () => {
    expect(setBy('Jk Kc 9d 8h 7s 4c 2d')).toEqual({ two: 'Jk Kc', three: '9d 8h 7s', case: 4 })
  })

  it('case 4 keeps the joker behind when only it makes a straight, then the best straight', () => {
    expect(setBy('Jk Kc 9d 7h 5s 3c 2d')).toEqual({ two: 'Kc 9d', three: 'Jk 7h 5s', case: 4 })
  })

  it('case 4 comes before case 5: A A K K Q Q 2 sets A-K in front of Q-K-A', () => {
    expect(setBy('As Ad Ks Kd Qs Qd 2c')).toMatchObject({ two: 'As Ks', case: 4 })
    expect(setBy('As Ad Ks Kd Qs Qd 2c').three).toMatch(/^A. K. Q.$/)
  })

  it('case 5, pair & pair: the second-highest pair in front, the highest pair behind', () => {
    expect(setBy('Ac Ad Kc Kd 9h 5s 2c')).toEqual({ two: 'Kd Kc', three: 'Ad Ac 9h', case: 5 })
    expect(setBy('Ac Ad Kc Kd 7h 7s 2c')).toEqual({ two: 'Kd Kc', three: 'Ad Ac 7s', case: 5 })
  })

  it('case 6, no pair & pair: the pair behind, the two highest remaining cards in front', () => {
    expect(setBy('Kc Kd 9h 7s 5c 3d 2h')).toEqual({ two: '9h 7s', three: 'Kd Kc 5c', case: 6 })
  })

  it('case 7, nothing: second and third highest in front, highest with fourth and fifth behind', () => {
    expect(setBy('Kc Jd 9h 7s 5c 3d 2h')).toEqual({ two: 'Jd 9h', three: 'Kc 7s 5c', case: 7 })
  })

  it('does not depend on the order of the cards', () => {
    const cards = parseCards('Jk Kc Kd 7c 7d 4h 2s')
    const a = houseWay(cards)
    const b = houseWay([...cards].reverse())
    expect([a.two, a.three]).toEqual([b.two, b.three])
  })

  it('refuses anything but seven different cards', () => {
    expect(() => houseWay(parseCards('As Ks'))).toThrow(
      expect.objectContaining({ code: 'INVALID_CARD' }),
    )
    expect(() => houseWay(parseCards('As As Qs 9d 8d 7c 2h'))).toThrow(
      expect.objectContaining({ code: 'INVALID_CARD' }),
    )
  })
})
