/**
 * End to end over real HTTP against `wrangler dev` (127.0.0.1 only), as an operator: opens a
 * session with the operator key, credits it, plays every game and rule set to settlement
 * (and multi-box deals), debits it, verifies every receipt with the `felt-fair verify` CLI,
 * closes the session (the statement must equal opening + credits - debits + the rounds' net)
 * and receives every settlement notification, signed, on a receiver on loopback; then checks
 * overlapping rounds, oversized bodies and made-up ids, restarts the server and checks that the
 * session, balance and rounds survived.
 *
 * Uses FELT_API_URL when set (e.g. a running `pnpm dev`: FELT_API_URL=http://127.0.0.1:8787),
 * else starts the current code itself on a free port with a fresh persistence directory (and
 * only then does the restart check, and the seamless wallet's phase, `e2e-wallet.ts`), so the
 * test command never tests a stale server. Bounded: 300 s overall.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { boxWagers, seeded } from './bot.ts'
import { walletPhase } from './e2e-wallet.ts'
import { checkOversize, oversizeReport } from './oversize.ts'
import { expectStatus, openSession, operatorKey, playRound, verifiesInProcess } from './play.ts'
import { type Notification, type Receiver, startReceiver } from './receiver.ts'
import { API_DIR, type DevServer, freePort, request, startDev } from './server.ts'

const run = promisify(execFile)
const started = Date.now()
const overall = setTimeout(() => {
  console.error('e2e: over 300 s, giving up')
  process.exit(1)
}, 300_000)

function log(line: string): void {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`)
}

async function main(): Promise<void> {
  let base = process.env.FELT_API_URL
  let server: DevServer | undefined
  let persist: string | undefined
  let receiver: Receiver | undefined
  const notifyVars: [string, string][] = []
  if (!base) {
    persist = await mkdtemp(join(tmpdir(), 'felt-e2e-'))
    // A Standard Webhooks secret: whsec_ and the base64 of 32 random bytes.
    const secret = `whsec_${randomBytes(32).toString('base64')}`
    receiver = await startReceiver(secret)
    notifyVars.push(['NOTIFY_URL', receiver.url], ['NOTIFY_SECRET', secret])
    server = await startDev(await freePort(), persist, { vars: notifyVars })
    base = server.base
    log(`started wrangler dev at ${base}`)
  } else {
    log(`using the server at ${base}`)
  }
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\]):\d+$/.test(base)) {
    throw new Error('e2e only runs against a loopback address')
  }
  try {
    const rand = seeded(20261130)
    const key = operatorKey()
    const opening = 100_000
    const session = await openSession(base, { clientSeed: 'felt-e2e', balance: opening })
    const operator = (what: string, body?: unknown) =>
      request(base!, 'POST', `/v1/operator/sessions/${session.id}/${what}`, {
        token: key,
        ...(body === undefined ? {} : { body }),
      })
    const credit = await operator('credit', { amount: 5000, reference: 'e2e-deposit-1' })
    expectStatus(credit, 201, 'credit')
    const retried = await operator('credit', { amount: 5000, reference: 'e2e-deposit-1' })
    expectStatus(retried, 200, 'credit retried')
    if (retried.body.balance !== opening + 5000)
      throw new Error('a retried credit moved money twice')
    log(
      `operator: opened with ${opening}, credited 5000 (ref e2e-deposit-1; the retry moved nothing): balance ${credit.body.balance}`,
    )
    const games = await request(base, 'GET', '/v1/games')
    expectStatus(games, 200, 'games')
    const settled: { id: string; receipt: unknown }[] = []
    for (const game of games.body.games) {
      for (const [ruleset, rules] of Object.entries(
        game.rulesets as Record<string, Record<string, unknown>>,
      )) {
        // One round per rule set, and one with three boxes (seats) for multi-box games.
        const deals: { game: string; ruleset: string; wagers: unknown; boxes?: number }[] = [
          { game: game.id, ruleset, wagers: boxWagers(game.id, rules) },
        ]
        if (game.id !== 'zero' && ruleset === game.defaultRuleset) {
          deals.push({ ...deals[0]!, boxes: 3 })
        }
        for (const deal of deals) {
          const body = await playRound(base, session, deal, rand)
          settled.push({ id: body.round.id, receipt: body.receipt })
          log(
            `${game.id}/${ruleset} round ${body.round.id}: net ${body.receipt.settlement.net}, balance ${body.balance}`,
          )
        }
      }
    }
    const debit = await operator('debit', { amount: 2000, reference: 'e2e-withdrawal-1' })
    expectStatus(debit, 201, 'debit')
    log(`operator: debited 2000 (ref e2e-withdrawal-1): balance ${debit.body.balance}`)
    const first = await operator('close')
    const closed = await operator('close')
    expectStatus(closed, 200, 'close')
    if (JSON.stringify(first.body) !== JSON.stringify(closed.body))
      throw new Error('close is not idempotent')
    const st = closed.body.statement
    const net = settled.reduce(
      (sum, r) => sum + (r.receipt as { settlement: { net: number } }).settlement.net,
      0,
    )
    const expected = opening + 5000 - 2000 + net
    if (st.balance !== expected || st.net !== net || st.rounds !== settled.length) {
      throw new Error(`statement ${JSON.stringify(st)}: expected balance ${expected}, net ${net}`)
    }
    log(
      `operator: closed; statement opening ${st.opening} + credits ${st.credits} - debits ${st.debits} + net ${st.net} = balance ${st.balance} (${st.rounds} rounds; expected ${expected})`,
    )
    const rotated = { body: { revealed: closed.body.revealed } }

    const dir = await mkdtemp(join(tmpdir(), 'felt-receipts-'))
    const cli = join(API_DIR, '..', '..', 'packages', 'fair', 'src', 'cli.ts')
    const tsx = join(API_DIR, 'node_modules', '.bin', 'tsx')
    const files: string[] = []
    for (const { id } of settled) {
      const res = await request(base, 'GET', `/v1/sessions/${session.id}/rounds/${id}`, {
        token: session.token,
      })
      expectStatus(res, 200, `round ${id}`)
      if (res.body.receipt.serverSeed !== rotated.body.revealed.serverSeed) {
        throw new Error(`round ${id}: receipt without the revealed server seed`)
      }
      const file = join(dir, `${id}.json`)
      await writeFile(file, JSON.stringify(res.body.receipt))
      files.push(file)
    }
    // The first receipt through the CLI as a user runs it (a process: its exit code), the rest
    // through its `main` in this process: each process costs about a second of start-up.
    let failures = 0
    const [one, ...rest] = files
    try {
      await run(tsx, [cli, 'verify', one!], { timeout: 30_000 })
    } catch (err) {
      failures++
      console.error(`felt-fair verify ${one} failed:`, (err as { stdout?: string }).stdout ?? err)
    }
    for (const file of rest) {
      if (!(await verifiesInProcess(file))) {
        failures++
        console.error(`felt-fair verify ${file}: invalid`)
      }
    }
    if (failures > 0) throw new Error(`${failures} receipts did not verify`)
    log(
      `felt-fair verify: ${files.length} receipts valid (one in a process of its own, the rest through its main here)`,
    )
    await rm(dir, { recursive: true, force: true })
    if (receiver) {
      const mine = (all: Notification[]) => all.filter((n) => n.event.sessionId === session.id)
      await receiver.waitFor((all) => mine(all).length === settled.length + 1, 30_000)
      const events = mine(receiver.received)
      const rounds = new Set(
        events.filter((n) => n.event.type === 'round.settled').map((n) => n.event.round),
      )
      const closedEvent = events.find((n) => n.event.type === 'session.closed')
      // Numbered 1..n in the session (they may arrive out of order after a failed attempt).
      const seqs = events.map((n) => n.event.seq as number).sort((a, b) => a - b)
      if (
        !events.every((n) => n.validSignature) ||
        seqs.some((seq, i) => seq !== i + 1) ||
        settled.some((r) => !rounds.has(r.id)) ||
        closedEvent?.event.statement.balance !== st.balance
      ) {
        throw new Error(
          `notifications do not match: ${JSON.stringify(events.map((n) => n.event.type))}`,
        )
      }
      log(
        `notifications: ${events.length} on ${receiver.url} (${rounds.size} round.settled, 1 session.closed, seq 1..${seqs.length}), every signature valid`,
      )
    }
    await overlapping(base)
    const oversize = await checkOversize(base)
    log(
      `oversized bodies, each followed by two requests of another client:\n${oversizeReport(oversize)}`,
    )
    if (oversize.some((r) => !r.ok)) throw new Error('an oversized body broke the server')
    if (persist) await probes(base, persist)

    const before = await request(base, 'GET', `/v1/sessions/${session.id}`, {
      token: session.token,
    })
    expectStatus(before, 200, 'session')
    if (server && persist) {
      await server.stop()
      log('stopped wrangler dev; starting it again on the same state')
      server = await startDev(server.port, persist, { vars: notifyVars })
      const after = await request(base, 'GET', `/v1/sessions/${session.id}`, {
        token: session.token,
      })
      expectStatus(after, 200, 'session after restart')
      if (JSON.stringify(after.body) !== JSON.stringify(before.body)) {
        throw new Error('the session changed across the restart')
      }
      for (const { id, receipt } of settled.slice(0, 3)) {
        const res = await request(base, 'GET', `/v1/sessions/${session.id}/rounds/${id}`, {
          token: session.token,
        })
        expectStatus(res, 200, `round ${id} after restart`)
        const { serverSeed: _s, ...kept } = res.body.receipt
        if (JSON.stringify(kept) !== JSON.stringify(receipt)) throw new Error(`round ${id} changed`)
      }
      log(`restart: session, balance ${after.body.balance} and rounds intact`)
      await server.stop()
      await walletPhase(log)
    }
    log(`e2e passed: ${settled.length} rounds settled and verified`)
  } finally {
    await server?.stop()
    await receiver?.close()
    if (persist) await rm(persist, { recursive: true, force: true })
  }
}

/**
 * 4 clients play 10 Caribbean Stud rounds each at the same time on one session, so rounds
 * overlap (one settles while others are open); after rotation every receipt must pass
 * `felt-fair verify` (its `main`, in this process: 40 CLI processes would take a minute).
 */
async function overlapping(base: string): Promise<void> {
  const session = await openSession(base, { clientSeed: 'felt-e2e-overlap', balance: 100_000 })
  const deal = { game: 'stud-poker', ruleset: 'caribbean-stud', wagers: { ante: 5 } }
  const ids: string[] = []
  await Promise.all(
    [1, 2, 3, 4].map(async (client) => {
      const rand = seeded(client)
      for (let i = 0; i < 10; i++) ids.push((await playRound(base, session, deal, rand)).round.id)
    }),
  )
  const rotated = await request(base, 'POST', `/v1/sessions/${session.id}/rotate`, {
    token: session.token,
  })
  expectStatus(rotated, 200, 'rotate')
  const dir = await mkdtemp(join(tmpdir(), 'felt-overlap-'))
  let valid = 0
  let interleaved = 0
  for (const id of ids) {
    const res = await request(base, 'GET', `/v1/sessions/${session.id}/rounds/${id}`, {
      token: session.token,
    })
    expectStatus(res, 200, `round ${id}`)
    const seqs = (res.body.receipt.ledger as { seq: number }[]).map((e) => e.seq)
    if (seqs.some((seq, i) => i > 0 && seq !== seqs[i - 1]! + 1)) interleaved++
    const file = join(dir, `${id}.json`)
    await writeFile(file, JSON.stringify(res.body.receipt))
    if (await verifiesInProcess(file)) valid++
    else console.error(`felt-fair verify ${file}: invalid`)
  }
  await rm(dir, { recursive: true, force: true })
  if (valid !== ids.length) throw new Error(`${ids.length - valid} overlapping receipts invalid`)
  log(
    `overlap: 4 clients, ${ids.length} rounds on one session (${interleaved} with other rounds' ledger entries between their own): felt-fair verify ${valid} of ${ids.length} valid`,
  )
}

/** 300 requests to made-up session ids: each a 404, and not one file more in the state directory. */
async function probes(base: string, persist: string): Promise<void> {
  const files = async () => new Set(await readdir(persist, { recursive: true }))
  const before = await files()
  const statuses = new Map<number, number>()
  for (let i = 0; i < 300; i++) {
    const id = [...crypto.getRandomValues(new Uint8Array(32))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')
    const res = await request(base, 'GET', `/v1/sessions/${i % 2 ? id : id.slice(0, 32)}`, {
      token: `${id}.x`,
    })
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
  }
  const after = await files()
  // SQLite may checkpoint and drop other objects' WAL files meanwhile: only new names count.
  const created = [...after].filter((f) => !before.has(f))
  log(
    `probes: 300 made-up session ids: statuses ${JSON.stringify(Object.fromEntries(statuses))}, files in the state directory ${before.size} -> ${after.size}, new files: ${created.length}`,
  )
  if (created.length > 0 || statuses.get(404) !== 300) throw new Error('probes created storage')
}

main().then(
  () => {
    clearTimeout(overall)
  },
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
