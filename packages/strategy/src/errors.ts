import { FeltError } from '@felt/cards'

/** A strategy name the advisor does not know: `UNKNOWN_STRATEGY`, never a silent default. */
export class UnknownStrategyError extends FeltError {
  constructor(value: string, known: readonly string[]) {
    super('UNKNOWN_STRATEGY', `no strategy named ${JSON.stringify(value.slice(0, 32))}`, {
      option: 'strategy',
      value: value.slice(0, 32),
      known,
    })
  }
}

/** A strategy table whose rows cannot be read (wrong size, an unknown action code): `INVALID_TABLE`. */
export class InvalidTableError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('INVALID_TABLE', message, details)
  }
}
