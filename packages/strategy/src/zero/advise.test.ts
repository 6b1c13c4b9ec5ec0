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
})
