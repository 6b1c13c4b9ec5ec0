import { DurableObject } from 'cloudflare:workers'
import { type AnyGame, RoundIncompleteError, type RoundState, type Settlement } from '@felt/cards'
import * as v from 'valibot'
import { apiConfig, type Bindings, wagerLimit } from './config.ts'
import { ApiError, errorReply, type Reply } from './errors.ts'
import { commit, generateServerSeed, receiptOf } from './fair.ts'
import { findGame } from './games.ts'
import { ACTION_SCHEMAS } from './schemas/actions.ts'
import { placedWagers } from './schemas/wagers.ts'
import { DeckAhead } from './session/deck-ahead.ts'
import { migrate } from './session/migrations.ts'
import type { IdempotencyRow, LedgerRow, RoundRow, SeedRow, SessionRow } from './session/rows.ts'
import type { Receipt, Revealed, RoundOut, SeedState } from './session/wire.ts'

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
}

/** A validated deal request. */
export interface DealInput {
  readonly game: string
  readonly ruleset?: string | undefined
  readonly wagers: unknown
}

/** Body of `create`'s 201 (the Worker adds the token before answering). */
export interface SessionCreated {
  readonly sessionId: string
  readonly balance: number
  readonly seed: SeedState
}

/** Body of `GET /v1/sessions/:id`. */
export interface SessionOut {
  readonly sessionId: string
  readonly balance: number
  readonly seed: SeedState
  readonly openRounds: readonly RoundOut[]
}

type Commit = () => Reply

/** Body of deal, act and settle: the round, its receipt once settled, the balance. */
interface RoundBody {
  readonly round: RoundOut
  readonly receipt?: Receipt | undefined
  readonly balance: number
}

/** An Idempotency-Key and the fingerprint of the request it was sent with. */
interface Idempotency {
  readonly key: string
  readonly fingerprint: string
}

function keyed(key: string | undefined, request: unknown): Idempotency | undefined {
  return key === undefined ? undefined : { key, fingerprint: JSON.stringify(request) }
}

const ROUND_REF = /^(?:(\d+)-)?(\d+)$/

function json(value: unknown): string {
  return JSON.stringify(value)
}

const encoder = new TextEncoder()

/** Constant-time comparison of two hex digests. */
function sameDigest(a: string, b: string): boolean {
  const x = encoder.encode(a)
  const y = encoder.encode(b)
  if (x.byteLength !== y.byteLength) return false
  return crypto.subtle.timingSafeEqual(x, y)
}

function notFound(what: 'session' | 'round'): ApiError {
  return what === 'session'
    ? new ApiError(404, 'SESSION_NOT_FOUND', 'no such session')
    : new ApiError(404, 'ROUND_NOT_FOUND', 'no such round')
}

/**
 * One player session: its seeds, nonce, rounds, ledger and idempotency keys, in the
 * object's own SQLite database. Requests run one at a time (an in-object queue), and
 * every change is one synchronous SQLite transaction, so a round settles exactly once
 * and the balance is always the sum of the ledger.
 */
export class SessionObject extends DurableObject<Bindings> {
  private readonly sql: SqlStorage
  private queue: Promise<unknown> = Promise.resolve()
  private readonly decks = new DeckAhead()
  /** Whether this object holds a session (its schema exists). */
  private ready: boolean

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    // An object addressed with an unknown id stays empty: no schema until a session is created.
    this.ready =
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'schema_version'").toArray().length >
      0
    if (this.ready) migrate(ctx.storage)
  }

  /** Creates the session: two server seeds (active and next) and the opening balance. */
  create(input: CreateInput): Promise<Reply> {
    return this.mutate(undefined, undefined, async () => {
      const active = generateServerSeed()
      const next = generateServerSeed()
      const [activeCommitment, nextCommitment] = await Promise.all([commit(active), commit(next)])
      if (!this.ready) {
        migrate(this.ctx.storage)
        this.ready = true
      }
      return () => {
        if (this.session()) throw new ApiError(409, 'SESSION_EXISTS', 'the session already exists')
        const now = Date.now()
        this.sql.exec(
          'INSERT INTO session (id, session_id, token_hash, balance, created_at) VALUES (1, ?, ?, ?, ?)',
          input.sessionId,
          input.tokenHash,
          input.balance,
          now,
        )
        this.sql.exec(
          "INSERT INTO seeds (idx, server_seed, commitment, client_seed, status) VALUES (0, ?, ?, ?, 'active'), (1, ?, ?, NULL, 'next')",
          active,
          activeCommitment,
          input.clientSeed,
          next,
          nextCommitment,
        )
        this.ledger('session', 'open', input.balance, input.balance, now)
        return {
          status: 201,
          body: {
            sessionId: input.sessionId,
            balance: input.balance,
            seed: this.seedState(),
          },
        }
      }
    })
  }

  /** 200 when `auth` holds this session's token, else its 401 or 404 (and nothing else). */
  authenticate(auth: Auth): Promise<Reply> {
    return this.read(auth, () => ({ status: 200, body: {} }))
  }

  /** The balance, seed state and open rounds. */
  async get(auth: Auth): Promise<Reply> {
    return this.read(auth, (session) => ({
      status: 200,
      body: {
        sessionId: session.session_id,
        balance: session.balance,
        seed: this.seedState(),
        openRounds: this.openRounds().map((row) => this.roundOut(row, JSON.parse(row.state))),
      },
    }))
  }

  /** Sets the client seed of the active pair (for the rounds after this). 409 while a round is open. */
  setClientSeed(auth: Auth, clientSeed: string): Promise<Reply> {
    return this.mutate(auth, undefined, async () => () => {
      this.refuseOpenRounds('change the client seed')
      this.sql.exec("UPDATE seeds SET client_seed = ? WHERE status = 'active'", clientSeed)
      return { status: 200, body: { seed: this.seedState() } }
    })
  }

  /**
   * Reveals the active server seed, makes the committed next seed active (nonce 0,
   * same client seed unless a new one is given) and commits a new next seed. 409 while
   * a round is open.
   */
  rotate(auth: Auth, clientSeed?: string): Promise<Reply> {
    return this.mutate(auth, undefined, async () => {
      const fresh = generateServerSeed()
      const freshCommitment = await commit(fresh)
      return () => {
        this.refuseOpenRounds('rotate the seed')
        const active = this.seed('active')
        const next = this.seed('next')
        const now = Date.now()
        this.sql.exec(
          "UPDATE seeds SET status = 'revealed', revealed_at = ? WHERE idx = ?",
          now,
          active.idx,
        )
        this.sql.exec(
          "UPDATE seeds SET status = 'active', client_seed = ?, next_nonce = 0 WHERE idx = ?",
          clientSeed ?? active.client_seed,
          next.idx,
        )
        this.sql.exec(
          "INSERT INTO seeds (idx, server_seed, commitment, client_seed, status) VALUES (?, ?, ?, NULL, 'next')",
          next.idx + 1,
          fresh,
          freshCommitment,
        )
        const revealed: Revealed = {
          serverSeed: active.server_seed,
          commitment: active.commitment,
          clientSeed: active.client_seed ?? '',
          nonces: active.next_nonce,
        }
        return { status: 200, body: { revealed, seed: this.seedState() } }
      }
    })
  }

  /**
   * Starts a round: reserves the nonce, shuffles the committed deck, deals and debits the
   * stakes, all in one transaction. A round complete at once (an instant win) is settled
   * in the same transaction.
   */
  deal(auth: Auth, input: DealInput, idempotencyKey?: string): Promise<Reply> {
    const idem = keyed(idempotencyKey, ['deal', input])
    return this.mutate(auth, idem, async (session) => {
      const game = this.game(input.game)
      const rules = game.rules(input.ruleset)
      this.checkLimits(game, input.wagers)
      const config = apiConfig(this.env)
      if (this.openRoundCount() >= config.maxOpenRounds) {
        throw new ApiError(409, 'TOO_MANY_OPEN_ROUNDS', 'settle an open round first', {
          max: config.maxOpenRounds,
        })
      }
      const seed = this.seed('active')
      const nonce = seed.next_nonce
      const shuffleInput = {
        serverSeed: seed.server_seed,
        clientSeed: seed.client_seed!,
        nonce,
        cards: game.deckSize(rules),
      }
      const deck = await this.decks.take(shuffleInput)
      const state = game.deal(deck, rules, input.wagers) as RoundState
      return () => {
        const now = Date.now()
        const before = session!.balance
        if (state.staked > before) throw this.insufficient(state.staked, before)
        const balance = before - state.staked
        // The row as inserted, so that the reply needs no read back.
        const row: RoundRow = {
          seed: seed.idx,
          nonce,
          game: game.id,
          ruleset: (rules as { name: string }).name,
          status: state.status,
          client_seed: seed.client_seed!,
          wagers: json(input.wagers),
          actions: '[]',
          state: json(state),
          balance_before: before,
          balance_after: null,
          settle_actions: null,
          receipt: null,
          created_at: now,
          settled_at: null,
        }
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
        this.sql.exec('UPDATE seeds SET next_nonce = ? WHERE idx = ?', nonce + 1, seed.idx)
        this.move(`${seed.idx}-${nonce}`, 'stake', -state.staked, balance, now)
        const body = this.advance(row, game, state, balance, [], [])
        // Players mostly deal the same game again.
        this.decks.prepare({ ...shuffleInput, nonce: nonce + 1 })
        return { status: 201, body }
      }
    })
  }

  /**
   * Applies one player action to an open round and debits any added stake. When the
   * action completes the round, it is settled in the same transaction.
   */
  act(auth: Auth, ref: string, action: unknown, idempotencyKey?: string): Promise<Reply> {
    const idem = keyed(idempotencyKey, ['act', ref, action])
    return this.mutate(auth, idem, async (session) => () => {
      const row = this.openRound(ref)
      const game = this.game(row.game)
      const given = [this.parseAction(game, action)]
      const body = this.advance(row, game, JSON.parse(row.state), session!.balance, given, [])
      return { status: 200, body }
    })
  }

  /**
   * Applies the final actions, settles, credits the payout and stores the receipt.
   * Settling a settled round again (no actions, or the same ones) returns the same
   * receipt; other actions get 409.
   */
  settle(auth: Auth, ref: string, actions?: unknown[], idempotencyKey?: string): Promise<Reply> {
    const idem = keyed(idempotencyKey, ['settle', ref, actions ?? null])
    return this.mutate(auth, idem, async (session) => () => {
      const row = this.round(ref)
      if (!row) throw notFound('round')
      const game = this.game(row.game)
      const given = (actions ?? []).map((a) => this.parseAction(game, a))
      if (row.status === 'settled') {
        if (given.length > 0 && json(given) !== row.settle_actions) {
          throw new ApiError(409, 'ROUND_SETTLED', 'the round is settled with other actions', {
            round: `${row.seed}-${row.nonce}`,
          })
        }
        return { status: 200, body: this.settledBody(row, session!.balance) }
      }
      const body = this.advance(row, game, JSON.parse(row.state), session!.balance, given, given)
      if (body.round.status !== 'settled') {
        throw new RoundIncompleteError('the round still awaits player decisions', {
          legalActions: body.round.legalActions,
        })
      }
      return { status: 200, body }
    })
  }

  /** One round: the player's view, and its receipt once settled. */
  async getRound(auth: Auth, ref: string): Promise<Reply> {
    return this.read(auth, () => {
      const row = this.round(ref)
      if (!row) throw notFound('round')
      const receipt = this.receipt(row)
      const round = this.roundOut(row, JSON.parse(row.state))
      return { status: 200, body: receipt ? { round, receipt } : { round } }
    })
  }

  /** The ledger, oldest first (for tests and audits; not routed). */
  ledgerEntries(): LedgerRow[] {
    return this.sql.exec<LedgerRow>('SELECT * FROM ledger ORDER BY seq').toArray()
  }

  // -- plumbing --------------------------------------------------------------------------

  private read(auth: Auth, fn: (session: SessionRow) => Reply): Promise<Reply> {
    // Reads wait for queued writes so that a response never shows a half-applied request.
    const run = this.queue.then(() => {
      try {
        return fn(this.authorize(auth))
      } catch (err) {
        return errorReply(err)
      }
    })
    this.queue = run
    return run
  }

  /**
   * Runs a change: `prepare` may await (shuffles, hashes) and returns the synchronous
   * commit, which runs in one SQLite transaction together with storing the reply under
   * the idempotency key. Errors roll the transaction back and are never stored.
   * `prepare` gets the authorized session row; it stays current until the commit, since
   * this object runs one request at a time.
   */
  private mutate(
    auth: Auth | undefined,
    idempotency: Idempotency | undefined,
    prepare: (session: SessionRow | undefined) => Promise<Commit>,
  ): Promise<Reply> {
    const idempotencyKey = idempotency?.key
    const fingerprint = idempotency?.fingerprint
    const run = this.queue.then(async (): Promise<Reply> => {
      try {
        const session = auth ? this.authorize(auth) : undefined
        if (idempotencyKey !== undefined) {
          const stored = this.sql
            .exec<IdempotencyRow>('SELECT * FROM idempotency WHERE key = ?', idempotencyKey)
            .toArray()[0]
          if (stored) {
            if (stored.fingerprint !== fingerprint) {
              throw new ApiError(
                409,
                'IDEMPOTENCY_KEY_REUSED',
                'this Idempotency-Key was used for another request',
              )
            }
            return { status: stored.status, body: JSON.parse(stored.body) }
          }
        }
        const commitFn = await prepare(session)
        return this.ctx.storage.transactionSync(() => {
          const reply = commitFn()
          if (idempotencyKey !== undefined && reply.status < 300) {
            this.sql.exec(
              'INSERT INTO idempotency (key, fingerprint, status, body, at) VALUES (?, ?, ?, ?, ?)',
              idempotencyKey,
              fingerprint!,
              reply.status,
              json(reply.body),
              Date.now(),
            )
          }
          return reply
        })
      } catch (err) {
        return errorReply(err)
      }
    })
    this.queue = run
    return run
  }

  private authorize(auth: Auth): SessionRow {
    if (!this.ready) throw notFound('session')
    const session = this.session()
    if (!session) throw notFound('session')
    if (!sameDigest(auth.tokenHash, session.token_hash)) {
      throw new ApiError(401, 'UNAUTHORIZED', 'invalid token for this session')
    }
    return session
  }

  private session(): SessionRow | undefined {
    return this.sql.exec<SessionRow>('SELECT * FROM session WHERE id = 1').toArray()[0]
  }

  private seed(status: 'active' | 'next'): SeedRow {
    const row = this.sql.exec<SeedRow>('SELECT * FROM seeds WHERE status = ?', status).toArray()[0]
    if (!row) throw notFound('session')
    return row
  }

  private seedByIndex(idx: number): SeedRow {
    return this.sql.exec<SeedRow>('SELECT * FROM seeds WHERE idx = ?', idx).one()
  }

  private seedState(): SeedState {
    const active = this.seed('active')
    const next = this.seed('next')
    return {
      commitment: active.commitment,
      nextCommitment: next.commitment,
      clientSeed: active.client_seed ?? '',
      nonce: active.next_nonce,
    }
  }

  private openRounds(): RoundRow[] {
    return this.sql
      .exec<RoundRow>("SELECT * FROM rounds WHERE status != 'settled' ORDER BY seed, nonce")
      .toArray()
  }

  private openRoundCount(): number {
    return this.sql
      .exec<{ n: number }>("SELECT COUNT(*) AS n FROM rounds WHERE status != 'settled'")
      .one().n
  }

  private refuseOpenRounds(what: string): void {
    const open = this.openRounds()
    if (open.length > 0) {
      throw new ApiError(409, 'ROUND_OPEN', `settle the open rounds before you ${what}`, {
        openRounds: open.map((r) => `${r.seed}-${r.nonce}`),
      })
    }
  }

  /** Resolves `<nonce>` (active seed pair) or `<seed>-<nonce>`. */
  private round(ref: string): RoundRow | undefined {
    const m = ROUND_REF.exec(ref)
    if (!m) return undefined
    const seed = m[1] === undefined ? this.seed('active').idx : Number(m[1])
    return this.sql
      .exec<RoundRow>('SELECT * FROM rounds WHERE seed = ? AND nonce = ?', seed, Number(m[2]))
      .toArray()[0]
  }

  private openRound(ref: string): RoundRow {
    const row = this.round(ref)
    if (!row) throw notFound('round')
    if (row.status === 'settled') {
      throw new ApiError(409, 'ROUND_SETTLED', 'the round is already settled')
    }
    return row
  }

  private game(id: string): AnyGame {
    const game = findGame(id)
    if (!game) throw new ApiError(400, 'UNKNOWN_GAME', 'no such game', { game: id })
    return game
  }

  private parseAction(game: AnyGame, action: unknown): unknown {
    const schema = ACTION_SCHEMAS[game.id]
    if (!schema) return action
    const result = v.safeParse(schema, action)
    if (!result.success) {
      throw new ApiError(400, 'VALIDATION_FAILED', `not a ${game.id} action`, {
        ...v.flatten(result.issues),
      })
    }
    return result.output
  }

  private checkLimits(game: AnyGame, wagers: unknown): void {
    const config = apiConfig(this.env)
    for (const { kind, amount } of placedWagers(wagers)) {
      // 0 means the optional wager is not placed; the game decides whether that is allowed.
      if (amount === 0) continue
      const limit = wagerLimit(config, game.id, kind)
      if (amount < limit.min || amount > limit.max) {
        throw new ApiError(
          422,
          'WAGER_LIMIT',
          `${kind} must be between ${limit.min} and ${limit.max}`,
          {
            kind,
            amount,
            ...limit,
          },
        )
      }
    }
  }

  private insufficient(needed: number, balance: number): ApiError {
    return new ApiError(422, 'INSUFFICIENT_BALANCE', 'the balance does not cover the stake', {
      needed,
      balance,
    })
  }

  /** Debits what the player added at risk between two states; returns the new balance. */
  private debitIncrease(
    row: RoundRow,
    before: RoundState,
    after: RoundState,
    balance: number,
  ): number {
    const increase = after.staked - before.staked
    if (increase < 0 || !Number.isSafeInteger(increase)) {
      throw new Error(`stake went from ${before.staked} to ${after.staked}`)
    }
    if (increase === 0) return balance
    if (increase > balance) throw this.insufficient(increase, balance)
    const next = balance - increase
    this.move(
      `${row.seed}-${row.nonce}`,
      `stake:${after.actions.length}`,
      -increase,
      next,
      Date.now(),
    )
    return next
  }

  /** One ledger entry and the matching balance. */
  private move(round: string, kind: string, amount: number, balance: number, at: number): void {
    this.sql.exec('UPDATE session SET balance = ? WHERE id = 1', balance)
    this.ledger(round, kind, amount, balance, at)
  }

  private ledger(round: string, kind: string, amount: number, balance: number, at: number): void {
    this.sql.exec(
      'INSERT INTO ledger (round, kind, amount, balance, at) VALUES (?, ?, ?, ?, ?)',
      round,
      kind,
      amount,
      balance,
      at,
    )
  }

  /**
   * Applies actions to an open round (synchronously, inside the caller's transaction):
   * debits the added stake, stores the state, and settles the round once it is complete.
   * `start` is the stored state of `row`, `balance` the session's current balance.
   */
  private advance(
    row: RoundRow,
    game: AnyGame,
    start: RoundState,
    balance: number,
    actions: unknown[],
    settleActions: unknown[],
  ): RoundBody {
    let state = start
    for (const action of actions) state = game.act(state, action) as RoundState
    balance = this.debitIncrease(row, start, state, balance)
    const passed = [...(JSON.parse(row.actions) as unknown[]), ...actions]
    const key = `${row.seed}-${row.nonce}`
    if (state.status !== 'complete') {
      // Without actions the stored round is unchanged.
      if (actions.length > 0) {
        this.sql.exec(
          'UPDATE rounds SET state = ?, status = ?, actions = ? WHERE seed = ? AND nonce = ?',
          json(state),
          state.status,
          json(passed),
          row.seed,
          row.nonce,
        )
      }
      return { round: this.roundOut(row, state), balance }
    }
    const settled = game.settle(state) as {
      state: RoundState<{ name: string }>
      settlement: Settlement
    }
    const now = Date.now()
    const returned = settled.settlement.returned
    balance += returned
    this.move(key, 'payout', returned, balance, now)
    const seed = this.seedByIndex(row.seed)
    const receipt = receiptOf({
      ...settled,
      commitment: seed.commitment,
      clientSeed: row.client_seed,
      nonce: row.nonce,
      wagers: JSON.parse(row.wagers),
      actions: passed,
      balanceBefore: row.balance_before,
      balanceAfter: balance,
    })
    this.sql.exec(
      `UPDATE rounds SET state = ?, status = 'settled', actions = ?, balance_after = ?, settle_actions = ?,
         receipt = ?, settled_at = ? WHERE seed = ? AND nonce = ?`,
      json(settled.state),
      json(passed),
      balance,
      json(settleActions),
      json(receipt),
      now,
      row.seed,
      row.nonce,
    )
    return {
      round: this.roundOut(row, settled.state),
      receipt: this.withServerSeed(receipt, seed),
      balance,
    }
  }

  /** The player's view of a round in `state` (its stored state). */
  private roundOut(row: RoundRow, state: RoundState): RoundOut {
    const game = this.game(row.game)
    return {
      id: `${row.seed}-${row.nonce}`,
      seed: row.seed,
      nonce: row.nonce,
      game: row.game,
      ruleset: row.ruleset,
      status: state.status,
      view: game.view(state),
      legalActions: state.status === 'awaiting-action' ? game.legalActions(state) : [],
    }
  }

  /** The stored receipt, with the server seed once its pair is revealed. */
  private receipt(row: RoundRow): Receipt | undefined {
    if (!row.receipt) return undefined
    return this.withServerSeed(JSON.parse(row.receipt) as Receipt, this.seedByIndex(row.seed))
  }

  private withServerSeed(receipt: Receipt, seed: SeedRow): Receipt {
    return seed.status === 'revealed' ? { ...receipt, serverSeed: seed.server_seed } : receipt
  }

  private settledBody(row: RoundRow, balance: number): RoundBody {
    return {
      round: this.roundOut(row, JSON.parse(row.state)),
      receipt: this.receipt(row),
      balance,
    }
  }
}
