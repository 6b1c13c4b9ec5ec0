import { type CardCode, canonicalDeck } from '@felt/cards'
import { UnsupportedDeckSizeError } from './errors.ts'

/** The deck and shoe sizes `v1` deals: 52, 53 (52 + joker), 312 (6 decks), 416 (8 decks). */
export const DECK_SIZES: readonly DeckSize[] = [52, 53, 312, 416]
/** A supported deck or shoe size. */
export type DeckSize = 52 | 53 | 312 | 416

/**
 * Checks a deck size.
 * @throws {UnsupportedDeckSizeError} `UNSUPPORTED_DECK_SIZE` unless 52, 53, 312 or 416.
 */
export function assertDeckSize(cards: unknown): asserts cards is DeckSize {
  if (!DECK_SIZES.includes(cards as DeckSize)) throw new UnsupportedDeckSizeError(cards, DECK_SIZES)
}

/**
 * The canonical order of a deck or shoe of `cards` cards, as card codes: for each deck
 * suits c d h s, each 2..A; the joker (53) last; a shoe is its decks one after the other.
 * @throws {UnsupportedDeckSizeError} `UNSUPPORTED_DECK_SIZE` for another size.
 */
export function canonicalOrder(cards: number): CardCode[] {
  assertDeckSize(cards)
  let deck = canonical.get(cards)
  if (!deck) {
    deck = cards === 53 ? canonicalDeck(1, 1) : canonicalDeck(cards / 52, 0)
    canonical.set(cards, deck)
  }
  return deck.slice()
}

// Built once per size; callers get copies.
const canonical = new Map<number, readonly CardCode[]>()
