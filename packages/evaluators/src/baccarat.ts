import { ACE_RANK, type CardCode, InvalidCardError } from '@felt/cards'

/**
 * Baccarat points of card codes 0..51: tens and faces 0, aces 1, 2-9 face value
 * (docs/rules/zero.md, "Cards and points"). Index by code; the joker has no baccarat value.
 */
export const BACCARAT_POINTS: Uint8Array = (() => {
  const t = new Uint8Array(52)
  for (let c = 0; c < 52; c++) {
    const r = c % 13
    t[c] = r <= 7 ? r + 2 : r === ACE_RANK ? 1 : 0
  }
  return t
})()

/**
 * Baccarat points of one card: 0 for T J Q K, 1 for an ace, 2-9 face value.
 * @throws {InvalidCardError} `INVALID_CARD` for anything but a card code 0..51.
 */
export function baccaratPoints(card: CardCode): number {
  const p = BACCARAT_POINTS[card]
  if (p === undefined || !Number.isInteger(card)) {
    throw new InvalidCardError('baccarat counts card codes 0..51', {
      card: String(card).slice(0, 8),
    })
  }
  return p
}

/**
 * A hand's baccarat total: the last digit of the sum of its points (7 + 8 = 5), 0..9.
 * @throws {InvalidCardError} `INVALID_CARD` for a code outside 0..51.
 */
export function baccaratTotal(cards: readonly CardCode[]): number {
  let sum = 0
  for (const c of cards) sum += baccaratPoints(c)
  return sum % 10
}
