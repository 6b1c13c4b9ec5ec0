import type { RoundState } from '@felt/cards'

/** The `session` row. */
export interface SessionRow {
  readonly session_id: string
  readonly token_hash: string
  readonly balance: number
  readonly created_at: number
  readonly [column: string]: SqlStorageValue
}

/** A `seeds` row. */
export interface SeedRow {
  readonly idx: number
  readonly server_seed: string
  readonly commitment: string
  readonly client_seed: string | null
  readonly next_nonce: number
  readonly status: 'active' | 'next' | 'revealed'
  readonly revealed_at: number | null
  readonly [column: string]: SqlStorageValue
}

/** A `rounds` row (JSON columns as text). */
export interface RoundRow {
  readonly seed: number
  readonly nonce: number
  readonly game: string
  readonly ruleset: string
  readonly status: RoundState['status']
  readonly client_seed: string
  readonly wagers: string
  /** JSON: every action as passed to the game's act, in order. */
  readonly actions: string
  readonly state: string
  readonly balance_before: number
  readonly balance_after: number | null
  readonly settle_actions: string | null
  readonly receipt: string | null
  readonly created_at: number
  readonly settled_at: number | null
  readonly [column: string]: SqlStorageValue
}

/** An `idempotency` row. */
export interface IdempotencyRow {
  readonly key: string
  readonly fingerprint: string
  readonly status: number
  readonly body: string
  readonly [column: string]: SqlStorageValue
}

/** A `ledger` row. */
export interface LedgerRow {
  readonly seq: number
  readonly round: string
  readonly kind: string
  readonly amount: number
  readonly balance: number
  readonly at: number
  readonly [column: string]: SqlStorageValue
}
