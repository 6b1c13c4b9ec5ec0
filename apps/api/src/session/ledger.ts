import type { AnyGame, RoundState, Settlement } from '@felt/cards'
import { receiptOf } from '../fair.ts'
import type { Receipt, RoundBody } from '../wire.ts'
import { json, type SessionContext } from './context.ts'
import { roundOut, withServerSeed } from './play.ts'
import type { RoundRow } from './rows.ts'
import { type Approval, queueCredit, takeStake } from './wallet-flows.ts'
import { receiptLedger, withWallet } from './wallet-views.ts'

/**
 * Debits what the player added at risk between two states (`funding`: the wallet's approval of
 * it, in a seamless session); returns the new balance.
 */
function debitIncrease(
  cx: SessionContext,
  row: RoundRow,
  before: RoundState,
  after: RoundState,
  balance: number,
  funding: Approval | undefined,
): number {
  const increase = after.staked - before.staked
  if (increase < 0 || !Number.isSafeInteger(increase)) {
    throw new Error(`stake went from ${before.staked} to ${after.staked}`)
  }
  if (increase === 0) return balance
  const key = `${row.seed}-${row.nonce}`
  return takeStake(cx, key, addedStakeKind(after), increase, balance, funding, Date.now())
}

/** The ledger kind of what the actions up to `state` added at risk: `stake:<n>`. */
export function addedStakeKind(state: RoundState): string {
  return `stake:${state.actions.length}`
}

/**
 * Applies actions to an open round (synchronously, inside the caller's transaction):
 * debits the added stake, stores the state, and once the round is complete settles it:
 * credits the payout, writes the receipt with the round's own ledger entries, and queues
 * its notification (and, in a seamless session, the wallet's credit). `start` is the stored
 * state of `row`, `balance` the session's balance, `funding` the wallet's approval of what the
 * actions add at risk.
 */
export function advance(
  cx: SessionContext,
  row: RoundRow,
  game: AnyGame,
  start: RoundState,
  balance: number,
  actions: unknown[],
  settleActions: unknown[],
  funding?: Approval,
): RoundBody {
  let state = start
  for (const action of actions) state = game.act(state, action) as RoundState
  balance = debitIncrease(cx, row, start, state, balance, funding)
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
  queueCredit(cx, key, returned, now)
  const seed = cx.store.seedByIndex(row.seed)
  const receipt = receiptOf({
    ...settled,
    commitment: seed.commitment,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    wagers: JSON.parse(row.wagers),
    actions: passed,
    ledger: receiptLedger(cx, key),
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
  const out = withWallet(cx, withServerSeed(receipt, seed), key)
  return { round: roundOut(row, settled.state), receipt: out, balance }
}

/**
 * The stored receipt, with the server seed once its pair is revealed or the session closed,
 * and a seamless session's calls to the wallet.
 */
export function storedReceipt(cx: SessionContext, row: RoundRow): Receipt | undefined {
  if (!row.receipt) return undefined
  const closed = cx.ops.closure() !== undefined
  const seed = cx.store.seedByIndex(row.seed)
  const receipt = withServerSeed(JSON.parse(row.receipt) as Receipt, seed, closed)
  return withWallet(cx, receipt, `${row.seed}-${row.nonce}`)
}

/** The body of a settled round, as settle answers it again. */
export function settledBody(cx: SessionContext, row: RoundRow, balance: number): RoundBody {
  return { round: roundOut(row, JSON.parse(row.state)), receipt: storedReceipt(cx, row), balance }
}
