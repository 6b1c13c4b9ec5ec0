/**
 * Where the Worker's CPU goes under load: the deploy bundle served with nothing local in front
 * of it (`startBundle` `workerOnly`, as the third run of `pnpm load`), V8's sampling profiler
 * started through workerd's inspector, then `--rounds` rounds of deal+settle from 8 clients.
 * Prints the CPU per request by source module of the bundle (esbuild marks where each module
 * starts), a call into the runtime (a Web Crypto `sign`, a SQLite `exec`) counted in the module
 * that made it, and the functions that took most; writes the whole profile to `--out`
 * (Chrome DevTools opens it).
 *
 * Usage: pnpm cpu-profile [--game zero|caribbean-stud] [--rounds 1500] [--out file.cpuprofile]
 * [--wallet] (the seamless model, against the reference wallet in this process on loopback)
 * Node 20 needs `--experimental-websocket` for its WebSocket client (the script sets it).
 */

import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { CARIBBEAN_STUD, openSession, type Plan, playPlan, pool, ZERO } from './play.ts'
import { dryRun, freePort, startBundle } from './server.ts'
import { createWallet, serveWallet } from './wallet.ts'

interface CallFrame {
  readonly functionName: string
  readonly url: string
  readonly lineNumber: number
}
interface ProfileNode {
  readonly id: number
  readonly callFrame: CallFrame
  readonly children?: number[]
}
interface Profile {
  readonly nodes: ProfileNode[]
  readonly samples: number[]
  readonly timeDeltas: number[]
}

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'zero' },
    rounds: { type: 'string', default: '1500' },
    out: { type: 'string', default: join(tmpdir(), 'felt-api.cpuprofile') },
    // The seamless model, against the reference wallet in this process on loopback.
    wallet: { type: 'boolean', default: false },
  },
})
const plans: Record<string, Plan> = { zero: ZERO, 'caribbean-stud': CARIBBEAN_STUD }
const plan = plans[values.game]
const rounds = Number(values.rounds)
if (!plan || !(rounds > 0)) throw new Error('usage: --game zero|caribbean-stud --rounds N')

/** A client of the V8 inspector protocol over one WebSocket. */
async function inspector(url: string) {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve)
    socket.addEventListener('error', reject)
  })
  const waiting = new Map<number, (result: unknown) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) waiting.get(message.id)?.(message.result)
  })
  let next = 0
  return {
    send<T = unknown>(method: string, params: object = {}): Promise<T> {
      const id = ++next
      socket.send(JSON.stringify({ id, method, params }))
      return new Promise((resolve) => waiting.set(id, resolve as (result: unknown) => void))
    },
    close: () => socket.close(),
  }
}

/** The module each line of the bundle belongs to: esbuild's `// path` line where it starts. */
function modulesOf(bundle: string): (line: number) => string {
  const starts: { line: number; name: string }[] = []
  bundle.split('\n').forEach((text, line) => {
    const m = /^\/\/ (\S+\.[cm]?[jt]s)$/.exec(text)
    if (m)
      starts.push({ line, name: m[1]!.replace(/^(\.\.\/)+(node_modules\/\.pnpm\/[^/]+\/)?/, '') })
  })
  return (line) => {
    let found = '(bundle prelude)'
    for (const start of starts) {
      if (start.line > line) break
      found = start.name
    }
    return found
  }
}

/** Self time by module (the runtime's calls in their caller's module) and by function. */
function attribute(profile: Profile, moduleAt: (line: number) => string) {
  const parent = new Map<number, number>()
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const add = (m: Map<string | number, number>, k: string | number, us: number) => {
    m.set(k, (m.get(k) ?? 0) + us)
  }
  const self = new Map<number, number>()
  for (const [i, id] of profile.samples.entries()) add(self, id, profile.timeDeltas[i] ?? 0)
  const byModule = new Map<string, number>()
  const byFunction = new Map<string, number>()
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame
    // Waiting for the next request is not CPU.
    if (frame.functionName === '(idle)') continue
    // A runtime frame without a JS caller ("(program)", the garbage collector) is the runtime's own.
    let owner: ProfileNode | undefined = byId.get(id)
    while (owner && !owner.callFrame.url && parent.has(owner.id))
      owner = byId.get(parent.get(owner.id)!)
    const module = owner?.callFrame.url
      ? moduleAt(owner.callFrame.lineNumber)
      : frame.functionName || '(runtime)'
    add(byModule, module, us)
    // The line is the bundle's (index.js), the module the source file it came from.
    const where = frame.url
      ? `${moduleAt(frame.lineNumber)}, index.js:${frame.lineNumber + 1}`
      : 'runtime'
    add(byFunction, `${frame.functionName || '(anonymous)'} (${where})`, us)
  }
  return { byModule, byFunction }
}

const outdir = await mkdtemp(join(tmpdir(), 'felt-profile-'))
await dryRun(outdir)
const port = await freePort()
const secret = `whsec_${randomBytes(32).toString('base64')}`
const wallet = values.wallet
  ? await serveWallet(createWallet({ secret, opening: 1_000_000_000 }))
  : undefined
const server = await startBundle(join(outdir, 'state'), {
  built: outdir,
  workerOnly: true,
  inspectorPort: port,
  ...(wallet
    ? {
        vars: [
          ['WALLET_MODE', 'seamless'],
          ['WALLET_URL', wallet.url],
          ['WALLET_SECRET', secret],
        ],
      }
    : {}),
})
try {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    id: string
    webSocketDebuggerUrl: string
  }[]
  const worker = targets.find((t) => t.id.startsWith('core:user:'))
  if (!worker)
    throw new Error(`no Worker among the inspector's targets: ${targets.map((t) => t.id)}`)
  const lanes = 8
  const sessions = await Promise.all(
    Array.from({ length: lanes }, (_, i) =>
      openSession(
        server.base,
        wallet ? { player: `profile-${i}`, currency: 'EUR' } : { balance: 1_000_000 },
      ),
    ),
  )
  let lane = 0
  const play = (rounds: number) =>
    pool(rounds, lanes, () => playPlan(server.base, sessions[lane++ % lanes]!, plan))
  await play(300) // warm-up: the JIT compiles the hot paths first
  const v8 = await inspector(worker.webSocketDebuggerUrl)
  await v8.send('Profiler.enable')
  await v8.send('Profiler.setSamplingInterval', { interval: 50 })
  await v8.send('Profiler.start')
  const cpu0 = server.cpuMs?.()
  const t0 = performance.now()
  await play(rounds)
  const seconds = (performance.now() - t0) / 1000
  const cpu = server.cpuMs?.()
  const { profile } = await v8.send<{ profile: Profile }>('Profiler.stop')
  v8.close()
  await writeFile(values.out, JSON.stringify(profile))

  const requests = 2 * rounds
  const { byModule, byFunction } = attribute(
    profile,
    modulesOf(await readFile(join(outdir, 'index.js'), 'utf8')),
  )
  const sampled = [...byModule.values()].reduce((t, us) => t + us, 0)
  console.log(
    `${values.game}: ${rounds} rounds = ${requests} requests in ${seconds.toFixed(2)} s from ${lanes} clients; ` +
      `sampled CPU ${(sampled / 1000 / requests).toFixed(3)} ms a request` +
      (cpu !== undefined && cpu0 !== undefined
        ? ` (workerd, profiler included: ${((cpu - cpu0) / requests).toFixed(3)} ms)`
        : ''),
  )
  const table = (title: string, rows: Map<string, number>, top: number) => {
    console.log(`\n${title} (ms a request, share of the sampled CPU):`)
    for (const [name, us] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(
        `${(us / 1000 / requests).toFixed(4).padStart(8)} ${((100 * us) / sampled).toFixed(1).padStart(5)}%  ${name}`,
      )
    }
  }
  table('by module', byModule, 25)
  table('by function', byFunction, 25)
  console.log(`\nthe profile: ${values.out}`)
} finally {
  await server.stop()
  wallet?.server.close()
  await rm(outdir, { recursive: true, force: true })
}
process.exit(0)
