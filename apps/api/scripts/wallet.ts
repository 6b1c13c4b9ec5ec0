/**
 * The reference wallet of the seamless model, for local use (`pnpm dev:wallet`), the
 * end-to-end run and the workerd tests: an operator's wallet as small as it can be. It checks
 * every call's Standard Webhooks signature with the reference library, keeps each player's
 * balance in memory (`opening` for a player it has not seen), and applies each transaction
 * id once, answering a repeat as the first time:
 * - debit: refused with `INSUFFICIENT_FUNDS` over the balance, `LIMIT_EXCEEDED` over
 *   `maxStake`, or `ROLLED_BACK` when its rollback came first; else approved;
 * - credit: applied;
 * - rollback: reverses the debit if it was applied; if it never came, remembers its id, so a
 *   late debit is refused.
 * `chaos` (for tests) makes an attempt refuse, fail (5xx, the transaction applied or not) or
 * hang (its answer held until a promise settles, applied before or after).
 *
 * Run as a script: `tsx scripts/wallet.ts [--port 8788]` (WALLET_SECRET from the environment,
 * else the local one), prints its URL; `GET /players/<id>` answers a balance.
 */
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { Webhook } from 'standardwebhooks'

/** The WALLET_SECRET of `pnpm dev:wallet` (local only). */
export const LOCAL_WALLET_SECRET = 'whsec_bG9jYWwtZmVsdC13YWxsZXQtc2VjcmV0LTMyLWJ5dGVzIQ=='

/** A call as the wallet reads it. */
export interface WalletCall {
  readonly type: 'debit' | 'credit' | 'rollback'
  readonly transactionId: string
  readonly originalTransactionId?: string
  readonly player: string
  readonly currency: string
  readonly round: string
  readonly amount: number
}

/** What an attempt does instead of answering at once. */
export type Mischief =
  | { readonly kind: 'refuse'; readonly code: string }
  | { readonly kind: 'fail'; readonly applied: boolean }
  | { readonly kind: 'hang'; readonly applied: boolean; readonly until: Promise<unknown> }

/** One transaction as the wallet applied (or refused) it. */
export interface Transaction {
  readonly call: WalletCall
  /** approved, refused (a debit), rolled-back (a debit reversed), tombstone (a rollback came first). */
  status: 'approved' | 'refused' | 'rolled-back' | 'tombstone'
  answer: Record<string, unknown>
}

export interface WalletOptions {
  readonly secret: string
  /** A new player's balance (default 1000), or a function of the player's reference. */
  readonly opening?: number | ((player: string) => number)
  readonly maxStake?: number
  readonly chaos?: (call: WalletCall, attempt: number) => Mischief | undefined
}

/** A wallet: its request handler (Web API) and what it holds. */
export interface Wallet {
  handle(request: Request): Promise<Response>
  balance(player: string): number
  readonly transactions: Map<string, Transaction>
  /** Attempts received per transaction id (refused, failed and hung ones included). */
  readonly attempts: Map<string, number>
  /** Calls whose signature did not verify. */
  readonly forged: number
}

export function createWallet(options: WalletOptions): Wallet {
  const webhook = new Webhook(options.secret)
  const balances = new Map<string, number>()
  const transactions = new Map<string, Transaction>()
  const attempts = new Map<string, number>()
  let forged = 0
  let references = 0
  const opening = (player: string) =>
    typeof options.opening === 'function' ? options.opening(player) : (options.opening ?? 1000)
  const balance = (player: string) => balances.get(player) ?? opening(player)
  const move = (player: string, amount: number) => balances.set(player, balance(player) + amount)

  /** Applies a call once; a repeat gets the first answer. */
  function apply(call: WalletCall): Transaction {
    const seen = transactions.get(call.transactionId)
    if (seen) return seen
    const done = (status: Transaction['status'], answer: Record<string, unknown>) => {
      const t: Transaction = { call, status, answer }
      transactions.set(call.transactionId, t)
      return t
    }
    const reference = `w-${++references}`
    if (call.type === 'debit') {
      const refuse = (code: string) =>
        done('refused', { status: 'refused', code, balance: balance(call.player) })
      if (call.amount > balance(call.player)) return refuse('INSUFFICIENT_FUNDS')
      if (options.maxStake !== undefined && call.amount > options.maxStake)
        return refuse('LIMIT_EXCEEDED')
      move(call.player, -call.amount)
      return done('approved', { status: 'approved', balance: balance(call.player), reference })
    }
    if (call.type === 'credit') {
      move(call.player, call.amount)
      return done('approved', { status: 'approved', balance: balance(call.player), reference })
    }
    const original = transactions.get(call.originalTransactionId ?? '')
    if (original?.status === 'approved') {
      move(call.player, original.call.amount)
      original.status = 'rolled-back'
    } else if (!original) {
      transactions.set(call.originalTransactionId ?? '', {
        call: { ...call, type: 'debit', transactionId: call.originalTransactionId ?? '' },
        status: 'tombstone',
        answer: { status: 'refused', code: 'ROLLED_BACK' },
      })
    }
    const found = original ? 'rolled-back' : 'not-found'
    return done('approved', { status: found, balance: balance(call.player), reference })
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname.startsWith('/players/')) {
      const player = decodeURIComponent(url.pathname.slice('/players/'.length))
      return Response.json({ player, balance: balance(player) })
    }
    if (request.method !== 'POST') return new Response(null, { status: 404 })
    const text = await request.text()
    try {
      webhook.verify(text, Object.fromEntries(request.headers))
    } catch {
      forged++
      return Response.json({ status: 'refused', code: 'BAD_SIGNATURE' }, { status: 401 })
    }
    const call = JSON.parse(text) as WalletCall
    const attempt = (attempts.get(call.transactionId) ?? 0) + 1
    attempts.set(call.transactionId, attempt)
    const mischief = options.chaos?.(call, attempt)
    const answer = (t: Transaction) =>
      Response.json(t.answer, { status: t.answer.status === 'refused' ? 402 : 200 })
    if (mischief?.kind === 'refuse') {
      return Response.json({ status: 'refused', code: mischief.code }, { status: 402 })
    }
    if (mischief?.kind === 'fail') {
      if (mischief.applied) apply(call)
      return new Response('wallet unavailable', { status: 503 })
    }
    if (mischief?.kind === 'hang') {
      if (mischief.applied) apply(call)
      await mischief.until
    }
    return answer(apply(call))
  }

  return {
    handle,
    balance,
    transactions,
    attempts,
    get forged() {
      return forged
    },
  }
}

/** Serves a wallet's handler over node:http on 127.0.0.1 (`port` 0: a free one). */
export async function serveWallet(
  wallet: Wallet,
  port = 0,
): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    let body = ''
    req.setEncoding('utf8')
    try {
      for await (const chunk of req) body += chunk
    } catch {
      // The caller went away mid-body (e2e kills wrangler dev so): no call to apply or answer.
      return
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const method = req.method ?? 'GET'
    const request = new Request(`http://127.0.0.1${req.url ?? '/'}`, {
      method,
      headers,
      ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
    })
    const answer = await wallet.handle(request)
    if (res.destroyed) return
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(await answer.text())
  })
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return { url: `http://127.0.0.1:${address.port}/felt`, server }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--port')
  const port = at > 0 ? Number(process.argv[at + 1]) : 8788
  const wallet = createWallet({ secret: process.env.WALLET_SECRET ?? LOCAL_WALLET_SECRET })
  const { url } = await serveWallet(wallet, port)
  console.log(`reference wallet on ${url} (every player opens with 1000; GET /players/<id>)`)
}
