/**
 * Base class of every error Felt throws for misuse: a stable machine-readable `code`,
 * a human message and optional JSON `details`. The API maps these to 4xx responses.
 */
export class FeltError extends Error {
  /** Stable identifier, e.g. `INVALID_CARD`; never changes between versions. */
  readonly code: string
  /** Extra JSON-serialisable facts about the failure. */
  readonly details: Record<string, unknown> | undefined

  constructor(code: string, message: string, details?: Record<string, unknown>) {
    super(message)
    this.name = new.target.name
    this.code = code
    this.details = details
  }
}

/** A card string or code that is not a card: `INVALID_CARD`. */
export class InvalidCardError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('INVALID_CARD', message, details)
  }
}

/**
 * A hand value or strength that no hand has, given to a function that takes one apart
 * (a poker strength outside 1..7462, a Break Poker value of no kind): `INVALID_HAND_VALUE`,
 * details `{ value }`. Evaluators' hot paths take their own output and do not check it.
 */
export class InvalidHandValueError extends FeltError {
  constructor(message: string, value: unknown) {
    super('INVALID_HAND_VALUE', message, { value })
  }
}

/** A deck or shoe that a game cannot be dealt from (wrong size, duplicates): `INVALID_DECK`. */
export class InvalidDeckError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('INVALID_DECK', message, details)
  }
}

/**
 * A rule set name the game does not know: `UNKNOWN_RULESET`, details
 * `{ game, option: 'ruleset', value: name, known }` (the `InvalidRulesDetails` shape).
 */
export class UnknownRulesetError extends FeltError {
  constructor(game: string, ruleset: string, known: readonly string[]) {
    super('UNKNOWN_RULESET', `${game} has no rule set named ${JSON.stringify(ruleset)}`, {
      game,
      option: 'ruleset',
      value: String(ruleset).slice(0, 32),
      known,
    })
  }
}

/**
 * The `details` of every `INVALID_RULES` error, in every game: `option` is the dotted path
 * of the offending option (`'splitTotals'`, `'pays.pair'`, `'luckyBreakPays.both'`; an
 * unknown option is named by its own path), `value` what was given there (strings cut to
 * 32 characters). An unknown rule set name is `{ option: 'ruleset', value: name }`.
 */
export interface InvalidRulesDetails {
  readonly option: string
  readonly value: unknown
}

/** Rule options that are malformed or inconsistent: `INVALID_RULES`, details `InvalidRulesDetails`. */
export class InvalidRulesError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('INVALID_RULES', message, details)
  }

  /**
   * The error for one option, with the details every game uses (`{ option, value }`).
   * @example InvalidRulesError.forOption('splitTotals', [10], 'a split total is 0 to 9')
   */
  static forOption(option: string, value: unknown, message: string): InvalidRulesError {
    const shown = typeof value === 'string' ? value.slice(0, 32) : value
    return new InvalidRulesError(message, { option, value: shown } satisfies InvalidRulesDetails)
  }

  /**
   * The error for the first issue of a schema check of `game`'s rules (a valibot issue fits
   * this shape). The option is the issue's path of object keys, up to the first array index
   * (`splitTotals`, not `splitTotals.0`); a whole-object problem is option `rules`.
   */
  static fromIssue(game: string, issue: RulesIssue): InvalidRulesError {
    const keys: string[] = []
    let value: unknown = issue.input
    for (const item of issue.path ?? []) {
      if (typeof item.key !== 'string') break
      keys.push(item.key)
      value = item.value
    }
    const option = keys.length > 0 ? keys.join('.') : 'rules'
    return InvalidRulesError.forOption(option, value, `${game} rules, ${option}: ${issue.message}`)
  }
}

/** What `InvalidRulesError.fromIssue` reads of a schema issue (valibot's `BaseIssue` fits). */
export interface RulesIssue {
  readonly message: string
  readonly input: unknown
  readonly path?: readonly { readonly key: unknown; readonly value: unknown }[] | undefined
}

/** Wagers that the rule set does not allow (missing, negative, below a minimum...): `INVALID_WAGER`. */
export class InvalidWagerError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('INVALID_WAGER', message, details)
  }
}

/**
 * An action that is not legal in the round's current state: `ILLEGAL_ACTION`. In every game
 * `details.reason` says why, as a SCREAMING_SNAKE_CASE code from the game's exported
 * `IllegalReason` union (`NOT_YOUR_TURN`, `WRONG_COUNT`, `NOT_LEGAL_NOW`, ...); the codes
 * never change between versions. Each game finds the action among its `legalActions(state)`
 * once and refuses anything else, so the reason and the legal list always agree.
 */
export class IllegalActionError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('ILLEGAL_ACTION', message, details)
  }
}

/** A game's `illegal`: `illegalAction` bound to the game's `IllegalReason` union. */
export type Illegal<Reason extends string> = (
  reason: Reason,
  message: string,
  details?: Record<string, unknown>,
) => never

/**
 * Throws `IllegalActionError` (`ILLEGAL_ACTION`) with a stable `details.reason`. Each game binds
 * `Reason` to its `IllegalReason` union, so a misspelt reason fails to compile.
 */
export function illegalAction<Reason extends string>(
  reason: Reason,
  message: string,
  details: Record<string, unknown> = {},
): never {
  throw new IllegalActionError(message, { reason, ...details })
}

/** Any action on, or settlement of, a round that is already settled: `ROUND_SETTLED`. */
export class RoundSettledError extends FeltError {
  constructor(message = 'the round is already settled') {
    super('ROUND_SETTLED', message)
  }
}

/** Settling a round while the player still has decisions to make: `ROUND_INCOMPLETE`. */
export class RoundIncompleteError extends FeltError {
  constructor(
    message = 'the round still awaits player decisions',
    details?: Record<string, unknown>,
  ) {
    super('ROUND_INCOMPLETE', message, details)
  }
}
