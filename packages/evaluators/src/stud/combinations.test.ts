import { parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { classifyCombination, firstCombination, twoCombinations } from './combinations.ts'

const c = parseCards

/** Pays of the two combinations of `cards`, the winning hand being `winning`. */
function pays(cards: string, winning: string, straightPlusPair?: 'straight-and-pair') {
  return twoCombinations(c(cards), c(winning), straightPlusPair ? { straightPlusPair } : {})
}

describe('two combinations (examples of docs/rules/stud-family.md)', () => {
  it('pays four of a kind + ace-king = 21 for K K K K A', () => {
    const r = pays('Kc Kd Kh Ks Ad', 'Kc Kd Kh Ks Ad')
    expect(r.first?.kind).toBe('four-of-a-kind')
    expect(r.second?.kind).toBe('ace-king')
    expect(r.second?.cards).toContain(c('Ad')[0])
    expect(r.pays).toBe(21)
  })

  it('pays four of a kind + full house = 27 for K K K K 5 5, read literally (docs/rules/stud-family.md, "Two combinations")', () => {
    const r = pays('Kc Kd Kh Ks 5d 5h', 'Kc Kd Kh Ks 5d')
    expect([r.first?.kind, r.second?.kind, r.pays]).toEqual(['four-of-a-kind', 'full-house', 27])
    const t = pays('Ac Ad Ah Kc Kd Kh', 'Ac Ad Ah Kc Kd')
    expect([t.first?.kind, t.second?.kind, t.pays]).toEqual(['full-house', 'full-house', 14])
  })

  it('pays pair + ace-king = 2 for A K 5 5 T', () => {
    const r = pays('Ah Kd 5c 5s Th', 'Ah Kd 5c 5s Th')
    expect([r.first?.kind, r.second?.kind, r.pays]).toEqual(['pair', 'ace-king', 2])
  })

  it('pays two pair + ace-king = 3 for A A J J K', () => {
    const r = pays('Ah Ad Jc Js Kh', 'Ah Ad Jc Js Kh')
    expect([r.first?.kind, r.second?.kind, r.pays]).toEqual(['two-pair', 'ace-king', 3])
  })

  it('pays straight + ace-king = 5 for 5 4 3 2 A + K', () => {
    const r = pays('5h 4d 3c 2s Ah Kc', '5h 4d 3c 2s Ah')
    expect([r.first?.kind, r.second?.kind, r.pays]).toEqual(['straight', 'ace-king', 5])
  })

  it('pays straight + straight = 8 for 8 7 6 5 4 + 5 (two-straights)', () => {
    const r = pays('8h 7d 6c 5s 4h 5d', '8h 7d 6c 5s 4h')
    expect([r.first?.kind, r.second?.kind, r.pays]).toEqual(['straight', 'straight', 8])
  })

  it('pays straight + pair = 5 for 8 7 6 5 4 + 5 under straight-and-pair', () => {
    const r = pays('8h 7d 6c 5s 4h 5d', '8h 7d 6c 5s 4h', 'straight-and-pair')
    expect([r.first?.kind, r.second?.kind, r.pays]).toEqual(['straight', 'pair', 5])
  })

  it('pays flush + flush = 10 for six hearts K Q 9 7 6 3', () => {
    const r = pays('Kh Qh 9h 7h 6h 3h', 'Kh Qh 9h 7h 6h')
    expect([r.first?.kind, r.second?.kind, r.pays]).toEqual(['flush', 'flush', 10])
    expect(r.second?.cards).toContain(c('3h')[0])
  })

  it('pays two pair + two pair = 4 for Q Q 6 6 3 3', () => {
    const r = pays('Qh Qd 6c 6s 3h 3d', 'Qh Qd 6c 6s 3h')
    expect([r.first?.kind, r.second?.kind, r.pays]).toEqual(['two-pair', 'two-pair', 4])
  })

  it('pays full house + ace-king = 8 for A A A K 8 8', () => {
    const r = pays('Ah Ad Ac Ks 8h 8d', 'Ah Ad Ac 8h 8d')
    expect([r.first?.kind, r.second?.kind, r.pays]).toEqual(['full-house', 'ace-king', 8])
  })

  it('pays royal flush + straight flush = 150 for A K Q J T 9 of hearts', () => {
    const r = pays('Ah Kh Qh Jh Th 9h', 'Ah Kh Qh Jh Th')
    expect([r.first?.kind, r.second?.kind, r.pays]).toEqual(['royal-flush', 'straight-flush', 150])
  })

  it('pays full house + ace-king = 8 for 5 5 5 A A K', () => {
    const r = pays('5h 5d 5c As Ah Kd', '5h 5d 5c As Ah')
    expect([r.first?.kind, r.second?.kind, r.pays]).toEqual(['full-house', 'ace-king', 8])
  })
})

describe('two combinations (edges)', () => {
  it('pays one combination when no other card makes a paying one', () => {
    const r = pays('Ah Ad 9c 7s 4h', 'Ah Ad 9c 7s 4h')
    expect([r.first?.kind, r.second, r.pays]).toEqual(['pair', null, 1])
  })

  it('does not count a second combination made only of the first one cards', () => {
    // the full house's own pair (8 8) uses no new card
    const r = pays('Ah Ad Ac 8h 8d', 'Ah Ad Ac 8h 8d')
    expect(r.second).toBeNull()
    expect(r.pays).toBe(7)
  })

  it('pays ace-king as the first combination of a winning high-card hand', () => {
    const r = pays('Ah Kd 9c 7s 4h', 'Ah Kd 9c 7s 4h')
    expect([r.first?.kind, r.first?.cards.length, r.pays]).toEqual(['ace-king', 2, 1])
  })

  it('counts a different straight of six connected cards under straight-and-pair', () => {
    const r = pays('9h 8d 7c 6s 5h 4d', '9h 8d 7c 6s 5h', 'straight-and-pair')
    expect([r.second?.kind, r.pays]).toEqual(['straight', 8])
  })

  it('rejects a winning hand that is not five of the cards, or 4 or 7 cards: INVALID_CARD', () => {
    const invalid = (details: object) => expect.objectContaining({ code: 'INVALID_CARD', details })
    expect(() => twoCombinations(c('Ah Kd 9c 7s 4h'), c('Ah Kd 9c 7s 4d'))).toThrow(
      invalid({ winning: c('Ah Kd 9c 7s 4d') }),
    )
    expect(() => twoCombinations(c('Ah Kd 9c 7s 4h'), c('Ah Kd 9c 7s'))).toThrow(
      invalid({ winning: c('Ah Kd 9c 7s') }),
    )
    expect(() => twoCombinations(c('Ah Kd 9c 7s'), c('Ah Kd 9c 7s'))).toThrow(invalid({ count: 4 }))
    expect(() => twoCombinations(c('Ah Kd 9c 7s 4h 3h 2h'), c('Ah Kd 9c 7s 4h'))).toThrow(
      invalid({ count: 7 }),
    )
  })

  it('classifies only exact defining sets', () => {
    expect(classifyCombination(c('Ah Kd'))).toBe('ace-king')
    expect(classifyCombination(c('Ah Ad Kd'))).toBeNull()
    expect(classifyCombination(c('5h 4h 3h 2h Ah'))).toBe('straight-flush')
    expect(classifyCombination(c('Kh Ah 3d 4c 5s'))).toBeNull()
    expect(firstCombination(c('Qh Jd 9c 7s 4h'))).toBeNull()
  })
})
