import { IllegalActionError } from '@felt/cards'

/** Why a setting was refused. */
export type IllegalSettingReason =
  | 'wrong-count'
  | 'not-in-hand'
  | 'repeated-card'
  | 'two-card-hand-outranks'

/**
 * A setting that breaks the rules: wrong card counts, a card not in the seat's hand or used
 * twice, or a two-card hand that outranks the three-card hand (break-poker.md, "Legal
 * setting"). Code `ILLEGAL_ACTION`; `details.reason` says which.
 */
export class IllegalSettingError extends IllegalActionError {
  constructor(reason: IllegalSettingReason, message: string, details?: Record<string, unknown>) {
    super(message, { reason, ...details })
  }
}
