import { type CardCode, parseCards, type Settlement, stackedDeck } from '@felt/cards'
import type { BreakPokerDetails, BreakPokerSeatWager, BreakPokerState } from './engine/types.ts'
import { breakPoker } from './game.ts'
import { houseWay } from './rules/house-way.ts'
import type { BreakPokerOverrides } from './rules/rulesets.ts'

/**
 * Deals one round from a stacked deck: each seat's seven cards, then the dealer's. Suits never
 * matter in Break Poker, so a dealer card that a seat already holds is given another suit.
 */
export function dealStacked(
  hands: readonly string[],
  dealer: string,
  wagers: readonly BreakPokerSeatWager[] = hands.map(() => ({ main: 10 })),
  overrides: BreakPokerOverrides = {},
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

/** House way: J-9 in front, Q-7-5 behind: below K-3-2. */
export const DEALER_NOT_QUALIFYING = 'Qc Jd 9h 7s 5c 3d 2h'
/** House way: K-9 in front, A-7-5 behind. */
export const DEALER_ACE_HIGH = 'Ac Kd 9h 7s 5c 4d 2h'
/** House way: 5-5 in front, 9-T-J behind: a Lucky Break. */
export const DEALER_LUCKY_BREAK = '5c 5d 9h Ts Jc 2d 3s'

/** Deals one seat against `dealer`, sets it (`set(...)` or the house way) and settles. */
export function play(
  player: string,
  dealer: string,
  action: ReturnType<typeof set> | 'house-way',
  wager: BreakPokerSeatWager = { main: 10 },
  overrides: BreakPokerOverrides = {},
): Settlement<BreakPokerDetails> {
  const state = dealStacked([player], dealer, [wager], overrides)
  const way = houseWay(parseCards(player))
  const a =
    action === 'house-way' ? { type: 'set' as const, two: way.two, three: way.three } : action
  return breakPoker.settle(breakPoker.act(state, a)).settlement
}

/** The settlement line of one wager kind. */
export const line = (
  s: Settlement<BreakPokerDetails>,
  wager: string,
): Settlement['lines'][number] | undefined => s.lines.find((l) => l.wager === wager)
