import { ACE_RANK, cardCode, KING_RANK, parseCards, rankOf } from '@felt/cards'
import { categoryOf, rankCards } from '@felt/evaluators'
import { describe, expect, it } from 'vitest'
import { handValue, qualifies } from '../engine/hand.ts'
import { DEALER_QUALIFYING_STRENGTH } from './facts.ts'

describe('the dealer qualifying strength', () => {
  it('is A-K-4-3-2 for ace-king and the lowest pair, 2-2-5-4-3, for pair', () => {
    expect(DEALER_QUALIFYING_STRENGTH['ace-king']).toBe(rankCards(parseCards('Ah Kc 4d 3s 2c')))
    expect(DEALER_QUALIFYING_STRENGTH.pair).toBe(rankCards(parseCards('2h 2c 5d 4s 3c')))
  })

  it('qualifies, with ace-king, exactly the high cards holding an ace and a king, and every pair', () => {
    // Every set of five ranks, of mixed suits (1,287: high cards and straights).
    for (let mask = 0; mask < 1 << 13; mask++) {
      const ranks = [...Array(13).keys()].filter((r) => mask & (1 << r))
      if (ranks.length !== 5) continue
      const cards = ranks.map((r, i) => cardCode(r, i === 0 ? 1 : 0))
      const highCard = categoryOf(rankCards(cards)) === 'high-card'
      const aceKing =
        cards.some((c) => rankOf(c) === ACE_RANK) && cards.some((c) => rankOf(c) === KING_RANK)
      expect(qualifies(handValue(cards), 'ace-king')).toBe(!highCard || aceKing)
      expect(qualifies(handValue(cards), 'pair')).toBe(!highCard)
    }
    for (const pair of ['2c 2d 5h 4s 3c', 'Ac Ad Kh Qs Jc', '7c 7d 7h 2s 3c']) {
      expect(qualifies(handValue(parseCards(pair)), 'ace-king')).toBe(true)
      expect(qualifies(handValue(parseCards(pair)), 'pair')).toBe(true)
    }
  })

  it('follows the examples of the rules', () => {
    expect(qualifies(handValue(parseCards('Ac Kd 8h 6s 3c')), 'ace-king')).toBe(true)
    expect(qualifies(handValue(parseCards('Qc Jd 8h 6s 3c')), 'ace-king')).toBe(false)
    expect(qualifies(handValue(parseCards('Ac Kd 8h 6s 3c')), 'pair')).toBe(false)
  })
})
