import { describe, expect, it } from 'vitest'
import {
  ACE_RANK,
  cardCode,
  formatCard,
  formatCards,
  fromCard,
  InvalidCardError,
  JACK_RANK,
  JOKER,
  KING_RANK,
  parseCard,
  parseCards,
  QUEEN_RANK,
  rankOf,
  suitOf,
  TEN_RANK,
  toCard,
} from './index.ts'

describe('card codes', () => {
  it('follow the canonical deck: clubs 2..A = 0..12, then diamonds, hearts, spades, joker 52', () => {
    expect(parseCard('2c')).toBe(0)
    expect(parseCard('Ac')).toBe(12)
    expect(parseCard('2d')).toBe(13)
    expect(parseCard('Ah')).toBe(38)
    expect(parseCard('As')).toBe(51)
    expect(parseCard('Jk')).toBe(JOKER)
    expect(rankOf(parseCard('Td'))).toBe(8)
    expect(suitOf(parseCard('Td'))).toBe(1)
    expect(cardCode(12, 3)).toBe(51)
  })

  it('name the rank indices of the ten to the ace as rankOf gives them', () => {
    expect([TEN_RANK, JACK_RANK, QUEEN_RANK, KING_RANK, ACE_RANK]).toEqual([8, 9, 10, 11, 12])
    expect(rankOf(parseCard('Ts'))).toBe(TEN_RANK)
    expect(rankOf(parseCard('Jh'))).toBe(JACK_RANK)
    expect(rankOf(parseCard('Qd'))).toBe(QUEEN_RANK)
    expect(rankOf(parseCard('Kc'))).toBe(KING_RANK)
    expect(rankOf(parseCard('As'))).toBe(ACE_RANK)
  })

  it('round-trip every code through text and objects', () => {
    for (let c = 0; c <= 52; c++) {
      expect(parseCard(formatCard(c))).toBe(c)
      expect(fromCard(toCard(c))).toBe(c)
    }
  })

  it('parse lists separated by spaces or commas, and the 10 spelling', () => {
    expect(parseCards('As Td Jk')).toEqual([51, 21, 52])
    expect(parseCards(' 10h, 2c ')).toEqual([34, 0])
    expect(formatCards([51, 21, 52])).toBe('As Td Jk')
  })

  it('reject malformed cards with INVALID_CARD', () => {
    for (const bad of ['', 'A', 'Ax', '1s', 'AAs', '11s', 'Jj', 'As Kd']) {
      expect(() => parseCard(bad)).toThrow(InvalidCardError)
    }
    try {
      parseCards('As Xx')
    } catch (e) {
      expect((e as InvalidCardError).code).toBe('INVALID_CARD')
    }
    expect(() => formatCard(53)).toThrow(InvalidCardError)
    expect(() => formatCard(1.5)).toThrow(InvalidCardError)
  })
})
