import { InvalidWagerError } from '@felt/cards'
import { MAX_SEATS } from '../rules/facts.ts'
import type { BreakPokerSeatWager, BreakPokerWagers } from './types.ts'

/**
 * Checks the wagers and fills absent side bets with 0.
 * @throws {InvalidWagerError} `INVALID_WAGER`: no seats or more than 6, a Main bet that is not
 * a whole number >= 1, a side bet that is not a whole number >= 0, or an unknown wager kind.
 */
export function normalizeWagers(wagers: BreakPokerWagers): Required<BreakPokerSeatWager>[] {
  const seats = (wagers as { seats?: unknown } | null)?.seats
  if (!Array.isArray(seats) || seats.length < 1 || seats.length > MAX_SEATS) {
    throw new InvalidWagerError(`wagers.seats must list 1 to ${MAX_SEATS} seats`)
  }
  return seats.map((seat: unknown, i) => {
    if (typeof seat !== 'object' || seat === null) {
      throw new InvalidWagerError(`seat ${i} needs { main }`, { seat: i })
    }
    for (const key of Object.keys(seat)) {
      if (key !== 'main' && key !== 'luckyBreak' && key !== 'bonus') {
        throw new InvalidWagerError(`unknown wager ${JSON.stringify(key.slice(0, 32))}`, {
          seat: i,
          wager: key.slice(0, 32),
        })
      }
    }
    const s = seat as BreakPokerSeatWager
    return {
      main: amount(s.main, i, 'main', 1),
      luckyBreak: amount(s.luckyBreak ?? 0, i, 'luckyBreak', 0),
      bonus: amount(s.bonus ?? 0, i, 'bonus', 0),
    }
  })
}

function amount(value: unknown, seat: number, wager: string, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new InvalidWagerError(`the ${wager} wager must be a whole number >= ${min}`, {
      seat,
      wager,
      value: String(value),
    })
  }
  return value
}
