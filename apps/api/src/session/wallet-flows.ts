import { walletConfig } from '../config.ts'
import { ApiError } from '../errors.ts'
import type { Result } from '../result.ts'
import {
  creditId,
  debitId,
  rollbackId,
  type WalletAnswer,
  walletBackoff,
} from '../wallet/protocol.ts'
import { callWallet, type WalletTarget } from '../wallet/send.ts'
import { json, type SessionContext } from './context.ts'
import { insufficient } from './play.ts'
import type { SessionRow, WalletCallRow } from './rows.ts'

/** A debit the wallet approved, for the change being prepared. */
export interface Approval {
  readonly id: string
  readonly answer: WalletAnswer
}

/** What the wallet's flows need of the session object. */
export interface WalletHost {
  readonly cx: SessionContext
  /** Runs a synchronous change in one SQLite transaction. */
  transaction<T>(fn: () => T): T
  /** Sets the alarm for `at`, unless it is set earlier. */
  armAlarm(at: number): Promise<void>
  /** Runs `task` in the object's one-request-at-a-time queue. */
  serial<T>(task: () => T | Promise<T>): Promise<Result<T>>
  /** Debits a request is waiting for: the alarm leaves them alone. */
  readonly inFlight: Set<string>
  /** Debits approved for the change being prepared: rolled back unless it commits. */
  readonly holds: Approval[]
  /** Credits the change queued: their first attempt follows its commit (`payOwed`). */
  readonly owed: string[]
}

/** Whether the session keeps its money in the operator's wallet (the seamless model). */
export function isSeamless(session: SessionRow): boolean {
  return session.player !== null
}

function target(cx: SessionContext): WalletTarget {
  const wallet = walletConfig(cx.env)
  if (!wallet.url || !wallet.secret) {
    throw new ApiError('NOT_CONFIGURED', 'the wallet is not configured (WALLET_URL, WALLET_SECRET)')
  }
  return { url: wallet.url, secret: wallet.secret, timeoutMs: wallet.timeoutMs }
}

/** A call's JSON body: its own fields, then the session, player, currency and time (Unix ms). */
function callBody(session: SessionRow, fields: Record<string, unknown>, at: number): string {
  const { session_id: sessionId, player, currency } = session
  return json({ ...fields, sessionId, player, currency, at })
}

/**
 * Asks the wallet to debit `amount` for the round's ledger kind `kind` (`stake`, `stake:<n>`),
 * before the change that needs it is made. The call is stored first (`sending`, and the alarm
 * set to give up on it), so that a restart during the call still rolls it back. Approved: the
 * approval, for the commit (`takeStake`). Refused: 422 `WALLET_REFUSED` (`details.reason`, the
 * wallet's code). No outcome (timeout, 5xx, no answer): the debit is rolled back from the
 * alarm and the answer is 503 `WALLET_UNAVAILABLE`. Either way nothing else changed.
 */
export async function debit(
  host: WalletHost,
  session: SessionRow,
  round: string,
  kind: string,
  amount: number,
  game: string,
): Promise<Approval> {
  const { cx } = host
  const to = target(cx)
  const now = Date.now()
  const id = debitId(session.session_id, round, kind, cx.wallet.debits(round, kind) + 1)
  const body = callBody(
    session,
    { type: 'debit', transactionId: id, round, kind, game, amount },
    now,
  )
  const giveUpAt = now + 2 * to.timeoutMs
  // The alarm first: whatever is stored after it, it will look at.
  await host.armAlarm(giveUpAt)
  host.transaction(() =>
    cx.wallet.insert({
      ...{ id, type: 'debit', round, entry: kind, amount, body, status: 'sending' },
      ...{ next_at: giveUpAt, created_at: now },
    }),
  )
  host.inFlight.add(id)
  const outcome = await callWallet(to, 'debit', id, body).finally(() => host.inFlight.delete(id))
  if (outcome.kind === 'approved') {
    const approval = { id, answer: outcome.answer }
    host.holds.push(approval)
    return approval
  }
  if (outcome.kind === 'refused') {
    host.transaction(() => cx.wallet.finish(id, 'refused', json(outcome.answer), Date.now()))
    throw new ApiError('WALLET_REFUSED', 'the wallet refused the stake', {
      reason: outcome.reason,
      transactionId: id,
      amount,
    })
  }
  host.transaction(() => lostDebit(cx, id, outcome.error, Date.now()))
  await host.armAlarm(Date.now())
  throw new ApiError(
    'WALLET_UNAVAILABLE',
    'the wallet did not confirm the stake: nothing was dealt, and the debit is being rolled back',
    { transactionId: id, amount },
  )
}

/**
 * A debit whose outcome is unknown (in the caller's transaction): marked so, and its rollback
 * queued, due at once (the alarm sends it until the wallet acknowledges it).
 */
function lostDebit(cx: SessionContext, id: string, error: string, at: number): void {
  const row = cx.wallet.call(id)
  // Only a debit still waiting for its outcome: an approved one was applied with its round.
  if (row?.status !== 'sending') return
  cx.wallet.lost(id, error, at)
  const rollback = rollbackId(id)
  const fields = { type: 'rollback', transactionId: rollback, originalTransactionId: id }
  cx.wallet.insert({
    ...{ id: rollback, type: 'rollback', round: row.round, entry: row.entry, amount: row.amount },
    body: callBody(cx.store.session()!, { ...fields, round: row.round, amount: row.amount }, at),
    ...{ status: 'pending', next_at: at, created_at: at },
  })
}

/** After a change that did not commit: its approved debits are rolled back (from the alarm). */
export async function releaseHolds(host: WalletHost, err: unknown): Promise<void> {
  if (host.holds.length === 0) return
  const held = host.holds.splice(0)
  const why = `not applied: ${err instanceof Error ? err.message : String(err)}`
  host.transaction(() => {
    for (const { id } of held) lostDebit(host.cx, id, why, Date.now())
  })
  await host.armAlarm(Date.now())
}

/**
 * Debits a stake in the ledger (in the caller's transaction) and returns the new balance. In
 * the transfer model from the session's balance (422 `INSUFFICIENT_BALANCE` if short); in the
 * seamless model the wallet's approved debit comes in first (`wallet:<kind>`, with the
 * wallet's answer), so the session's balance never goes below zero and the receipt's entries
 * chain as in the transfer model.
 */
export function takeStake(
  cx: SessionContext,
  round: string,
  kind: string,
  amount: number,
  balance: number,
  funding: Approval | undefined,
  at: number,
): number {
  if (funding) {
    // The wallet's money comes in and goes at once into the stake: the balance stays.
    const answer = json({ transactionId: funding.id, answer: funding.answer })
    cx.store.entry(round, `wallet:${kind}`, amount, balance + amount, at, answer)
    cx.store.entry(round, kind, -amount, balance, at)
    cx.wallet.finish(funding.id, 'approved', json(funding.answer), at)
    return balance
  }
  if (amount > 0 && isSeamless(cx.store.session()!)) {
    throw new Error(`a stake of ${amount} without the wallet's approval`)
  } else if (amount > balance) throw insufficient(amount, balance)
  const next = balance - amount
  cx.store.move(round, kind, -amount, next, at)
  return next
}

/**
 * Queues the credit of a settled seamless round's return (in the settlement's transaction;
 * once per round, 0 included, so the wallet learns the round is over): sent once the
 * settlement is stored (`payOwed`), then by the alarm until the wallet acknowledges it (due,
 * in case the first attempt never ends, after twice the timeout). The transfer model has none.
 */
export function queueCredit(cx: SessionContext, round: string, amount: number, at: number): void {
  const session = cx.store.session()!
  if (!isSeamless(session)) return
  const id = creditId(session.session_id, round)
  const fields = { type: 'credit', transactionId: id, round, kind: 'payout', amount }
  const due = at + 2 * walletConfig(cx.env).timeoutMs
  cx.wallet.insert({
    ...{ id, type: 'credit', round, entry: 'payout', amount, body: callBody(session, fields, at) },
    ...{ status: 'pending', next_at: due, created_at: at },
  })
  cx.owe(id, due)
}

/**
 * The first attempt of the credits a change queued, right after its commit (in the queue, so
 * the answer shows the outcome); the alarm, set for the credit's due time with the commit,
 * sends it should a restart interrupt this; a failure is retried from the alarm after a
 * back-off.
 */
export async function payOwed(host: WalletHost): Promise<void> {
  for (const id of host.owed.splice(0)) {
    // The settlement is stored: whatever happens here, the alarm sends the credit.
    await payOne(host, id).catch((err) => {
      console.error(JSON.stringify({ msg: 'credit deferred to the alarm', error: String(err) }))
    })
  }
}

/** One credit's first attempt (`payOwed`). */
async function payOne(host: WalletHost, id: string): Promise<void> {
  const { cx } = host
  // The alarm is set for its due time with the settlement (`owe`).
  const row = cx.wallet.call(id)
  if (row?.next_at == null) return
  host.inFlight.add(id)
  let outcome: Outcome
  try {
    outcome = await callWallet(target(cx), 'credit', id, row.body)
  } catch (err) {
    outcome = { kind: 'unknown', error: err instanceof Error ? err.message : String(err) }
  } finally {
    host.inFlight.delete(id)
  }
  // The alarm leaves a call in flight alone: the row is as read.
  const next = host.transaction(() => record(cx, row, outcome, Date.now(), true))
  if (next !== undefined) await host.armAlarm(next)
}

/**
 * Records what a credit's or rollback's attempt came to (in the caller's transaction); returns
 * when it is to be sent again, if it is. `fresh`: `row` was read after the call, in the queue.
 */
function record(
  cx: SessionContext,
  row: WalletCallRow,
  outcome: Outcome,
  at: number,
  fresh = false,
): number | undefined {
  if (!fresh && cx.wallet.call(row.id)?.next_at == null) return undefined
  if (outcome.kind !== 'approved') {
    const error = outcome.kind === 'unknown' ? outcome.error : outcome.reason
    const next = at + walletBackoff(row.attempts + 1)
    cx.wallet.retry(row.id, error, next)
    return next
  }
  cx.wallet.finish(row.id, 'acknowledged', json(outcome.answer), at)
  if (row.type === 'credit') {
    const balance = cx.store.session()!.balance - row.amount
    const answer = json({ transactionId: row.id, answer: outcome.answer })
    cx.store.move(
      row.round,
      'wallet:payout',
      row.amount === 0 ? 0 : -row.amount,
      balance,
      at,
      answer,
    )
  } else {
    cx.wallet.mark(
      (JSON.parse(row.body) as { originalTransactionId: string }).originalTransactionId,
      'rolled-back',
    )
  }
  return undefined
}

type Outcome = Awaited<ReturnType<typeof callWallet>>

/**
 * The alarm's part (outside the queue, so a slow wallet holds up no request while it is
 * called; each outcome is recorded in the queue): every credit and rollback due is sent, a
 * failure tried again after `walletBackoff` (no limit: the money is owed); a debit still `sending`
 * past its time (its request ended without an outcome, as in a restart) is rolled back.
 */
export async function walletDue(host: WalletHost): Promise<void> {
  const { cx } = host
  const session = cx.store.session()
  if (!session || !isSeamless(session)) return
  for (const row of cx.wallet.due(Date.now(), 20)) {
    if (host.inFlight.has(row.id)) continue
    if (row.type === 'debit') {
      await host.serial(() => {
        if (cx.wallet.call(row.id)?.status !== 'sending' || host.inFlight.has(row.id)) return
        host.transaction(() => lostDebit(cx, row.id, 'no outcome (the request ended)', Date.now()))
      })
      continue
    }
    let outcome: Outcome
    try {
      outcome = await callWallet(target(cx), row.type, row.id, row.body)
    } catch (err) {
      outcome = { kind: 'unknown', error: err instanceof Error ? err.message : String(err) }
    }
    await host.serial(() => host.transaction(() => record(cx, row, outcome, Date.now())))
  }
}
