// Stacked stud rounds for the advisor's unit tests, as the page receives them from the API.
import { parseCards, stackedDeck } from '@felt/cards'
import { type StudAction, type StudState, studPoker } from '@felt/stud-poker'
import type { GameInfo, LegalAction, RoundOut } from './api.ts'

/** `GET /v1/games` of a server that publishes the stock stud rule sets. */
export const GAMES = [{ id: 'stud-poker', rulesets: studPoker.rulesets } as unknown as GameInfo]

/**
 * A stud round dealt from a stacked deck: each box's five, the dealer's five, then `next`
 * (the cards a draw or a replacement takes), the rest of the deck in canonical order.
 */
export function dealt(
  ruleset: string,
  boxes: readonly string[],
  dealer: string,
  next = '',
): StudState {
  const rules = studPoker.rules(ruleset)
  const deck = stackedDeck(parseCards([...boxes, dealer, next].join(' ').trim()), 52)
  const wager = rules.superWager ? { ante: 10, super: 10 } : { ante: 10 }
  return studPoker.deal(deck, rules, { boxes: boxes.map(() => wager) })
}

/** The state after each action in turn (cards named as text). */
export function acted(
  state: StudState,
  ...actions: readonly (Omit<StudAction, 'cards'> & { cards?: string })[]
): StudState {
  return actions.reduce((s, { cards, ...a }) => {
    return studPoker.act(s, cards === undefined ? a : { ...a, cards: parseCards(cards) })
  }, state)
}

/** A stud round as the API answers it: the player's view and the legal actions. */
export function roundOf(state: StudState): Extract<RoundOut, { game: 'stud-poker' }> {
  return {
    id: 'r1',
    seed: 0,
    nonce: 0,
    game: 'stud-poker',
    ruleset: state.rules.name,
    status: state.status,
    view: studPoker.view(state),
    legalActions: studPoker.legalActions(state) as unknown as LegalAction[],
  }
}
