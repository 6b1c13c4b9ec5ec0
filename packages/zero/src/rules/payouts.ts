import type { CardCode } from '@felt/cards'
import { baccaratTotal } from '@felt/evaluators'

/**
 * Zero Payouts events (our definition; the rules leave the pay table to the operator):
 * - `two-card-pair`: the player's first two cards are a pair totalling zero (5-5, T-T, J-J, Q-Q, K-K);
 * - `two-card`: they total zero and are not a pair;
 * - `three-card-trips`: they and the dealer's up card are three of one rank and total zero (T-T-T .. K-K-K);
 * - `three-card-pair`: the three total zero and the player's two cards are a pair (4-4 with a 2);
 * - `three-card`: the three total zero otherwise.
 */
export type ZeroPayoutsEvent =
  | 'two-card-pair'
  | 'two-card'
  | 'three-card-trips'
  | 'three-card-pair'
  | 'three-card'

/** Every Zero Payouts event. */
export const ZERO_PAYOUTS_EVENTS: readonly ZeroPayoutsEvent[] = [
  'two-card-pair',
  'two-card',
  'three-card-trips',
  'three-card-pair',
  'three-card',
]

/**
 * The Zero Payouts events of the player's first two cards and the dealer's up card
 * (docs/rules/zero.md, "Zero Payouts"). A two-card event and a three-card event can both happen
 * (K-Q with a jack up): the bet pays the best-paying one.
 */
export function zeroPayoutsEvents(
  first: CardCode,
  second: CardCode,
  up: CardCode,
): ZeroPayoutsEvent[] {
  const events: ZeroPayoutsEvent[] = []
  const pair = first % 13 === second % 13
  if (baccaratTotal([first, second]) === 0) events.push(pair ? 'two-card-pair' : 'two-card')
  if (baccaratTotal([first, second, up]) === 0) {
    if (pair && up % 13 === first % 13) events.push('three-card-trips')
    else events.push(pair ? 'three-card-pair' : 'three-card')
  }
  return events
}

/**
 * The event the bet is paid on (docs/rules/zero.md, "Zero Payouts"): the best-paying of
 * `events` on `pays` (the first listed of equal pays), or null when none is on the table.
 * Settlement and `@felt/math` both choose with it.
 */
export function zeroPayoutsPaid(
  events: readonly ZeroPayoutsEvent[],
  pays: Readonly<Partial<Record<ZeroPayoutsEvent, number>>>,
): ZeroPayoutsEvent | null {
  let paid: ZeroPayoutsEvent | null = null
  for (const e of events) {
    const pay = pays[e]
    if (pay !== undefined && (paid === null || pay > pays[paid]!)) paid = e
  }
  return paid
}
