import { InvalidWagerError } from '@felt/cards'
import type { ZeroWagers } from './types.ts'

/**
 * Checks the wagers and fills an absent Zero Payouts bet with 0.
 * @throws {InvalidWagerError} `INVALID_WAGER`: Zero not a whole number >= 1, Zero Payouts not a
 * whole number >= 0, or an unknown wager kind.
 */
export function normalizeWagers(wagers: ZeroWagers): Required<ZeroWagers> {
  if (typeof wagers !== 'object' || wagers === null) {
    throw new InvalidWagerError('wagers must be { zero, zeroPayouts? }')
  }
  for (const key of Object.keys(wagers)) {
    if (key !== 'zero' && key !== 'zeroPayouts') {
      throw new InvalidWagerError(`unknown wager ${JSON.stringify(key.slice(0, 32))}`, {
        wager: key.slice(0, 32),
      })
    }
  }
  return {
    zero: amount(wagers.zero, 'zero', 1),
    zeroPayouts: amount(wagers.zeroPayouts ?? 0, 'zeroPayouts', 0),
  }
}

function amount(value: unknown, wager: string, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new InvalidWagerError(`the ${wager} wager must be a whole number >= ${min}`, {
      wager,
      value: String(value),
    })
  }
  return value
}
