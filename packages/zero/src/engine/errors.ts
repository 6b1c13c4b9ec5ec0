import { type Illegal, illegalAction } from '@felt/cards'

/**
 * Why a Zero action is illegal: the stable `details.reason` of the `ILLEGAL_ACTION` error.
 * `ROUND_COMPLETE` acting once the player is done; `INVALID_ACTION` not an action object
 * with a string `type`; `NOT_YOUR_TURN` naming a hand other than the one playing; `NOT_NOW`
 * a type the playing hand may not take now (details list the legal ones).
 */
export type IllegalReason = 'ROUND_COMPLETE' | 'INVALID_ACTION' | 'NOT_YOUR_TURN' | 'NOT_NOW'

/** Throws `IllegalActionError` (`ILLEGAL_ACTION`) with a stable `details.reason`. */
export const illegal: Illegal<IllegalReason> = illegalAction
