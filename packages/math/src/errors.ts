import { FeltError } from '@felt/cards'

/** A game `analyze` does not know: `UNKNOWN_GAME`, details `{ option: 'game', value, known }`. */
export class UnknownGameError extends FeltError {
  constructor(value: string, known: readonly string[]) {
    super(
      'UNKNOWN_GAME',
      `no game named ${JSON.stringify(value.slice(0, 32))} (${known.join(', ')})`,
      {
        option: 'game',
        value: value.slice(0, 32),
        known,
      },
    )
  }
}

/** A bet the game does not have: `UNKNOWN_BET`, details `{ option: 'bet', value, known }`. */
export class UnknownBetError extends FeltError {
  constructor(game: string, value: string, known: readonly string[]) {
    super(
      'UNKNOWN_BET',
      `${game} has no bet named ${JSON.stringify(value.slice(0, 32))} (${known.join(', ')})`,
      { game, option: 'bet', value: value.slice(0, 32), known },
    )
  }
}

/**
 * An analysis option that is out of range or not one of its values (`method`, `path`,
 * `rounds`, `seed`, `threads`): `INVALID_OPTION`, details `{ option, value }`.
 */
export class InvalidOptionError extends FeltError {
  constructor(option: string, value: unknown, message: string) {
    super('INVALID_OPTION', message, {
      option,
      value: typeof value === 'string' ? value.slice(0, 32) : value,
    })
  }
}

/**
 * A valid game, bet, strategy and rule set that no engine can analyse that way (no exact
 * engine for the pair, no simulator on that path, a bet the rule set lacks):
 * `UNSUPPORTED_ANALYSIS`.
 */
export class UnsupportedAnalysisError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('UNSUPPORTED_ANALYSIS', message, details)
  }
}

/**
 * A full strategy run that does not cover every starting situation (a part missing or
 * counted twice, a damaged cache): `INVALID_SOLUTION`, details `{ expected, situations }`.
 */
export class InvalidSolutionError extends FeltError {
  constructor(expected: number, situations: number) {
    super('INVALID_SOLUTION', `a solution covers ${expected} situations, got ${situations}`, {
      expected,
      situations,
    })
  }
}
