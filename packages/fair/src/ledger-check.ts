import type { ReceiptEntry } from './receipt.ts'

type Miss = (field: string, expected: unknown, actual: unknown, message: string) => void

const STAKE_AT = /^stake:(\d{1,9})$/

function signed(n: number): string {
  return `${n >= 0 ? '+' : ''}${n}`
}

/**
 * Checks a round's ledger entries against the replayed round: the first is `stake`, the
 * stake of the deal; each `stake:<n>` is what the actions up to the n-th added since the
 * entry before; the last is `payout`, what the settlement returns; no added stake is left
 * without an entry; entries are in ledger order with non-negative balances; and where two
 * entries are neighbours in the session's ledger (seq n and n + 1), the second balance is
 * the first plus its amount. Balances of entries with other rounds' entries between them
 * are not compared: those rounds moved the balance (see `Receipt.ledger`).
 * @param staked What the player had at risk after the deal (index 0) and after each action.
 * @param returned What the settlement pays back.
 */
export function checkLedger(
  ledger: readonly ReceiptEntry[],
  staked: readonly number[],
  returned: number,
  checks: string[],
  miss: Miss,
): void {
  let bad = false
  const wrong: Miss = (...args) => {
    bad = true
    miss(...args)
  }
  if (ledger.length < 2) {
    wrong('ledger.length', 2, ledger.length, 'a settled round has a stake and a payout entry')
    return
  }
  const last = staked.length - 1
  let covered = 0
  let neighbours = 0
  ledger.forEach((e, i) => {
    const before = ledger[i - 1]
    if (!Number.isSafeInteger(e.seq) || e.seq <= (before?.seq ?? 0)) {
      wrong(`ledger[${i}].seq`, `above ${before?.seq ?? 0}`, e.seq, 'entries go in ledger order')
    }
    if (!Number.isSafeInteger(e.balance) || e.balance < 0) {
      wrong(`ledger[${i}].balance`, 'a whole amount >= 0', e.balance, 'a balance is never negative')
    }
    if (before && e.seq === before.seq + 1) {
      neighbours++
      if (before.balance + e.amount !== e.balance) {
        wrong(
          `ledger[${i}].balance`,
          before.balance + e.amount,
          e.balance,
          `entry ${i} follows entry ${i - 1} in the ledger, so its balance is ${before.balance} ${signed(e.amount)}`,
        )
      }
    }
    let kind: string
    let amount: number
    if (i === 0) {
      kind = 'stake'
      amount = -(staked[0] ?? 0)
    } else if (i === ledger.length - 1) {
      kind = 'payout'
      amount = returned
      const unpaid = (staked[last] ?? 0) - (staked[covered] ?? 0)
      if (unpaid !== 0) {
        wrong(
          'ledger',
          `a stake entry of ${-unpaid}`,
          null,
          `actions added ${unpaid} at risk with no entry`,
        )
      }
    } else {
      const n = Number(STAKE_AT.exec(e.kind)?.[1] ?? Number.NaN)
      if (!(n > covered && n <= last)) {
        wrong(
          `ledger[${i}].kind`,
          `stake:<n> with ${covered} < n <= ${last}`,
          e.kind,
          `entry ${i} is not a stake after an action`,
        )
        return
      }
      kind = e.kind
      amount = -((staked[n] ?? 0) - (staked[covered] ?? 0))
      covered = n
    }
    if (e.kind !== kind) wrong(`ledger[${i}].kind`, kind, e.kind, `entry ${i} should be ${kind}`)
    if (e.amount !== amount) {
      wrong(
        `ledger[${i}].amount`,
        amount,
        e.amount,
        `${kind} is ${signed(amount)} by the rules, the receipt says ${signed(e.amount)}`,
      )
    }
  })
  if (bad) return
  const listed = ledger.map(
    (e) => `${e.kind} ${signed(e.amount)} (seq ${e.seq}, balance ${e.balance})`,
  )
  const sum = ledger.reduce((s, e) => s + e.amount, 0)
  checks.push(
    `ledger: ${listed.join(', ')} as the rules give, net ${signed(sum)}; ${neighbours} of ${ledger.length - 1} neighbouring entries chain their balances (other rounds' entries lie between the rest)`,
  )
}
