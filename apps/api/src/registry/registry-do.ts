import { DurableObject } from 'cloudflare:workers'
import type { SessionsPage } from '../wire.ts'

type ListedSession = SessionsPage['sessions'][number]

interface Row extends Record<string, SqlStorageValue> {
  seq: number
  session_id: string
  opened_at: number
  opening_balance: number
  closed_at: number | null
  close_reason: string | null
  final_balance: number | null
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS sessions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id TEXT NOT NULL UNIQUE,
    opened_at INTEGER NOT NULL,
    opening_balance INTEGER NOT NULL,
    closed_at INTEGER,
    close_reason TEXT,
    final_balance INTEGER
  );
  CREATE INDEX IF NOT EXISTS sessions_open ON sessions (seq) WHERE closed_at IS NULL;
`

/**
 * The index of every session, for the operator's list: one row per session, written when the
 * Worker opens it and when it closes. One object (named `"sessions"`) with SQLite: the list
 * needs one ordered, consistent place to page through, and it is written twice per session,
 * never per round, so one object's throughput (hundreds of writes a second) bounds only the
 * rate of new sessions.
 */
export class SessionRegistry extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    ctx.storage.sql.exec(SCHEMA)
  }

  /** Lists a new session (before it is created: a session is never unlisted). */
  opened(sessionId: string, openingBalance: number, at: number): void {
    this.ctx.storage.sql.exec(
      'INSERT OR IGNORE INTO sessions (session_id, opened_at, opening_balance) VALUES (?, ?, ?)',
      sessionId,
      at,
      openingBalance,
    )
  }

  /** Removes a listed session whose creation failed (nothing was stored for it). */
  forget(sessionId: string): void {
    this.ctx.storage.sql.exec(
      'DELETE FROM sessions WHERE session_id = ? AND closed_at IS NULL',
      sessionId,
    )
  }

  /** Marks a session closed with its final balance (again: no change). */
  closed(sessionId: string, at: number, reason: 'operator' | 'idle', finalBalance: number): void {
    this.ctx.storage.sql.exec(
      `UPDATE sessions SET closed_at = ?, close_reason = ?, final_balance = ?
       WHERE session_id = ? AND closed_at IS NULL`,
      at,
      reason,
      finalBalance,
      sessionId,
    )
  }

  /** Sessions in the order opened after the cursor `after`; `status` filters open or closed. */
  page(after: number, limit: number, status?: 'open' | 'closed'): SessionsPage {
    const where =
      status === 'open'
        ? 'AND closed_at IS NULL'
        : status === 'closed'
          ? 'AND closed_at IS NOT NULL'
          : ''
    const rows = this.ctx.storage.sql
      .exec<Row>(`SELECT * FROM sessions WHERE seq > ? ${where} ORDER BY seq LIMIT ?`, after, limit)
      .toArray()
    return {
      sessions: rows.map((r) => ({
        sessionId: r.session_id,
        openedAt: r.opened_at,
        openingBalance: r.opening_balance,
        closedAt: r.closed_at,
        closeReason: r.close_reason as ListedSession['closeReason'],
        finalBalance: r.final_balance,
      })),
      next: rows.length === limit ? rows.at(-1)!.seq : null,
    }
  }
}

/** The registry object of the Worker's bindings. */
export function registry(env: { readonly REGISTRY: DurableObjectNamespace<SessionRegistry> }) {
  return env.REGISTRY.get(env.REGISTRY.idFromName('sessions'))
}
