import { parentPort, workerData } from 'node:worker_threads'
import type { StudRules } from '@felt/stud-poker'
import { buildSecondCodes } from './second-codes.ts'

// Worker thread of studSecondCodes: each job is one up card and hand size, answered with its codes.
const rules = (workerData as { rules: StudRules }).rules
parentPort?.on('message', ({ up, n }: { up: number; n: 5 | 6 }) => {
  const codes = buildSecondCodes(rules, up, n)
  parentPort?.postMessage(codes, [codes.buffer as ArrayBuffer])
})
