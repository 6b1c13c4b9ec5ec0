// The operator's wallet of the workerd tests: the reference wallet (scripts/wallet.ts), run by
// Miniflare in Node as part of the Worker's outbound service (vitest.config.ts), so every call
// the Worker makes to http://wallet.test arrives here. A player's reference chooses how it
// behaves: `poor-*` opens with 3; `flaky-debit-*` fails a round's first debit after applying
// it, `flaky-debit-rollback-*` also fails each rollback until the next POST /control/release
// (so a test sees it failed however late it looks, whatever the alarm retried meanwhile);
// `flaky-credit-*` fails a credit's first attempt after applying it, and the next ones before,
// until the next POST /control/release;
// `hang-*` holds each debit's first attempt, applied, until POST /control/release.
// GET /control/transactions lists what it applied; GET /players/<id> a balance.

import { createWallet, type Mischief, type WalletCall } from '../scripts/wallet.ts'

/** The WALLET_SECRET the tests bind: `whsec_` and the base64 of 36 bytes. */
export const TEST_WALLET_SECRET = 'whsec_ZmVsdC10ZXN0LXdhbGxldC1zZWNyZXQtb2YtMzItYnl0ZXMh'

let release: () => void = () => {}
let released = new Promise<void>((resolve) => (release = resolve))
/** How many times POST /control/release was called; what it was at each held call's first attempt. */
let releases = 0
const heldSince = new Map<string, number>()
/** What each attempt received, in order: the raw body and headers, for signature checks. */
const received: { text: string; headers: Record<string, string> }[] = []

function chaos(call: WalletCall, attempt: number): Mischief | undefined {
  const { player, type } = call
  const firstDebit = type === 'debit' && call.transactionId.endsWith('.1') && attempt === 1
  if (player.startsWith('flaky-debit') && firstDebit) return { kind: 'fail', applied: true }
  if (player.startsWith('flaky-debit-rollback') && type === 'rollback') {
    if (attempt === 1) heldSince.set(call.transactionId, releases)
    if (heldSince.get(call.transactionId) === releases) return { kind: 'fail', applied: false }
  }
  if (player.startsWith('flaky-credit') && type === 'credit') {
    if (attempt === 1) heldSince.set(call.transactionId, releases)
    if (heldSince.get(call.transactionId) === releases)
      return { kind: 'fail', applied: attempt === 1 }
  }
  if (player.startsWith('hang') && type === 'debit' && attempt === 1)
    return { kind: 'hang', applied: true, until: released }
  return undefined
}

const wallet = createWallet({
  secret: TEST_WALLET_SECRET,
  opening: (player) => (player.startsWith('poor') ? 3 : 1000),
  maxStake: 400,
  chaos,
})

/** Miniflare's outbound service for http://wallet.test. */
export async function walletService(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (url.pathname === '/control/release') {
    release()
    releases++
    released = new Promise<void>((resolve) => (release = resolve))
    return new Response(null, { status: 204 })
  }
  if (url.pathname === '/control/transactions') {
    const list = [...wallet.transactions.values()].map((t) => ({
      ...t,
      attempts: wallet.attempts.get(t.call.transactionId) ?? 0,
    }))
    return Response.json({ transactions: list, forged: wallet.forged, received })
  }
  if (request.method === 'POST') {
    const copy = request.clone()
    received.push({ text: await copy.text(), headers: Object.fromEntries(request.headers) })
  }
  return wallet.handle(request)
}
