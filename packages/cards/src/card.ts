import { InvalidCardError } from './errors.ts'

/** Card ranks, low to high. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const
/** Rank index (`rankOf(code)`, an index into `RANKS`) of the ten: 8. */
export const TEN_RANK: number = RANKS.indexOf('T')
/** Rank index (`rankOf(code)`, an index into `RANKS`) of the jack: 9. */
export const JACK_RANK: number = RANKS.indexOf('J')
/** Rank index (`rankOf(code)`, an index into `RANKS`) of the queen: 10. */
export const QUEEN_RANK: number = RANKS.indexOf('Q')
/** Rank index (`rankOf(code)`, an index into `RANKS`) of the king: 11. */
export const KING_RANK: number = RANKS.indexOf('K')
/** Rank index (`rankOf(code)`, an index into `RANKS`) of the ace, the highest rank: 12. */
export const ACE_RANK: number = RANKS.indexOf('A')
/** Card suits in canonical order: clubs, diamonds, hearts, spades. */
export const SUITS = ['c', 'd', 'h', 's'] as const

/** Rank names in words, indexed like `RANKS` (`rankOf(code)`): `deuce` .. `ace`. */
export const RANK_NAMES = [
  'deuce',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
] as const
/** Suit names in words, indexed like `SUITS` (`suitOf(code)`). */
export const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const

/** A rank character: `2`-`9`, `T`, `J`, `Q`, `K`, `A`. */
export type Rank = (typeof RANKS)[number]
/** A suit character: `c`, `d`, `h`, `s`. */
export type Suit = (typeof SUITS)[number]

/**
 * The integer code of a card: its index in the canonical deck
 * (clubs 2..A = 0..12, diamonds 13..25, hearts 26..38, spades 39..51, joker 52).
 * Every hot path in Felt works on codes.
 */
export type CardCode = number

/** The joker's card code. */
export const JOKER: CardCode = 52

/** A card as an object, for code that prefers names to numbers. */
export type Card =
  | { readonly joker: false; readonly rank: Rank; readonly suit: Suit }
  | { readonly joker: true }

/** Rank index 0 (deuce) .. 12 (ace) of a non-joker card code. */
export function rankOf(code: CardCode): number {
  return code % 13
}

/** Suit index 0 (clubs) .. 3 (spades) of a non-joker card code. */
export function suitOf(code: CardCode): number {
  return (code / 13) | 0
}

/** True for the joker's code. */
export function isJoker(code: CardCode): boolean {
  return code === JOKER
}

/** The code of the card of rank index 0..12 and suit index 0..3. */
export function cardCode(rank: number, suit: number): CardCode {
  return suit * 13 + rank
}

/**
 * Checks that `code` is an integer card code 0..52.
 * @throws {InvalidCardError} otherwise.
 */
export function assertCardCode(code: unknown): asserts code is CardCode {
  if (typeof code !== 'number' || !Number.isInteger(code) || code < 0 || code > JOKER) {
    throw new InvalidCardError('a card code is an integer from 0 to 52', { code: String(code) })
  }
}

/**
 * Parses one card: rank then suit (`As`, `Td`, `2c`), or `Jk` for the joker.
 * Case-insensitive for the rank and suit letters; `10` is accepted for ten.
 * @throws {InvalidCardError} `INVALID_CARD` for anything else.
 */
export function parseCard(text: string): CardCode {
  const t = text.trim()
  if (t === 'Jk' || t === 'JK' || t === 'jk') return JOKER
  const rankText = (t.length === 3 && t.startsWith('10') ? 'T' : t.slice(0, -1)).toUpperCase()
  const suitText = t.slice(-1).toLowerCase()
  const rank = RANKS.indexOf(rankText as Rank)
  const suit = SUITS.indexOf(suitText as Suit)
  if (rank < 0 || suit < 0 || (rankText.length !== 1 && t.length !== 3)) {
    throw new InvalidCardError(`not a card: ${JSON.stringify(text.slice(0, 16))}`, {
      text: text.slice(0, 16),
    })
  }
  return cardCode(rank, suit)
}

/**
 * Parses cards separated by spaces or commas: `"As Td Jk"`.
 * @example
 * ```ts
 * import { formatCards, parseCards, rankOf } from '@felt/cards'
 *
 * const hand = parseCards('As Td Jk') // [51, 21, 52]
 * console.log(formatCards(hand), rankOf(hand[0]!)) // As Td Jk 12
 * ```
 * @throws {InvalidCardError} for the first malformed card.
 */
export function parseCards(text: string): CardCode[] {
  const parts = text.split(/[\s,]+/).filter((p) => p.length > 0)
  return parts.map(parseCard)
}

/**
 * Formats a card code as `As`, `Td`, `Jk`.
 * @throws {InvalidCardError} for a code outside 0..52.
 */
export function formatCard(code: CardCode): string {
  assertCardCode(code)
  if (code === JOKER) return 'Jk'
  return `${RANKS[rankOf(code)]}${SUITS[suitOf(code)]}`
}

/** Formats card codes separated by single spaces. */
export function formatCards(codes: readonly CardCode[]): string {
  return codes.map(formatCard).join(' ')
}

/** The card object of a code. */
export function toCard(code: CardCode): Card {
  assertCardCode(code)
  if (code === JOKER) return { joker: true }
  return { joker: false, rank: RANKS[rankOf(code)]!, suit: SUITS[suitOf(code)]! }
}

/** The code of a card object. */
export function fromCard(card: Card): CardCode {
  if (card.joker) return JOKER
  const rank = RANKS.indexOf(card.rank)
  const suit = SUITS.indexOf(card.suit)
  if (rank < 0 || suit < 0) throw new InvalidCardError('not a card', { card })
  return cardCode(rank, suit)
}
