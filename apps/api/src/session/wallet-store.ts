import type { WalletCallRow, WalletCallStatus } from './rows.ts'

/** A call as it is queued. */
export type NewWalletCall = Pick<
  WalletCallRow,
  'id' | 'type' | 'round' | 'entry' | 'amount' | 'body' | 'status' | 'next_at' | 'created_at'
>

/**
 * The SQL of the calls to the operator's wallet (`wallet_calls`), on the session's database:
 * the outbox of the seamless model. Synchronous, like the other stores; nothing is kept in
 * memory, since only seamless sessions read it, once or twice a request.
 */
export class WalletStore {
  private readonly sql: SqlStorage

  constructor(sql: SqlStorage) {
    this.sql = sql
  }

  insert(call: NewWalletCall): void {
    this.sql.exec(
      `INSERT INTO wallet_calls (id, type, round, entry, amount, body, status, next_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      call.id,
      call.type,
      call.round,
      call.entry,
      call.amount,
      call.body,
      call.status,
      call.next_at,
      call.created_at,
    )
  }

  /** One call by its transaction id. */
  call(id: string): WalletCallRow | undefined {
    return this.sql.exec<WalletCallRow>('SELECT * FROM wallet_calls WHERE id = ?', id).toArray()[0]
  }

  /** How many debits were made for a round's ledger kind (each attempt has its own id). */
  debits(round: string, entry: string): number {
    return this.sql
      .exec<{ n: number }>(
        "SELECT COUNT(*) AS n FROM wallet_calls WHERE round = ? AND entry = ? AND type = 'debit'",
        round,
        entry,
      )
      .one().n
  }

  /** A round's calls in the order made (its receipt lists them). */
  ofRound(round: string): WalletCallRow[] {
    return this.sql
      .exec<WalletCallRow>('SELECT * FROM wallet_calls WHERE round = ? ORDER BY seq', round)
      .toArray()
  }

  /** The session's calls after `after` (seq), oldest first, at most `limit`. */
  page(after: number, limit: number): WalletCallRow[] {
    return this.sql
      .exec<WalletCallRow>(
        'SELECT * FROM wallet_calls WHERE seq > ? ORDER BY seq LIMIT ?',
        after,
        limit,
      )
      .toArray()
  }

  /** Calls the alarm has to look at by `now` (send, or give up waiting for), oldest first. */
  due(now: number, limit: number): WalletCallRow[] {
    return this.sql
      .exec<WalletCallRow>(
        'SELECT * FROM wallet_calls WHERE next_at IS NOT NULL AND next_at <= ? ORDER BY next_at, seq LIMIT ?',
        now,
        limit,
      )
      .toArray()
  }

  /** When the alarm next has a call to look at, if ever. */
  nextDue(): number | undefined {
    return (
      this.sql
        .exec<{ at: number | null }>(
          'SELECT MIN(next_at) AS at FROM wallet_calls WHERE next_at IS NOT NULL',
        )
        .one().at ?? undefined
    )
  }

  /** The outcome of a call: its status and the wallet's answer; nothing more to do for it. */
  finish(id: string, status: WalletCallStatus, answer: string | null, at: number): void {
    this.sql.exec(
      `UPDATE wallet_calls SET status = ?, answer = COALESCE(?, answer), attempts = attempts + 1,
         next_at = NULL, done_at = ? WHERE id = ?`,
      status,
      answer,
      at,
      id,
    )
  }

  /** Sets a call's status alone (a debit once its rollback is acknowledged: `rolled-back`). */
  mark(id: string, status: WalletCallStatus): void {
    this.sql.exec('UPDATE wallet_calls SET status = ? WHERE id = ?', status, id)
  }

  /** A debit whose outcome is unknown (`error`): nothing more to send for it (a rollback follows). */
  lost(id: string, error: string, at: number): void {
    this.sql.exec(
      `UPDATE wallet_calls SET status = 'unknown', last_error = ?, attempts = attempts + 1,
         next_at = NULL, done_at = ? WHERE id = ?`,
      error.slice(0, 200),
      at,
      id,
    )
  }

  /** A failed attempt of a credit or a rollback: tried again at `nextAt`. */
  retry(id: string, error: string, nextAt: number): void {
    this.sql.exec(
      'UPDATE wallet_calls SET attempts = attempts + 1, last_error = ?, next_at = ? WHERE id = ?',
      error.slice(0, 200),
      nextAt,
      id,
    )
  }
}
