/**
 * The API's wire types, each inferred from the valibot schema that documents it (OpenAPI) and,
 * for inputs, validates it: declared once. Type-only; the page imports it too (it depends on
 * the schemas only, never on the Worker's runtime types).
 */
import type * as v from 'valibot'
import type { GamesSchema } from './schemas/games.ts'
import type {
  ClosedSchema,
  LedgerPageSchema,
  RoundsPageSchema,
  StatementReplySchema,
  StatementSchema,
  TransferredSchema,
} from './schemas/operator.ts'
import type { SessionsPageSchema } from './schemas/registry.ts'
import type {
  LegalActionSchema,
  RoundDetailSchema,
  RoundReplySchema,
  RoundSchema,
} from './schemas/rounds.ts'
import type {
  ClientSeedSetSchema,
  RotatedSchema,
  SeedStateSchema,
  SessionCreatedSchema,
  SessionSchema,
} from './schemas/sessions.ts'

/** The seed state a player sees: never a server seed before it is revealed. */
export type SeedState = v.InferOutput<typeof SeedStateSchema>
/** A legal action with its limits. */
export type LegalAction = v.InferOutput<typeof LegalActionSchema>
/** A round as the player sees it: only `view` shows cards, and it hides what is hidden. */
export type RoundOut = v.InferOutput<typeof RoundSchema>
/** Body of deal, act and settle: the round, its receipt once settled, the balance. */
export type RoundBody = v.InferOutput<typeof RoundReplySchema>
/** `GET /v1/sessions/:id/rounds/:nonce`. */
export type RoundDetail = v.InferOutput<typeof RoundDetailSchema>
/** `POST /v1/sessions` (with the token the Worker adds). */
export type SessionCreated = v.InferOutput<typeof SessionCreatedSchema>
/** `GET /v1/sessions/:id`. */
export type SessionOut = v.InferOutput<typeof SessionSchema>
/** `PUT /v1/sessions/:id/client-seed`. */
export type ClientSeedSet = v.InferOutput<typeof ClientSeedSetSchema>
/** `POST /v1/sessions/:id/rotate`. */
export type Rotated = v.InferOutput<typeof RotatedSchema>
/** The seed pair revealed by a rotation. */
export type Revealed = Rotated['revealed']
/** `GET /v1/games`. */
export type GamesReply = v.InferOutput<typeof GamesSchema>
/** One game of `GET /v1/games`. */
export type GameInfo = GamesReply['games'][number]
/** A session's statement. */
export type Statement = v.InferOutput<typeof StatementSchema>
/** Operator credit and debit. */
export type Transferred = v.InferOutput<typeof TransferredSchema>
/** Operator close. */
export type Closed = v.InferOutput<typeof ClosedSchema>
/** Operator statement. */
export type StatementReply = v.InferOutput<typeof StatementReplySchema>
/** Operator ledger page. */
export type LedgerPage = v.InferOutput<typeof LedgerPageSchema>
/** Operator rounds page. */
export type RoundsPage = v.InferOutput<typeof RoundsPageSchema>
/** Operator list of sessions. */
export type SessionsPage = v.InferOutput<typeof SessionsPageSchema>

/** What `felt-fair verify` checks once the seed is revealed: `@felt/fair`'s receipt. */
export type { Receipt, ReceiptEntry } from '@felt/fair'
