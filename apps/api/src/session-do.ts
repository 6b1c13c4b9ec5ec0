import { DurableObject } from 'cloudflare:workers'
import { type Bindings, idleMs } from './config.ts'
import { ApiError, type Reply, roundNotFound, sessionNotFound } from './errors.ts'
import { commit, generateServerSeed } from './fair.ts'
import { deliverDue, idleCheck } from './session/alarm.ts'
import {
  type Auth,
  type CreateInput,
  type DealInput,
  json,
  type SessionContext,
  type TransferInput,
} from './session/context.ts'
import { DeckAhead } from './session/deck-ahead.ts'
import { openRound, refuseOpenRounds, sameDigest } from './session/guards.ts'
import { advance, storedReceipt } from './session/ledger.ts'
import { migrate } from './session/migrations.ts'
import { closedError } from './session/operator.ts'
import * as desk from './session/operator-flows.ts'
import { OperatorStore } from './session/operator-store.ts'
import { gameOf, parseAction, roundOut } from './session/play.ts'
import { prepareDeal, settleRound } from './session/round-flows.ts'
import type { LedgerRow, SessionRow } from './session/rows.ts'
import { type Idempotency, keepReply, keyed, SerialQueue, storedReply } from './session/serial.ts'
import { SessionStore } from './session/store.ts'
import type { Revealed } from './session/wire.ts'

export type { Auth, CreateInput, DealInput, TransferInput } from './session/context.ts'

type Commit = () => Reply

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
  private readonly queue = new SerialQueue()
  private readonly cx: SessionContext
  private readonly decks = new DeckAhead()
  /** Whether this object holds a session (its schema exists). */
  private ready: boolean

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env)
    this.store = new SessionStore(ctx.storage.sql)
    this.ops = new OperatorStore(ctx.storage.sql)
    this.cx = { store: this.store, ops: this.ops, env, notify: (event) => this.notify(event) }
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
      refuseOpenRounds(this.store, 'change the client seed')
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
        refuseOpenRounds(this.store, 'rotate the seed')
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
    return this.mutate(auth, idem, (session) => prepareDeal(this.cx, this.decks, session!, input))
  }

  /**
   * Applies one player action to an open round and debits any added stake. When the
   * action completes the round, it is settled in the same transaction.
   */
  act(auth: Auth, ref: string, action: unknown, idempotencyKey?: string): Promise<Reply> {
    const idem = keyed(idempotencyKey, ['act', ref, action])
    return this.mutate(auth, idem, async (session) => () => {
      const row = openRound(this.store, ref)
      const game = gameOf(row.game)
      const given = [parseAction(game, action)]
      const body = advance(this.cx, row, game, JSON.parse(row.state), session!.balance, given, [])
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
    return this.mutate(
      auth,
      idem,
      async (session) => () => settleRound(this.cx, session!, ref, actions),
    )
  }

  /** One round: the player's view, and its receipt once settled. */
  async getRound(auth: Auth, ref: string): Promise<Reply> {
    return this.read(auth, () => {
      const row = this.store.round(ref)
      if (!row) throw roundNotFound()
      const receipt = storedReceipt(this.cx, row)
      const round = roundOut(row, JSON.parse(row.state))
      return { status: 200, body: receipt ? { round, receipt } : { round } }
    })
  }

  /** Operator: a transfer in or out under the operator's reference, once (`desk.transfer`). */
  transfer(input: TransferInput): Promise<Reply> {
    return this.mutate(
      undefined,
      undefined,
      async () => () => desk.transfer(this.cx, this.operatorSession(), input),
    )
  }

  /** Operator: closes the session, reveals its seeds, answers the statement (`desk.close`). */
  close(reason: 'operator' | 'idle' = 'operator'): Promise<Reply> {
    return this.mutate(
      undefined,
      undefined,
      async () => () => desk.close(this.cx, this.operatorSession(), reason),
    )
  }

  /** Operator: the statement so far, and whether the session is closed. */
  statement(): Promise<Reply> {
    return this.queue.run(() => desk.statementReply(this.cx, this.operatorSession()))
  }

  /** Operator: ledger entries after `after` (seq), oldest first. */
  ledgerPage(after: number, limit: number): Promise<Reply> {
    return this.queue.run(() => {
      this.operatorSession()
      return desk.ledgerPage(this.cx, after, limit)
    })
  }

  /** Operator: rounds in the order dealt after the cursor `after`, with their receipts. */
  roundsPage(after: number, limit: number): Promise<Reply> {
    return this.queue.run(() => {
      this.operatorSession()
      return desk.roundsPage(this.cx, after, limit)
    })
  }

  /**
   * The object's alarm: delivers the due notifications, then applies the idle policy
   * (`idleCheck`): a session idle for `IDLE_CLOSE_DAYS` without an open round is closed as the
   * operator would close it (`reason: "idle"`). The next alarm is the earliest of both.
   */
  override async alarm(): Promise<void> {
    if (!this.ready) return
    await deliverDue(this.cx)
    let idleAt = idleCheck(this.cx, Date.now())
    if (idleAt === 'close') {
      await this.close('idle')
      idleAt = undefined
    }
    const times = [this.ops.nextDue(), idleAt].filter((t): t is number => t !== undefined)
    if (times.length > 0) await this.ctx.storage.setAlarm(Math.max(Math.min(...times), Date.now()))
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
    return this.queue.run(() => fn(this.authorize(auth)))
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
    idem: Idempotency | undefined,
    prepare: (session: SessionRow | undefined) => Promise<Commit>,
  ): Promise<Reply> {
    return this.queue.run(async () => {
      const session = auth ? this.authorize(auth) : undefined
      if (auth && this.ops.closure()) throw closedError()
      const stored = storedReply(this.store, idem)
      if (stored) return stored
      const commitFn = await prepare(session)
      this.alarmAt = undefined
      const reply = this.ctx.storage.transactionSync(() => {
        const reply = commitFn()
        keepReply(this.store, idem, reply)
        return reply
      })
      if (this.alarmAt !== undefined) await this.ctx.storage.setAlarm(this.alarmAt)
      return reply
    })
  }

  /** The session for an operator call (the Worker checked the operator key). */
  private operatorSession(): SessionRow {
    const session = this.ready ? this.store.session() : undefined
    if (!session) throw sessionNotFound()
    return session
  }

  /**
   * Queues a notification in the current transaction, when the Worker has a NOTIFY_URL and a
   * NOTIFY_SECRET; the alarm that delivers it is set once the transaction is stored.
   */
  private notify(event: () => Record<string, unknown>): void {
    if (!this.env.NOTIFY_URL || !this.env.NOTIFY_SECRET) return
    const at = Date.now()
    this.ops.enqueue(json({ ...event(), at }), at)
    this.alarmAt = at
  }

  private authorize(auth: Auth): SessionRow {
    if (!this.ready) throw sessionNotFound()
    const session = this.store.session()
    if (!session) throw sessionNotFound()
    if (!sameDigest(auth.tokenHash, session.token_hash)) {
      throw new ApiError(401, 'UNAUTHORIZED', 'invalid token for this session')
    }
    return session
  }
}
