import { parseCard, parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { zeroAdvice } from './advise.ts'
import { zeroMathRules } from './rules.ts'

describe('Zero composition-dependent advisor', () => {
  const rules = zeroMathRules('six-deck', {})
  it('stands on a total of 0 and hits a 6, with the EV of each decision', () => {
    const zero = zeroAdvice(rules, { hand: parseCards('Kd Qs'), up: parseCard('7h') })
    expect(zero.decision).toBe('stand')
    expect(zero.ev.stand!).toBeGreaterThan(zero.ev.hit!)
    const six = zeroAdvice(rules, { hand: parseCards('2d 4s'), up: parseCard('7h') })
    expect(six.decision).toBe('hit')
  })
  it('offers a split on 8 and doubles a three-card 9 against a 5', () => {
    const eight = zeroAdvice(rules, { hand: parseCards('4d 4s'), up: parseCard('5h') })
    expect(eight.ev.split).toBeDefined()
    const nine = zeroAdvice(rules, { hand: parseCards('2d 3s 4c'), up: parseCard('5h') })
    expect(nine.decision).toBe('double')
  })
})
