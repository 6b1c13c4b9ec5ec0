import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

/**
 * Starts the audit worker thread. From source (`.ts`, run by tsx or vitest) the worker is
 * loaded with tsx's loader; from the build it is the bundled `dist/audit/worker.js` entry.
 * (The same way `@felt/math` starts its workers.)
 */
export function spawnAuditWorker(workerData: unknown): Worker {
  const fromSource = import.meta.url.endsWith('.ts')
  // From source this file is src/audit/spawn.ts; built, it sits in a chunk at dist/.
  const url = new URL(fromSource ? './worker.ts' : './audit/worker.js', import.meta.url)
  if (!fromSource) return new Worker(url, { workerData })
  // Node 20 does not apply `--import` loaders to workers: a data: module registers
  // tsx's ESM hooks inside the worker, then imports the TypeScript entry.
  const pkg = createRequire(import.meta.url).resolve('tsx/package.json')
  const api = pathToFileURL(join(dirname(pkg), 'dist/esm/api/index.mjs')).href
  const boot = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(url.href)})`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData })
}
