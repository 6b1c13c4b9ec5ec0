import {
  formatCards,
  IllegalActionError,
  parseCards,
  type Settlement,
  stackedDeck,
} from '@felt/cards'
import { expect } from 'vitest'
import type {
  ZeroAction,
  ZeroActionType,
  ZeroDetails,
  ZeroState,
  ZeroWagers,
} from './engine/types.ts'
import { zero } from './game.ts'
import type { ZeroOverrides } from './rules/rulesets.ts'

/** Deals from a shoe whose top cards are `cards`, in deal order (six decks by default). */
export function deal(
  cards: string,
  wagers: ZeroWagers = { zero: 10 },
  overrides: ZeroOverrides = {},
  ruleset = 'six-deck',
): ZeroState {
  const rules = zero.rules(ruleset, overrides)
  return zero.deal(stackedDeck(parseCards(cards), zero.deckSize(rules)), rules, wagers)
}

/** Plays action types in turn on the playing hand. */
export function play(state: ZeroState, ...types: ZeroActionType[]): ZeroState {
  return types.reduce((s, type) => zero.act(s, { type }), state)
}

/** The settlement of a complete round. */
export const settle = (state: ZeroState): Settlement<ZeroDetails> => zero.settle(state).settlement

/** A hand's cards as text. */
export const cardsOf = (s: ZeroState, hand = 0): string => formatCards(s.hands[hand]!.cards)

/**
 * Expects `act` to refuse the action with `error` (and `reason`, when given), leaving the
 * state unchanged.
 */
export function expectRefused(
  state: ZeroState,
  action: ZeroAction,
  error: unknown = IllegalActionError,
  reason?: string,
): void {
  const before = structuredClone(state)
  expect(() => zero.act(state, action)).toThrow(error as never)
  if (reason !== undefined) {
    expect(() => zero.act(state, action)).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ reason }) }),
    )
  }
  expect(state).toEqual(before)
}
