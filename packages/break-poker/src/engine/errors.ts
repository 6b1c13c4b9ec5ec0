import { type Illegal, illegalAction } from '@felt/cards'

/**
 * Why a Break Poker action is illegal: the stable `details.reason` of the `ILLEGAL_ACTION`
 * error. `ROUND_COMPLETE` acting once every seat has set; `INVALID_ACTION` not an action
 * object with a string `type`; `NOT_YOUR_TURN` naming a seat other than the one to set;
 * `NOT_NOW` a type other than `set`; and for the setting itself (docs/rules/break-poker.md,
 * "Legal setting"): `WRONG_COUNT` (not two and three cards), `CARD_NOT_IN_HAND`,
 * `REPEATED_CARD`, `TWO_CARD_HAND_OUTRANKS` (the two-card hand outranks the three-card hand).
 */
export type IllegalReason =
  | 'ROUND_COMPLETE'
  | 'INVALID_ACTION'
  | 'NOT_YOUR_TURN'
  | 'NOT_NOW'
  | 'WRONG_COUNT'
  | 'CARD_NOT_IN_HAND'
  | 'REPEATED_CARD'
  | 'TWO_CARD_HAND_OUTRANKS'

/** Throws `IllegalActionError` (`ILLEGAL_ACTION`) with a stable `details.reason`. */
export const illegal: Illegal<IllegalReason> = illegalAction
