import type { CardCode, DealtCard, RoundState } from '@felt/cards'
import {
  type CombinationPayTable,
  HAND_CATEGORIES,
  type HandCategory,
  type StraightPlusPair,
  type StudCombination,
  type SuperCategory,
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
 * Every option of a Caribbean Stud family rule set (the options table of stud-family.md,
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

/** One box's wagers, in whole units. */
export interface StudBoxWagers {
  /** Ante: a positive whole number. */
  readonly ante: number
  /** Super on the box's own first five cards: required (>= ante) where the rule set has it. */
  readonly super?: number
  /** Super on the dealer's five cards (optional, lunar). */
  readonly dealerSuper?: number
  /** Jackpot / Bonus side bet on the box's first five cards (optional, lunar-finland, russian). */
  readonly bonus?: number
}

/** The wagers of a round: one entry per box in play (1 to 6), box index = array index. */
export interface StudWagers {
  readonly boxes: readonly StudBoxWagers[]
}

/** Action types. `insure` plays the box and posts insurance of `amount`. */
export type StudActionType =
  | 'fold'
  | 'play'
  | 'buy'
  | 'exchange'
  | 'switch'
  | 'insure'
  | 'force'
  | 'take'

/** A player action; `box` defaults to the box whose turn it is. */
export interface StudAction {
  readonly type: StudActionType
  readonly box?: number
  /** The cards to discard for `exchange` / `switch`. */
  readonly cards?: readonly CardCode[]
  /** The insurance stake for `insure`, in whole units. */
  readonly amount?: number
}

/** A draw a box took: what it threw away, what it got, and the fee it paid. */
export interface StudDraw {
  readonly type: 'buy' | 'exchange' | 'switch'
  readonly discarded: readonly CardCode[]
  readonly drawn: readonly CardCode[]
  readonly fee: number
}

/** Where a box stands: `instant` (paid at once, round over), `pending`, `folded`, `played`. */
export type StudBoxStatus = 'instant' | 'pending' | 'folded' | 'played'

/** One box of the round state. */
export interface StudBox {
  readonly index: number
  readonly blind: boolean
  readonly ante: number
  readonly super: number
  readonly dealerSuper: number
  readonly bonus: number
  /** The five cards dealt to the box (Super and Bonus are judged on them). */
  readonly firstFive: readonly CardCode[]
  /** The box's cards now: five, or six after a buy. */
  readonly cards: readonly CardCode[]
  readonly draw: StudDraw | null
  readonly status: StudBoxStatus
  /** The Raise posted (0 until the box plays; posted at the deal for a blind box). */
  readonly raise: number
  readonly insurance: number
  /** The box switched all five cards and must play. */
  readonly mustPlay: boolean
  /** The box's choice when the dealer does not qualify: `force` (paid `forceFee`) or `take`. */
  readonly force: 'force' | 'take' | null
  readonly forceFee: number
}

/** The dealer's replacement after a force / buy-a-game. */
export interface StudReplacement {
  /** The card replaced. */
  readonly replaced: CardCode
  /** Cards drawn and set aside because they had the replaced card's rank. */
  readonly redrawn: readonly CardCode[]
  /** The card that replaced it. */
  readonly drawn: CardCode
  /** The dealer's five cards after the replacement. */
  readonly cards: readonly CardCode[]
  readonly qualifies: boolean
}

/** The dealer's side of the state. */
export interface StudDealer {
  /** The five cards as dealt (the Super on the dealer's hand is judged on them). */
  readonly cards: readonly CardCode[]
  readonly upCard: CardCode
  readonly revealed: boolean
  /** Whether the dealt five qualify (null until revealed). */
  readonly qualifies: boolean | null
  readonly replacement: StudReplacement | null
}

/** `decisions`: boxes decide in seat order; `force`: boxes choose force/take; then `complete`. */
export type StudPhase = 'decisions' | 'force' | 'complete' | 'settled'

/** The plain-JSON round state. */
export interface StudState extends RoundState<StudRules, StudAction> {
  readonly game: 'stud-poker'
  readonly phase: StudPhase
  /** The box that acts next, or null. */
  readonly turn: number | null
  readonly boxes: readonly StudBox[]
  readonly dealer: StudDealer
}

/** One box as the player sees it (everything of the box is the player's own). */
export interface StudBoxView {
  readonly index: number
  readonly blind: boolean
  readonly ante: number
  readonly super: number
  readonly dealerSuper: number
  readonly bonus: number
  readonly firstFive: readonly CardCode[]
  readonly cards: readonly CardCode[]
  readonly draw: StudDraw | null
  readonly status: StudBoxStatus
  readonly raise: number
  readonly insurance: number
  readonly mustPlay: boolean
  readonly force: 'force' | 'take' | null
}

/** What the player may see: the dealer's up card only until his hand is revealed. */
export interface StudView {
  readonly game: 'stud-poker'
  readonly ruleset: string
  readonly status: StudState['status']
  readonly phase: StudPhase
  readonly turn: number | null
  readonly boxes: readonly StudBoxView[]
  readonly dealer: {
    readonly upCard: CardCode
    /** All five once revealed, else null. */
    readonly cards: readonly CardCode[] | null
    readonly qualifies: boolean | null
    readonly replacement: StudReplacement | null
  }
  /** Cards taken from the deck that the player has seen, in order. */
  readonly dealt: readonly DealtCard[]
  readonly staked: number
}

/** A combination in a settlement: its kind, its defining cards and what it pays (to 1). */
export interface StudPaidCombination {
  readonly kind: StudCombination
  readonly cards: readonly CardCode[]
  readonly pays: number
}

/** How a box's main bets ended. */
export type StudBoxResult =
  | 'instant-payout'
  | 'folded'
  | 'dealer-not-qualifying'
  | 'forced-still-not-qualifying'
  | 'win'
  | 'tie'
  | 'lose'

/** Per box: the hands and combinations that decided its wagers. */
export interface StudBoxDetails {
  readonly box: number
  readonly firstFive: readonly CardCode[]
  readonly cards: readonly CardCode[]
  /** The best five of `cards` and its category. */
  readonly best: readonly CardCode[]
  readonly category: PokerCategory
  readonly result: StudBoxResult
  /** Which dealer hand the box was compared with (`replacement` after a force). */
  readonly against: 'dealt' | 'replacement' | null
  /** The combinations paid on the Raise (empty unless the box beat a qualified dealer). */
  readonly combinations: readonly StudPaidCombination[]
  readonly super: { readonly category: SuperCategory; readonly pays: number } | null
  readonly bonus: { readonly category: PokerCategory; readonly pays: number } | null
  readonly instant: { readonly category: PokerCategory; readonly pays: number } | null
}

/** Settlement details: every box, and the dealer's hands and qualification. */
export interface StudDetails {
  readonly dealer: {
    readonly cards: readonly CardCode[]
    readonly category: PokerCategory
    readonly qualifies: boolean
    readonly super: { readonly category: SuperCategory; readonly pays: number } | null
    readonly replacement: (StudReplacement & { readonly category: PokerCategory }) | null
  }
  readonly boxes: readonly StudBoxDetails[]
}
