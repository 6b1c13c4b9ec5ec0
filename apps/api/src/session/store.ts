import type { ReceiptEntry, SeedState } from '../wire.ts'
import type { IdempotencyRow, LedgerRow, RoundRow, SeedRow, SessionRow } from './rows.ts'

const ROUND_REF = /^(?:(\d+)-)?(\d+)$/

/** A ledger entry: its round, kind, amount, the balance after it, when (ms), the wallet's answer. */
type Entry = [
  round: string,
  kind: string,
  amount: number,
  balance: number,
  at: number,
  wallet?: string,
]

/** A new session's first two server seeds and their commitments. */
export interface OpeningSeeds {
  readonly active: string
  readonly activeCommitment: string
  readonly next: string
  readonly nextCommitment: string
}

/**
 * Every SQL statement of a session, on the object's own SQLite database. Synchronous: the
 * object runs each change inside one `transactionSync`, so what a request writes here is
 * committed or rolled back as a whole.
 *
 * The session row, the active and next seeds, the number of open rounds and the open rounds
 * it wrote are kept in memory once read, and every write here updates them: the object is the
 * database's only writer, so they cannot go stale, which spares a deal or settle three to
 * four reads (about 0.2 ms). A change that fails is rolled back in SQLite, so the object
 * calls `forget` then.
 */
export class SessionStore {
  private readonly sql: SqlStorage
  private sessionRow: SessionRow | undefined
  private readonly seeds = new Map<'active' | 'next', SeedRow>()
  private openCount: number | undefined
  /** Open rounds as this store wrote them, by `<seed>-<nonce>` (at most the open-round limit). */
  private readonly openRows = new Map<string, RoundRow>()

  constructor(sql: SqlStorage) {
    this.sql = sql
  }

  /** Drops what is kept in memory (after a rollback, or a write from outside this store). */
  forget(): void {
    this.sessionRow = undefined
    this.seeds.clear()
    this.openCount = undefined
    this.openRows.clear()
  }

  /** Whether the database holds a schema (an object addressed with an unknown id does not). */
  hasSchema(): boolean {
    return (
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'schema_version'").toArray().length >
      0
    )
  }

  session(): SessionRow | undefined {
    this.sessionRow ??= this.sql.exec<SessionRow>('SELECT * FROM session WHERE id = 1').toArray()[0]
    return this.sessionRow
  }

  /**
   * Stores a new session: its row, the active and next seeds, the opening ledger entry; the
   * player and currency of a seamless session (`wallet`), none in the transfer model.
   */
  openSession(
    sessionId: string,
    tokenHash: string,
    clientSeed: string,
    balance: number,
    seeds: OpeningSeeds,
    at: number,
    wallet?: { readonly player: string; readonly currency: string },
  ): void {
    this.sql.exec(
      'INSERT INTO session (id, session_id, token_hash, balance, created_at, player, currency) VALUES (1, ?, ?, ?, ?, ?, ?)',
      sessionId,
      tokenHash,
      balance,
      at,
      wallet?.player ?? null,
      wallet?.currency ?? null,
    )
    this.sql.exec(
      "INSERT INTO seeds (idx, server_seed, commitment, client_seed, status) VALUES (0, ?, ?, ?, 'active'), (1, ?, ?, NULL, 'next')",
      seeds.active,
      seeds.activeCommitment,
      clientSeed,
      seeds.next,
      seeds.nextCommitment,
    )
    this.move('session', 'open', balance, balance, at)
    this.forget()
  }

  /** The active or the committed next seed. A session always has both. */
  seed(status: 'active' | 'next'): SeedRow {
    let row = this.seeds.get(status)
    if (!row) {
      row = this.sql.exec<SeedRow>('SELECT * FROM seeds WHERE status = ?', status).one()
      this.seeds.set(status, row)
    }
    return row
  }

  seedByIndex(idx: number): SeedRow {
    for (const row of this.seeds.values()) if (row.idx === idx) return row
    return this.sql.exec<SeedRow>('SELECT * FROM seeds WHERE idx = ?', idx).one()
  }

  /** What the player sees of the seeds: never a server seed before it is revealed. */
  seedState(): SeedState {
    const active = this.seed('active')
    const next = this.seed('next')
    return {
      commitment: active.commitment,
      nextCommitment: next.commitment,
      clientSeed: active.client_seed ?? '',
      nonce: active.next_nonce,
    }
  }

  setClientSeed(clientSeed: string): void {
    this.sql.exec("UPDATE seeds SET client_seed = ? WHERE status = 'active'", clientSeed)
    this.seeds.delete('active')
  }

  /**
   * Marks the active seed revealed, makes the next one active (nonce 0, `clientSeed`) and
   * commits `fresh` as the new next seed.
   */
  rotate(clientSeed: string | null, fresh: string, freshCommitment: string, at: number): void {
    const active = this.seed('active')
    const next = this.seed('next')
    this.sql.exec(
      "UPDATE seeds SET status = 'revealed', revealed_at = ? WHERE idx = ?",
      at,
      active.idx,
    )
    this.sql.exec(
      "UPDATE seeds SET status = 'active', client_seed = ?, next_nonce = 0 WHERE idx = ?",
      clientSeed,
      next.idx,
    )
    this.sql.exec(
      "INSERT INTO seeds (idx, server_seed, commitment, client_seed, status) VALUES (?, ?, ?, NULL, 'next')",
      next.idx + 1,
      fresh,
      freshCommitment,
    )
    this.seeds.clear()
  }

  openRounds(): RoundRow[] {
    return this.sql
      .exec<RoundRow>("SELECT * FROM rounds WHERE status != 'settled' ORDER BY seed, nonce")
      .toArray()
  }

  openRoundCount(): number {
    this.openCount ??= this.sql
      .exec<{ n: number }>("SELECT COUNT(*) AS n FROM rounds WHERE status != 'settled'")
      .one().n
    return this.openCount
  }

  /** Resolves `<nonce>` (active seed pair) or `<seed>-<nonce>`. */
  round(ref: string): RoundRow | undefined {
    const m = ROUND_REF.exec(ref)
    if (!m) return undefined
    const seed = m[1] === undefined ? this.seed('active').idx : Number(m[1])
    const open = this.openRows.get(`${seed}-${Number(m[2])}`)
    if (open) return open
    return this.sql
      .exec<RoundRow>('SELECT * FROM rounds WHERE seed = ? AND nonce = ?', seed, Number(m[2]))
      .toArray()[0]
  }

  /** Stores a new round and uses up its nonce. */
  insertRound(row: RoundRow): void {
    this.sql.exec(
      `INSERT INTO rounds (seed, nonce, game, ruleset, status, client_seed, wagers, actions, state, balance_before, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      row.seed,
      row.nonce,
      row.game,
      row.ruleset,
      row.status,
      row.client_seed,
      row.wagers,
      row.actions,
      row.state,
      row.balance_before,
      row.created_at,
    )
    this.sql.exec('UPDATE seeds SET next_nonce = ? WHERE idx = ?', row.nonce + 1, row.seed)
    const active = this.seeds.get('active')
    if (active?.idx === row.seed) this.seeds.set('active', { ...active, next_nonce: row.nonce + 1 })
    else this.seeds.clear()
    // A round is inserted open: its state is the deal's, never settled.
    if (this.openCount !== undefined) this.openCount++
    this.openRows.set(`${row.seed}-${row.nonce}`, row)
  }

  /** Stores an open round's new state and actions (JSON). */
  updateRound(row: RoundRow, state: string, status: RoundRow['status'], actions: string): void {
    this.sql.exec(
      'UPDATE rounds SET state = ?, status = ?, actions = ? WHERE seed = ? AND nonce = ?',
      state,
      status,
      actions,
      row.seed,
      row.nonce,
    )
    const key = `${row.seed}-${row.nonce}`
    if (this.openRows.has(key)) this.openRows.set(key, { ...row, state, status, actions })
  }

  /** Stores a round as settled, with its receipt (JSON columns as text). */
  settleRound(
    row: RoundRow,
    settled: {
      state: string
      actions: string
      balanceAfter: number
      settleActions: string
      receipt: string
    },
    at: number,
  ): void {
    this.sql.exec(
      `UPDATE rounds SET state = ?, status = 'settled', actions = ?, balance_after = ?, settle_actions = ?,
         receipt = ?, settled_at = ? WHERE seed = ? AND nonce = ?`,
      settled.state,
      settled.actions,
      settled.balanceAfter,
      settled.settleActions,
      settled.receipt,
      at,
      row.seed,
      row.nonce,
    )
    if (this.openCount !== undefined && row.status !== 'settled') this.openCount--
    this.openRows.delete(`${row.seed}-${row.nonce}`)
  }

  /** A ledger entry that leaves the session's balance as it is (a seamless stake and its funding). */
  entry(...[round, kind, amount, balance, at, wallet]: Entry): void {
    this.sql.exec(
      'INSERT INTO ledger (round, kind, amount, balance, at, wallet) VALUES (?, ?, ?, ?, ?, ?)',
      ...[round, kind, amount, balance, at, wallet ?? null],
    )
  }

  /** One ledger entry and the matching balance; `wallet`: the wallet's answer of a wallet entry. */
  move(...entry: Entry): void {
    const balance = entry[3]
    this.sql.exec('UPDATE session SET balance = ? WHERE id = 1', balance)
    if (this.sessionRow) this.sessionRow = { ...this.sessionRow, balance }
    this.entry(...entry)
  }

  /** A round's own ledger entries, oldest first, as its receipt lists them. */
  roundLedger(round: string): ReceiptEntry[] {
    return this.sql
      .exec<{ seq: number; kind: string; amount: number; balance: number }>(
        'SELECT seq, kind, amount, balance FROM ledger WHERE round = ? ORDER BY seq',
        round,
      )
      .toArray()
  }

  ledgerEntries(): LedgerRow[] {
    return this.sql.exec<LedgerRow>('SELECT * FROM ledger ORDER BY seq').toArray()
  }

  /** The reply stored under an Idempotency-Key, if any. */
  storedReply(key: string): IdempotencyRow | undefined {
    return this.sql
      .exec<IdempotencyRow>('SELECT * FROM idempotency WHERE key = ?', key)
      .toArray()[0]
  }

  storeReply(key: string, fingerprint: string, value: unknown, at: number): void {
    // `status` (no longer read) is kept for the rows stored before results were typed.
    this.sql.exec(
      'INSERT INTO idempotency (key, fingerprint, status, body, at) VALUES (?, ?, 0, ?, ?)',
      key,
      fingerprint,
      JSON.stringify(value),
      at,
    )
  }
}
