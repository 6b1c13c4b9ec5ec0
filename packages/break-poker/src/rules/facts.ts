/** Cards in a Break Poker deck: 52 and the joker. */
export const BREAK_POKER_DECK_SIZE = 53

/** Cards each seat and the dealer get, set into a two-card and a three-card hand (two discards). */
export const BREAK_HAND_SIZE = 7

/** Seats at a Break Poker table: 1 to 6 (six seats and the dealer use 49 of the 53 cards). */
export const MAX_SEATS = 6

/** The Main bet pays even money, 1 to 1 (docs/rules/break-poker.md, "The round"). */
export const BREAK_MAIN_PAYS = 1

/** One way a Main bet ends: its words, the outcome and the net pay per unit. */
export interface BreakMainEvent {
  readonly event: string
  readonly outcome: 'win' | 'push' | 'lose'
  readonly pays: number
}

/**
 * How a Main bet can end, in the order of `mainEventIndex` (docs/rules/break-poker.md,
 * "The round"): push if the dealer does not qualify; a Lucky Break beats no Lucky Break;
 * otherwise win both hands to win, lose if the dealer wins or ties both, else push.
 */
export const BREAK_MAIN_EVENTS: readonly BreakMainEvent[] = Object.freeze([
  { event: 'win with a Lucky Break', outcome: 'win', pays: BREAK_MAIN_PAYS },
  { event: 'win both hands', outcome: 'win', pays: BREAK_MAIN_PAYS },
  { event: 'push: dealer does not qualify', outcome: 'push', pays: 0 },
  { event: 'push: one hand each', outcome: 'push', pays: 0 },
  { event: 'lose to a dealer Lucky Break', outcome: 'lose', pays: -1 },
  { event: 'lose: dealer ties or beats both hands', outcome: 'lose', pays: -1 },
])

/** Index of the push on a dealer who does not qualify in `BREAK_MAIN_EVENTS`. */
export const MAIN_NOT_QUALIFIED = 2

/**
 * Hot path: the Main-bet event (an index into `BREAK_MAIN_EVENTS`) of a player's set hand
 * against a dealer who qualifies, from the hands' values and Lucky Breaks. The dealer wins
 * ties. No allocation; `@felt/math` enumerates with it.
 */
export function mainEventIndex(
  two: number,
  three: number,
  lucky: boolean,
  dealerTwo: number,
  dealerThree: number,
  dealerLucky: boolean,
): number {
  if (dealerLucky && !lucky) return 4
  if (lucky && !dealerLucky) return 0
  if (two > dealerTwo && three > dealerThree) return 1
  if (dealerTwo >= two && dealerThree >= three) return 5
  return 3
}
