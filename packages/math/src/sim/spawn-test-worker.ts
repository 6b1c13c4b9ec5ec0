import { parentPort, workerData } from 'node:worker_threads'

// Worker of spawn.test.ts. Flags (Int32Array on workerData): [0] a 'wait' job has begun,
// [1] 'wait' jobs may answer. 'fail' throws once a 'wait' job has begun, 'wait' answers
// when released, anything else at once.
const flags = new Int32Array(workerData as SharedArrayBuffer)
parentPort?.on('message', (job: string) => {
  if (job === 'fail') {
    Atomics.wait(flags, 0, 0)
    throw new Error('the unit failed')
  }
  if (job === 'wait') {
    Atomics.store(flags, 0, 1)
    Atomics.notify(flags, 0)
    Atomics.wait(flags, 1, 0)
  }
  parentPort?.postMessage(job)
})
