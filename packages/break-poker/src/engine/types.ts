import type { CardCode, RoundState } from '@felt/cards'
import type { BreakBonusCategory } from '../rules/bonus.ts'
import type { HouseWayCase } from '../rules/house-way.ts'
import type { BreakPokerRules } from '../rules/rulesets.ts'

/** One seat's wagers in whole units: Main (required, >= 1), the two side bets (optional, >= 0). */
export interface BreakPokerSeatWager {
  readonly main: number
  /** Dealer's Lucky Break side bet. */
  readonly luckyBreak?: number
  /** Break Bonus side bet. */
  readonly bonus?: number
}

/** The wagers of a round: one entry per player seat, 1 to 6 seats, dealt in this order. */
export interface BreakPokerWagers {
  readonly seats: readonly BreakPokerSeatWager[]
}

/** A Break Poker action type: `set`. */
export type BreakPokerActionType = 'set'

/** The action the seat to act may take: set `cards` into `two` and `three` cards. */
export type BreakPokerLegalAction = {
  readonly type: 'set'
  /** The seat (`box` is the contract's name for it). */
  readonly box: number
  readonly seat: number
  readonly cards: readonly CardCode[]
  readonly two: 2
  readonly three: 3
}

/** The player's action: set his seven cards into a two-card and a three-card hand. */
export interface BreakPokerAction {
  readonly type: 'set'
  /** The seat setting; seats set in order, so it may be left out. */
  readonly seat?: number
  readonly two: readonly [CardCode, CardCode]
  readonly three: readonly [CardCode, CardCode, CardCode]
}

/** A two-card and a three-card hand. */
export interface BreakPokerHandSetting {
  readonly two: readonly [CardCode, CardCode]
  readonly three: readonly [CardCode, CardCode, CardCode]
}

/** One seat in the state: its wagers (side bets 0 when absent), seven cards, and setting once set. */
export interface BreakPokerSeat {
  readonly wager: Required<BreakPokerSeatWager>
  readonly cards: readonly CardCode[]
  readonly setting: BreakPokerHandSetting | null
}

/** The round state (plain JSON). */
export interface BreakPokerState extends RoundState<BreakPokerRules, BreakPokerAction> {
  readonly seats: readonly BreakPokerSeat[]
  /** The dealer's seven cards (hidden from views until the round is complete) and setting. */
  readonly dealer: {
    readonly cards: readonly CardCode[]
    readonly setting: BreakPokerHandSetting | null
  }
  /** The seat to set next, or null once every seat has set. */
  readonly turn: number | null
}

/** What the player sees: his seats, and the dealer's cards only once the round is complete. */
export interface BreakPokerView {
  readonly game: 'break-poker'
  readonly rules: BreakPokerRules
  readonly status: BreakPokerState['status']
  readonly seats: readonly BreakPokerSeat[]
  readonly dealer: {
    readonly cards: readonly CardCode[] | null
    readonly setting: BreakPokerHandSetting | null
  }
  readonly turn: number | null
  readonly legalActions: BreakPokerLegalAction[]
  readonly staked: number
  /** The cards dealt so far that the player may see (the dealer's only once revealed). */
  readonly dealt: BreakPokerState['dealt']
}

/** A set hand in a settlement: cards, values and words. */
export interface BreakPokerSetHand {
  readonly two: readonly CardCode[]
  readonly three: readonly CardCode[]
  readonly discards: readonly CardCode[]
  readonly twoValue: number
  readonly threeValue: number
  /** `pair of kings`, `ace-queen high`. */
  readonly twoHand: string
  /** `straight to the nine`, `three fives`. */
  readonly threeHand: string
  readonly luckyBreak: boolean
}

/** Per-seat settlement facts. */
export interface BreakPokerSeatDetails extends BreakPokerSetHand {
  readonly seat: number
  readonly cards: readonly CardCode[]
  /** Whether any legal setting of the seven cards is a Lucky Break (for the side bet). */
  readonly holdsLuckyBreak: boolean
  /** The Break Bonus category of the seven cards, or null. */
  readonly bonusCategory: BreakBonusCategory | null
  /** How the Main bet ended, in one word. */
  readonly main: 'win' | 'lose' | 'push'
}

/** Settlement details: the dealer's hand and qualification, then each seat. */
export interface BreakPokerDetails {
  readonly dealer: BreakPokerSetHand & {
    readonly cards: readonly CardCode[]
    readonly houseWayCase: HouseWayCase
    readonly houseWayCaseName: string
    readonly qualifies: boolean
    readonly qualifier: string
  }
  readonly seats: readonly BreakPokerSeatDetails[]
}
