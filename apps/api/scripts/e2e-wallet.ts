/**
 * The seamless wallet's end-to-end phase (`pnpm e2e` runs it after the transfer model's):
 * `wrangler dev` with WALLET_MODE seamless against the reference wallet on loopback
 * (`scripts/wallet.ts`) made to refuse 10%, fail 10% (5xx, half of them after applying) and
 * hang 3% (past WALLET_TIMEOUT_MS, half applied first) of its calls; 4 clients on 4 sessions
 * of 3 players deal and settle rounds while the server is killed (SIGKILL) mid-run and started
 * again on its state. Then, once every call is done, each round must be settled with exactly
 * one debit and one credit, refused with no money moved, or rolled back; each player's balance
 * in the wallet must equal the ledger's to the unit; every receipt must verify.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seeded } from './bot.ts'
import { expectStatus, openSession, operatorKey, type Session, verifiesInProcess } from './play.ts'
import { type DevServer, freePort, type JsonRes, request, startDev } from './server.ts'
import { createWallet, type Mischief, serveWallet, type WalletCall } from './wallet.ts'

const TIMEOUT_MS = 1000
const OPENING = 10_000
const DEALS = 40
const PLANS = [
  { deal: { game: 'zero', wagers: { zero: 5 } }, last: [{ type: 'stand' }] },
  {
    deal: { game: 'stud-poker', ruleset: 'caribbean-stud', wagers: { ante: 5 } },
    last: [{ type: 'fold' }],
  },
]

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Loose = any

/** What the wallet's mischief did, by kind (`applied`: it applied the call first). */
const mischief = { refuse: 0, fail: 0, failApplied: 0, hang: 0, hangApplied: 0 }

/** The wallet's mischief: of every call, 10% refused, 10% failed (5xx), 3% hung. */
function chaos(rand: (n: number) => number) {
  return (call: WalletCall): Mischief | undefined => {
    const r = rand(100)
    const applied = rand(2) === 0
    if (r < 10) {
      mischief.refuse++
      return { kind: 'refuse', code: call.type === 'debit' ? 'LIMIT_EXCEEDED' : 'LATER' }
    }
    if (r < 20) {
      mischief.fail++
      if (applied) mischief.failApplied++
      return { kind: 'fail', applied }
    }
    if (r < 23) {
      mischief.hang++
      if (applied) mischief.hangApplied++
      const until = new Promise((resolve) => setTimeout(resolve, 3 * TIMEOUT_MS))
      return { kind: 'hang', applied, until }
    }
    return undefined
  }
}

/** Every page of an operator list (`ledger`, `rounds`, `wallet`) of a session. */
async function all(base: string, id: string, what: string, key: string): Promise<Loose[]> {
  const items: Loose[] = []
  for (let after = 0; ; ) {
    const res = await request(
      base,
      'GET',
      `/v1/operator/sessions/${id}/${what}?after=${after}&limit=200`,
      { token: key },
    )
    expectStatus(res, 200, what)
    items.push(...(res.body.entries ?? res.body.rounds ?? res.body.calls))
    if (res.body.next === null) return items
    after = res.body.next
  }
}

/** Runs the phase; `log` prints a line. Throws when a check fails. */
export async function walletPhase(log: (line: string) => void): Promise<void> {
  const secret = `whsec_${randomBytes(32).toString('base64')}`
  const rand = seeded(20261204)
  const wallet = createWallet({ secret, opening: OPENING, chaos: chaos(rand) })
  const { url, server: walletServer } = await serveWallet(wallet)
  const persist = await mkdtemp(join(tmpdir(), 'felt-e2e-wallet-'))
  const vars: [string, string][] = [
    ['WALLET_MODE', 'seamless'],
    ['WALLET_URL', url],
    ['WALLET_SECRET', secret],
    ['WALLET_TIMEOUT_MS', String(TIMEOUT_MS)],
  ]
  const port = await freePort()
  let server: DevServer = await startDev(port, persist, { vars })
  const base = server.base
  const key = operatorKey()!
  try {
    log(`wallet: wrangler dev at ${base} (WALLET_MODE seamless), reference wallet at ${url}`)
    const players = ['alice', 'bob', 'carol', 'alice']
    const sessions: (Session & { player: string })[] = []
    for (const [i, player] of players.entries()) {
      const s = await openSession(base, { player, currency: 'EUR', clientSeed: `wallet-e2e-${i}` })
      sessions.push({ ...s, player })
    }
    let up: Promise<void> = Promise.resolve()
    let done = 0
    let killed = false
    let cut = 0
    const outcomes = new Map<number, number>()
    const settleOpen = async (s: Session) => {
      const res = await request(base, 'GET', `/v1/sessions/${s.id}`, { token: s.token })
      expectStatus(res, 200, 'session')
      for (const round of res.body.openRounds) {
        const last = PLANS.find((p) => p.deal.game === round.game)!.last
        const settled = await request(
          base,
          'POST',
          `/v1/sessions/${s.id}/rounds/${round.id}/settle`,
          { token: s.token, body: { actions: last } },
        )
        expectStatus(settled, 200, 'settle an open round')
      }
    }
    const play = async (s: Session, lane: number) => {
      for (let i = 0; i < DEALS; i++) {
        await up
        const plan = PLANS[(lane + i) % PLANS.length]!
        const path = `/v1/sessions/${s.id}`
        try {
          const dealt: JsonRes = await request(base, 'POST', `${path}/deal`, {
            token: s.token,
            body: plan.deal,
          })
          outcomes.set(dealt.status, (outcomes.get(dealt.status) ?? 0) + 1)
          if (dealt.status === 201 && dealt.body.round.status !== 'settled') {
            const res = await request(
              base,
              'POST',
              `${path}/rounds/${dealt.body.round.id}/settle`,
              { token: s.token, body: { actions: plan.last } },
            )
            expectStatus(res, 200, 'settle')
          } else if (dealt.status !== 201 && dealt.status !== 422 && dealt.status !== 503) {
            throw new Error(`deal: ${dealt.status} ${JSON.stringify(dealt.body)}`)
          }
        } catch (err) {
          // Only a request the kill cut (fetch failed: no connection) is taken as such.
          if (!killed || !(err instanceof TypeError)) throw err
          cut++
          await up
          await settleOpen(s)
        }
        if (++done === (DEALS * sessions.length) / 2 && !killed) {
          killed = true
          up = (async () => {
            await server.kill!()
            log(
              `wallet: killed wrangler dev (SIGKILL) after ${done} deals, with requests in flight; starting it again on its state`,
            )
            server = await startDev(port, persist, { vars })
          })()
        }
      }
      await up
      await settleOpen(s)
    }
    const t0 = Date.now()
    await Promise.all(sessions.map((s, lane) => play(s, lane)))
    log(
      `wallet: ${DEALS * sessions.length} deals by 4 clients in ${((Date.now() - t0) / 1000).toFixed(1)} s: answers ${JSON.stringify(Object.fromEntries(outcomes))}, ${cut} cut by the kill`,
    )
    // Every call done: nothing still to send, no debit still waiting.
    const t1 = Date.now()
    let calls: Loose[][] = []
    for (;;) {
      calls = await Promise.all(sessions.map((s) => all(base, s.id, 'wallet', key)))
      if (calls.flat().every((c) => c.nextAt === null)) break
      if (Date.now() - t1 > 150_000) throw new Error('wallet calls still pending after 150 s')
      await new Promise((r) => setTimeout(r, 250))
    }
    log(`wallet: every call done ${((Date.now() - t1) / 1000).toFixed(1)} s after the last deal`)
    await checkAll(base, key, sessions, calls, wallet, log)
    if (wallet.forged > 0) throw new Error(`${wallet.forged} calls with a bad signature`)
  } finally {
    await server.stop()
    await new Promise((r) => walletServer.close(r))
    await rm(persist, { recursive: true, force: true })
  }
}

async function checkAll(
  base: string,
  key: string,
  sessions: (Session & { player: string })[],
  calls: Loose[][],
  wallet: ReturnType<typeof createWallet>,
  log: (line: string) => void,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'felt-wallet-receipts-'))
  const expected = new Map<string, number>()
  const counts = { settled: 0, refused: 0, rolledBack: 0, reversed: 0, never: 0, valid: 0 }
  const problems: string[] = []
  for (const [i, s] of sessions.entries()) {
    const closed = await request(base, 'POST', `/v1/operator/sessions/${s.id}/close`, {
      token: key,
    })
    expectStatus(closed, 200, 'close')
    if (closed.body.statement.balance !== 0)
      problems.push(`${s.id}: statement balance ${closed.body.statement.balance}`)
    const rounds = await all(base, s.id, 'rounds', key)
    const ledger = await all(base, s.id, 'ledger', key)
    let net = 0
    for (const round of rounds) {
      const w = round.receipt.wallet as Loose[]
      const debits = w.filter((c) => c.type === 'debit' && c.status === 'approved')
      const credits = w.filter((c) => c.type === 'credit' && c.status === 'acknowledged')
      const { staked, returned } = round.receipt.settlement
      if (
        debits.length !== 1 ||
        credits.length !== 1 ||
        debits[0].amount !== staked ||
        credits[0].amount !== returned
      ) {
        problems.push(`round ${round.id}: ${JSON.stringify(w)}`)
      }
      net += returned - staked
      counts.settled++
      const file = join(dir, `${i}-${round.id}.json`)
      await writeFile(file, JSON.stringify(round.receipt))
      if (await verifiesInProcess(file)) counts.valid++
      else problems.push(`round ${round.id}: receipt invalid`)
    }
    const moved = ledger
      .filter((e) => e.kind.startsWith('wallet:'))
      .reduce((n, e) => n + e.amount, 0)
    if (moved !== -net)
      problems.push(`${s.id}: the wallet entries move ${moved}, the rounds ${net}`)
    expected.set(s.player, (expected.get(s.player) ?? OPENING) + net)
    for (const c of calls[i]!) {
      const t = wallet.transactions.get(c.transactionId)
      if (c.type === 'debit' && c.status === 'refused') {
        counts.refused++
        if (t?.status === 'approved')
          problems.push(`${c.transactionId}: refused, applied by the wallet`)
      } else if (c.type === 'debit' && c.status === 'rolled-back') {
        counts.rolledBack++
        if (t?.status === 'rolled-back') counts.reversed++
        else counts.never++
        if (t?.status === 'approved')
          problems.push(`${c.transactionId}: rolled back, still applied`)
      } else if (c.type === 'debit' && (c.status !== 'approved' || t?.status !== 'approved')) {
        problems.push(`${c.transactionId}: debit ${c.status}, in the wallet ${t?.status}`)
      } else if (c.type === 'credit' && (c.status !== 'acknowledged' || t?.status !== 'approved')) {
        problems.push(`${c.transactionId}: credit ${c.status}, in the wallet ${t?.status}`)
      }
    }
  }
  await rm(dir, { recursive: true, force: true })
  // The wallet applied nothing Felt does not hold as approved.
  const felt = new Set(
    calls
      .flat()
      .filter((c) => c.status === 'approved' || c.status === 'acknowledged')
      .map((c) => c.transactionId),
  )
  for (const [id, t] of wallet.transactions) {
    if (t.status === 'approved' && t.call.type !== 'rollback' && !felt.has(id))
      problems.push(`${id}: applied by the wallet only`)
  }
  const attempts = [...wallet.attempts.values()].reduce((n, a) => n + a, 0)
  const m = mischief
  log(
    `wallet: of its ${attempts} attempts the wallet refused ${m.refuse}, failed ${m.fail} (5xx; ${m.failApplied} after applying the call) and hung ${m.hang} (past the ${TIMEOUT_MS} ms timeout; ${m.hangApplied} after applying it)`,
  )
  const debits = counts.settled + counts.refused + counts.rolledBack
  log(
    `wallet: ${debits} debits: ${counts.settled} rounds settled with exactly one debit and one credit, ${counts.refused} refused (no money moved), ${counts.rolledBack} rolled back (${counts.reversed} the wallet had applied, reversed; ${counts.never} it had not); ${DEALS * sessions.length - debits} deals cut before their debit was stored; ${wallet.attempts.size} transaction ids`,
  )
  const lines = [...expected].map(
    ([player, want]) => `${player} ${wallet.balance(player)} (ledger: ${want})`,
  )
  log(`wallet: balances in the wallet against the ledger: ${lines.join(', ')}`)
  for (const [player, want] of expected) {
    if (wallet.balance(player) !== want)
      problems.push(`${player}: wallet ${wallet.balance(player)}, ledger ${want}`)
  }
  log(`wallet: felt-fair verify: ${counts.valid} of ${counts.settled} receipts valid`)
  if (problems.length > 0)
    throw new Error(`wallet checks failed:\n${problems.slice(0, 20).join('\n')}`)
}
