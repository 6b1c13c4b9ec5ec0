import { type Illegal, illegalAction } from '@felt/cards'

/**
 * Why an action is illegal: the stable `details.reason` of the `ILLEGAL_ACTION` error.
 * `ROUND_COMPLETE` acting after the last decision; `INVALID_ACTION` malformed action;
 * `NO_SUCH_BOX`; `BOX_FOLDED`; `BOX_FINISHED` (instant payout); `BOX_DECIDED` (already
 * played, or already chose force/take); `NOT_YOUR_TURN`; `NOT_NOW` (wrong phase);
 * `NOT_OFFERED` (not in this rule set); `BLIND_BOX` (a blind box may not draw or fold);
 * `ALREADY_DREW` (one draw per box); `DRAW_COUNT` (number of cards outside the `min`..`max`
 * that `legalActions` lists, which counts only the cards left to draw); `CARD_NOT_IN_HAND`;
 * `DECK_EXHAUSTED` (not even the fewest cards are left); `MUST_PLAY` (after switching five);
 * `INSURANCE_HAND` (below the minimum hand); `INSURANCE_AMOUNT`; `INSURED` (an insured box
 * may not force the dealer). An action is legal exactly when `legalActions` lists it; for any
 * other the reason is the first that applies: the box, the rule set and phase, the seat
 * order, then what the box may do at its turn.
 */
export type IllegalReason =
  | 'ROUND_COMPLETE'
  | 'INVALID_ACTION'
  | 'NO_SUCH_BOX'
  | 'BOX_FOLDED'
  | 'BOX_FINISHED'
  | 'BOX_DECIDED'
  | 'NOT_YOUR_TURN'
  | 'NOT_NOW'
  | 'NOT_OFFERED'
  | 'BLIND_BOX'
  | 'ALREADY_DREW'
  | 'DRAW_COUNT'
  | 'CARD_NOT_IN_HAND'
  | 'DECK_EXHAUSTED'
  | 'MUST_PLAY'
  | 'INSURANCE_HAND'
  | 'INSURANCE_AMOUNT'
  | 'INSURED'

/** Throws `IllegalActionError` (`ILLEGAL_ACTION`) with a stable `details.reason`. */
export const illegal: Illegal<IllegalReason> = illegalAction

/** Why an action is refused, before it is thrown (see `illegal`). */
export interface Refusal {
  readonly reason: IllegalReason
  readonly message: string
  readonly details: Record<string, unknown>
}
