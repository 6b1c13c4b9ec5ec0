import { ApiError } from '../errors.ts'
import { OPERATOR_ROUND, type OperatorStore } from './operator-store.ts'
import type { LedgerRow } from './rows.ts'

/** A session's money from its ledger: every movement by kind, in whole units. */
export interface Statement {
  readonly sessionId: string
  /** The opening balance. */
  readonly opening: number
  /** The operator's transfers in and out. */
  readonly credits: number
  readonly debits: number
  /** What the rounds took (stakes, raises, fees) and paid back. */
  readonly staked: number
  readonly returned: number
  /** `returned - staked`. */
  readonly net: number
  readonly rounds: number
  /** `opening + credits - debits + net`: the session's balance. */
  readonly balance: number
}

/** An operator transfer as its routes answer it. */
export interface TransferOut {
  readonly reference: string
  readonly amount: number
  readonly seq: number
  readonly balance: number
}

/** The statement of the session's ledger (`balance` is the ledger's sum, as stored). */
export function statementOf(sessionId: string, ops: OperatorStore): Statement {
  let opening = 0
  let credits = 0
  let debits = 0
  let staked = 0
  let returned = 0
  for (const m of ops.movements()) {
    if (m.kind === 'open') opening += m.amount
    else if (m.round === OPERATOR_ROUND) {
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
    throw new ApiError(409, 'REFERENCE_REUSED', 'this reference was used for another transfer', {
      reference,
      amount: entry.amount,
    })
  }
  return transferOut(entry, reference)
}

/** 409 `SESSION_CLOSED`: a closed session takes no more rounds, seeds or transfers. */
export function closedError(): ApiError {
  return new ApiError(409, 'SESSION_CLOSED', 'the session is closed')
}
