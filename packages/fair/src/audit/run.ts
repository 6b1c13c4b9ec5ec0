import { tallyRange } from './range.ts'
import { spawnAuditWorker } from './spawn.ts'
import { type AuditSpec, tallyShape } from './spec.ts'
import { type AuditTally, emptyTally, mergeTally } from './tally.ts'

/** Nonces per job: small enough for a steady progress bar, large enough to amortise messages. */
export const JOB_SHUFFLES = 8192

/** How an audit runs (none of it changes the result). */
export interface RunOptions {
  /** Worker threads; 0 runs in this thread. */
  readonly threads: number
  /** Called after each finished job with the shuffles done so far. */
  readonly onProgress?: (done: number, total: number) => void
}

/**
 * Tallies the shuffles of nonces 0 .. spec.shuffles - 1: in ranges of `JOB_SHUFFLES` on
 * worker threads, merged in nonce order, so the tally is the same for any thread count.
 */
export async function runAudit(spec: AuditSpec, options: RunOptions): Promise<AuditTally> {
  const jobs: { from: number; to: number }[] = []
  for (let from = 0; from < spec.shuffles; from += JOB_SHUFFLES) {
    jobs.push({ from, to: Math.min(spec.shuffles, from + JOB_SHUFFLES) })
  }
  const results: (AuditTally | undefined)[] = new Array(jobs.length)
  const total = emptyTally(tallyShape(spec.cards))
  let merged = 0
  let done = 0
  const finish = (index: number, tally: AuditTally): void => {
    results[index] = tally
    done += jobs[index]!.to - jobs[index]!.from
    // Merge in order as soon as possible, so memory holds only out-of-order results.
    while (merged < jobs.length && results[merged]) {
      mergeTally(total, results[merged]!)
      results[merged++] = undefined
    }
    options.onProgress?.(done, spec.shuffles)
  }
  if (options.threads <= 0) {
    for (const [i, job] of jobs.entries()) finish(i, tallyRange(spec, job.from, job.to))
    return total
  }
  await new Promise<void>((resolve, reject) => {
    let next = 0
    let running = Math.max(1, Math.min(options.threads, jobs.length))
    let failed = false
    for (let t = running; t > 0; t--) {
      const worker = spawnAuditWorker(spec)
      let current = -1
      const take = (): void => {
        if (next < jobs.length && !failed) {
          current = next++
          worker.postMessage(jobs[current])
        } else {
          void worker.terminate()
          if (--running === 0 && !failed) resolve()
        }
      }
      worker.on('message', (tally: AuditTally) => {
        finish(current, tally)
        take()
      })
      worker.on('error', (e) => {
        failed = true
        reject(e)
      })
      take()
    }
  })
  return total
}
