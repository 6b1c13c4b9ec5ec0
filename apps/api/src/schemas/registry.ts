import * as v from 'valibot'
import { AmountSchema, SessionIdSchema } from './common.ts'
import { PageQuerySchema } from './operator.ts'

/** The query of the operator's list: a page (`after`, `limit`) and an optional `status`. */
export const SessionsQuerySchema = v.strictObject({
  ...PageQuerySchema.entries,
  status: v.optional(v.picklist(['open', 'closed'])),
})

/** 200 of `GET /v1/operator/sessions`. */
export const SessionsPageSchema = v.object({
  sessions: v.array(
    v.object({
      sessionId: SessionIdSchema,
      openedAt: v.number(),
      openingBalance: AmountSchema,
      closedAt: v.nullable(v.number()),
      closeReason: v.nullable(v.picklist(['operator', 'idle'])),
      finalBalance: v.pipe(
        v.nullable(AmountSchema),
        v.description("The final statement's balance; null while open."),
      ),
    }),
  ),
  next: v.pipe(v.nullable(v.number()), v.description('`after` of the next page; null at the end.')),
})
