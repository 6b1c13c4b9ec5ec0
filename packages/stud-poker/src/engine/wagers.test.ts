import { canonicalDeck } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { codeOf } from '../test-helpers.ts'

describe('wagers', () => {
  const deck = canonicalDeck()

  it.each([
    ['Super below the Ante', 'lunar', [{ ante: 10, super: 5 }]],
    ['a missing Super', 'lunar', [{ ante: 10 }]],
    ['a Super where there is none', 'caribbean-stud', [{ ante: 10, super: 10 }]],
    ['a dealer Super where there is none', 'russian', [{ ante: 10, dealerSuper: 10 }]],
    ['a Bonus where there is none', 'lunar', [{ ante: 10, super: 10, bonus: 5 }]],
    ['an Ante of 0', 'caribbean-stud', [{ ante: 0 }]],
    ['a fractional Ante', 'caribbean-stud', [{ ante: 2.5 }]],
    ['an unknown wager', 'caribbean-stud', [{ ante: 10, raise: 20 }]],
    ['no boxes', 'caribbean-stud', []],
    ['seven boxes', 'caribbean-stud', Array(7).fill({ ante: 1 })],
  ])('refuses %s (INVALID_WAGER)', (_, name, boxes) => {
    expect(codeOf(() => studPoker.deal(deck, studPoker.rules(name), { boxes } as never))).toBe(
      'INVALID_WAGER',
    )
  })
})
