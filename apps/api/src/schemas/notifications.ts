import * as v from 'valibot'
import { AmountSchema, SessionIdSchema } from './common.ts'
import { ClosedSchema } from './operator.ts'
import { ReceiptSchema } from './rounds.ts'

const at = v.pipe(
  v.number(),
  v.integer(),
  v.description('When the event was queued (in the transaction of the change), Unix ms.'),
)

const seq = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1),
  v.description(
    'The notification\'s number in its session: 1, 2, ... in the order the events were queued (the webhook-id is "<sessionId>:<seq>"). Deliveries are at least once and, after a failed attempt, out of order: order a session\'s notifications by seq.',
  ),
)

/** The body of a `round.settled` notification. */
export const RoundSettledEventSchema = v.object({
  type: v.literal('round.settled'),
  sessionId: SessionIdSchema,
  round: v.pipe(v.string(), v.description('The round id, "<seed>-<nonce>".')),
  receipt: ReceiptSchema,
  balance: v.pipe(AmountSchema, v.description("The session's balance after the payout.")),
  seq,
  at,
})

/** The body of a `session.closed` notification. */
export const SessionClosedEventSchema = v.object({
  type: v.literal('session.closed'),
  sessionId: SessionIdSchema,
  reason: ClosedSchema.entries.reason,
  statement: ClosedSchema.entries.statement,
  seq,
  at,
})
