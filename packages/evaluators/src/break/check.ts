import { type CardCode, InvalidCardError } from '@felt/cards'

/** The joker's card code in Break Poker's 53-card deck. */
const JOKER = 52

/**
 * Checks the friendly entry points' cards: exactly `n` card codes 0..52 (52 the joker),
 * at most one joker. The hot paths (`breakSettingsInto`, `breakThreeValue`, ...) skip it.
 * @throws {InvalidCardError} `INVALID_CARD`, details `{ count }`, `{ code }` or `{ jokers }`.
 */
export function assertBreakCards(cards: readonly CardCode[], n: number): void {
  if (!Array.isArray(cards) || cards.length !== n) {
    const count = Array.isArray(cards) ? cards.length : null
    throw new InvalidCardError(`a Break Poker hand here has ${n} cards, got ${count}`, { count })
  }
  let jokers = 0
  for (const c of cards) {
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c > JOKER) {
      throw new InvalidCardError('a Break Poker card code is an integer from 0 to 52 (the joker)', {
        code: String(c),
      })
    }
    if (c === JOKER) jokers++
  }
  if (jokers > 1) {
    throw new InvalidCardError('a Break Poker hand holds one joker at most', { jokers })
  }
}
