import { createExecutionContext, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { app } from '../src/app.ts'
import type { SessionCreated } from '../src/wire.ts'
import { client } from './client.ts'
import { type Loose, OPERATOR_KEY } from './helpers.ts'
import { poll, stub } from './outbox.ts'

// Loose here types the test wallet's log and the object's wallet calls, not API answers.

/** The bindings of a deployment in the seamless model (the tests' own, WALLET_MODE seamless). */
export const SEAMLESS = { ...env, WALLET_MODE: 'seamless' }

/**
 * Opens a seamless session for `player` as the operator would on a deployment with
 * WALLET_MODE seamless (the Worker under the test bindings with that var set). The session
 * keeps its model; every later request goes to the tests' own Worker as usual.
 */
export async function openSeamless(
  player: string,
  clientSeed = `seamless-${player}`,
): Promise<{ id: string; token: string; created: SessionCreated }> {
  const res = await app.fetch(
    new Request('http://felt.test/v1/sessions', {
      method: 'POST',
      headers: { Authorization: `Bearer ${OPERATOR_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ player, currency: 'EUR', clientSeed }),
    }),
    SEAMLESS,
    createExecutionContext(),
  )
  if (res.status !== 201) throw new Error(`open: ${res.status} ${await res.text()}`)
  const created = (await res.json()) as SessionCreated
  return { id: created.sessionId, token: created.token, created }
}

/** A unique player reference with a behaviour prefix of the test wallet (test/wallet-double.ts). */
export function player(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`
}

/** What the test wallet holds for a player: its transactions, and every attempt it received. */
export async function walletLog(of: string): Promise<{ transactions: Loose[]; received: Loose[] }> {
  const all = (await (await fetch('http://wallet.test/control/transactions')).json()) as Loose
  return {
    transactions: all.transactions.filter((t: Loose) => t.call.player === of),
    received: all.received.filter((r: Loose) => JSON.parse(r.text).player === of),
  }
}

/** The player's balance in the test wallet. */
export async function walletBalance(of: string): Promise<number> {
  const res = await fetch(`http://wallet.test/players/${encodeURIComponent(of)}`)
  return ((await res.json()) as { balance: number }).balance
}

/** Releases the test wallet's held attempts (`hang-*` players) and failing rollbacks and credits. */
export async function releaseHeld(): Promise<void> {
  await fetch('http://wallet.test/control/release', { method: 'POST' })
}

/** The session's wallet calls, as the operator's page lists them. */
export async function walletCalls(id: string): Promise<Loose[]> {
  const res = await client(OPERATOR_KEY).v1.operator.sessions[':id'].wallet.$get({
    param: { id },
    query: { limit: '200' },
  })
  if (res.status !== 200) throw new Error(`wallet calls: ${res.status}`)
  return (await res.json()).calls
}

/** Waits until the session's wallet calls satisfy `done` (no deadline: the test's limit). */
export const untilCalls = (id: string, done: (calls: Loose[]) => boolean): Promise<Loose[]> =>
  poll(() => walletCalls(id), done)

/** Makes every pending call due now and runs the object's alarm (instead of waiting the back-off). */
export async function runDue(id: string): Promise<void> {
  await runInDurableObject(stub(id), (_o, state) => {
    state.storage.sql.exec(
      'UPDATE wallet_calls SET next_at = ? WHERE next_at IS NOT NULL',
      Date.now(),
    )
  })
  await runDurableObjectAlarm(stub(id))
}
