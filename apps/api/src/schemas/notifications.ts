import * as v from 'valibot'
import { AmountSchema, SessionIdSchema } from './common.ts'
import { ClosedSchema } from './operator.ts'
import { ReceiptSchema } from './rounds.ts'

const at = v.pipe(
  v.number(),
  v.integer(),
  v.description('When the event was queued (in the transaction of the change), Unix ms.'),
)

/** The body of a `round.settled` notification. */
export const RoundSettledEventSchema = v.object({
  type: v.literal('round.settled'),
  sessionId: SessionIdSchema,
  round: v.pipe(v.string(), v.description('The round id, "<seed>-<nonce>".')),
  receipt: ReceiptSchema,
  balance: v.pipe(AmountSchema, v.description("The session's balance after the payout.")),
  at,
})

/** The body of a `session.closed` notification. */
export const SessionClosedEventSchema = v.object({
  type: v.literal('session.closed'),
  sessionId: SessionIdSchema,
  reason: ClosedSchema.entries.reason,
  statement: ClosedSchema.entries.statement,
  at,
})
