import { type CardCode, parseCards, stackedDeck } from '@felt/cards'
import { breakPoker } from './game.ts'
import type { BreakPokerSeatWager, BreakPokerState } from './types.ts'

/**
 * Deals one round from a stacked deck: each seat's seven cards, then the dealer's. Suits never
 * matter in Break Poker, so a dealer card that a seat already holds is given another suit.
 */
export function dealStacked(
  hands: readonly string[],
  dealer: string,
  wagers: readonly BreakPokerSeatWager[] = hands.map(() => ({ main: 10 })),
  overrides: Record<string, unknown> = {},
): BreakPokerState {
  const seats = hands.flatMap((h) => parseCards(h))
  const used = new Set(seats)
  const dealerCards = parseCards(dealer).map((c) => {
    let card = c
    for (let k = 0; used.has(card) && card !== 52 && k < 4; k++) card = (card + 13) % 52
    if (used.has(card)) throw new Error(`no free suit for dealer card ${card}`)
    used.add(card)
    return card
  })
  const top = [...seats, ...dealerCards]
  return breakPoker.deal(stackedDeck(top, 53), breakPoker.rules('standard', overrides), {
    seats: wagers,
  })
}

/** A setting action from text. */
export function set(
  two: string,
  three: string,
): {
  type: 'set'
  two: [CardCode, CardCode]
  three: [CardCode, CardCode, CardCode]
} {
  return {
    type: 'set',
    two: parseCards(two) as [CardCode, CardCode],
    three: parseCards(three) as [CardCode, CardCode, CardCode],
  }
}
