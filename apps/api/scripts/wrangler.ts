/**
 * This app's wrangler, with the environment every script runs it with: no metrics, and
 * Felt's packages bundled from their sources (the `@felt/source` export condition, see
 * vite.shared.ts at the root) besides wrangler's own conditions. Run as a script it passes
 * its arguments on: `tsx scripts/wrangler.ts dev --port 8787`.
 */
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SOURCE_CONDITION } from '../../../vite.shared.ts'

/** The apps/api directory. */
export const API_DIR: string = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The wrangler CLI of this app. */
export const WRANGLER: string = join(API_DIR, 'node_modules', '.bin', 'wrangler')

/** The environment wrangler runs with (wrangler's default conditions follow Felt's). */
export const WRANGLER_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_BUILD_CONDITIONS: [SOURCE_CONDITION, 'workerd', 'worker', 'browser'].join(','),
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const child = spawn(WRANGLER, process.argv.slice(2), { stdio: 'inherit', env: WRANGLER_ENV })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal)
    else process.exit(code ?? 1)
  })
}
