import type * as v from 'valibot'
import type { WalletCallsPageSchema, WalletEntrySchema } from '../schemas/wallet.ts'
import type { ReceiptEntry } from '../wire.ts'
import type { SessionContext } from './context.ts'
import type { WalletCallRow } from './rows.ts'

/** One call of a round to the wallet, as its receipt lists it. */
export type WalletEntry = v.InferOutput<typeof WalletEntrySchema>
/** The operator's page of wallet calls. */
export type WalletCallsPage = v.InferOutput<typeof WalletCallsPageSchema>

function entryOf(c: WalletCallRow): WalletEntry {
  return {
    transactionId: c.id,
    type: c.type,
    kind: c.entry,
    amount: c.amount,
    status: c.status,
    attempts: c.attempts,
    ...(c.answer === null ? {} : { answer: JSON.parse(c.answer) }),
  }
}

/** Whether the session is seamless (its money in the operator's wallet). */
function seamless(cx: SessionContext): boolean {
  return (cx.store.session()?.player ?? null) !== null
}

/**
 * A receipt with its round's calls to the wallet (`wallet`: every debit attempt, its rollback,
 * the credit, with the wallet's answers) in a seamless session; as it is otherwise.
 */
export function withWallet<R extends object>(
  cx: SessionContext,
  receipt: R,
  round: string,
): R & { wallet?: WalletEntry[] } {
  if (!seamless(cx)) return receipt
  return { ...receipt, wallet: cx.wallet.ofRound(round).map(entryOf) }
}

/**
 * A round's ledger entries as its receipt lists them: without the wallet's own entries
 * (`wallet:<kind>`, the money the wallet moved in and out), which the rules do not give.
 */
export function receiptLedger(cx: SessionContext, round: string): ReceiptEntry[] {
  const entries = cx.store.roundLedger(round)
  return seamless(cx) ? entries.filter((e) => !e.kind.startsWith('wallet:')) : entries
}

/** The session's wallet calls after `after` (seq), oldest first; `next` continues, null at the end. */
export function walletPage(cx: SessionContext, after: number, limit: number): WalletCallsPage {
  const rows = cx.wallet.page(after, limit)
  const calls = rows.map((c) => ({
    seq: c.seq,
    ...entryOf(c),
    round: c.round,
    nextAt: c.next_at,
    lastError: c.last_error,
    createdAt: c.created_at,
    doneAt: c.done_at,
  }))
  return { calls, next: rows.length === limit ? rows.at(-1)!.seq : null }
}
