import { apiConfig } from '../config.ts'
import { ApiError } from '../errors.ts'
import type { Closed, LedgerPage, RoundsPage, StatementReply, Transferred } from '../wire.ts'
import { json, type SessionContext, type TransferInput } from './context.ts'
import { refuseOpenRounds } from './guards.ts'
import { closedError, replayTransfer, statementOf, transferKind, transferOut } from './operator.ts'
import { OPERATOR_ROUND } from './operator-store.ts'
import { insufficient, withServerSeed } from './play.ts'
import type { SessionRow } from './rows.ts'
import { withWallet } from './wallet-views.ts'

/**
 * Moves `amount` in or out under the operator's `reference`, once (in the caller's
 * transaction). A retry with the same reference and amount answers the stored entry (200);
 * another amount, 409 `REFERENCE_REUSED`. A credit may not take the balance past
 * `MAX_BALANCE`, a debit not below 0 (422).
 */
export function transfer(
  cx: SessionContext,
  session: SessionRow,
  input: TransferInput,
): { value: Transferred; replayed: boolean } {
  if (session.player !== null) {
    throw new ApiError(
      'SEAMLESS_WALLET',
      "this session's money is in the operator's wallet (seamless): it takes no transfers",
    )
  }
  const signed = input.direction === 'credit' ? input.amount : -input.amount
  const kind = transferKind(input.reference)
  const stored = cx.ops.operatorEntry(kind)
  if (stored) {
    const value = {
      transfer: replayTransfer(stored, input.reference, signed),
      balance: session.balance,
    }
    return { value, replayed: true }
  }
  if (cx.ops.closure()) throw closedError()
  const balance = session.balance + signed
  const max = apiConfig(cx.env).maxBalance
  if (signed > 0 && balance > max) {
    throw new ApiError('BALANCE_LIMIT', `a credit may not take the balance past ${max}`, {
      max,
      balance: session.balance,
    })
  }
  if (balance < 0) throw insufficient(input.amount, session.balance)
  cx.store.move(OPERATOR_ROUND, kind, signed, balance, Date.now())
  const entry = cx.ops.operatorEntry(kind)!
  return { value: { transfer: transferOut(entry, input.reference), balance }, replayed: false }
}

/**
 * Closes the session (in the caller's transaction): 409 `ROUND_OPEN` while a round is open;
 * reveals the active and the next server seed, stores and answers the final statement and
 * queues `session.closed`. Closing again answers the stored reply.
 */
export function close(
  cx: SessionContext,
  session: SessionRow,
  reason: 'operator' | 'idle',
): Closed {
  const closed = cx.ops.closure()
  if (closed) return JSON.parse(closed.reply) as Closed
  refuseOpenRounds(cx.store, 'close the session')
  const active = cx.store.seed('active')
  const next = cx.store.seed('next')
  const now = Date.now()
  const body: Closed = {
    reason,
    statement: { ...statementOf(session.session_id, cx.ops), closedAt: now },
    revealed: {
      serverSeed: active.server_seed,
      commitment: active.commitment,
      clientSeed: active.client_seed ?? '',
      nonces: active.next_nonce,
    },
    next: { serverSeed: next.server_seed, commitment: next.commitment },
  }
  cx.ops.close(now, json(body))
  cx.notify(() => ({
    type: 'session.closed',
    sessionId: session.session_id,
    reason,
    statement: body.statement,
  }))
  return body
}

/** The statement so far, and when the session was closed (null while open). */
export function statementReply(cx: SessionContext, session: SessionRow): StatementReply {
  return {
    statement: statementOf(session.session_id, cx.ops),
    closedAt: cx.ops.closure()?.closed_at ?? null,
  }
}

/** Ledger entries after `after` (seq), oldest first; `next` continues, null at the end. */
export function ledgerPage(cx: SessionContext, after: number, limit: number): LedgerPage {
  const rows = cx.ops.ledgerPage(after, limit)
  const entries = rows.map(({ seq, round, kind, amount, balance, at, wallet }) => ({
    seq,
    round,
    kind,
    amount,
    balance,
    at,
    // A wallet entry's call and the wallet's answer (seamless sessions).
    ...(wallet ? { wallet: JSON.parse(wallet) } : {}),
  }))
  const next = rows.length === limit ? rows.at(-1)!.seq : null
  return { entries, next }
}

/** Rounds in the order dealt after the cursor `after`, with their receipts. */
export function roundsPage(cx: SessionContext, after: number, limit: number): RoundsPage {
  const rows = cx.ops.roundsPage(after, limit)
  const closed = cx.ops.closure() !== undefined
  const rounds = rows.map((row) => ({
    id: `${row.seed}-${row.nonce}`,
    game: row.game,
    ruleset: row.ruleset,
    status: row.status,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    ...(row.receipt
      ? {
          receipt: withWallet(
            cx,
            withServerSeed(JSON.parse(row.receipt), cx.store.seedByIndex(row.seed), closed),
            `${row.seed}-${row.nonce}`,
          ),
        }
      : {}),
  }))
  const next = rows.length === limit ? rows.at(-1)!.cursor : null
  return { rounds, next }
}
