import { parentPort, workerData } from 'node:worker_threads'
import { breakExactPart } from './exact.ts'

// Worker thread of the exact Break Poker engine: one job = one share of the player patterns.
const { qualifier } = workerData as { qualifier: number }
parentPort?.on('message', (job: { from: number; step: number }) => {
  parentPort?.postMessage(breakExactPart(qualifier, job.from, job.step))
})
