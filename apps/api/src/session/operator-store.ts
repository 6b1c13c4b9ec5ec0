import type { LedgerRow } from './rows.ts'

/** The operator's ledger entries are filed under this round name. */
export const OPERATOR_ROUND = 'operator'

/** A pending settlement notification. */
export interface OutboxRow {
  readonly seq: number
  readonly body: string
  readonly attempts: number
  readonly [column: string]: SqlStorageValue
}

/** A round as an audit page lists it (JSON columns as text). */
export interface RoundListRow {
  readonly cursor: number
  readonly seed: number
  readonly nonce: number
  readonly game: string
  readonly ruleset: string
  readonly status: string
  readonly created_at: number
  readonly settled_at: number | null
  readonly receipt: string | null
  readonly [column: string]: SqlStorageValue
}

/** The closing of a session: when, its stored reply (JSON), when the registry learnt of it. */
export interface ClosureRow {
  readonly closed_at: number
  readonly reply: string
  readonly listed_at: number | null
}

/**
 * The SQL of the operator's features on a session's database: transfers, closing, audit
 * pages and the notification outbox. Synchronous, like `SessionStore`, and like it keeping
 * the closing in memory once read (every session request asks for it), with `forget`.
 */
export class OperatorStore {
  private readonly sql: SqlStorage
  /** The closing once read: null while the session is open, undefined when not read yet. */
  private closing: ClosureRow | null | undefined
  /** The number of the session's last notification once read (0: none yet). */
  private lastSeq: number | undefined

  constructor(sql: SqlStorage) {
    this.sql = sql
  }

  /** Drops what is kept in memory (after a rollback, or a write from outside this store). */
  forget(): void {
    this.closing = undefined
    this.lastSeq = undefined
  }

  /** The ledger entry of a kind of the operator's round, if any. */
  operatorEntry(kind: string): LedgerRow | undefined {
    return this.sql
      .exec<LedgerRow>('SELECT * FROM ledger WHERE round = ? AND kind = ?', OPERATOR_ROUND, kind)
      .toArray()[0]
  }

  /** Ledger entries after `after` (seq), oldest first, at most `limit`. */
  ledgerPage(after: number, limit: number): LedgerRow[] {
    return this.sql
      .exec<LedgerRow>('SELECT * FROM ledger WHERE seq > ? ORDER BY seq LIMIT ?', after, limit)
      .toArray()
  }

  /** Rounds after the cursor `after` (in the order dealt), at most `limit`. */
  roundsPage(after: number, limit: number): RoundListRow[] {
    return this.sql
      .exec<RoundListRow>(
        `SELECT rowid AS cursor, seed, nonce, game, ruleset, status, created_at, settled_at, receipt
         FROM rounds WHERE rowid > ? ORDER BY rowid LIMIT ?`,
        after,
        limit,
      )
      .toArray()
  }

  /** Every ledger entry's kind and amount (for the statement). */
  movements(): { kind: string; round: string; amount: number }[] {
    return this.sql
      .exec<{ kind: string; round: string; amount: number }>(
        'SELECT kind, round, amount FROM ledger ORDER BY seq',
      )
      .toArray()
  }

  /** How many rounds were settled. */
  settledRounds(): number {
    return this.sql
      .exec<{ n: number }>("SELECT COUNT(*) AS n FROM rounds WHERE status = 'settled'")
      .one().n
  }

  /** The stored reply of the closing, once closed, and when the registry learnt of it. */
  closure(): ClosureRow | undefined {
    // Not `??=`: null (open) is an answer too.
    if (this.closing === undefined) {
      this.closing =
        this.sql
          .exec<ClosureRow & Record<string, SqlStorageValue>>(
            'SELECT closed_at, reply, listed_at FROM closure',
          )
          .toArray()[0] ?? null
    }
    return this.closing ?? undefined
  }

  /** Notes that the registry has the closing. */
  listed(at: number): void {
    this.sql.exec('UPDATE closure SET listed_at = ?', at)
    this.closing = undefined
  }

  close(at: number, reply: string): void {
    this.sql.exec('INSERT INTO closure (id, closed_at, reply) VALUES (1, ?, ?)', at, reply)
    this.closing = undefined
  }

  /**
   * Queues a notification, due at once, under the session's next notification number (1, 2,
   * ...: its `seq`, the outbox row's key, never reused), which `body` puts into the body.
   */
  enqueue(body: (seq: number) => string, at: number): void {
    // AUTOINCREMENT's own counter: the highest seq the outbox ever had, whatever was removed since.
    this.lastSeq ??=
      this.sql
        .exec<{ seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'outbox'")
        .toArray()[0]?.seq ?? 0
    const seq = this.lastSeq + 1
    this.sql.exec('INSERT INTO outbox (seq, body, next_at) VALUES (?, ?, ?)', seq, body(seq), at)
    this.lastSeq = seq
  }

  /** Notifications due by `now`, oldest first. */
  due(now: number, limit: number): OutboxRow[] {
    return this.sql
      .exec<OutboxRow>(
        'SELECT seq, body, attempts FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL AND next_at <= ? ORDER BY seq LIMIT ?',
        now,
        limit,
      )
      .toArray()
  }

  /** When the next pending notification is due, if any. */
  nextDue(): number | undefined {
    return (
      this.sql
        .exec<{ at: number | null }>(
          'SELECT MIN(next_at) AS at FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL',
        )
        .one().at ?? undefined
    )
  }

  delivered(seq: number, at: number): void {
    this.sql.exec(
      'UPDATE outbox SET delivered_at = ?, attempts = attempts + 1 WHERE seq = ?',
      at,
      seq,
    )
  }

  /** Records a failed attempt: retried at `nextAt`, or given up when `nextAt` is undefined. */
  failed(seq: number, error: string, at: number, nextAt: number | undefined): void {
    this.sql.exec(
      `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_at = COALESCE(?, next_at),
         failed_at = CASE WHEN ? IS NULL THEN ? ELSE NULL END WHERE seq = ?`,
      error.slice(0, 200),
      nextAt ?? null,
      nextAt ?? null,
      at,
      seq,
    )
  }

  /** When the session last moved money or dealt or settled a round (ms), if ever. */
  lastActivity(): number | undefined {
    return (
      this.sql
        .exec<{ at: number | null }>(
          `SELECT MAX(at) AS at FROM (SELECT MAX(at) AS at FROM ledger
             UNION ALL SELECT MAX(created_at) FROM rounds UNION ALL SELECT MAX(settled_at) FROM rounds)`,
        )
        .one().at ?? undefined
    )
  }

  /** The outbox, for tests and audits. */
  outbox(): Record<string, SqlStorageValue>[] {
    return this.sql.exec('SELECT * FROM outbox ORDER BY seq').toArray()
  }
}
