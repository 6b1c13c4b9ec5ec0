import { canonicalDeck } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { codeOf } from '../test-helpers.ts'

const lunar = studPoker.rules('lunar')

describe('decks and rules', () => {
  const deck = canonicalDeck()

  it('refuses a deck that is not 52 distinct cards', () => {
    expect(
      codeOf(() => studPoker.deal(deck.slice(1), lunar, { boxes: [{ ante: 1, super: 1 }] })),
    ).toBe('INVALID_DECK')
  })

  it('validates rules handed straight to deal', () => {
    const bad = { ...lunar, anteOnWin: 'double' } as never
    expect(codeOf(() => studPoker.deal(deck, bad, { boxes: [{ ante: 1, super: 1 }] }))).toBe(
      'INVALID_RULES',
    )
  })
})
