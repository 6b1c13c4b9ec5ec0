import { DurableObject } from 'cloudflare:workers'
import { type AnyGame, RoundIncompleteError, type RoundState, type Settlement } from '@felt/cards'
import { apiConfig, type Bindings, idleMs } from './config.ts'
import { ApiError, errorReply, type Reply } from './errors.ts'
import { commit, generateServerSeed, receiptOf } from './fair.ts'
import { backoff, deliver, MAX_ATTEMPTS } from './notify.ts'
import { DeckAhead } from './session/deck-ahead.ts'
import { migrate } from './session/migrations.ts'
import {
  closedError,
  replayTransfer,
  statementOf,
  transferKind,
  transferOut,
} from './session/operator.ts'
import { OPERATOR_ROUND, OperatorStore } from './session/operator-store.ts'
import {
  checkLimits,
  gameOf,
  insufficient,
  notFound,
  parseAction,
  roundOut,
  withServerSeed,
} from './session/play.ts'
import type { LedgerRow, RoundRow, SessionRow } from './session/rows.ts'
import { SessionStore } from './session/store.ts'
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

/**
 * One player session: its seeds, nonce, rounds, ledger and idempotency keys, in the
 * object's own SQLite database. Requests run one at a time (an in-object queue), and
 * every change is one synchronous SQLite transaction, so a round settles exactly once
 * and the balance is always the sum of the ledger.
 */
export class SessionObject extends DurableObject<Bindings> {
  private readonly store: SessionStore
  private readonly ops: OperatorStore
  /** Set by a commit that needs the alarm (a notification, a new session's idle check). */
  private alarmAt: number | undefined
  private queue: Promise<unknown> = Promise.resolve()
  private readonly decks = new DeckAhead()
  /** Whether this object holds a session (its schema exists). */
  private ready: boolean

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env)
    this.store = new SessionStore(ctx.storage.sql)
    this.ops = new OperatorStore(ctx.storage.sql)
    // An object addressed with an unknown id stays empty: no schema until a session is created.
    this.ready = this.store.hasSchema()
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
        if (this.store.session()) {
          throw new ApiError(409, 'SESSION_EXISTS', 'the session already exists')
        }
        const seeds = { active, activeCommitment, next, nextCommitment }
        const { sessionId, tokenHash, clientSeed, balance } = input
        const now = Date.now()
        this.store.openSession(sessionId, tokenHash, clientSeed, balance, seeds, now)
        const idle = idleMs(this.env)
        if (idle > 0) this.alarmAt = now + idle
        return { status: 201, body: { sessionId, balance, seed: this.store.seedState() } }
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
        seed: this.store.seedState(),
        openRounds: this.store.openRounds().map((row) => roundOut(row, JSON.parse(row.state))),
      },
    }))
  }

  /** Sets the client seed of the active pair (for the rounds after this). 409 while a round is open. */
  setClientSeed(auth: Auth, clientSeed: string): Promise<Reply> {
    return this.mutate(auth, undefined, async () => () => {
      this.refuseOpenRounds('change the client seed')
      this.store.setClientSeed(clientSeed)
      return { status: 200, body: { seed: this.store.seedState() } }
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
        const active = this.store.seed('active')
        this.store.rotate(clientSeed ?? active.client_seed, fresh, freshCommitment, Date.now())
        const revealed: Revealed = {
          serverSeed: active.server_seed,
          commitment: active.commitment,
          clientSeed: active.client_seed ?? '',
          nonces: active.next_nonce,
        }
        return { status: 200, body: { revealed, seed: this.store.seedState() } }
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
      const game = gameOf(input.game)
      const rules = game.rules(input.ruleset)
      const config = apiConfig(this.env)
      checkLimits(config, game, input.wagers)
      if (this.store.openRoundCount() >= config.maxOpenRounds) {
        throw new ApiError(409, 'TOO_MANY_OPEN_ROUNDS', 'settle an open round first', {
          max: config.maxOpenRounds,
        })
      }
      const seed = this.store.seed('active')
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
        if (state.staked > before) throw insufficient(state.staked, before)
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
        this.store.insertRound(row)
        this.store.move(`${seed.idx}-${nonce}`, 'stake', -state.staked, balance, now)
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
      const game = gameOf(row.game)
      const given = [parseAction(game, action)]
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
      const row = this.store.round(ref)
      if (!row) throw notFound('round')
      const game = gameOf(row.game)
      const given = (actions ?? []).map((a) => parseAction(game, a))
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
      const row = this.store.round(ref)
      if (!row) throw notFound('round')
      const receipt = this.receipt(row)
      const round = roundOut(row, JSON.parse(row.state))
      return { status: 200, body: receipt ? { round, receipt } : { round } }
    })
  }

  /**
   * Operator: moves `amount` in or out under the operator's `reference`, once. A retry with
   * the same reference and amount answers the stored entry (200); another amount, 409.
   */
  transfer(input: TransferInput): Promise<Reply> {
    return this.mutate(undefined, undefined, async () => () => {
      const session = this.operatorSession()
      const signed = input.direction === 'credit' ? input.amount : -input.amount
      const kind = transferKind(input.reference)
      const stored = this.ops.operatorEntry(kind)
      if (stored)
        return {
          status: 200,
          body: {
            transfer: replayTransfer(stored, input.reference, signed),
            balance: session.balance,
          },
        }
      if (this.ops.closure()) throw closedError()
      const balance = session.balance + signed
      const max = apiConfig(this.env).maxBalance
      if (signed > 0 && balance > max) {
        throw new ApiError(422, 'BALANCE_LIMIT', `a credit may not take the balance past ${max}`, {
          max,
          balance: session.balance,
        })
      }
      if (balance < 0) throw insufficient(input.amount, session.balance)
      this.store.move(OPERATOR_ROUND, kind, signed, balance, Date.now())
      const entry = this.ops.operatorEntry(kind)!
      return { status: 201, body: { transfer: transferOut(entry, input.reference), balance } }
    })
  }

  /**
   * Operator: closes the session: refused while a round is open (409 `ROUND_OPEN`); reveals
   * the active and the next server seed and answers the final statement. Closing again
   * answers the same. A closed session keeps its rounds and receipts (now with the seed).
   */
  close(reason: 'operator' | 'idle' = 'operator'): Promise<Reply> {
    return this.mutate(undefined, undefined, async () => () => {
      const session = this.operatorSession()
      const closed = this.ops.closure()
      if (closed) return { status: 200, body: JSON.parse(closed.reply) }
      this.refuseOpenRounds('close the session')
      const active = this.store.seed('active')
      const next = this.store.seed('next')
      const now = Date.now()
      const body = {
        reason,
        statement: { ...statementOf(session.session_id, this.ops), closedAt: now },
        revealed: {
          serverSeed: active.server_seed,
          commitment: active.commitment,
          clientSeed: active.client_seed ?? '',
          nonces: active.next_nonce,
        },
        next: { serverSeed: next.server_seed, commitment: next.commitment },
      }
      this.ops.close(now, json(body))
      this.notify({
        type: 'session.closed',
        sessionId: session.session_id,
        reason,
        statement: body.statement,
      })
      return { status: 200, body }
    })
  }

  /** Operator: the statement so far, and whether the session is closed. */
  statement(): Promise<Reply> {
    return this.operatorRead((session) => ({
      status: 200,
      body: {
        statement: statementOf(session.session_id, this.ops),
        closedAt: this.ops.closure()?.closed_at ?? null,
      },
    }))
  }

  /** Operator: ledger entries after `after` (seq), oldest first; `next` continues the page. */
  ledgerPage(after: number, limit: number): Promise<Reply> {
    return this.operatorRead(() => {
      const rows = this.ops.ledgerPage(after, limit)
      const entries = rows.map(({ seq, round, kind, amount, balance, at }) => ({
        seq,
        round,
        kind,
        amount,
        balance,
        at,
      }))
      const next = rows.length === limit ? rows.at(-1)!.seq : null
      return { status: 200, body: { entries, next } }
    })
  }

  /** Operator: rounds in the order dealt after the cursor `after`, with their receipts. */
  roundsPage(after: number, limit: number): Promise<Reply> {
    return this.operatorRead(() => {
      const rows = this.ops.roundsPage(after, limit)
      const closed = this.ops.closure() !== undefined
      const rounds = rows.map((row) => {
        const seed = this.store.seedByIndex(row.seed)
        return {
          id: `${row.seed}-${row.nonce}`,
          game: row.game,
          ruleset: row.ruleset,
          status: row.status,
          createdAt: row.created_at,
          settledAt: row.settled_at,
          ...(row.receipt
            ? { receipt: withServerSeed(JSON.parse(row.receipt), seed, closed) }
            : {}),
        }
      })
      const next = rows.length === limit ? rows.at(-1)!.cursor : null
      return { status: 200, body: { rounds, next } }
    })
  }

  /**
   * The object's alarm: delivers the due notifications (failures back off, `backoff`), then
   * applies the idle policy: a session without a money movement or a round for
   * `IDLE_CLOSE_DAYS` (default 30; 0: never) and without an open round is closed as the
   * operator would close it (`reason: "idle"`: seeds revealed, statement, notification). One
   * with an open round stays open and is looked at again a period later.
   */
  override async alarm(): Promise<void> {
    if (!this.ready) return
    await this.deliverDue()
    const session = this.store.session()
    const idle = idleMs(this.env)
    let idleAt: number | undefined
    if (session && idle > 0 && !this.ops.closure()) {
      const now = Date.now()
      const last = this.ops.lastActivity() ?? session.created_at
      if (now - last < idle) idleAt = last + idle
      else if (this.store.openRoundCount() > 0) idleAt = now + idle
      else await this.close('idle')
    }
    const times = [this.ops.nextDue(), idleAt].filter((t): t is number => t !== undefined)
    if (times.length > 0) await this.ctx.storage.setAlarm(Math.max(Math.min(...times), Date.now()))
  }

  private async deliverDue(): Promise<void> {
    const url = this.env.NOTIFY_URL
    const secret = this.env.NOTIFY_SECRET
    if (!url || !secret) return
    const sessionId = this.store.session()?.session_id
    for (const row of this.ops.due(Date.now(), 50)) {
      const result = await deliver(url, secret, row.body, `${sessionId}:${row.seq}`)
      const now = Date.now()
      if (result.ok) this.ops.delivered(row.seq, now)
      else {
        const attempt = row.attempts + 1
        const retryAt = attempt < MAX_ATTEMPTS ? now + backoff(attempt) : undefined
        this.ops.failed(row.seq, result.error, now, retryAt)
      }
    }
  }

  /** The notification outbox (for tests and audits; not routed). */
  outboxRows(): Record<string, SqlStorageValue>[] {
    return this.ready ? this.ops.outbox() : []
  }

  /** The ledger, oldest first (for tests and audits; not routed). */
  ledgerEntries(): LedgerRow[] {
    return this.store.ledgerEntries()
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
        if (auth && this.ops.closure()) throw closedError()
        if (idempotencyKey !== undefined) {
          const stored = this.store.storedReply(idempotencyKey)
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
        this.alarmAt = undefined
        const reply = this.ctx.storage.transactionSync(() => {
          const reply = commitFn()
          if (idempotencyKey !== undefined && reply.status < 300) {
            this.store.storeReply(idempotencyKey, fingerprint!, reply, Date.now())
          }
          return reply
        })
        if (this.alarmAt !== undefined) await this.ctx.storage.setAlarm(this.alarmAt)
        return reply
      } catch (err) {
        return errorReply(err)
      }
    })
    this.queue = run
    return run
  }

  private operatorRead(fn: (session: SessionRow) => Reply): Promise<Reply> {
    const run = this.queue.then(() => {
      try {
        return fn(this.operatorSession())
      } catch (err) {
        return errorReply(err)
      }
    })
    this.queue = run
    return run
  }

  /** The session for an operator call (the Worker checked the operator key). */
  private operatorSession(): SessionRow {
    const session = this.ready ? this.store.session() : undefined
    if (!session) throw notFound('session')
    return session
  }

  /**
   * Queues a notification in the current transaction, when the Worker has a NOTIFY_URL and a
   * NOTIFY_SECRET; the alarm that delivers it is set once the transaction is stored.
   */
  private notify(event: Record<string, unknown>): void {
    if (!this.env.NOTIFY_URL || !this.env.NOTIFY_SECRET) return
    const at = Date.now()
    this.ops.enqueue(json({ ...event, at }), at)
    this.alarmAt = at
  }

  private authorize(auth: Auth): SessionRow {
    if (!this.ready) throw notFound('session')
    const session = this.store.session()
    if (!session) throw notFound('session')
    if (!sameDigest(auth.tokenHash, session.token_hash)) {
      throw new ApiError(401, 'UNAUTHORIZED', 'invalid token for this session')
    }
    return session
  }

  private refuseOpenRounds(what: string): void {
    const open = this.store.openRounds()
    if (open.length > 0) {
      throw new ApiError(409, 'ROUND_OPEN', `settle the open rounds before you ${what}`, {
        openRounds: open.map((r) => `${r.seed}-${r.nonce}`),
      })
    }
  }

  private openRound(ref: string): RoundRow {
    const row = this.store.round(ref)
    if (!row) throw notFound('round')
    if (row.status === 'settled') {
      throw new ApiError(409, 'ROUND_SETTLED', 'the round is already settled')
    }
    return row
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
    if (increase > balance) throw insufficient(increase, balance)
    const next = balance - increase
    this.store.move(
      `${row.seed}-${row.nonce}`,
      `stake:${after.actions.length}`,
      -increase,
      next,
      Date.now(),
    )
    return next
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
      if (actions.length > 0) this.store.updateRound(row, json(state), state.status, json(passed))
      return { round: roundOut(row, state), balance }
    }
    const settled = game.settle(state) as {
      state: RoundState<{ name: string }>
      settlement: Settlement
    }
    const now = Date.now()
    const returned = settled.settlement.returned
    balance += returned
    this.store.move(key, 'payout', returned, balance, now)
    const seed = this.store.seedByIndex(row.seed)
    const receipt = receiptOf({
      ...settled,
      commitment: seed.commitment,
      clientSeed: row.client_seed,
      nonce: row.nonce,
      wagers: JSON.parse(row.wagers),
      actions: passed,
      ledger: this.store.roundLedger(key),
    })
    const stored = {
      state: json(settled.state),
      actions: json(passed),
      balanceAfter: balance,
      settleActions: json(settleActions),
      receipt: json(receipt),
    }
    this.store.settleRound(row, stored, now)
    this.notify({
      type: 'round.settled',
      sessionId: this.store.session()!.session_id,
      round: key,
      receipt,
      balance,
    })
    return { round: roundOut(row, settled.state), receipt: withServerSeed(receipt, seed), balance }
  }

  /** The stored receipt, with the server seed once its pair is revealed. */
  private receipt(row: RoundRow): Receipt | undefined {
    if (!row.receipt) return undefined
    const closed = this.ops.closure() !== undefined
    return withServerSeed(
      JSON.parse(row.receipt) as Receipt,
      this.store.seedByIndex(row.seed),
      closed,
    )
  }

  private settledBody(row: RoundRow, balance: number): RoundBody {
    return {
      round: roundOut(row, JSON.parse(row.state)),
      receipt: this.receipt(row),
      balance,
    }
  }
}
