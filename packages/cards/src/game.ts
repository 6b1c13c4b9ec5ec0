import type { CardCode } from './card.ts'

/**
 * One card taken from the shuffled deck: its `position` in the deck, the card, and who
 * got it (`box:0`, `dealer`, `seat:1`, `hand:1`, ...; each game documents its labels).
 */
export interface DealtCard {
  readonly position: number
  readonly card: CardCode
  readonly to: string
}

/**
 * Where a round stands: waiting for the player, finished but not yet paid
 * (`complete`: every card that will be dealt is dealt), or `settled`.
 */
export type RoundStatus = 'awaiting-action' | 'complete' | 'settled'

/**
 * What every game's round state holds. The state is plain JSON: the API stores it as
 * it is, the math engine drives it, and `view` decides what the player may see.
 */
export interface RoundState<Rules = unknown, Action = unknown> {
  readonly game: string
  /** The fully resolved rule set the round is played under (its `name` included). */
  readonly rules: Rules
  readonly status: RoundStatus
  /** The whole shuffled deck or shoe. Never part of a view. */
  readonly deck: readonly CardCode[]
  /** Position of the next undealt card. */
  readonly next: number
  /** Every card taken from the deck so far, in the order taken. */
  readonly dealt: readonly DealtCard[]
  /** Every accepted action, in order. */
  readonly actions: readonly Action[]
  /** Everything the player has put at risk so far: wagers, raises, doubles, fees. */
  readonly staked: number
}

/**
 * An action the player may take now, with its limits (`min`, `max`, `cards`, ...). Each
 * game narrows this to a union typed per action (`ZeroLegalAction`, `BreakPokerLegalAction`).
 */
export interface LegalAction {
  readonly type: string
  readonly box?: number
  readonly [limit: string]: unknown
}

/** How one wager ended. A `fee` is paid to the house and never returned. */
export type WagerOutcome = 'win' | 'lose' | 'push' | 'fee'

/** One wager (or fee) of a settled round. */
export interface SettlementLine {
  /** The box, seat or hand (0-based) the wager belongs to. */
  readonly box: number
  /** The wager kind: `ante`, `raise`, `super`, `buy-fee`, `double`, ... */
  readonly wager: string
  /** What the player put on it, in whole units. */
  readonly stake: number
  readonly outcome: WagerOutcome
  /** What goes back to the player: stake plus winnings, 0 when lost or a fee. */
  readonly payout: number
  /** Why, in words: `flush beats pair of kings`, `dealer does not qualify`, ... */
  readonly reason: string
}

/**
 * The itemised result of a round. `returned - staked = net`, and `staked` equals the
 * final state's `staked`: money is conserved line by line.
 */
export interface Settlement<Details = unknown> {
  readonly lines: readonly SettlementLine[]
  readonly staked: number
  readonly returned: number
  readonly net: number
  /** The hands and combinations that decided it, per game. */
  readonly details: Details
}

/** The wager kinds of one rule set. */
export interface WagerKinds {
  /** Kinds every deal must place (at least 1 each). */
  readonly required: readonly string[]
  /** Kinds a deal may also place (side bets the rule set offers). */
  readonly optional: readonly string[]
}

/**
 * Rule overrides for a rules type `T`: every option optional, nested objects deeply so
 * (`{ luckyBreakPays: { both: 5 } }`); arrays and pay tables are replaced whole. A
 * misspelt option fails to compile; at run time an unknown one is `INVALID_RULES`.
 */
export type RuleOverrides<T> = { readonly [K in keyof T]?: OptionOverride<T[K]> }

/**
 * The override of one option: an array whole, an object deeply; distributed over a union, so a
 * nullable object option (`forceDealer: ForceDealerOption | null`) takes a partial object or null.
 */
export type OptionOverride<V> = V extends readonly unknown[]
  ? V
  : V extends object
    ? RuleOverrides<V>
    : V

/**
 * The contract every Felt game implements. All functions are pure: the deck comes in
 * from outside, states are never mutated, and misuse throws a `FeltError`.
 */
export interface Game<
  Rules extends { readonly name: string } = { readonly name: string },
  Wagers = unknown,
  Action = unknown,
  State extends RoundState<Rules, Action> = RoundState<Rules, Action>,
  View = unknown,
  Details = unknown,
  Overrides = Readonly<Record<string, unknown>>,
  Legal extends LegalAction = LegalAction,
> {
  /** Stable id: `stud-poker`, `break-poker`, `zero`. */
  readonly id: string
  readonly title: string
  /** Named rule sets, each fixing every option. */
  readonly rulesets: Readonly<Record<string, Rules>>
  readonly defaultRuleset: string
  /** Wager kinds `deal` accepts under some rule set, for documentation and the API. */
  readonly wagerKinds: readonly string[]
  /** The wager kinds `deal` takes under `rules`: those it needs and those it also accepts. */
  wagersOf(rules: Rules): WagerKinds
  /** Action `type`s `act` accepts. */
  readonly actionTypes: readonly string[]
  /**
   * Resolves a named rule set, optionally with option overrides, and validates it.
   * @throws {UnknownRulesetError} `UNKNOWN_RULESET`; {InvalidRulesError} `INVALID_RULES`.
   */
  rules(ruleset?: string, overrides?: Overrides): Rules
  /** Cards in the deck or shoe this rule set is dealt from (52, 53, 312, 416). */
  deckSize(rules: Rules): number
  /**
   * Starts a round from a shuffled deck.
   * @throws {InvalidDeckError} `INVALID_DECK`; {InvalidWagerError} `INVALID_WAGER`.
   */
  deal(deck: readonly CardCode[], rules: Rules, wagers: Wagers): State
  /** What the player may do now; empty once the round is complete or settled. */
  legalActions(state: State): Legal[]
  /**
   * Applies one player action and returns the new state (dealer play happens as soon
   * as the player's decisions are done).
   * @throws {IllegalActionError} `ILLEGAL_ACTION`; {RoundSettledError} `ROUND_SETTLED`.
   */
  act(state: State, action: Action): State
  /**
   * Settles a complete round.
   * @throws {RoundIncompleteError} `ROUND_INCOMPLETE`; {RoundSettledError} `ROUND_SETTLED`.
   */
  settle(state: State): { state: State; settlement: Settlement<Details> }
  /** What the player may see: never a hidden dealer card or an undealt card. */
  view(state: State): View
}

/** Any game, for registries that hold several. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of different types
export type AnyGame = Game<any, any, any, any, any, any, any, any>
