import type { RoundState } from '@felt/cards'

/** The `session` row. */
export interface SessionRow {
  readonly session_id: string
  readonly token_hash: string
  readonly balance: number
  readonly created_at: number
  /** The operator's player reference of a seamless session; null in the transfer model. */
  readonly player: string | null
  readonly currency: string | null
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
  /** A `wallet:<kind>` entry's call and the wallet's answer (JSON); else null. */
  readonly wallet: string | null
  readonly [column: string]: SqlStorageValue
}

/** A `wallet_calls` row: one call to the operator's wallet and what came of it. */
export interface WalletCallRow {
  readonly seq: number
  /** The transaction id (`webhook-id`), the same on every attempt. */
  readonly id: string
  readonly type: 'debit' | 'credit' | 'rollback'
  /** The round (`<seed>-<nonce>`) and the ledger kind it pays: `stake`, `stake:<n>`, `payout`. */
  readonly round: string
  readonly entry: string
  readonly amount: number
  /** The signed JSON body, the same on every attempt. */
  readonly body: string
  readonly status: WalletCallStatus
  readonly attempts: number
  /** When the alarm is to look at it again (send it, or give up waiting for it); null: done. */
  readonly next_at: number | null
  /** The wallet's answer (JSON: status, code, balance, reference), once it gave one. */
  readonly answer: string | null
  readonly last_error: string | null
  readonly created_at: number
  readonly done_at: number | null
  readonly [column: string]: SqlStorageValue
}

/**
 * Where a call stands: a debit is `sending` until it is `approved`, `refused` or `unknown`
 * (then rolled back: `rolled-back` once the wallet acknowledged the rollback); a credit or a
 * rollback is `pending` until `acknowledged`.
 */
export type WalletCallStatus =
  | 'sending'
  | 'approved'
  | 'refused'
  | 'unknown'
  | 'rolled-back'
  | 'pending'
  | 'acknowledged'
