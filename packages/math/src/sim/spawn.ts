import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

/**
 * Starts a worker thread on module `name`, a path under `src/` without extension
 * (`sim/worker`). From source (`.ts`, run by tsx or vitest) the worker is loaded with
 * tsx's loader; from the build it is the bundled `dist/<name>.js` entry.
 */
export function spawnWorker(name: string, workerData: unknown): Worker {
  const fromSource = import.meta.url.endsWith('.ts')
  // From source this file is src/sim/spawn.ts; built, it sits in a chunk at dist/.
  const url = new URL(fromSource ? `../${name}.ts` : `./${name}.js`, import.meta.url)
  if (!fromSource) return new Worker(url, { workerData })
  // Node 20 does not apply `--import` loaders to workers: a data: module registers
  // tsx's ESM hooks inside the worker, then imports the TypeScript entry.
  const pkg = createRequire(import.meta.url).resolve('tsx/package.json')
  const api = pathToFileURL(join(dirname(pkg), 'dist/esm/api/index.mjs')).href
  const boot = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(url.href)})`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData })
}

/**
 * Runs `jobs` on up to `threads` workers of module `name` (see spawnWorker), one job per message; the
 * worker answers each job with one message. Resolves with the answers in job order. A worker's
 * error stops every worker at once (a job under way is dropped, `onDone` called no more) and
 * then rejects with it.
 */
export function runJobs<J, R>(
  name: string,
  workerData: unknown,
  jobs: readonly J[],
  threads: number,
  onDone?: (index: number, result: R) => void,
): Promise<R[]> {
  const results: R[] = new Array(jobs.length)
  let nextJob = 0
  const n = Math.max(1, Math.min(threads, jobs.length))
  return new Promise((resolve, reject) => {
    let running = n
    let failed = false
    const workers: Worker[] = []
    for (let i = 0; i < n; i++) {
      const w = spawnWorker(name, workerData)
      workers.push(w)
      let current = -1
      const next = (): void => {
        if (nextJob < jobs.length) {
          current = nextJob++
          w.postMessage(jobs[current])
        } else {
          void w.terminate()
          if (--running === 0) resolve(results)
        }
      }
      w.on('message', (m: R) => {
        if (failed) return
        results[current] = m
        onDone?.(current, m)
        next()
      })
      w.on('error', (e) => {
        if (failed) return
        failed = true
        void Promise.all(workers.map((x) => x.terminate())).then(() => reject(e))
      })
      next()
    }
  })
}
