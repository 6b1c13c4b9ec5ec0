import type { DealtCard, Settlement, SettlementLine } from '@felt/cards'
import { InvalidReceiptError } from './errors.ts'
import { ALGORITHM } from './seeds.ts'

/** The money part of a settled round, as the receipt states it. */
export interface ReceiptSettlement {
  readonly lines: readonly SettlementLine[]
  readonly staked: number
  readonly returned: number
  readonly net: number
  readonly details?: unknown
}

/**
 * One money movement of a round in the session's ledger: `stake` at the deal, `stake:<n>`
 * when the action that made `n` actions in all added to the stake (raise, fee, double,
 * split), `payout` at settlement. `balance` is the session balance right after the entry.
 */
export interface ReceiptEntry {
  /** Position in the session's ledger (1, 2, ...): other rounds' entries may lie between. */
  readonly seq: number
  /** `stake`, `stake:<n>` or `payout`. */
  readonly kind: string
  /** Whole units; negative for a debit. */
  readonly amount: number
  /** The session balance after this entry, in whole units. */
  readonly balance: number
}

/**
 * Everything needed to check a settled round without the server. Shared by the API,
 * the CLI and the verification page.
 */
export interface Receipt {
  /** Algorithm id; only `v1` exists. */
  readonly algorithm: string
  /** Game id: `stud-poker`, `break-poker`, `zero`. */
  readonly game: string
  /** Name of the rule set. */
  readonly ruleset: string
  /** The fully resolved rules object the round used. */
  readonly rules: unknown
  /** SHA-256 hex of the server seed, published before the round. */
  readonly commitment: string
  /** The server seed, present once revealed (after rotation). */
  readonly serverSeed?: string | null
  readonly clientSeed: string
  readonly nonce: number
  /** Exactly as passed to the game's `deal`. */
  readonly wagers: unknown
  /** In order, exactly as passed to the game's `act`. */
  readonly actions: readonly unknown[]
  /** Every card in the order dealt: shuffled position, card code, recipient. */
  readonly dealt: readonly DealtCard[]
  readonly settlement: ReceiptSettlement
  /**
   * The round's own ledger entries, oldest first. What they prove: each amount is the one the
   * rules give (the stakes, the payout), and where two entries are next to each other in the
   * session's ledger, the second balance is the first plus its amount. Rounds played at the
   * same time put their entries between a round's, so a receipt alone never proves a balance
   * before or after the round.
   */
  readonly ledger?: readonly ReceiptEntry[]
  /**
   * Legacy (receipts written before `ledger`): the session balance at the deal and at
   * settlement. Other rounds may settle in between, so they are shown but never compared.
   */
  readonly balanceBefore?: number | null
  readonly balanceAfter?: number | null
}

/** What a settled round and its seeds contribute to its receipt (see `receiptOf`). */
export interface SettledRound {
  /** The settled state: its game id, resolved rules and dealt cards are recorded. */
  readonly state: {
    readonly game: string
    readonly rules: { readonly name: string }
    readonly dealt: readonly DealtCard[]
  }
  readonly settlement: Settlement
  readonly commitment: string
  /** Only once revealed. */
  readonly serverSeed?: string
  readonly clientSeed: string
  readonly nonce: number
  readonly wagers: unknown
  readonly actions: readonly unknown[]
  /** The round's ledger entries, oldest first (see `Receipt.ledger`). */
  readonly ledger?: readonly ReceiptEntry[]
}

/**
 * The `v1` receipt of a settled round: the one place the receipt is written, for the API
 * and for anyone who replays rounds (the settlement's `details` are left out).
 */
export function receiptOf(round: SettledRound): Receipt {
  const { state, settlement } = round
  return {
    algorithm: ALGORITHM,
    game: state.game,
    ruleset: state.rules.name,
    rules: state.rules,
    commitment: round.commitment,
    ...(round.serverSeed === undefined ? {} : { serverSeed: round.serverSeed }),
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    wagers: round.wagers,
    actions: round.actions,
    dealt: state.dealt,
    settlement: {
      lines: settlement.lines,
      staked: settlement.staked,
      returned: settlement.returned,
      net: settlement.net,
    },
    ...(round.ledger === undefined ? {} : { ledger: round.ledger }),
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * The receipt in what a verifier is given: a bare receipt as it is, or the receipt of an
 * API body that wraps one (`GET /v1/sessions/:id/rounds/:nonce` answers `{ round, receipt }`;
 * deal, act and settle answer `{ round, receipt, balance }`). The one unwrapping rule of the
 * `felt-fair verify` CLI and the Verify tab of the page; the shape is `verifyRound`'s to check.
 * @example
 * ```ts
 * import { InvalidReceiptError, receiptFrom } from '@felt/fair'
 *
 * const receipt = { algorithm: 'v1' }
 * console.log(receiptFrom({ round: { id: '0-0' }, receipt }) === receipt) // true
 * try {
 *   receiptFrom({ round: { id: '0-1', status: 'awaiting-action' }, receipt: null })
 * } catch (e) {
 *   console.log(e instanceof InvalidReceiptError) // true: the round is not settled yet
 * }
 * ```
 * @throws {InvalidReceiptError} `INVALID_RECEIPT` when `json` is not a JSON object, and
 * when it is an API body without a receipt (`receipt` null or absent: the round is not
 * settled yet), details `{ field: 'receipt', round, status }`.
 */
export function receiptFrom(json: unknown): Record<string, unknown> {
  if (!isObject(json)) fail('the receipt', 'a JSON object')
  if (isObject(json.receipt)) return json.receipt
  const wrapped = 'receipt' in json || ('round' in json && !('algorithm' in json))
  if (!wrapped) return json
  const round = isObject(json.round) ? json.round : {}
  const id = typeof round.id === 'string' ? round.id : undefined
  const status = typeof round.status === 'string' ? round.status : undefined
  const which = [id && `round ${id}`, status && `status ${status}`].filter(Boolean).join(', ')
  throw new InvalidReceiptError(
    `the API body has no receipt (receipt ${json.receipt === null ? 'null' : 'absent'}${which ? `; ${which}` : ''}): a round has one once it is settled`,
    { field: 'receipt', round: id ?? null, status: status ?? null },
  )
}

function fail(path: string, what: string): never {
  throw new InvalidReceiptError(`not a receipt: ${path} must be ${what}`, { field: path })
}

function need(
  o: Record<string, unknown>,
  key: string,
  type: 'string' | 'number',
  path = key,
): void {
  if (typeof o[key] !== type) fail(path, `a ${type}`)
}

/**
 * Checks that `value` is shaped like a `Receipt` (every field present with its JSON
 * type). Content (seed formats, the commitment, the cards, the money) is what
 * `verifyRound` checks.
 * @throws {InvalidReceiptError} `INVALID_RECEIPT` naming the first malformed field.
 */
export function assertReceiptShape(value: unknown): asserts value is Receipt {
  if (!isObject(value)) fail('the receipt', 'a JSON object')
  for (const key of ['algorithm', 'game', 'ruleset', 'commitment', 'clientSeed'] as const) {
    need(value, key, 'string')
  }
  need(value, 'nonce', 'number')
  if (value.serverSeed !== undefined && value.serverSeed !== null)
    need(value, 'serverSeed', 'string')
  if (!isObject(value.rules)) fail('rules', 'an object')
  if (!('wagers' in value) || value.wagers === undefined) fail('wagers', 'present')
  if (!Array.isArray(value.actions)) fail('actions', 'an array')
  if (!Array.isArray(value.dealt)) fail('dealt', 'an array')
  value.dealt.forEach((d: unknown, i: number) => {
    if (!isObject(d)) fail(`dealt[${i}]`, 'an object')
    need(d, 'position', 'number', `dealt[${i}].position`)
    need(d, 'card', 'number', `dealt[${i}].card`)
    need(d, 'to', 'string', `dealt[${i}].to`)
  })
  const s = value.settlement
  if (!isObject(s)) fail('settlement', 'an object')
  if (!Array.isArray(s.lines)) fail('settlement.lines', 'an array')
  s.lines.forEach((l: unknown, i: number) => {
    const p = `settlement.lines[${i}]`
    if (!isObject(l)) fail(p, 'an object')
    need(l, 'box', 'number', `${p}.box`)
    need(l, 'wager', 'string', `${p}.wager`)
    need(l, 'stake', 'number', `${p}.stake`)
    need(l, 'outcome', 'string', `${p}.outcome`)
    need(l, 'payout', 'number', `${p}.payout`)
  })
  for (const key of ['staked', 'returned', 'net'] as const)
    need(s, key, 'number', `settlement.${key}`)
  for (const key of ['balanceBefore', 'balanceAfter'] as const) {
    if (value[key] !== undefined && value[key] !== null) need(value, key, 'number')
  }
  if (value.ledger !== undefined) {
    if (!Array.isArray(value.ledger)) fail('ledger', 'an array')
    value.ledger.forEach((e: unknown, i: number) => {
      if (!isObject(e)) fail(`ledger[${i}]`, 'an object')
      need(e, 'seq', 'number', `ledger[${i}].seq`)
      need(e, 'kind', 'string', `ledger[${i}].kind`)
      need(e, 'amount', 'number', `ledger[${i}].amount`)
      need(e, 'balance', 'number', `ledger[${i}].balance`)
    })
  }
}
