/**
 * Starts and stops `wrangler dev` on 127.0.0.1 for the end-to-end and load scripts, and
 * a tiny JSON client. Only loopback addresses are ever contacted.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent, request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { promisify, stripVTControlCharacters } from 'node:util'
import { API_DIR, WRANGLER, WRANGLER_ENV } from './wrangler.ts'

export { API_DIR }

/** The operator key of the servers the scripts start. */
export const LOCAL_OPERATOR_KEY = 'local-scripts-operator-key'

/**
 * The secrets of the servers the scripts start (both kinds alike): configured as an operator
 * deploys it, with an operator key and no demo mode (`pnpm dev` runs the open demo instead).
 */
export const LOCAL_VARS: readonly (readonly [string, string])[] = [
  ['SESSION_ID_SECRET', 'local-scripts-session-id-secret'],
  ['OPERATOR_KEY', LOCAL_OPERATOR_KEY],
  // Locally every log line goes through the dev harness's terminal, which costs more than the
  // request: with every request logged, 8 clients got 169 bare req/s instead of 378.
  ['REQUEST_LOG', 'errors'],
  // The storms and throughput runs send thousands of requests a second to one session from one
  // address; the limits are tested in test/rate-limit*.test.ts.
  ['RATE_LIMITS', 'off'],
]

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** True when `GET <base>/health` answers 200 within `ms`. */
export async function healthy(base: string, ms = 1000): Promise<boolean> {
  try {
    const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(ms) })
    return res.ok
  } catch {
    return false
  }
}

/** A running `wrangler dev` started by this process. */
export interface DevServer {
  readonly base: string
  readonly port: number
  stop(): Promise<void>
  /** Kills it at once (SIGKILL to wrangler and workerd), as a crash would (wrangler dev only). */
  kill?(): Promise<void>
  /** What the server printed so far (wrangler dev only). */
  log?(): string
  /** The CPU time its workerd processes have used so far, in ms (`workerdCpuMs`). */
  cpuMs?(): number | undefined
}

/** What `startDev` may change of the server it starts. */
export interface DevOptions {
  /** How long it may take to answer `/health` (90 s unless given). */
  readonly timeoutMs?: number
  /** Variables over `LOCAL_VARS` (a later `--var` of a name wins). */
  readonly vars?: readonly (readonly [string, string])[]
  /** A folder to serve as the Worker's static assets (the built page). */
  readonly assets?: string
}

/**
 * Starts `wrangler dev` on `port` (127.0.0.1) persisting to `persistTo`, and waits until
 * `/health` answers.
 * @throws {Error} with what wrangler printed, as soon as it exits or prints an error (a
 * bundling error leaves it running, watching for a fix), or when it does not answer in time.
 */
export async function startDev(
  port: number,
  persistTo: string,
  { timeoutMs = 90_000, vars = [], assets }: DevOptions = {},
): Promise<DevServer> {
  const child: ChildProcess = spawn(
    WRANGLER,
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      persistTo,
      '--inspector-port',
      '0',
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
      ...(assets === undefined ? [] : ['--assets', assets]),
      ...[...LOCAL_VARS, ...vars].flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    {
      cwd: API_DIR,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...WRANGLER_ENV, NO_COLOR: '1' },
    },
  )
  let log = ''
  child.stdout?.on('data', (d) => (log += d))
  child.stderr?.on('data', (d) => (log += d))
  const base = `http://127.0.0.1:${port}`
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = once(child, 'exit')
    // The process group this script created: wrangler and its workerd child.
    process.kill(-child.pid, 'SIGTERM')
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {}
    }, 5000)
    await exited
    clearTimeout(timer)
  }
  const kill = async (): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = once(child, 'exit')
    process.kill(-child.pid, 'SIGKILL')
    await exited
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`)
    const printed = stripVTControlCharacters(log)
    if (/\[ERROR\]/.test(printed)) {
      await stop()
      throw new Error(`wrangler dev failed:\n${printed}`)
    }
    if (await healthy(base)) {
      return { base, port, stop, kill, log: () => log, cpuMs: () => workerdCpuMs(child.pid!) }
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`wrangler dev did not answer within ${timeoutMs} ms:\n${log}`)
}

/**
 * Builds the production bundle into `outdir` as `wrangler deploy` would upload it
 * (`wrangler deploy --dry-run`); resolves with what wrangler printed (its "Total Upload" line).
 */
export async function dryRun(outdir: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    WRANGLER,
    ['deploy', '--dry-run', '--outdir', outdir],
    {
      cwd: API_DIR,
      env: { ...WRANGLER_ENV, NO_COLOR: '1' },
    },
  )
  return stdout
}

/** How `startBundle` serves the bundle. */
export interface BundleOptions {
  /** A bundle `dryRun` wrote just before (the test script's bundle-size check), served as it is and kept; without it, one is built now. */
  readonly built?: string
  /** The Worker's output (its JSON request logs, one line each) is appended there instead of this process's stdout and stderr. */
  readonly logFile?: string
  /**
   * Requests go straight to the Worker, as Cloudflare runs it: through a socket of its own
   * (Miniflare's `unsafeDirectSockets`), without Miniflare's entry worker, which re-wraps every
   * request and streams its body on, and without the local asset router (`assets` left out; on
   * Cloudflare `run_worker_first` sends `/v1/*` and `/health` to the Worker before any asset).
   */
  readonly workerOnly?: boolean
  /** Opens workerd's V8 inspector on this port of 127.0.0.1 (`scripts/profile.ts`). */
  readonly inspectorPort?: number
  /** More vars and secrets, over `LOCAL_VARS` (the seamless wallet's, in `pnpm load`). */
  readonly vars?: readonly (readonly [string, string])[]
}

/**
 * Serves the production bundle with workerd through Miniflare, configured from wrangler.jsonc
 * as `wrangler dev` configures it, but without the dev proxy that `wrangler dev` puts in front
 * of it. State goes to `persistTo`.
 */
export async function startBundle(
  persistTo: string,
  { built, logFile, workerOnly = false, inspectorPort, vars = [] }: BundleOptions = {},
): Promise<DevServer> {
  const outdir = built ?? (await mkdtemp(join(tmpdir(), 'felt-bundle-')))
  if (built === undefined) await dryRun(outdir)
  // Loaded here only: both are large, and the end-to-end script does not need them.
  const [{ Miniflare }, { unstable_getMiniflareWorkerOptions }] = await Promise.all([
    import('miniflare'),
    import('wrangler'),
  ])
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(API_DIR, 'wrangler.jsonc'))
  const { assets: _, ...withoutAssets } = workerOptions
  const mf = new Miniflare({
    ...(workerOnly ? withoutAssets : workerOptions),
    modules: true,
    scriptPath: join(outdir, 'index.js'),
    modulesRoot: outdir,
    host: '127.0.0.1',
    port: 0,
    ...(workerOnly ? { unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }] } : {}),
    ...(inspectorPort === undefined ? {} : { inspectorPort }),
    durableObjectsPersist: persistTo,
    bindings: { ...workerOptions.bindings, ...Object.fromEntries([...LOCAL_VARS, ...vars]) },
    ...(logFile === undefined ? {} : { handleRuntimeStdio: toFile(logFile) }),
  })
  const ready = await mf.ready
  const url = workerOnly ? await mf.unsafeGetDirectURL() : ready
  return {
    base: url.origin,
    port: Number(url.port),
    cpuMs: () => workerdCpuMs(process.pid),
    stop: async () => {
      await mf.dispose()
      if (built === undefined) await rm(outdir, { recursive: true, force: true })
    },
  }
}

/**
 * The CPU time (user and system, in ms) the `workerd` processes below process `root` have
 * used so far, read from /proc; undefined where there is no /proc (not Linux). It counts the
 * server alone: this process's own share (the client's) is not in it.
 */
export function workerdCpuMs(root: number): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined
  const parentOf = new Map<number, number>()
  const workerd: { pid: number; ticks: number }[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // it exited meanwhile
    }
    // pid (comm) state ppid ... utime stime: fields 14 and 15, counted after the comm.
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    parentOf.set(Number(entry), Number(fields[1]))
    if (comm === 'workerd') {
      workerd.push({ pid: Number(entry), ticks: Number(fields[11]) + Number(fields[12]) })
    }
  }
  const below = (pid: number): boolean => {
    for (let p = parentOf.get(pid); p !== undefined && p > 1; p = parentOf.get(p)) {
      if (p === root) return true
    }
    return false
  }
  // Linux counts CPU time in clock ticks of 1/100 s (USER_HZ) on every common architecture.
  return workerd.filter((w) => below(w.pid)).reduce((ms, w) => ms + w.ticks * 10, 0)
}

/** Appends both output streams of the runtime to `path`. */
function toFile(path: string): (stdout: Readable, stderr: Readable) => void {
  return (stdout, stderr) => {
    const file = createWriteStream(path, { flags: 'a' })
    stdout.pipe(file, { end: false })
    stderr.pipe(file, { end: false })
  }
}

/** A JSON response. */
export interface JsonRes {
  readonly status: number
  // biome-ignore lint/suspicious/noExplicitAny: scripts read response bodies loosely
  readonly body: any
}

/** What a request may carry. */
export interface RequestOptions {
  body?: unknown
  raw?: string
  token?: string
  headers?: Record<string, string>
}

function outgoing(
  method: string,
  options: RequestOptions,
): { headers: Record<string, string>; body: string | undefined } {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`
  let body = options.raw
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['Content-Type'] ??= 'application/json'
  }
  if (method === 'GET' || method === 'HEAD') body = undefined
  return { headers, body }
}

function incoming(status: number, text: string): JsonRes {
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {}
  return { status, body: parsed }
}

/** Sends a JSON request to the server (fetch). */
export async function request(
  base: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<JsonRes> {
  const { headers, body } = outgoing(method, options)
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  })
  return incoming(res.status, await res.text())
}

const keepAlive = new Agent({ keepAlive: true })

/**
 * `request` over node:http with kept-alive connections, for timing: fetch spends about
 * 1 ms of CPU per request here, which would count in every latency and take a core's share
 * from the server, while this client spends about 0.2 ms.
 */
export function requestLean(
  base: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<JsonRes> {
  const { headers, body } = outgoing(method, options)
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body))
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method, headers, agent: keepAlive, timeout: 30_000 },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve(incoming(res.statusCode ?? 0, text)))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)))
    req.on('error', reject)
    req.end(body)
  })
}
