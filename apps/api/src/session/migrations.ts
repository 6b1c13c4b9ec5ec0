/**
 * The session's SQLite schema, one migration per entry, applied in order once per object
 * (the version lives in `schema_version`). Never edit a released migration: append one.
 */
export const MIGRATIONS: readonly (string | ((sql: SqlStorage) => void))[] = [
  `
  CREATE TABLE session (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    session_id TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    balance INTEGER NOT NULL CHECK (balance >= 0),
    created_at INTEGER NOT NULL
  );
  -- One row per server seed: the active pair, the committed next seed, revealed ones.
  CREATE TABLE seeds (
    idx INTEGER PRIMARY KEY,
    server_seed TEXT NOT NULL,
    commitment TEXT NOT NULL,
    client_seed TEXT,
    next_nonce INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL CHECK (status IN ('active', 'next', 'revealed')),
    revealed_at INTEGER
  );
  CREATE TABLE rounds (
    seed INTEGER NOT NULL,
    nonce INTEGER NOT NULL,
    game TEXT NOT NULL,
    ruleset TEXT NOT NULL,
    status TEXT NOT NULL,
    client_seed TEXT NOT NULL,
    wagers TEXT NOT NULL,
    actions TEXT NOT NULL,
    state TEXT NOT NULL,
    balance_before INTEGER NOT NULL,
    balance_after INTEGER,
    settle_actions TEXT,
    receipt TEXT,
    created_at INTEGER NOT NULL,
    settled_at INTEGER,
    PRIMARY KEY (seed, nonce)
  );
  CREATE INDEX rounds_open ON rounds (status) WHERE status != 'settled';
  -- Every money movement; amount < 0 is a debit. One entry per (round, kind).
  CREATE TABLE ledger (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    round TEXT NOT NULL,
    kind TEXT NOT NULL,
    amount INTEGER NOT NULL,
    balance INTEGER NOT NULL CHECK (balance >= 0),
    at INTEGER NOT NULL,
    UNIQUE (round, kind)
  );
  CREATE TABLE idempotency (
    key TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  `,
  // Open rounds by key: listing them no longer reads every round of the session, and the
  // two current seeds are found without a scan.
  `
  DROP INDEX rounds_open;
  CREATE INDEX rounds_open ON rounds (seed, nonce, status) WHERE status != 'settled';
  CREATE INDEX seeds_status ON seeds (status);
  `,
  // Operator features: the closing of a session (its final statement), and the outbox of
  // settlement notifications, delivered by the object's alarm with back-off.
  `
  CREATE TABLE IF NOT EXISTS closure (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    closed_at INTEGER NOT NULL,
    reply TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    body TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at INTEGER NOT NULL,
    delivered_at INTEGER,
    failed_at INTEGER,
    last_error TEXT
  );
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
  `,
  // When the registry (the operator's list of sessions) learnt of the closing; null until then.
  `
  ALTER TABLE closure ADD COLUMN listed_at INTEGER;
  `,
  // The seamless wallet: the player and currency of a session that has no money of its own
  // (null: the transfer model), the wallet's answer of a ledger entry, and the calls to the
  // operator's wallet, kept until their outcome is known (the alarm retries them).
  (sql) => {
    addColumn(sql, 'session', 'player', 'TEXT')
    addColumn(sql, 'session', 'currency', 'TEXT')
    addColumn(sql, 'ledger', 'wallet', 'TEXT')
    sql.exec(`
  CREATE TABLE IF NOT EXISTS wallet_calls (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL CHECK (type IN ('debit', 'credit', 'rollback')),
    round TEXT NOT NULL,
    entry TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount >= 0),
    body TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at INTEGER,
    answer TEXT,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    done_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS wallet_calls_round ON wallet_calls (round);
  CREATE INDEX IF NOT EXISTS wallet_calls_due ON wallet_calls (next_at) WHERE next_at IS NOT NULL;
  `)
  },
]

/** Adds a column unless the table has it (so that a migration may run again, as in its test). */
function addColumn(sql: SqlStorage, table: string, column: string, type: string): void {
  const columns = sql.exec<{ name: string }>(`PRAGMA table_info(${table})`).toArray()
  if (!columns.some((c) => c.name === column)) {
    sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`)
  }
}

/** Brings the object's database to the latest schema (synchronous, in one transaction). */
export function migrate(storage: DurableObjectStorage): void {
  const sql = storage.sql
  storage.transactionSync(() => {
    sql.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)')
    const row = sql.exec<{ version: number }>('SELECT version FROM schema_version').toArray()[0]
    let version = row?.version ?? 0
    if (!row) sql.exec('INSERT INTO schema_version (version) VALUES (0)')
    while (version < MIGRATIONS.length) {
      const migration = MIGRATIONS[version]!
      if (typeof migration === 'string') sql.exec(migration)
      else migration(sql)
      version++
    }
    sql.exec('UPDATE schema_version SET version = ?', version)
  })
}
