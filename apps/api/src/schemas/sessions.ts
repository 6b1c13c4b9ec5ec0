import * as v from 'valibot'
import { AmountSchema, ClientSeedSchema, SessionIdSchema } from './common.ts'
import { RoundSchema } from './rounds.ts'
import { CurrencySchema, PlayerSchema } from './wallet.ts'

const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))

/** Body of `POST /v1/sessions`. */
export const CreateSessionSchema = v.strictObject({
  clientSeed: v.optional(ClientSeedSchema),
  balance: v.optional(
    v.pipe(AmountSchema, v.description('Opening balance; default from config (transfer model).')),
  ),
  player: v.optional(PlayerSchema),
  currency: v.optional(CurrencySchema),
})

/** The wallet of a seamless session: whose, in which currency. */
export const SessionWalletSchema = v.pipe(
  v.object({ player: PlayerSchema, currency: CurrencySchema }),
  v.description(
    "A seamless session's money is in the operator's wallet; its balance is what it owes the wallet (returns not yet credited).",
  ),
)

/** Body of `PUT /v1/sessions/:id/client-seed`. */
export const ClientSeedBodySchema = v.strictObject({ clientSeed: ClientSeedSchema })

/** Body of `POST /v1/sessions/:id/rotate` (optional): the client seed of the new pair. */
export const RotateSchema = v.strictObject({ clientSeed: v.optional(ClientSeedSchema) })

/** The seed state a player sees. */
export const SeedStateSchema = v.object({
  commitment: v.pipe(Hex64, v.description('SHA-256 of the active server seed.')),
  nextCommitment: v.pipe(Hex64, v.description('SHA-256 of the next server seed.')),
  clientSeed: v.string(),
  nonce: v.pipe(v.number(), v.integer(), v.description('The nonce the next round gets.')),
})

/** 201 of `POST /v1/sessions`. */
export const SessionCreatedSchema = v.object({
  sessionId: SessionIdSchema,
  token: v.pipe(v.string(), v.description('Bearer token of this session; shown once.')),
  balance: AmountSchema,
  seed: SeedStateSchema,
  wallet: v.optional(SessionWalletSchema),
})

/** 200 of `GET /v1/sessions/:id`. */
export const SessionSchema = v.object({
  sessionId: SessionIdSchema,
  balance: AmountSchema,
  seed: SeedStateSchema,
  openRounds: v.array(RoundSchema),
  closedAt: v.pipe(
    v.nullable(v.number()),
    v.description('When the operator (or the idle policy) closed the session; null while open.'),
  ),
  wallet: v.optional(SessionWalletSchema),
})

/** 200 of `PUT /v1/sessions/:id/client-seed`. */
export const ClientSeedSetSchema = v.object({ seed: SeedStateSchema })

/** 200 of `POST /v1/sessions/:id/rotate`. */
export const RotatedSchema = v.object({
  revealed: v.object({
    serverSeed: Hex64,
    commitment: Hex64,
    clientSeed: v.string(),
    nonces: v.pipe(
      v.number(),
      v.integer(),
      v.description('Rounds dealt under the pair: nonces 0 .. nonces - 1.'),
    ),
  }),
  seed: SeedStateSchema,
})
