/**
 * Load and abuse checks against the local server only (127.0.0.1), bounded in count and
 * time (at most ~3 minutes):
 * 1. 100 concurrent settle requests on one round: exactly one settlement, balance exact.
 * 2. A few thousand malformed or hostile requests: zero 5xx, no state change.
 * 3. Throughput and latency of deal+settle against the bare GET /health route on the same
 *    server, with 1 and with 8 concurrent clients, and the server's CPU time per request.
 *
 * Uses FELT_API_URL when set. Otherwise it runs all three against the current code twice,
 * each time with fresh state (in /dev/shm, or under LOAD_PERSIST_DIR): under `wrangler dev`,
 * then as the production bundle on workerd without wrangler's dev proxy, which adds
 * milliseconds to every request (the bare route's included) and shields the Worker from
 * some client behaviour (it buffers request bodies). Then it measures throughput alone a
 * third time, with nothing local between the client and the Worker (`workerOnly`): what the
 * Worker itself costs a request; and a fourth time in the seamless model, against the reference
 * wallet on loopback, to compare the CPU of a deal+settle with and without the wallet's calls
 * (`LOAD_ONLY=wallet` runs these two alone).
 * LOAD_SCALE (default 1) multiplies the request counts (capped at 4).
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seeded } from './bot.ts'
import { hostileBodies } from './fuzz.ts'
import { type ServerExtras, startSeamless, walletCost } from './load-wallet.ts'
import { checkOversize, oversizeReport } from './oversize.ts'
import {
  CARIBBEAN_STUD,
  expectStatus,
  openSession,
  operatorKey,
  type Plan,
  playPlan,
  pool,
  type Session,
  ZERO,
} from './play.ts'
import {
  type DevServer,
  freePort,
  type JsonRes,
  request,
  requestLean,
  startBundle,
  startDev,
} from './server.ts'

const scale = Math.min(4, Math.max(0.1, Number(process.env.LOAD_SCALE ?? 1)))
const deadline = setTimeout(
  () => {
    console.error('load: over its time limit (LOAD_TIMEOUT_S, default 480 s), giving up')
    process.exit(1)
  },
  Number(process.env.LOAD_TIMEOUT_S ?? 480) * 1000,
)

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function concurrentSettle(base: string, p: Plan): Promise<void> {
  const session = await openSession(base, { balance: 1000 })
  const path = `/v1/sessions/${session.id}`
  let dealt: JsonRes
  // Deal until the round needs a decision (an instant win settles at once).
  do {
    dealt = await request(base, 'POST', `${path}/deal`, { body: p.deal, token: session.token })
    expectStatus(dealt, 201, 'deal')
  } while (dealt.body.round.status === 'settled')
  const round = dealt.body.round
  const afterDeal = dealt.body.balance
  const actions = p.finalActions(round)
  const t0 = performance.now()
  const results = await Promise.all(
    Array.from({ length: 100 }, () =>
      request(base, 'POST', `${path}/rounds/${round.id}/settle`, {
        body: { actions },
        token: session.token,
      }),
    ),
  )
  const ms = performance.now() - t0
  const statuses = new Map<number, number>()
  for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
  const receipts = new Set(
    results.filter((r) => r.status === 200).map((r) => JSON.stringify(r.body.receipt)),
  )
  const receipt = results.find((r) => r.status === 200)?.body.receipt
  const session2 = await request(base, 'GET', path, { token: session.token })
  const expected =
    afterDeal - (receipt.settlement.staked - round.view.staked) + receipt.settlement.returned
  const ok =
    statuses.get(200) === 100 &&
    receipts.size === 1 &&
    session2.body.balance === expected &&
    receipt.ledger.at(-1).balance === expected
  console.log(
    `1. 100 concurrent settles of round ${round.id} (${ms.toFixed(0)} ms): statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
      `${receipts.size} distinct receipt, balance ${session2.body.balance} (expected ${expected}: ${afterDeal} after the deal, ` +
      `+${receipt.settlement.returned} returned) -> ${ok ? 'PASS' : 'FAIL'}`,
  )
  if (!ok) throw new Error('concurrent settle check failed')
}

/**
 * 100 concurrent credits with one reference move the money once; 100 concurrent closes give
 * one statement, all of them the same.
 */
async function operatorStorms(base: string): Promise<void> {
  const session = await openSession(base, { balance: 1000 })
  const op = `/v1/operator/sessions/${session.id}`
  const token = operatorKey()
  const t0 = performance.now()
  const credits = await Promise.all(
    Array.from({ length: 100 }, () =>
      request(base, 'POST', `${op}/credit`, { body: { amount: 25, reference: 'storm-1' }, token }),
    ),
  )
  const closes = await Promise.all(
    Array.from({ length: 100 }, () => request(base, 'POST', `${op}/close`, { token })),
  )
  const ms = performance.now() - t0
  const statuses = (list: JsonRes[]) => {
    const m = new Map<number, number>()
    for (const r of list) m.set(r.status, (m.get(r.status) ?? 0) + 1)
    return JSON.stringify(Object.fromEntries(m))
  }
  const ledger = await request(base, 'GET', `${op}/ledger?limit=200`, { token })
  const transfers = ledger.body.entries.filter(
    (e: { kind: string }) => e.kind === 'transfer:storm-1',
  )
  const statements = new Set(closes.map((r) => JSON.stringify(r.body)))
  const balance = closes[0]?.body.statement?.balance
  const ok =
    credits.every((r) => r.status === 201 || r.status === 200) &&
    credits.filter((r) => r.status === 201).length === 1 &&
    transfers.length === 1 &&
    closes.every((r) => r.status === 200) &&
    statements.size === 1 &&
    balance === 1025
  console.log(
    `1b. 100 concurrent credits of one reference, then 100 concurrent closes (${ms.toFixed(0)} ms): credits ${statuses(credits)}, ` +
      `${transfers.length} ledger entry, closes ${statuses(closes)}, ${statements.size} distinct statement, balance ${balance} (expected 1025) -> ${ok ? 'PASS' : 'FAIL'}`,
  )
  if (!ok) throw new Error('operator storm check failed')
}

async function abuse(base: string, p: Plan): Promise<void> {
  const rand = seeded(7)
  const hostile = hostileBodies(7)
  const i4 = () => rand(4)
  const victim = await openSession(base, { balance: 500 })
  const other = await openSession(base, { balance: 500 })
  const path = `/v1/sessions/${victim.id}`
  // The victim keeps one open round: rotate and client-seed changes must then fail too.
  let open: JsonRes
  do {
    open = await request(base, 'POST', `${path}/deal`, { body: p.deal, token: victim.token })
  } while (open.body.round.status === 'settled')
  const settled = await request(base, 'POST', `${path}/deal`, { body: p.deal, token: victim.token })
  let settledRound = settled.body
  if (settledRound.round.status !== 'settled') {
    settledRound = (
      await request(base, 'POST', `${path}/rounds/${settledRound.round.id}/settle`, {
        body: { actions: p.finalActions(settledRound.round) },
        token: victim.token,
      })
    ).body
  }
  const snapshot = async () =>
    JSON.stringify([
      (await request(base, 'GET', path, { token: victim.token })).body,
      (
        await request(base, 'GET', `${path}/rounds/${settledRound.round.id}`, {
          token: victim.token,
        })
      ).body,
      (
        await request(base, 'GET', `/v1/operator/sessions/${victim.id}/statement`, {
          token: operatorKey(),
        })
      ).body,
    ])
  const before = await snapshot()
  const openId = open.body.round.id
  const routes: [string, string][] = [
    ['POST', `${path}/deal`],
    ['POST', `${path}/rounds/${openId}/act`],
    ['POST', `${path}/rounds/${openId}/settle`],
    ['POST', `${path}/rounds/${settledRound.round.id}/act`],
    ['POST', `${path}/rounds/${settledRound.round.id}/settle`],
    ['PUT', `${path}/client-seed`],
    ['POST', `${path}/rotate`],
    ['POST', '/v1/sessions'],
    ['GET', `${path}/rounds/99999`],
    ['POST', `${path}/rounds/-1/act`],
    ['POST', `${path}/rounds/1e9/settle`],
    ['DELETE', path],
    ['GET', `/v1/sessions/${'f'.repeat(64)}`],
    ['POST', `/v1/operator/sessions/${victim.id}/credit`],
    ['POST', `/v1/operator/sessions/${victim.id}/debit`],
    ['POST', `/v1/operator/sessions/${victim.id}/close`],
    ['GET', `/v1/operator/sessions/${victim.id}/ledger?limit=${['0', 'x', '999', '5'][i4()]}`],
    ['GET', `/v1/operator/sessions/${victim.id}/rounds?after=-1`],
    ['POST', `/v1/operator/sessions/${'e'.repeat(64)}/credit`],
  ]
  const kinds = [
    'operator',
    'random-json',
    'wrong-types',
    'malformed',
    'huge',
    'other-token',
    'no-token',
    'out-of-order',
    'headers',
  ]
  const count = Math.round(3000 * scale)
  const byStatus = new Map<number, number>()
  const byKind = new Map<string, number>()
  const t0 = performance.now()
  await pool(count, 16, async (i) => {
    const kind = kinds[i % kinds.length]!
    let [method, route] = routes[rand(routes.length)]!
    let options: Parameters<typeof request>[3] = { token: victim.token }
    switch (kind) {
      case 'random-json':
        options.body = hostile()
        break
      case 'wrong-types':
        options.body = [
          { game: 42, wagers: 'lots' },
          { action: { type: 'stand', hand: 'x' } },
          { action: { type: 'set', two: ['Zz', 'Yy'], three: [1, 2, 3] } },
          { actions: 'stand' },
          { clientSeed: { nested: true } },
          { game: 'zero', wagers: { zero: -5 } },
          { game: 'zero', wagers: { zero: 1e12 } },
          { game: 'stud-poker', wagers: { boxes: Array(50).fill({ ante: 1 }) } },
          { game: 'break-poker', ruleset: 'nope', wagers: { main: 1 } },
          { action: { type: 'exchange', cards: Array(40).fill('As') } },
        ][rand(10)]
        break
      case 'malformed':
        options.raw = ['{', '{"a":', 'nul', '\u0000\u0001', '[1,2', '{"game":"zero"}}', 'ÿþ'][
          rand(7)
        ]
        options.headers = { 'Content-Type': rand(2) === 0 ? 'application/json' : 'text/plain' }
        break
      case 'huge':
        // At most 1 MiB, for one request in eight: the body limit answers before parsing.
        options.raw = JSON.stringify({ clientSeed: 'x'.repeat(rand(2) === 0 ? 20_000 : 1 << 20) })
        options.headers = { 'Content-Type': 'application/json' }
        break
      case 'operator':
        // The operator key on every route: hostile transfers (bad amounts and references),
        // closing a session with an open round, bad page queries. Nothing may change.
        options = {
          token: operatorKey(),
          body: [
            { amount: 0, reference: 'r' },
            { amount: -5, reference: 'r' },
            { amount: 1e12, reference: 'r' },
            { amount: 5, reference: '' },
            { amount: 5, reference: 'x'.repeat(101) },
            { amount: '5', reference: 'r' },
            { amount: 5 },
            { amount: 5, reference: 'r', extra: 1 },
            { amount: 10_000_000, reference: 'too-much' },
            hostile(),
          ][rand(10)],
        }
        if (route === '/v1/sessions') route = `/v1/operator/sessions/${victim.id}/close`
        break
      case 'other-token':
        options = { token: other.token, body: { actions: [] } }
        break
      case 'no-token':
        options = { body: {}, ...(rand(2) === 0 ? { token: `${victim.id}.forged` } : {}) }
        if (route === '/v1/sessions') route = path
        break
      case 'out-of-order':
        ;[method, route] = rand(2) === 0 ? routes[3]! : routes[rand(2) === 0 ? 2 : 1]!
        options.body =
          rand(2) === 0
            ? { action: { type: 'split', hand: 1 } }
            : { actions: [{ type: 'double' }, { type: 'hit' }] }
        break
      case 'headers':
        options.body = {}
        options.headers = {
          'Idempotency-Key': ['', ' ', 'ü'.repeat(10), 'k'.repeat(500)][rand(4)]!,
        }
        if (route.endsWith('/deal')) options.body = { game: 'nope', wagers: {} }
        break
    }
    if (route === '/v1/sessions' && method === 'POST') {
      // Creating sessions is allowed by design; hostile bodies must still not be 5xx.
      options.body = hostile()
      delete options.raw
    }
    const res = await request(base, method, route, options)
    byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1)
    if (res.status >= 500) byKind.set(kind, (byKind.get(kind) ?? 0) + 1)
  })
  const ms = performance.now() - t0
  const after = await snapshot()
  const fivexx = [...byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
  const unchanged = before === after
  console.log(
    `2. ${count} hostile requests (${(ms / 1000).toFixed(1)} s): statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort((a, b) => a[0] - b[0])))}, ` +
      `5xx ${fivexx}${fivexx ? ` ${JSON.stringify(Object.fromEntries(byKind))}` : ''}, victim session unchanged: ${unchanged} -> ${fivexx === 0 && unchanged ? 'PASS' : 'FAIL'}`,
  )
  if (fivexx > 0 || !unchanged) throw new Error('abuse check failed')
}

/** Runs `count` bare requests and `count / 2` deal+settle rounds with `lanes` clients. */
async function measure(
  server: Server,
  p: Plan,
  lanes: number,
  count: number,
): Promise<{
  bareRps: number
  bare: number[]
  rps: number
  rounds: number
  latencies: number[]
  seconds: number
  /** The server's CPU per request, in ms: bare, and deal or settle (undefined without /proc). */
  cpu: { bare: number; play: number } | undefined
}> {
  const { base } = server
  const cpuNow = () => server.cpuMs?.()
  let bareCpu: number | undefined = 0
  let playCpu: number | undefined = 0
  const add = (total: number | undefined, from: number | undefined) => {
    const now = cpuNow()
    return total === undefined || from === undefined || now === undefined
      ? undefined
      : total + now - from
  }
  const sessions: Session[] = await Promise.all(
    Array.from({ length: lanes }, () =>
      openSession(base, server.opening ?? { balance: 1_000_000 }),
    ),
  )
  const bare: number[] = []
  const latencies: number[] = []
  const rounds = Math.round(count / 2)
  let bareSeconds = 0
  let seconds = 0
  let lane = 0
  // Alternate slices of both loads, so that both see the same share of a busy machine.
  const slices = 5
  for (let slice = 0; slice < slices; slice++) {
    let t0 = performance.now()
    let c0 = cpuNow()
    await pool(Math.round(count / slices), lanes, async () => {
      const s = performance.now()
      await requestLean(base, 'GET', '/health')
      bare.push(performance.now() - s)
    })
    bareSeconds += (performance.now() - t0) / 1000
    bareCpu = add(bareCpu, c0)
    t0 = performance.now()
    c0 = cpuNow()
    await pool(Math.round(rounds / slices), lanes, () =>
      playPlan(base, sessions[lane++ % lanes]!, p, (ms) => latencies.push(ms)),
    )
    seconds += (performance.now() - t0) / 1000
    // What the rounds left to the server's alarm (a seamless session's credits) counts too.
    await server.drain?.()
    playCpu = add(playCpu, c0)
  }
  const bareRps = bare.length / bareSeconds
  bare.sort((a, b) => a - b)
  latencies.sort((a, b) => a - b)
  return {
    bareRps,
    bare,
    rps: latencies.length / seconds,
    rounds: latencies.length / 2,
    latencies,
    seconds,
    cpu:
      bareCpu === undefined || playCpu === undefined
        ? undefined
        : { bare: bareCpu / bare.length, play: playCpu / latencies.length },
  }
}

/**
 * The latency goal is for one client: with 8 requests in flight, each waits for the others
 * (Little's law: in flight / throughput), whatever the server does.
 */
function latencyVerdict(lanes: number, p50: number, rps: number): string {
  if (lanes === 1) return `p50 < 5 ms: ${p50 < 5 ? 'met' : 'NOT met'}`
  return `queueing: ${lanes} in flight / ${rps.toFixed(0)} req/s = ${((lanes / rps) * 1000).toFixed(1)} ms mean`
}

/** The CPU per deal or settle request of each throughput line, by server kind, game and clients. */
const FIGURES: { kind: string; game: string; lanes: number; play: number }[] = []

async function throughput(server: Server, p: Plan): Promise<void> {
  await measure(server, p, 1, 60) // warm-up of both paths, not reported
  const game = `${String(p.deal.game)}${p.deal.ruleset ? `/${String(p.deal.ruleset)}` : ''}`
  console.log(`3. throughput, deal+settle of one round (${game}) against the bare GET /health:`)
  for (const [lanes, count] of [
    [1, Math.round(400 * scale)],
    [8, Math.round(2000 * scale)],
  ] as const) {
    const m = await measure(server, p, lanes, count)
    const ratio = m.rps / m.bareRps
    const p50 = percentile(m.latencies, 50)
    const cpu = m.cpu
      ? ` | workerd CPU a request: bare ${m.cpu.bare.toFixed(2)} ms, deal or settle ${m.cpu.play.toFixed(2)} ms`
      : ''
    if (m.cpu && server.kind) FIGURES.push({ kind: server.kind, game, lanes, play: m.cpu.play })
    console.log(
      `   ${lanes} client${lanes > 1 ? 's' : ''}: bare ${count} requests ${m.bareRps.toFixed(0)} req/s, p50 ${percentile(m.bare, 50).toFixed(2)} ms, p95 ${percentile(m.bare, 95).toFixed(2)} ms | ` +
        `deal+settle ${m.rounds} rounds = ${2 * m.rounds} requests ${m.rps.toFixed(0)} req/s (${(m.rounds / m.seconds).toFixed(0)} rounds/s), p50 ${p50.toFixed(2)} ms, p95 ${percentile(m.latencies, 95).toFixed(2)} ms | ` +
        `ratio ${ratio.toFixed(2)} (goal >= 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'}), ${latencyVerdict(lanes, p50, m.rps)}${cpu}`,
    )
  }
}

/**
 * What the checks need of a server: its address, its CPU time when it runs here, and for the
 * Worker alone its kind (the figures compared at the end), how to open a session, and what to
 * wait for after the rounds (`wallet-load.ts`).
 */
type Server = Pick<DevServer, 'base' | 'cpuMs'> & ServerExtras

/**
 * Runs the checks against a server started by `start` on fresh state, then stops it: all of
 * them, or (`throughputOnly`) the throughput runs alone.
 */
async function withServer(
  start: (persistTo: string) => Promise<DevServer & ServerExtras>,
  what: string,
  throughputOnly = false,
): Promise<void> {
  // Local Durable Object storage fsyncs every commit: on a slow disk that, not the API,
  // sets the write latency. The run uses memory (/dev/shm) when the machine has it,
  // unless LOAD_PERSIST_DIR names another parent directory.
  const parent = process.env.LOAD_PERSIST_DIR ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir())
  const persist = await mkdtemp(join(parent, 'felt-load-'))
  const server = await start(persist)
  try {
    console.log(`load against ${server.base}: ${what}, state in ${persist}, scale ${scale}`)
    await all(server, throughputOnly)
  } finally {
    await server.stop()
    await rm(persist, { recursive: true, force: true })
  }
}

async function all(server: Server, throughputOnly = false): Promise<void> {
  const { base } = server
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\]):\d+$/.test(base)) {
    throw new Error('the load script only targets loopback addresses')
  }
  if (!throughputOnly) {
    await concurrentSettle(base, ZERO)
    await operatorStorms(base)
    await abuse(base, ZERO)
    const oversize = await checkOversize(base)
    const passed = oversize.every((r) => r.ok)
    console.log(
      `2b. oversized bodies, each followed by two requests of another client -> ${passed ? 'PASS' : 'FAIL'}\n${oversizeReport(oversize)}`,
    )
    if (!passed) throw new Error('an oversized body broke the server')
  }
  await throughput(server, ZERO)
  await throughput(server, CARIBBEAN_STUD)
}

async function main(): Promise<void> {
  const given = process.env.FELT_API_URL
  if (given) {
    console.log(`load against ${given}, scale ${scale}`)
    return all({ base: given })
  }
  // LOAD_ONLY=wallet: the Worker alone, transfer and seamless, for the wallet's cost.
  if (process.env.LOAD_ONLY === 'wallet') {
    return workerAlone(join(tmpdir(), `felt-load-bundle-${process.pid}.log`))
  }
  await withServer(
    async (persist) => startDev(await freePort(), persist),
    'wrangler dev (the `pnpm dev` server, its dev proxy in front of workerd)',
  )
  console.log()
  // The same Worker without the dev proxy: the production bundle on workerd. Its request logs
  // (a line per 4xx of the hostile requests, about 3,000) go to a file, not into this report.
  const logFile = join(tmpdir(), `felt-load-bundle-${process.pid}.log`)
  await withServer(
    (persist) => startBundle(persist, { logFile }),
    `the deploy bundle on workerd (Miniflare, without the dev proxy; its output in ${logFile})`,
  )
  console.log()
  await workerAlone(logFile)
}

/**
 * What the Worker itself costs, with no local harness between the client and the Worker: in
 * the transfer model, then in the seamless one against the reference wallet on loopback.
 */
async function workerAlone(logFile: string): Promise<void> {
  await withServer(
    async (persist) => ({
      ...(await startBundle(persist, { logFile, workerOnly: true })),
      kind: 'transfer',
    }),
    'the Worker alone: the same bundle, requests straight to the Worker (no Miniflare entry worker, no local asset router)',
    true,
  )
  console.log()
  await withServer(
    (persist) => startSeamless(persist, logFile),
    'the Worker alone in the seamless model (WALLET_MODE seamless), the reference wallet in this process on loopback',
    true,
  )
  console.log()
  console.log(walletCost(FIGURES))
}

main().then(
  () => clearTimeout(deadline),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
