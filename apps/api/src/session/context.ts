import type { Bindings } from '../config.ts'
import type { OperatorStore } from './operator-store.ts'
import type { SessionStore } from './store.ts'
import type { WalletStore } from './wallet-store.ts'

/** What the session's flows work on: its stores, the bindings, the outbox and the alarm. */
export interface SessionContext {
  readonly store: SessionStore
  readonly ops: OperatorStore
  /** The calls to the operator's wallet (seamless sessions). */
  readonly wallet: WalletStore
  readonly env: Bindings
  /**
   * Queues a notification in the current transaction, when the Worker has a NOTIFY_URL and
   * a NOTIFY_SECRET (`event` is built only then).
   */
  notify(event: () => Record<string, unknown>): void
  /**
   * A wallet credit queued in the current transaction (its id, and when the alarm is to send it
   * if nothing else has): its first attempt is made once the transaction is stored, before the
   * answer; the alarm, set with the transaction, retries it if that fails.
   */
  owe(id: string, due: number): void
}

/** Proof of the caller: SHA-256 (hex) of the bearer token, computed by the Worker. */
export interface Auth {
  readonly tokenHash: string
}

/** What `create` needs; the Worker draws the id and token and sends only the token's hash. */
export interface CreateInput {
  readonly sessionId: string
  readonly tokenHash: string
  readonly clientSeed: string
  readonly balance: number
  /** A seamless session's player and currency (its money is in the operator's wallet). */
  readonly wallet?: { readonly player: string; readonly currency: string } | undefined
}

/** An operator transfer: `amount` > 0 in (credit) or out (debit), under the operator's reference. */
export interface TransferInput {
  readonly reference: string
  readonly amount: number
  readonly direction: 'credit' | 'debit'
}

/** A validated deal request. */
export interface DealInput {
  readonly game: string
  readonly ruleset?: string | undefined
  readonly wagers: unknown
}

/** JSON text of a value (the stored columns). */
export function json(value: unknown): string {
  return JSON.stringify(value)
}
