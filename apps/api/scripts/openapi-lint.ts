/**
 * Lints the OpenAPI document the Worker serves with Redocly's recommended rules
 * (`redocly lint --extends recommended`, from the pinned dev dependency @redocly/cli): the
 * document is built from the app's routes, written to a temporary file, and linted there.
 * Part of `pnpm test`, as `--bundle dist`: it serves the bundle the bundle-size check has just
 * built there instead of running `wrangler deploy --dry-run` a second time; alone
 * (`pnpm lint:openapi`) it builds its own.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { API_DIR, startBundle } from './server.ts'

const { bundle } = parseArgs({ options: { bundle: { type: 'string' } } }).values
const dir = await mkdtemp(join(tmpdir(), 'felt-openapi-'))
const server = await startBundle(join(dir, 'state'), {
  ...(bundle === undefined ? {} : { built: join(API_DIR, bundle) }),
})
try {
  const res = await fetch(`${server.base}/openapi.json`)
  if (!res.ok) throw new Error(`GET /openapi.json: ${res.status}`)
  const file = join(dir, 'openapi.json')
  await writeFile(file, await res.text())
  const { stdout, stderr } = await promisify(execFile)(
    join(API_DIR, 'node_modules', '.bin', 'redocly'),
    ['lint', '--extends', 'recommended', '--format', 'stylish', file],
    {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  ).catch((err: { stdout?: string; stderr?: string }) => {
    console.error(err.stdout ?? '', err.stderr ?? '')
    process.exit(1)
  })
  const out = `${stdout}${stderr}`.trim()
  console.log(out)
  // Rule warnings fail too: the document keeps to every recommended rule. (Redocly's notice
  // that Node 20 support is ending is not about the document.)
  if (/^\s*\d+:\d+\s+warning\b/m.test(out)) process.exit(1)
} finally {
  await server.stop()
  await rm(dir, { recursive: true, force: true })
}
