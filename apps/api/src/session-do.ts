import { idleMs } from './config.ts'
import { ApiError, roundNotFound } from './errors.ts'
import { commit, generateServerSeed } from './fair.ts'
import { asJsonText, type JsonText, ok, type Result } from './result.ts'
import { deliverDue, idleCheck } from './session/alarm.ts'
import { SessionBase } from './session/base.ts'
import type { Auth, CreateInput, DealInput, TransferInput } from './session/context.ts'
import { openRound, refuseOpenRounds } from './session/guards.ts'
import { advance, storedReceipt } from './session/ledger.ts'
import { migrate } from './session/migrations.ts'
import * as desk from './session/operator-flows.ts'
import { gameOf, parseAction, roundOut } from './session/play.ts'
import { fundActions, prepareDeal, settleRound } from './session/round-flows.ts'
import type { LedgerRow } from './session/rows.ts'
import { keyed } from './session/serial.ts'
import { walletDue } from './session/wallet-flows.ts'
import { type WalletCallsPage, walletPage, withWallet } from './session/wallet-views.ts'
import type {
  ClientSeedSet,
  Closed,
  LedgerPage,
  Rotated,
  RoundBody,
  RoundDetail,
  RoundsPage,
  SessionCreated,
  SessionOut,
  StatementReply,
  Transferred,
} from './wire.ts'

export type { Auth, CreateInput, DealInput, TransferInput } from './session/context.ts'

/**
 * One player session: its seeds, nonce, rounds, ledger and idempotency keys, in the
 * object's own SQLite database. Requests run one at a time (an in-object queue), and
 * every change is one synchronous SQLite transaction, so a round settles exactly once
 * and the balance is always the sum of the ledger. Every method returns a `Result`: its
 * value, or a failure with a code of the catalogue (`errors.ts`); HTTP is the Worker's.
 */
export class SessionObject extends SessionBase {
  /** Creates the session: two server seeds (active and next) and the opening balance. */
  create(input: CreateInput): Promise<Result<Omit<SessionCreated, 'token'>>> {
    return this.mutate(undefined, undefined, async () => {
      const active = generateServerSeed()
      const next = generateServerSeed()
      const [activeCommitment, nextCommitment] = await Promise.all([commit(active), commit(next)])
      if (!this.ready) {
        migrate(this.ctx.storage)
        this.ready = true
      }
      return () => {
        if (this.store.session()) throw new ApiError('SESSION_EXISTS', 'the session already exists')
        const seeds = { active, activeCommitment, next, nextCommitment }
        const { sessionId, tokenHash, clientSeed, balance, wallet } = input
        const now = Date.now()
        this.store.openSession(sessionId, tokenHash, clientSeed, balance, seeds, now, wallet)
        const idle = idleMs(this.env)
        if (idle > 0) this.alarmAt = now + idle
        return { sessionId, balance, seed: this.store.seedState(), ...(wallet ? { wallet } : {}) }
      }
    })
  }

  /** Succeeds when `auth` holds this session's token; else `UNAUTHORIZED` or `SESSION_NOT_FOUND`. */
  authenticate(auth: Auth): Promise<Result<true>> {
    return this.read(auth, () => true as const)
  }

  /** The balance, seed state, open rounds, and when the session was closed (null while open). */
  get(auth: Auth): Promise<Result<SessionOut>> {
    return this.read(auth, (session) => ({
      sessionId: session.session_id,
      balance: session.balance,
      seed: this.store.seedState(),
      openRounds: this.store.openRounds().map((row) => roundOut(row, JSON.parse(row.state))),
      closedAt: this.ops.closure()?.closed_at ?? null,
      ...(session.player !== null
        ? { wallet: { player: session.player, currency: session.currency! } }
        : {}),
    }))
  }

  /** Sets the client seed of the active pair (for the rounds after this). `ROUND_OPEN` while a round is open. */
  setClientSeed(auth: Auth, clientSeed: string): Promise<Result<ClientSeedSet>> {
    return this.mutate(auth, undefined, async () => () => {
      refuseOpenRounds(this.store, 'change the client seed')
      this.store.setClientSeed(clientSeed)
      return { seed: this.store.seedState() }
    })
  }

  /**
   * Reveals the active server seed, makes the committed next seed active (nonce 0,
   * same client seed unless a new one is given) and commits a new next seed. `ROUND_OPEN`
   * while a round is open.
   */
  rotate(auth: Auth, clientSeed?: string): Promise<Result<Rotated>> {
    return this.mutate(auth, undefined, async () => {
      const fresh = generateServerSeed()
      const freshCommitment = await commit(fresh)
      return () => {
        refuseOpenRounds(this.store, 'rotate the seed')
        const active = this.store.seed('active')
        this.store.rotate(clientSeed ?? active.client_seed, fresh, freshCommitment, Date.now())
        const revealed = {
          serverSeed: active.server_seed,
          commitment: active.commitment,
          clientSeed: active.client_seed ?? '',
          nonces: active.next_nonce,
        }
        return { revealed, seed: this.store.seedState() }
      }
    })
  }

  /**
   * Starts a round: reserves the nonce, shuffles the committed deck, deals and debits the
   * stakes, all in one transaction. A round complete at once (an instant win) is settled
   * in the same transaction.
   */
  async deal(
    auth: Auth,
    input: DealInput,
    idempotencyKey?: string,
  ): Promise<Result<JsonText<RoundBody>>> {
    const idem = keyed(idempotencyKey, ['deal', input])
    return asJsonText(
      this.paid(
        await this.mutate(auth, idem, (session) =>
          prepareDeal(this.host, this.decks, session!, input),
        ),
      ),
    )
  }

  /**
   * Applies one player action to an open round and debits any added stake. When the
   * action completes the round, it is settled in the same transaction.
   */
  async act(
    auth: Auth,
    ref: string,
    action: unknown,
    idempotencyKey?: string,
  ): Promise<Result<JsonText<RoundBody>>> {
    const idem = keyed(idempotencyKey, ['act', ref, action])
    const result = await this.mutate(auth, idem, async (session) => {
      // A seamless session's wallet debits what the action adds at risk first.
      const funding = await fundActions(this.host, session!, ref, [action])
      return () => {
        const row = openRound(this.store, ref)
        const game = gameOf(row.game)
        const given = [parseAction(game, action)]
        const start = JSON.parse(row.state)
        return advance(this.cx, row, game, start, session!.balance, given, [], funding)
      }
    })
    return asJsonText(this.paid(result))
  }

  /**
   * Applies the final actions, settles, credits the payout and stores the receipt.
   * Settling a settled round again (no actions, or the same ones) returns the same
   * receipt; other actions fail with `ROUND_SETTLED`.
   */
  async settle(
    auth: Auth,
    ref: string,
    actions?: unknown[],
    idempotencyKey?: string,
  ): Promise<Result<JsonText<RoundBody>>> {
    const idem = keyed(idempotencyKey, ['settle', ref, actions ?? null])
    return asJsonText(
      this.paid(
        await this.mutate(auth, idem, async (session) => {
          const funding = await fundActions(this.host, session!, ref, actions ?? [])
          return () => settleRound(this.cx, session!, ref, actions, funding)
        }),
      ),
    )
  }

  /**
   * A seamless round's answer once its credit's first attempt is made: the receipt's wallet
   * calls and the balance as they are now (acknowledged, usually). Others as they are.
   */
  private paid(result: Result<RoundBody>): Result<RoundBody> {
    const session = this.store.session()
    if (!result.ok || !result.value.receipt || session?.player == null) return result
    const { round, receipt } = result.value
    const value = { ...result.value, receipt: withWallet(this.cx, receipt, round.id) }
    return ok({ ...value, balance: session.balance }, result.replayed === true)
  }

  /** One round: the player's view, and its receipt once settled. */
  getRound(auth: Auth, ref: string): Promise<Result<RoundDetail>> {
    return this.read(auth, () => {
      const row = this.store.round(ref)
      if (!row) throw roundNotFound()
      const receipt = storedReceipt(this.cx, row)
      const round = roundOut(row, JSON.parse(row.state))
      return receipt ? { round, receipt } : { round }
    })
  }

  /** Operator: a transfer in or out under the operator's reference, once (`desk.transfer`). */
  async transfer(input: TransferInput): Promise<Result<Transferred>> {
    const result = await this.mutate(
      undefined,
      undefined,
      async () => () => desk.transfer(this.cx, this.operatorSession(), input),
    )
    return result.ok ? ok(result.value.value, result.value.replayed) : result
  }

  /**
   * Operator (or the idle alarm): closes the session, reveals its seeds, answers the
   * statement (`desk.close`), then lists the closing in the registry.
   */
  async close(reason: 'operator' | 'idle' = 'operator'): Promise<Result<Closed>> {
    const result = await this.mutate(
      undefined,
      undefined,
      async () => () => desk.close(this.cx, this.operatorSession(), reason),
    )
    if (result.ok) await this.listClosing()
    return result
  }

  /** Operator: the statement so far, and whether the session is closed. */
  statement(): Promise<Result<StatementReply>> {
    return this.queue.run(() => desk.statementReply(this.cx, this.operatorSession()))
  }

  /** Operator: ledger entries after `after` (seq), oldest first. */
  ledgerPage(after: number, limit: number): Promise<Result<LedgerPage>> {
    return this.queue.run(() => {
      this.operatorSession()
      return desk.ledgerPage(this.cx, after, limit)
    })
  }

  /** Operator: a seamless session's calls to the wallet after `after` (seq), oldest first. */
  walletPage(after: number, limit: number): Promise<Result<WalletCallsPage>> {
    return this.queue.run(() => {
      this.operatorSession()
      return walletPage(this.cx, after, limit)
    })
  }

  /** Operator: rounds in the order dealt after the cursor `after`, with their receipts. */
  roundsPage(after: number, limit: number): Promise<Result<RoundsPage>> {
    return this.queue.run(() => {
      this.operatorSession()
      return desk.roundsPage(this.cx, after, limit)
    })
  }

  /**
   * The object's alarm: sends a seamless session's due wallet calls (credits, rollbacks;
   * `walletDue`), delivers the due notifications, lists a closing the registry missed, then
   * applies the idle policy (`idleCheck`): a session idle for `IDLE_CLOSE_DAYS` without an
   * open round is closed as the operator would close it (`reason: "idle"`). The next alarm is
   * the earliest of them.
   */
  override async alarm(): Promise<void> {
    if (!this.ready) return
    // Rare: it reads SQLite afresh, whatever was written beside the stores (tests age rows).
    this.forget()
    await walletDue(this.host)
    await deliverDue(this.cx)
    await this.listClosing()
    let idleAt = idleCheck(this.cx, Date.now())
    if (idleAt === 'close') {
      await this.close('idle')
      idleAt = undefined
    }
    const wallet = this.store.session()?.player != null ? this.cx.wallet.nextDue() : undefined
    const times = [wallet, this.ops.nextDue(), idleAt].filter((t): t is number => t !== undefined)
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
}
