import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WRANGLER_ENV } from '../../api/scripts/wrangler.ts'
import { HANG_MS } from './harness.ts'

/** A running local API (wrangler dev on workerd). */
export interface LocalApi {
  readonly url: string
  stop(): Promise<void>
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts `wrangler dev` of apps/api on a free port, serving `assetsDir` as the Worker's
 * static assets, with fresh local storage; resolves once `GET /v1/games` answers.
 * @throws {Error} when it does not start within `timeoutMs` (its output is included).
 */
export async function startApi(
  apiDir: string,
  assetsDir: string,
  timeoutMs = HANG_MS,
): Promise<LocalApi> {
  const port = await freePort()
  const inspectorPort = await freePort()
  const state = mkdtempSync(join(tmpdir(), 'felt-page-test-'))
  const wrangler = join(apiDir, 'node_modules', '.bin', 'wrangler')
  const child: ChildProcess = spawn(
    wrangler,
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--assets',
      assetsDir,
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      // Sessions open without an operator key (the open demo), whatever a local .dev.vars says.
      '--var',
      'OPERATOR_KEY:',
      '--var',
      'DEMO_MODE:open',
      '--var',
      'SESSION_ID_SECRET:page-test-session-id-secret',
    ],
    {
      cwd: apiDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // The API's own wrangler environment: Felt's packages bundled from their sources, so the
      // tests need no package build.
      env: { ...WRANGLER_ENV, CI: '1', NO_COLOR: '1' },
    },
  )
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const url = `http://127.0.0.1:${port}`
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }
    }
    rmSync(state, { recursive: true, force: true })
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const res = await fetch(`${url}/v1/games`)
      if (res.ok) return { url, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`wrangler dev did not start within ${timeoutMs} ms:\n${output.slice(-3000)}`)
}
