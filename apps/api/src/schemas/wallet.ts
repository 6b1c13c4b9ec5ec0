import * as v from 'valibot'
import { AmountSchema, SessionIdSchema } from './common.ts'

/** The operator's reference of a player: 1-100 visible ASCII characters. */
export const PlayerSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(100),
  v.regex(/^[\x21-\x7e]+$/, 'visible ASCII'),
  v.description(
    "The operator's reference of the player whose wallet a seamless session debits and credits (operator only).",
  ),
)

/** A currency code: 2-12 letters and digits (ISO 4217, or the operator's own). */
export const CurrencySchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9]{2,12}$/, '2-12 letters and digits'),
  v.description(
    'The currency of a seamless session\'s amounts (e.g. "EUR"), as the wallet names it.',
  ),
)

const id = (what: string) => v.pipe(v.string(), v.description(what))

/** What the wallet answered, as the ledger and the receipt keep it (its known fields). */
export const WalletAnswerSchema = v.object({
  status: v.pipe(
    v.string(),
    v.description('`approved` or `refused` (a debit); a credit or rollback: the word it gave.'),
  ),
  code: v.optional(
    v.pipe(v.string(), v.description('Why a debit was refused: INSUFFICIENT_FUNDS, ...')),
  ),
  balance: v.optional(
    v.pipe(v.number(), v.integer(), v.description("The player's balance in the wallet after it.")),
  ),
  reference: v.optional(v.pipe(v.string(), v.description("The wallet's own transaction id."))),
  message: v.optional(v.string()),
})

const STATUS = v.pipe(
  v.picklist([
    'sending',
    'approved',
    'refused',
    'unknown',
    'rolled-back',
    'pending',
    'acknowledged',
  ]),
  v.description(
    'A debit: sending, then approved, refused or unknown (then rolled-back once its rollback is acknowledged); a credit or rollback: pending, then acknowledged.',
  ),
)

const TYPE = v.picklist(['debit', 'credit', 'rollback'])

/** One call of a round to the wallet, as its receipt lists it. */
export const WalletEntrySchema = v.object({
  transactionId: id('The transaction id (webhook-id of the call).'),
  type: TYPE,
  kind: id('The ledger kind it pays: stake, stake:<n> or payout.'),
  amount: AmountSchema,
  status: STATUS,
  attempts: v.pipe(v.number(), v.integer()),
  answer: v.optional(WalletAnswerSchema),
})

/** 200 of the operator's page of a session's wallet calls. */
export const WalletCallsPageSchema = v.object({
  calls: v.array(
    v.object({
      seq: v.number(),
      ...WalletEntrySchema.entries,
      round: v.string(),
      nextAt: v.pipe(
        v.nullable(v.number()),
        v.description(
          'When the alarm sends it again (or gives up waiting for a debit); null: done.',
        ),
      ),
      lastError: v.nullable(v.string()),
      createdAt: v.number(),
      doneAt: v.nullable(v.number()),
    }),
  ),
  next: v.pipe(v.nullable(v.number()), v.description('`after` of the next page; null at the end.')),
})

const common = {
  transactionId: id(
    'Idempotent: the same on every attempt of the call (and its webhook-id). Apply a transaction id once; answer a repeat as the first time.',
  ),
  sessionId: SessionIdSchema,
  player: PlayerSchema,
  currency: CurrencySchema,
  round: id('The round, "<seed>-<nonce>".'),
  at: v.pipe(
    v.number(),
    v.integer(),
    v.description('When the call was made (first attempt), Unix ms.'),
  ),
}

/** The body of a debit: take a stake from the player's balance. */
export const DebitCallSchema = v.object({
  type: v.literal('debit'),
  ...common,
  kind: id('`stake` at the deal, `stake:<n>` for what action n added (raise, double, ...).'),
  game: v.string(),
  amount: v.pipe(AmountSchema, v.minValue(1)),
})

/** The body of a credit: pay a settled round's return (0 included: the round is over). */
export const CreditCallSchema = v.object({
  type: v.literal('credit'),
  ...common,
  kind: v.literal('payout'),
  amount: AmountSchema,
})

/** The body of a rollback: undo a debit whose outcome Felt does not know. */
export const RollbackCallSchema = v.object({
  type: v.literal('rollback'),
  ...common,
  originalTransactionId: id(
    'The debit to undo. If it was applied, reverse it; if it never arrived, refuse it should it come later.',
  ),
  amount: AmountSchema,
})

/** The wallet's answer to a debit. */
export const DebitAnswerSchema = v.variant('status', [
  v.object({
    status: v.literal('approved'),
    balance: v.optional(v.number()),
    reference: v.optional(v.string()),
  }),
  v.object({
    status: v.literal('refused'),
    code: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{0,39}$/)),
    message: v.optional(v.string()),
    balance: v.optional(v.number()),
  }),
])
