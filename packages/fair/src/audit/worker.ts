import { parentPort, workerData } from 'node:worker_threads'
import { tallyRange } from './range.ts'
import type { AuditSpec } from './spec.ts'

// Worker thread of runAudit: one range of nonces per message, answered with its tally.
const spec = workerData as AuditSpec
parentPort?.on('message', (job: { from: number; to: number }) => {
  const tally = tallyRange(spec, job.from, job.to)
  parentPort?.postMessage(tally)
})
