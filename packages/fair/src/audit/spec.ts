import { canonicalOrder, type DeckSize } from '../deck.ts'
import type { GeneratorName } from './generators.ts'
import type { TallyShape } from './tally.ts'

/** What fixes an audit run: the same spec gives the same tallies on any machine. */
export interface AuditSpec {
  readonly generator: GeneratorName
  readonly serverSeed: string
  readonly clientSeed: string
  readonly cards: DeckSize
  /** Shuffles of nonces 0 .. shuffles - 1. */
  readonly shuffles: number
}

/**
 * The physical cards (canonical indices) whose relative orders the audit tallies: for
 * k = 2 the first and last card of the canonical order, for 3 and 4 cards spread evenly
 * between them (the ends are where an off-by-one in the loop bounds shows first).
 */
export function chosenCards(cards: number): number[][] {
  return [2, 3, 4].map((k) =>
    Array.from({ length: k }, (_, j) => Math.round((j * (cards - 1)) / (k - 1))),
  )
}

/** The tally shape of a deck size. */
export function tallyShape(cards: DeckSize): TallyShape {
  return { cards, codes: cards === 53 ? 53 : 52, chosen: chosenCards(cards) }
}

/** The card code at each canonical index. */
export function canonicalCodes(cards: DeckSize): number[] {
  return canonicalOrder(cards)
}
