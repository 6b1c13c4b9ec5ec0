import type { CardCode, RoundState } from '@felt/cards'
import type { ZeroPayoutsEvent } from '../rules/payouts.ts'
import type { ZeroRules } from '../rules/rulesets.ts'

/** Wagers in whole units: Zero (required, >= 1) and the optional Zero Payouts side bet (>= 0). */
export interface ZeroWagers {
  readonly zero: number
  readonly zeroPayouts?: number
}

/** A Zero action type: stand, hit, double down, split. */
export type ZeroActionType = 'stand' | 'hit' | 'double' | 'split'

/** A player action on the active hand (`hand` may be left out; hands play in order). */
export interface ZeroAction {
  readonly type: ZeroActionType
  readonly hand?: number
}

/** An action the playing hand may take now (no limits: each is all or nothing). */
export type ZeroLegalAction = {
  readonly type: ZeroActionType
  /** The playing hand (the same as `hand`; `box` is the contract's name for it). */
  readonly box: number
  readonly hand: number
}

/** One player hand. */
export interface ZeroHand {
  readonly cards: readonly CardCode[]
  /** Whether the player hit this hand (at most once). */
  readonly hit: boolean
  readonly doubled: boolean
  /** Whether the hand has finished playing. */
  readonly done: boolean
}

/** The round state (plain JSON). */
export interface ZeroState extends RoundState<ZeroRules, ZeroAction> {
  readonly wagers: Required<ZeroWagers>
  /** One hand, or two after a split. */
  readonly hands: readonly ZeroHand[]
  /** The hand to act, or null when the player is done. */
  readonly active: number | null
  /** Up card first, then the hole card, then the dealer's draws. */
  readonly dealer: { readonly cards: readonly CardCode[] }
  /** The player's first two cards are a zero pair: the round ended at once. */
  readonly zeroPair: boolean
}

/** What the player sees: his hands, the dealer's up card (all dealer cards once complete). */
export interface ZeroView {
  readonly game: 'zero'
  readonly rules: ZeroRules
  readonly status: ZeroState['status']
  readonly wagers: Required<ZeroWagers>
  readonly hands: readonly (ZeroHand & { readonly total: number })[]
  readonly active: number | null
  readonly dealer: { readonly cards: readonly CardCode[]; readonly total: number | null }
  readonly zeroPair: boolean
  readonly legalActions: ZeroLegalAction[]
  readonly staked: number
  /** The cards dealt so far that the player may see (the hole card only once revealed). */
  readonly dealt: ZeroState['dealt']
}

/** Settlement facts of one player hand. */
export interface ZeroHandDetails {
  readonly hand: number
  readonly cards: readonly CardCode[]
  readonly total: number
  readonly doubled: boolean
  readonly split: boolean
  readonly outcome: 'win' | 'lose' | 'push'
}

/** Settlement details. */
export interface ZeroDetails {
  readonly zeroPair: boolean
  readonly hands: readonly ZeroHandDetails[]
  /** The dealer's cards and total (the dealer does not draw after a zero pair). */
  readonly dealer: { readonly cards: readonly CardCode[]; readonly total: number }
  /** Zero Payouts events that happened, and the one paid (null if none or no bet). */
  readonly zeroPayouts: {
    readonly events: readonly ZeroPayoutsEvent[]
    readonly paid: ZeroPayoutsEvent | null
  }
}
