import { DurableObject } from 'cloudflare:workers'
import type { Bindings } from '../config.ts'
import { ApiError, sessionNotFound } from '../errors.ts'
import { registry } from '../registry/registry-do.ts'
import type { Result } from '../result.ts'
import type { Closed } from '../wire.ts'
import { type Auth, json, type SessionContext } from './context.ts'
import { DeckAhead } from './deck-ahead.ts'
import { sameDigest } from './guards.ts'
import { migrate } from './migrations.ts'
import { closedError } from './operator.ts'
import { OperatorStore } from './operator-store.ts'
import type { SessionRow } from './rows.ts'
import { type Idempotency, keepReply, SerialQueue, storedReply } from './serial.ts'
import { SessionStore } from './store.ts'
import { payOwed, releaseHolds, type WalletHost } from './wallet-flows.ts'
import { WalletStore } from './wallet-store.ts'

/**
 * The plumbing of the session object (`SessionObject` adds its methods): the stores, the
 * one-at-a-time queue, reads and transactional changes with idempotency, authorization, the
 * outbox, and the registry's copy of the closing.
 */
export abstract class SessionBase extends DurableObject<Bindings> {
  protected readonly store: SessionStore
  protected readonly ops: OperatorStore
  /** Set by a commit that needs the alarm (a notification, a wallet call, the idle check). */
  protected alarmAt: number | undefined
  protected readonly queue = new SerialQueue()
  protected readonly cx: SessionContext
  protected readonly decks = new DeckAhead()
  /** What the seamless wallet's flows need of this object (`wallet-flows.ts`). */
  protected readonly host: WalletHost
  /** Whether this object holds a session (its schema exists). */
  protected ready: boolean

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env)
    this.store = new SessionStore(ctx.storage.sql)
    this.ops = new OperatorStore(ctx.storage.sql)
    this.cx = {
      store: this.store,
      ops: this.ops,
      wallet: new WalletStore(ctx.storage.sql),
      env,
      notify: (event) => this.notify(event),
      owe: (id, due) => {
        this.host.owed.push(id)
        this.alarmAt = Math.min(due, this.alarmAt ?? due)
      },
    }
    this.host = {
      owed: [],
      holds: [],
      cx: this.cx,
      transaction: (fn) => ctx.storage.transactionSync(fn),
      armAlarm: async (at) => {
        const set = await ctx.storage.getAlarm()
        if (set === null || set > at) await ctx.storage.setAlarm(at)
      },
      serial: (task) => this.queue.run(task),
      inFlight: new Set(),
    }
    // An object addressed with an unknown id stays empty: no schema until a session is created.
    this.ready = this.store.hasSchema()
    if (this.ready) {
      migrate(ctx.storage)
      // After a restart: pending wallet calls get the alarm, should it not be set.
      const due = this.cx.wallet.nextDue()
      if (due !== undefined) {
        ctx.blockConcurrencyWhile(async () => {
          if ((await ctx.storage.getAlarm()) === null) await ctx.storage.setAlarm(due)
        })
      }
    }
  }

  protected read<T>(auth: Auth, fn: (session: SessionRow) => T): Promise<Result<T>> {
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
  protected mutate<T>(
    auth: Auth | undefined,
    idem: Idempotency | undefined,
    prepare: (session: SessionRow | undefined) => Promise<() => T>,
  ): Promise<Result<T>> {
    return this.queue.run(async () => {
      const session = auth ? this.authorize(auth) : undefined
      // A retry of a request answered before the closing gets that answer, not SESSION_CLOSED.
      const stored = storedReply<T>(this.store, idem)
      if (stored) return stored.value
      if (auth && this.ops.closure()) throw closedError()
      let commitFn: () => T
      try {
        commitFn = await prepare(session)
      } catch (err) {
        await releaseHolds(this.host, err)
        throw err
      }
      this.alarmAt = undefined
      let value: T
      try {
        value = this.ctx.storage.transactionSync(() => {
          const value = commitFn()
          keepReply(this.store, idem, value)
          return value
        })
      } catch (err) {
        // Rolled back: what the stores keep in memory may hold the undone writes.
        this.forget()
        this.host.owed.length = 0
        // A debit the wallet approved for it is rolled back.
        await releaseHolds(this.host, err)
        throw err
      }
      this.host.holds.length = 0
      if (this.alarmAt !== undefined) await this.ctx.storage.setAlarm(this.alarmAt)
      // The credits of the rounds it settled, first attempt (a seamless session).
      if (this.host.owed.length > 0) await payOwed(this.host)
      return value
    })
  }

  /**
   * Tells the registry (the operator's list) of the closing, once; when it cannot be reached
   * the alarm tries again in a minute.
   */
  protected async listClosing(): Promise<void> {
    const closure = this.ops.closure()
    if (!closure || closure.listed_at !== null) return
    const { reason, statement } = JSON.parse(closure.reply) as Closed
    try {
      await registry(this.env).closed(
        statement.sessionId,
        closure.closed_at,
        reason,
        statement.balance,
      )
      this.ops.listed(Date.now())
    } catch (err) {
      console.error(JSON.stringify({ msg: 'registry unreachable', error: String(err) }))
      await this.ctx.storage.setAlarm(Date.now() + 60_000)
    }
  }

  /**
   * Drops what the stores keep in memory; the next read goes to SQLite. After a rollback, and
   * after a write beside the stores (tests that fix a seed or age rows).
   */
  forget(): void {
    this.store.forget()
    this.ops.forget()
  }

  /** The session for an operator call (the Worker checked the operator key). */
  protected operatorSession(): SessionRow {
    const session = this.ready ? this.store.session() : undefined
    if (!session) throw sessionNotFound()
    return session
  }

  /**
   * Queues a notification in the current transaction, when the Worker has a NOTIFY_URL and a
   * NOTIFY_SECRET, with its number in the session (`seq`: 1, 2, ... in the order queued, so a
   * receiver can order what retries deliver out of order); the alarm that delivers it is set
   * once the transaction is stored.
   */
  protected notify(event: () => Record<string, unknown>): void {
    if (!this.env.NOTIFY_URL || !this.env.NOTIFY_SECRET) return
    const at = Date.now()
    this.ops.enqueue((seq) => json({ ...event(), seq, at }), at)
    this.alarmAt = at
  }

  protected authorize(auth: Auth): SessionRow {
    if (!this.ready) throw sessionNotFound()
    const session = this.store.session()
    if (!session) throw sessionNotFound()
    if (!sameDigest(auth.tokenHash, session.token_hash)) {
      throw new ApiError('UNAUTHORIZED', 'invalid token for this session')
    }
    return session
  }
}
