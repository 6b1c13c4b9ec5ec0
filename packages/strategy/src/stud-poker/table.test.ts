import { parseCard, parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import {
  canonicalIndex,
  canonicalSituation,
  forEachCanonicalHand,
  HANDS_PER_UP,
} from './situations.ts'
import { fromRankOrder, loadStudTable, studTableOf, toRankOrder } from './table.ts'

describe('stud situations', () => {
  it('numbers the canonical hands of an up rank 0..HANDS_PER_UP-1, weights covering every hand', () => {
    let n = 0
    let weight = 0
    let misnumbered = 0
    forEachCanonicalHand(5, (hand, index, w) => {
      if (index !== n++) misnumbered++
      weight += w
      if (index % 997 === 0 && canonicalIndex(5, hand) !== index) misnumbered++
    })
    expect(misnumbered).toBe(0)
    expect(n).toBe(HANDS_PER_UP)
    expect(weight).toBe(2_349_060) // C(51, 5)
  })

  it('maps a situation and its suit-permuted twins to one canonical hand', () => {
    const a = canonicalSituation(parseCards('As Ks 7d 7h 2c'), parseCard('9s'))
    const b = canonicalSituation(parseCards('Ah Kh 7c 7s 2d'), parseCard('9h'))
    expect(a.upRank).toBe(7)
    expect(a.cards).toEqual(b.cards)
    expect(a.original).toHaveLength(5)
  })

  it('rejects anything but five distinct cards and another up card', () => {
    for (const [cards, up] of [
      [parseCards('As Ks 7d 7h'), parseCard('9s')],
      [parseCards('As Ks 7d 7h 2c'), parseCard('As')],
      [[0, 1, 2, 3, 52], 5],
    ] as const) {
      expect(() => canonicalSituation(cards, up)).toThrow(
        expect.objectContaining({ code: 'INVALID_CARD' }),
      )
    }
  })

  it('turns draw masks into rank order and back', () => {
    const hand = canonicalSituation(parseCards('2c 9d Ah 5s Kd'), parseCard('3c')).cards
    for (let code = 0; code < 40; code++)
      expect(fromRankOrder(toRankOrder(code, hand), hand)).toBe(code)
  })
})

describe('oasis strategy table', () => {
  it('plays four of a kind, and answers suit-permuted twins alike', async () => {
    const table = await loadStudTable('oasis')
    expect(table.best(parseCards('Ks Kd Kh Kc 2s'), parseCard('9h'))).toEqual({
      action: 'play',
      discard: [],
    })
    const a = table.best(parseCards('Js 9d 6c 4h 3s'), parseCard('Ac'))
    const b = table.best(parseCards('Jh 9s 6d 4c 3h'), parseCard('Ad'))
    expect(a.action).toBe(b.action)
    expect(a.discard.map((c) => c % 13)).toEqual(b.discard.map((c) => c % 13))
  })

  it('refuses a table of the wrong size and a hand that is not canonical, with coded errors', () => {
    expect(() => studTableOf('oasis', new Uint8Array(3))).toThrow(
      expect.objectContaining({ code: 'INVALID_TABLE', details: { rows: 3 } }),
    )
    const bad = studTableOf('oasis', new Uint8Array(13 * HANDS_PER_UP).fill(5))
    expect(() => bad.best(parseCards('Ks Kd Kh Kc 2s'), parseCard('9h'))).toThrow(
      expect.objectContaining({ code: 'INVALID_TABLE', details: { code: 5 } }),
    )
    // canonical hands are in clubs first: the spade flush is the canonical club flush's twin
    expect(() => canonicalIndex(5, parseCards('9s Js Qs Ks As'))).toThrow(
      expect.objectContaining({ code: 'INVALID_CARD' }),
    )
  })

  it('refuses a rule set without a table', () => {
    expect(() => loadStudTable('caribbean-stud' as 'oasis')).toThrow(
      expect.objectContaining({ code: 'INVALID_RULES' }),
    )
  })
})
