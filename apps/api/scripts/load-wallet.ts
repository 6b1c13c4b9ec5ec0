/**
 * The seamless wallet's part of `pnpm load`: the deploy bundle served to requests straight to
 * the Worker (as the third run) under WALLET_MODE seamless, against the reference wallet in
 * this process on loopback (its CPU is not the server's), and the comparison of the CPU a
 * deal+settle costs with and without the wallet's calls.
 */
import { randomBytes } from 'node:crypto'
import { type DevServer, startBundle } from './server.ts'
import { createWallet, serveWallet } from './wallet.ts'

/** What a load run needs of a server beyond its address (see `Server` in load.ts). */
export interface ServerExtras {
  /** `transfer` or `seamless`: the figures of the Worker alone are compared by it. */
  readonly kind?: string
  /** The body that opens a session (default: an operator's balance). */
  readonly opening?: Record<string, unknown>
  /** Resolves once the server has finished what the rounds so far left to its alarm. */
  drain?(): Promise<void>
}

/** The bundle on workerd, the Worker alone, in the seamless model with a reference wallet. */
export async function startSeamless(
  persist: string,
  logFile: string,
): Promise<DevServer & ServerExtras> {
  const secret = `whsec_${randomBytes(32).toString('base64')}`
  const wallet = createWallet({ secret, opening: 1_000_000_000 })
  const { url, server: walletServer } = await serveWallet(wallet)
  const vars: [string, string][] = [
    ['WALLET_MODE', 'seamless'],
    ['WALLET_URL', url],
    ['WALLET_SECRET', secret],
  ]
  const server = await startBundle(persist, { logFile, workerOnly: true, vars })
  let players = 0
  return {
    ...server,
    kind: 'seamless',
    get opening() {
      return { player: `load-${++players}`, currency: 'EUR' }
    },
    // Every round settled so far has had its credit (sent by the alarm after the answer).
    async drain() {
      for (let i = 0; i < 6000; i++) {
        let debits = 0
        let credits = 0
        for (const t of wallet.transactions.values()) {
          if (t.call.type === 'debit' && t.status === 'approved') debits++
          else if (t.call.type === 'credit') credits++
        }
        if (credits === debits) return
        await new Promise((r) => setTimeout(r, 5))
      }
      throw new Error('credits still missing after 30 s')
    },
    async stop() {
      await server.stop()
      await new Promise((r) => walletServer.close(r))
    },
  }
}

/** The CPU a deal+settle costs on the Worker alone, without and with the wallet's calls. */
export function walletCost(
  figures: readonly { kind: string; game: string; lanes: number; play: number }[],
): string {
  const lines = ['4. the seamless wallet: workerd CPU per deal+settle (2 requests), Worker alone:']
  for (const t of figures.filter((f) => f.kind === 'transfer')) {
    const s = figures.find((f) => f.kind === 'seamless' && f.game === t.game && f.lanes === t.lanes)
    if (!s) continue
    const [without, withWallet] = [2 * t.play, 2 * s.play]
    lines.push(
      `   ${t.game}, ${t.lanes} client${t.lanes > 1 ? 's' : ''}: transfer ${without.toFixed(2)} ms, seamless ${withWallet.toFixed(2)} ms (+${(withWallet - without).toFixed(2)} ms, ${((withWallet / without - 1) * 100).toFixed(0)}%: the debit's call and its writes, the credit's call and its write)`,
    )
  }
  return lines.join('\n')
}
