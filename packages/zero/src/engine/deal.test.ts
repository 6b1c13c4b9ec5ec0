import { parseCards, stackedDeck } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { zero } from '../game.ts'
import { deal } from '../test-helpers.ts'
import type { ZeroWagers } from './types.ts'

describe('dealing Zero', () => {
  it('deals the player positions 0 and 1, the dealer up card 2 and hole card 3', () => {
    const s = deal('Ac 2d 3h 4s')
    expect(s.dealt).toEqual([
      { position: 0, card: parseCards('Ac')[0], to: 'hand:0' },
      { position: 1, card: parseCards('2d')[0], to: 'hand:0' },
      { position: 2, card: parseCards('3h')[0], to: 'dealer' },
      { position: 3, card: parseCards('4s')[0], to: 'dealer' },
    ])
    expect(s.next).toBe(4)
    expect(s.status).toBe('awaiting-action')
  })

  it('uses a 312-card shoe for six-deck and 416 for eight-deck', () => {
    expect(zero.deckSize(zero.rules())).toBe(312)
    expect(zero.deckSize(zero.rules('eight-deck'))).toBe(416)
    expect(deal('Ac 2d 3h 4s', { zero: 1 }, {}, 'eight-deck').deck.length).toBe(416)
    expect(() => zero.deal(stackedDeck([], 52), zero.rules(), { zero: 1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_DECK' }),
    )
  })

  it('refuses bad wagers', () => {
    for (const w of [
      { zero: 0 },
      { zero: 1.5 },
      { zero: 5, zeroPayouts: -1 },
      { zero: 5, tie: 1 },
    ]) {
      expect(() => deal('Ac 2d 3h 4s', w as ZeroWagers)).toThrow(
        expect.objectContaining({ code: 'INVALID_WAGER' }),
      )
    }
  })
})
