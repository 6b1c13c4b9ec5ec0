import { formatCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { breakPoker } from '../game.ts'
import { DEALER_ACE_HIGH, DEALER_LUCKY_BREAK, dealStacked } from '../test-helpers.ts'

describe('dealing Break Poker', () => {
  it('deals seven consecutive cards to each seat in order, then seven to the dealer', () => {
    const state = dealStacked(
      ['Ad Kd 9d 7h 6h 4h 2h', '2c 8d 5h 6d 7c 9c Tc', 'Kc Kh Ks 9s 8s 3c 3h'],
      DEALER_LUCKY_BREAK,
    )
    expect(state.dealt.map((d) => d.position)).toEqual([...Array(28).keys()])
    expect(state.dealt.slice(0, 7).every((d) => d.to === 'seat:0')).toBe(true)
    expect(state.dealt.slice(14, 21).every((d) => d.to === 'seat:2')).toBe(true)
    expect(state.dealt.slice(21).every((d) => d.to === 'dealer')).toBe(true)
    expect(formatCards(state.seats[1]!.cards)).toBe('2c 8d 5h 6d 7c 9c Tc')
    expect(formatCards(state.dealer.cards)).toBe(DEALER_LUCKY_BREAK)
    expect(state.next).toBe(28)
    expect(breakPoker.deckSize(state.rules)).toBe(53)
  })

  it('stakes every wager, side bets included', () => {
    const state = dealStacked(['Ac Kd 9h 7s 5c 4d 2h'], DEALER_ACE_HIGH, [
      { main: 10, luckyBreak: 5, bonus: 2 },
    ])
    expect(state.staked).toBe(17)
  })

  it('refuses bad wagers and decks with named errors', () => {
    const rules = breakPoker.rules()
    const deck = [...Array(53).keys()]
    expect(() => breakPoker.deal(deck, rules, { seats: [] })).toThrow(
      expect.objectContaining({ code: 'INVALID_WAGER' }),
    )
    expect(() => breakPoker.deal(deck, rules, { seats: Array(7).fill({ main: 1 }) })).toThrow(
      expect.objectContaining({ code: 'INVALID_WAGER' }),
    )
    expect(() => breakPoker.deal(deck, rules, { seats: [{ main: 0 }] })).toThrow(
      expect.objectContaining({ code: 'INVALID_WAGER' }),
    )
    expect(() => breakPoker.deal(deck, rules, { seats: [{ main: 5, bonus: -1 }] })).toThrow(
      expect.objectContaining({ code: 'INVALID_WAGER' }),
    )
    expect(() => breakPoker.deal(deck, rules, { seats: [{ main: 5, ante: 1 } as never] })).toThrow(
      expect.objectContaining({ code: 'INVALID_WAGER' }),
    )
    expect(() => breakPoker.deal(deck.slice(1), rules, { seats: [{ main: 5 }] })).toThrow(
      expect.objectContaining({ code: 'INVALID_DECK' }),
    )
  })
})
