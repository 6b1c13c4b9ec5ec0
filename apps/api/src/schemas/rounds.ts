import * as v from 'valibot'
import { AmountSchema, CardCodeSchema } from './common.ts'
import { VIEW_SCHEMAS } from './views.ts'
import { WalletEntrySchema } from './wallet.ts'

/** The legal actions now, each with its limits. */
export const LegalActionSchema = v.looseObject({ type: v.string(), box: v.optional(v.number()) })

const roundFields = {
  id: v.pipe(v.string(), v.description('"<seed>-<nonce>", unique across rotations.')),
  seed: v.pipe(v.number(), v.integer(), v.description('Seed pair number.')),
  nonce: v.pipe(v.number(), v.integer()),
  ruleset: v.string(),
  status: v.picklist(['awaiting-action', 'complete', 'settled']),
  legalActions: v.array(LegalActionSchema),
}

/** A round of one game: its `view` is that game's (hidden cards never appear). */
function gameRound<G extends keyof typeof VIEW_SCHEMAS>(game: G) {
  return v.strictObject({ ...roundFields, game: v.literal(game), view: VIEW_SCHEMAS[game] })
}

/** A round as the player sees it, by its game: the view is typed per game. */
export const RoundSchema = v.variant('game', [
  gameRound('stud-poker'),
  gameRound('break-poker'),
  gameRound('zero'),
])

/** The receipt of a settled round, as `felt-fair verify` checks it. */
export const ReceiptSchema = v.object({
  algorithm: v.pipe(v.string(), v.description('The fairness algorithm: "v1".')),
  game: v.string(),
  ruleset: v.string(),
  rules: v.unknown(),
  commitment: v.string(),
  serverSeed: v.optional(
    v.pipe(v.nullable(v.string()), v.description('Present once the pair is revealed.')),
  ),
  clientSeed: v.string(),
  nonce: v.number(),
  wagers: v.unknown(),
  actions: v.pipe(v.array(v.unknown()), v.readonly()),
  dealt: v.pipe(
    v.array(v.object({ position: v.number(), card: CardCodeSchema, to: v.string() })),
    v.readonly(),
  ),
  settlement: v.object({
    lines: v.pipe(
      v.array(
        v.object({
          box: v.number(),
          wager: v.string(),
          stake: AmountSchema,
          outcome: v.picklist(['win', 'lose', 'push', 'fee']),
          payout: AmountSchema,
          reason: v.string(),
        }),
      ),
      v.readonly(),
    ),
    staked: AmountSchema,
    returned: AmountSchema,
    net: v.pipe(v.number(), v.integer()),
  }),
  ledger: v.optional(
    v.pipe(
      v.array(
        v.object({
          seq: v.pipe(v.number(), v.integer(), v.description("Position in the session's ledger.")),
          kind: v.pipe(
            v.string(),
            v.description('`stake`, `stake:<n>` (added by action n) or `payout`.'),
          ),
          amount: v.pipe(
            v.number(),
            v.integer(),
            v.description('Whole units; negative for a debit.'),
          ),
          balance: v.pipe(
            AmountSchema,
            v.description('The session balance right after this entry.'),
          ),
        }),
      ),
      v.description(
        "The round's own ledger entries, oldest first. Other rounds' entries may lie between them, so only neighbouring entries (seq n, n + 1) chain their balances.",
      ),
      v.readonly(),
    ),
  ),
  wallet: v.optional(
    v.pipe(
      v.array(WalletEntrySchema),
      v.description(
        "A seamless session's calls of the round to the operator's wallet, in the order made, with its answers: each debit attempt (a refused or rolled-back one left the nonce to the next deal), its rollback, the credit.",
      ),
    ),
  ),
})

/** 201 of deal, 200 of act: the receipt too when the round completed (and so settled). */
export const RoundReplySchema = v.object({
  round: RoundSchema,
  receipt: v.optional(ReceiptSchema),
  balance: AmountSchema,
})

/** 200 of settle. */
export const SettledSchema = v.object({
  round: RoundSchema,
  receipt: ReceiptSchema,
  balance: AmountSchema,
})

/** 200 of `GET /v1/sessions/:id/rounds/:nonce`. */
export const RoundDetailSchema = v.object({
  round: RoundSchema,
  receipt: v.optional(ReceiptSchema),
})
