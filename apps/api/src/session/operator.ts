import { ApiError } from '../errors.ts'
import type { Statement, Transferred } from '../wire.ts'
import { OPERATOR_ROUND, type OperatorStore } from './operator-store.ts'
import type { LedgerRow } from './rows.ts'

/** An operator transfer as its routes answer it. */
export type TransferOut = Transferred['transfer']

/** The statement of the session's ledger (`balance` is the ledger's sum, as stored). */
export function statementOf(sessionId: string, ops: OperatorStore): Statement {
  let opening = 0
  let credits = 0
  let debits = 0
  let staked = 0
  let returned = 0
  for (const m of ops.movements()) {
    if (m.kind === 'open') opening += m.amount
    // The seamless wallet's moves (`wallet:<kind>`): the stakes it debited come in, the
    // returns it acknowledged go out, as an operator's transfers would.
    else if (m.round === OPERATOR_ROUND || m.kind.startsWith('wallet:')) {
      if (m.amount >= 0) credits += m.amount
      else debits -= m.amount
    } else if (m.kind === 'payout') returned += m.amount
    else staked -= m.amount
  }
  const net = returned - staked
  return {
    sessionId,
    opening,
    credits,
    debits,
    staked,
    returned,
    net,
    rounds: ops.settledRounds(),
    balance: opening + credits - debits + net,
  }
}

/** The ledger kind of an operator transfer. */
export function transferKind(reference: string): string {
  return `transfer:${reference}`
}

/** A stored transfer entry as the routes answer it. */
export function transferOut(entry: LedgerRow, reference: string): TransferOut {
  return { reference, amount: entry.amount, seq: entry.seq, balance: entry.balance }
}

/**
 * The replay of a transfer whose reference is already in the ledger: the same amount and
 * direction answer the stored entry (the operator retried), anything else is a 409.
 */
export function replayTransfer(entry: LedgerRow, reference: string, amount: number): TransferOut {
  if (entry.amount !== amount) {
    throw new ApiError('REFERENCE_REUSED', 'this reference was used for another transfer', {
      reference,
      amount: entry.amount,
    })
  }
  return transferOut(entry, reference)
}

/** 409 `SESSION_CLOSED`: a closed session takes no more rounds, seeds or transfers. */
export function closedError(): ApiError {
  return new ApiError('SESSION_CLOSED', 'the session is closed')
}
