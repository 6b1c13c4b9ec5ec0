import type { CardCode, DealtCard, LegalAction, RoundState } from '@felt/cards'
import type { StudCombination, SuperCategory } from '@felt/evaluators'
import type { PokerCategory, StudRules } from '../rules/types.ts'

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

/**
 * One entry of `legalActions`, typed per action; amounts in whole units, for box `box` (the
 * box whose turn it is). Each keeps `LegalAction`'s string index, so code that looks an
 * action up by a string type still compiles; narrow on `type` to get the limits typed.
 */
export type StudLegalAction =
  | StudBuyLegal
  | StudExchangeLegal
  | StudSwitchLegal
  | StudFoldLegal
  | StudPlayLegal
  | StudInsureLegal
  | StudForceLegal
  | StudTakeLegal

/** `buy`: a sixth card for `fee`. */
export interface StudBuyLegal extends LegalAction {
  readonly type: 'buy'
  readonly box: number
  readonly fee: number
}

/** `exchange`: discard `min`..`max` cards (no more than the deck has left) for `fee`. */
export interface StudExchangeLegal extends LegalAction {
  readonly type: 'exchange'
  readonly box: number
  readonly min: number
  readonly max: number
  readonly fee: number
}

/** `switch`: discard `min`..`max` cards; `prices[n - 1]` is the fee for `n` cards. */
export interface StudSwitchLegal extends LegalAction {
  readonly type: 'switch'
  readonly box: number
  readonly min: number
  readonly max: number
  readonly prices: readonly number[]
}

/** `fold`: give up the Ante (and Super). */
export interface StudFoldLegal extends LegalAction {
  readonly type: 'fold'
  readonly box: number
}

/** `play`: post the Raise, `raise` now (0 for a blind box, whose Raise is already up). */
export interface StudPlayLegal extends LegalAction {
  readonly type: 'play'
  readonly box: number
  readonly raise: number
}

/** `insure`: play (posting `raise`) and insure for `min`..`max`. */
export interface StudInsureLegal extends LegalAction {
  readonly type: 'insure'
  readonly box: number
  readonly min: number
  readonly max: number
  readonly raise: number
}

/** `force`: pay `fee` for the dealer to replace a card. */
export interface StudForceLegal extends LegalAction {
  readonly type: 'force'
  readonly box: number
  readonly fee: number
}

/** `take`: take the dealer's hand as it is. */
export interface StudTakeLegal extends LegalAction {
  readonly type: 'take'
  readonly box: number
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

/**
 * One box as the player sees it: the box of the state (everything of it is the player's own)
 * without `forceFee` (the view does not show it; the settlement itemises it as a line).
 */
export type StudBoxView = Omit<StudBox, 'forceFee'>

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
