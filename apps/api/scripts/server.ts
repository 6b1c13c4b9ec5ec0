/**
 * Starts and stops `wrangler dev` on 127.0.0.1 for the end-to-end and load scripts, and
 * a tiny JSON client. Only loopback addresses are ever contacted.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The apps/api directory. */
export const API_DIR: string = join(dirname(fileURLToPath(import.meta.url)), '..')

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
}

/**
 * Starts `wrangler dev` on `port` (127.0.0.1) persisting to `persistTo`, and waits until
 * `/health` answers (at most `timeoutMs`).
 */
export async function startDev(
  port: number,
  persistTo: string,
  timeoutMs = 90_000,
): Promise<DevServer> {
  const child: ChildProcess = spawn(
    join(API_DIR, 'node_modules', '.bin', 'wrangler'),
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
    ],
    {
      cwd: API_DIR,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
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
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`)
    if (await healthy(base)) return { base, port, stop }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`wrangler dev did not answer within ${timeoutMs} ms:\n${log}`)
}

/** A JSON response. */
export interface JsonRes {
  readonly status: number
  // biome-ignore lint/suspicious/noExplicitAny: scripts read response bodies loosely
  readonly body: any
}

/** Sends a JSON request to the server. */
export async function request(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonRes> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`
  let body = options.raw
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['Content-Type'] ??= 'application/json'
  }
  if (method === 'GET' || method === 'HEAD') body = undefined
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {}
  return { status: res.status, body: parsed }
}
