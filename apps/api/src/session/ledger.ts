import type { AnyGame, RoundState, Settlement } from '@felt/cards'
import { receiptOf } from '../fair.ts'
import type { Receipt, RoundBody } from '../wire.ts'
import { json, type SessionContext } from './context.ts'
import { insufficient, roundOut, withServerSeed } from './play.ts'
import type { RoundRow } from './rows.ts'

/** Debits what the player added at risk between two states; returns the new balance. */
function debitIncrease(
  cx: SessionContext,
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
  const key = `${row.seed}-${row.nonce}`
  cx.store.move(key, `stake:${after.actions.length}`, -increase, next, Date.now())
  return next
}

/**
 * Applies actions to an open round (synchronously, inside the caller's transaction):
 * debits the added stake, stores the state, and once the round is complete settles it:
 * credits the payout, writes the receipt with the round's own ledger entries, and queues
 * its notification. `start` is the stored state of `row`, `balance` the session's balance.
 */
export function advance(
  cx: SessionContext,
  row: RoundRow,
  game: AnyGame,
  start: RoundState,
  balance: number,
  actions: unknown[],
  settleActions: unknown[],
): RoundBody {
  let state = start
  for (const action of actions) state = game.act(state, action) as RoundState
  balance = debitIncrease(cx, row, start, state, balance)
  const passed = [...(JSON.parse(row.actions) as unknown[]), ...actions]
  const key = `${row.seed}-${row.nonce}`
  if (state.status !== 'complete') {
    // Without actions the stored round is unchanged.
    if (actions.length > 0) cx.store.updateRound(row, json(state), state.status, json(passed))
    return { round: roundOut(row, state), balance }
  }
  const settled = game.settle(state) as {
    state: RoundState<{ name: string }>
    settlement: Settlement
  }
  const now = Date.now()
  const returned = settled.settlement.returned
  balance += returned
  cx.store.move(key, 'payout', returned, balance, now)
  const seed = cx.store.seedByIndex(row.seed)
  const receipt = receiptOf({
    ...settled,
    commitment: seed.commitment,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    wagers: JSON.parse(row.wagers),
    actions: passed,
    ledger: cx.store.roundLedger(key),
  })
  const stored = {
    state: json(settled.state),
    actions: json(passed),
    balanceAfter: balance,
    settleActions: json(settleActions),
    receipt: json(receipt),
  }
  cx.store.settleRound(row, stored, now)
  cx.notify(() => ({
    type: 'round.settled',
    sessionId: cx.store.session()!.session_id,
    round: key,
    receipt,
    balance,
  }))
  return { round: roundOut(row, settled.state), receipt: withServerSeed(receipt, seed), balance }
}

/** The stored receipt, with the server seed once its pair is revealed or the session closed. */
export function storedReceipt(cx: SessionContext, row: RoundRow): Receipt | undefined {
  if (!row.receipt) return undefined
  const closed = cx.ops.closure() !== undefined
  return withServerSeed(JSON.parse(row.receipt) as Receipt, cx.store.seedByIndex(row.seed), closed)
}

/** The body of a settled round, as settle answers it again. */
export function settledBody(cx: SessionContext, row: RoundRow, balance: number): RoundBody {
  return { round: roundOut(row, JSON.parse(row.state)), receipt: storedReceipt(cx, row), balance }
}
