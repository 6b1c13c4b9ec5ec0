/**
 * Oversized request bodies over real HTTP (node:http, 127.0.0.1 only): each case must get
 * its 413 `PAYLOAD_TOO_LARGE`, and the server must then answer the next requests of other
 * clients (`GET /health`, `POST /v1/sessions/<id>/deal` with a bad token) at once.
 *
 * `pnpm oversize` runs it against `wrangler dev` and against the deploy bundle on workerd
 * (Miniflare, no dev proxy), each on fresh state; `pnpm e2e` and `pnpm load` run it too.
 */
import { Agent, request as httpRequest } from 'node:http'

/** One oversized request: its size, and whether it says so up front (Content-Length). */
export interface OversizeCase {
  readonly name: string
  readonly bytes: number
  readonly chunked: boolean
}

/** The cases: over the 16 KiB limit, and over the 1 MiB the Worker once drained. */
export const OVERSIZE_CASES: readonly OversizeCase[] = [
  { name: 'chunked 40 KB', bytes: 40_000, chunked: true },
  { name: 'Content-Length 20 KB', bytes: 20_000, chunked: false },
  { name: 'Content-Length 2 MiB', bytes: 2 * 1024 * 1024, chunked: false },
  { name: 'chunked 2 MiB', bytes: 2 * 1024 * 1024, chunked: true },
]

/** What one case gave: the oversized request's answer and the next requests' answers. */
export interface OversizeResult {
  readonly name: string
  /** The status of the oversized request, or the error the client saw. */
  readonly status: number | string
  readonly code?: string
  /** Statuses (or errors) of the requests sent right after, each on a new connection. */
  readonly after: (number | string)[]
  readonly ok: boolean
}

function send(
  base: string,
  method: string,
  path: string,
  body: { bytes: number; chunked: boolean } | undefined,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (body && !body.chunked) headers['Content-Length'] = String(body.bytes)
    const req = httpRequest(
      `${base}${path}`,
      { method, headers, agent: new Agent({ keepAlive: false }), timeout: timeoutMs },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)))
    req.on('error', reject)
    if (!body) return void req.end()
    // A JSON string of `bytes` bytes, written in 16 KiB chunks (chunked: no length given).
    const chunk = 'x'.repeat(16 * 1024)
    let left = body.bytes
    const write = (): void => {
      while (left > 0) {
        const part = left > chunk.length ? chunk : chunk.slice(0, left)
        left -= part.length
        if (!req.write(part)) return void req.once('drain', write)
      }
      req.end()
    }
    write()
  })
}

async function outcome(p: Promise<{ status: number; text: string }>): Promise<number | string> {
  try {
    return (await p).status
  } catch (err) {
    return (err as Error).message
  }
}

/**
 * Sends each case to `POST /v1/sessions/<id>/deal`, then two requests of another client.
 * A case passes when it got 413 and both later requests were answered (200 and 401) in time.
 */
export async function checkOversize(base: string, timeoutMs = 10_000): Promise<OversizeResult[]> {
  const results: OversizeResult[] = []
  const path = `/v1/sessions/${'0'.repeat(64)}/deal`
  for (const c of OVERSIZE_CASES) {
    let status: number | string
    let code: string | undefined
    try {
      const res = await send(base, 'POST', path, c, timeoutMs)
      status = res.status
      code = (JSON.parse(res.text) as { error?: { code?: string } }).error?.code
    } catch (err) {
      status = (err as Error).message
    }
    const after = [
      await outcome(send(base, 'GET', '/health', undefined, timeoutMs)),
      await outcome(send(base, 'POST', '/v1/sessions', { bytes: 0, chunked: false }, timeoutMs)),
    ]
    const ok =
      status === 413 &&
      code === 'PAYLOAD_TOO_LARGE' &&
      after.every((s) => typeof s === 'number' && s < 500)
    results.push({ name: c.name, status, ...(code ? { code } : {}), after, ok })
  }
  return results
}

/** One line per case. */
export function oversizeReport(results: readonly OversizeResult[]): string {
  return results
    .map(
      (r) =>
        `   ${r.name}: ${r.status}${r.code ? ` ${r.code}` : ''}, then ${r.after.join(', ')} -> ${r.ok ? 'PASS' : 'FAIL'}`,
    )
    .join('\n')
}

async function main(): Promise<void> {
  const { mkdtemp, rm } = await import('node:fs/promises')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const { freePort, startBundle, startDev } = await import('./server.ts')
  let failed = 0
  for (const kind of ['wrangler dev', 'deploy bundle'] as const) {
    const state = await mkdtemp(join(tmpdir(), 'felt-oversize-'))
    const server =
      kind === 'wrangler dev' ? await startDev(await freePort(), state) : await startBundle(state)
    try {
      const results = await checkOversize(server.base)
      failed += results.filter((r) => !r.ok).length
      console.log(`oversized bodies against ${kind} (${server.base}):\n${oversizeReport(results)}`)
    } finally {
      await server.stop()
      await rm(state, { recursive: true, force: true })
    }
  }
  if (failed > 0) throw new Error(`${failed} oversize cases failed`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
