import { parentPort, workerData } from 'node:worker_threads'
import { type SampledExactJob, sampledExactJob } from './sampled-exact-run.ts'

// Worker thread of a sampled stud edge: each message is one up rank, answered with its sums.
const job = workerData as SampledExactJob
parentPort?.on('message', async (up: number) => {
  parentPort?.postMessage(await sampledExactJob(job, up))
})
