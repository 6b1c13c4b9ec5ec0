import { parseCard, parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { zeroBasicDecision } from './advise.ts'
import { zeroBasicStrategies } from './tables.ts'

describe('Zero basic strategy advisor', () => {
  const six = zeroBasicStrategies['six-deck']!
  it('reads the two-card, three-card and split tables by total and up card', () => {
    expect(zeroBasicDecision(six, parseCards('Kd Qs'), parseCard('7h'))).toBe('stand')
    expect(zeroBasicDecision(six, parseCards('2d 4s'), parseCard('7h'))).toBe('hit')
    expect(zeroBasicDecision(six, parseCards('4d 4s'), parseCard('7h'))).toBe('split')
    // The split candidates have their own rows by card values: 4-4 against an ace hits.
    expect(six.pairs['4-4']![1]).toBe('H')
    expect(zeroBasicDecision(six, parseCards('4d 4s'), parseCard('Ah'))).toBe('hit')
    expect(zeroBasicDecision(six, parseCards('2d 3s 4c'), parseCard('5h'))).toBe('double')
    expect(zeroBasicDecision(six, parseCards('4d 9s'), parseCard('5h'), true)).toBe('stand')
  })
  it('only stands once no decision is left', () => {
    expect(zeroBasicDecision(six, parseCards('2d 3s 4c 9h'), parseCard('5h'))).toBe('stand')
  })
  it('treats a hand as a split candidate only when the strategy has its pairs row', () => {
    // A strategy made for splitTotals [9] has no rows for the 8s: 4-4 is then read from `two`.
    const pairs = Object.fromEntries(
      Object.entries(six.pairs).filter(
        ([k]) => k.split('-').reduce((t, v) => t + Number(v), 0) % 10 === 9,
      ),
    )
    const nineOnly = { ...six, pairs }
    expect(zeroBasicDecision(nineOnly, parseCards('4d 4s'), parseCard('7h'))).toBe('hit')
    expect(zeroBasicDecision(nineOnly, parseCards('4d 5s'), parseCard('7h'))).toBe(
      zeroBasicDecision(six, parseCards('4d 5s'), parseCard('7h')),
    )
  })
  it('refuses a hand of one card or a code that is not a card with INVALID_CARD', () => {
    expect(() => zeroBasicDecision(six, parseCards('4d'), parseCard('7h'))).toThrow(
      expect.objectContaining({ code: 'INVALID_CARD' }),
    )
    expect(() => zeroBasicDecision(six, [3, 60], parseCard('7h'))).toThrow(
      expect.objectContaining({ code: 'INVALID_CARD' }),
    )
  })
})
