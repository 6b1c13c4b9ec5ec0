import type { RuleOverrides } from '@felt/cards'
import {
  type CombinationPayTable,
  HAND_CATEGORIES,
  type HandCategory,
  type StraightPlusPair,
  type SuperPayTable,
} from '@felt/evaluators'

/** A poker hand category: `@felt/evaluators`' `HandCategory`. */
export type PokerCategory = HandCategory

/** Poker categories, lowest first (`HAND_CATEGORIES`). */
export const POKER_CATEGORIES: readonly PokerCategory[] = HAND_CATEGORIES

/** A pay table keyed by poker category, "x to 1"; a missing category does not pay. */
export type CategoryPayTable = Readonly<Partial<Record<PokerCategory, number>>>

/** Exchange option: discard `min`..`max` cards for a fee of `fee` x Ante. */
export interface ExchangeOption {
  readonly min: number
  readonly max: number
  /** Fee as a multiple of the Ante (whole number). */
  readonly fee: number
}

/** Buy option: a sixth card for `fee` x Ante. */
export interface BuyOption {
  /** Fee as a multiple of the Ante (whole number). */
  readonly fee: number
}

/**
 * Insurance option: a box whose hand (after any draw) is `minHand` or better may insure
 * from `min` x Ante (at least one unit) up to `max` x the box's potential Raise win
 * (rounded down). Pays 1 to 1 when the dealer does not qualify, loses when he does.
 */
export interface InsuranceOption {
  readonly minHand: PokerCategory
  /** Minimum stake as a multiple of the Ante (0: one unit). */
  readonly min: number
  /** Maximum as a share of the potential Raise win (0.5 = half). */
  readonly max: number
}

/**
 * Force the dealer / buy a game: when the dealer does not qualify, a box that played pays
 * `fee` x Ante and the dealer replaces one card (`replace`) with the next card of the deck;
 * `redrawSameRank` draws again while the new card has the replaced card's rank.
 * `ifStillNot`: `push` (Ante and Raise push) or `anteWins` (Ante 1 to 1, Raise push).
 */
export interface ForceDealerOption {
  /** Fee as a multiple of the Ante (whole number). */
  readonly fee: number
  readonly replace: 'highest' | 'lowest'
  readonly redrawSameRank: boolean
  readonly ifStillNot: 'push' | 'anteWins'
}

/**
 * Every option of a Caribbean Stud family rule set (the options table of docs/rules/stud-family.md,
 * plus the Raise pay table). Money multiples are of the box's Ante.
 */
export interface StudRules {
  readonly name: string
  /** A mandatory Super wager (>= Ante) on every box, paid on the box's first five cards. */
  readonly superWager: boolean
  /** The Super pay table (to 1), or null without Super wagers. */
  readonly superTable: SuperPayTable | null
  /** Optional Super wagers on the dealer's five cards. */
  readonly dealerSuperWager: boolean
  /** Ante pays on a first five of these categories at once and the box's round ends. */
  readonly instantPayout: CategoryPayTable | null
  readonly buy: BuyOption | null
  readonly exchange: ExchangeOption | null
  /** Oasis switch: price (x Ante) of switching 1..5 cards, index n-1; switching five must Play. */
  readonly switchPrices: readonly number[] | null
  /** Ante when the box beats a qualified dealer: `push` or `even` (1 to 1). */
  readonly anteOnWin: 'push' | 'even'
  /** Raise pay table (to 1) by combination; `ace-king` is also the line of any lower hand. */
  readonly raiseTable: CombinationPayTable
  /** Pay a second combination (the "double combination" rule). */
  readonly secondCombination: boolean
  readonly straightPlusPair: StraightPlusPair
  readonly insurance: InsuranceOption | null
  readonly forceDealer: ForceDealerOption | null
  /** 0-based box index from which boxes are blind (Ante and Raise at the deal, no decisions); null: none. */
  readonly blindBoxesFrom: number | null
  /** Jackpot / Bonus side bet pay table on the first five cards (to 1), or null. */
  readonly bonusTable: CategoryPayTable | null
  /** Dealer qualifies with `ace-king` high or better, or with a `pair` or better. */
  readonly qualifier: 'ace-king' | 'pair'
  /** Which of the dealer's five cards (0..4, in dealing order) is face up. */
  readonly dealerUpCard: number
}

/**
 * Overrides of a stud rule set: any option, nested options and pay table lines one by one
 * (`{ exchange: { max: 4 }, raiseTable: { pair: 2 } }`). A misspelt option fails to compile;
 * an unknown one from JSON is `INVALID_RULES` at run time.
 */
export type StudOverrides = RuleOverrides<StudRules>
