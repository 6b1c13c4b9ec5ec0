import * as v from 'valibot'
import { AmountSchema } from './common.ts'
import { ReceiptSchema } from './rounds.ts'
import { WalletAnswerSchema } from './wallet.ts'

/** The operator's reference of a transfer: 1-100 visible ASCII characters, unique per session. */
export const ReferenceSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(100),
  v.regex(/^[\x21-\x7e]+$/, 'visible ASCII'),
  v.description("The operator's id of this transfer; a retry with it moves nothing twice."),
)

/** Body of credit and debit. */
export const TransferSchema = v.strictObject({
  amount: v.pipe(AmountSchema, v.minValue(1)),
  reference: ReferenceSchema,
})

/** A page query: `after` (a cursor from `next`) and `limit` (1-200, default 50). */
export const PageQuerySchema = v.strictObject({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)), '0'),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(200)),
    '50',
  ),
})

const EntrySchema = v.object({
  reference: v.string(),
  amount: v.pipe(v.number(), v.integer(), v.description('Negative for a debit.')),
  seq: v.pipe(v.number(), v.integer(), v.description("Position in the session's ledger.")),
  balance: AmountSchema,
})

/** 201 (new) or 200 (a retry of the same reference) of credit and debit. */
export const TransferredSchema = v.object({ transfer: EntrySchema, balance: AmountSchema })

/** A session's statement. */
export const StatementSchema = v.object({
  sessionId: v.string(),
  opening: AmountSchema,
  credits: AmountSchema,
  debits: AmountSchema,
  staked: AmountSchema,
  returned: AmountSchema,
  net: v.pipe(v.number(), v.integer()),
  rounds: v.pipe(v.number(), v.integer()),
  balance: v.pipe(AmountSchema, v.description('opening + credits - debits + net')),
})

/** 200 of close. */
export const ClosedSchema = v.object({
  reason: v.pipe(
    v.picklist(['operator', 'idle']),
    v.description('Who closed it: the operator, or the idle policy (IDLE_CLOSE_DAYS).'),
  ),
  statement: v.object({ ...StatementSchema.entries, closedAt: v.number() }),
  revealed: v.object({
    serverSeed: v.string(),
    commitment: v.string(),
    clientSeed: v.string(),
    nonces: v.number(),
  }),
  next: v.object({ serverSeed: v.string(), commitment: v.string() }),
})

/** 200 of the statement route. */
export const StatementReplySchema = v.object({
  statement: StatementSchema,
  closedAt: v.nullable(v.number()),
})

/** 200 of the ledger page. */
export const LedgerPageSchema = v.object({
  entries: v.array(
    v.object({
      seq: v.number(),
      round: v.string(),
      kind: v.string(),
      amount: v.number(),
      balance: AmountSchema,
      at: v.number(),
      wallet: v.optional(
        v.pipe(
          v.object({ transactionId: v.string(), answer: WalletAnswerSchema }),
          v.description(
            "A seamless session's wallet entry (`wallet:<kind>`): the call and the wallet's answer.",
          ),
        ),
      ),
    }),
  ),
  next: v.pipe(v.nullable(v.number()), v.description('`after` of the next page; null at the end.')),
})

/** 200 of the rounds page. */
export const RoundsPageSchema = v.object({
  rounds: v.array(
    v.object({
      id: v.string(),
      game: v.string(),
      ruleset: v.string(),
      status: v.string(),
      createdAt: v.number(),
      settledAt: v.nullable(v.number()),
      receipt: v.optional(ReceiptSchema),
    }),
  ),
  next: v.pipe(v.nullable(v.number()), v.description('`after` of the next page; null at the end.')),
})
