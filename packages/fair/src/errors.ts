import { FeltError } from '@felt/cards'

/** A server seed that is not 64 lowercase hex characters: `INVALID_SERVER_SEED`. */
export class InvalidServerSeedError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('INVALID_SERVER_SEED', message, details)
  }
}

/** A client seed that is empty, longer than 64, not printable ASCII or holds `:`: `INVALID_CLIENT_SEED`. */
export class InvalidClientSeedError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('INVALID_CLIENT_SEED', message, details)
  }
}

/** A nonce that is not a non-negative safe integer: `INVALID_NONCE`. */
export class InvalidNonceError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('INVALID_NONCE', message, details)
  }
}

/** A deck or shoe size the `v1` algorithm does not deal (only 52, 53, 312, 416): `UNSUPPORTED_DECK_SIZE`. */
export class UnsupportedDeckSizeError extends FeltError {
  constructor(size: unknown, supported: readonly number[]) {
    super(
      'UNSUPPORTED_DECK_SIZE',
      `unsupported deck size ${String(size).slice(0, 16)}: use one of ${supported.join(', ')}`,
      { size: String(size).slice(0, 16), supported },
    )
  }
}

/** A range for a uniform integer that is not an integer from 1 to 2^32: `INVALID_RANGE`. */
export class InvalidRangeError extends FeltError {
  constructor(n: unknown) {
    super('INVALID_RANGE', 'a uniform integer range n is an integer from 1 to 2^32', {
      n: String(n).slice(0, 24),
    })
  }
}

/** A receipt that is not shaped like a `Receipt` (missing field, wrong type): `INVALID_RECEIPT`. */
export class InvalidReceiptError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('INVALID_RECEIPT', message, details)
  }
}

/**
 * An audit the statistical battery cannot test (fewer than 2 shuffles): `INVALID_AUDIT`,
 * details `{ shuffles }`.
 */
export class InvalidAuditError extends FeltError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('INVALID_AUDIT', message, details)
  }
}
