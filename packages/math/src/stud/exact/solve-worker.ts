import { parentPort, workerData } from 'node:worker_threads'
import type { StudRules } from '@felt/stud-poker'
import { studSolvePart } from './solve.ts'

// Worker thread of a full stud strategy run: each job is one up card (a club); progress
// messages carry the hands done so far, the last message the part.
const rules = (workerData as { rules: StudRules }).rules
parentPort?.on('message', (up: number) => {
  const part = studSolvePart(rules, up, (done) => parentPort?.postMessage({ up, done }))
  parentPort?.postMessage({ up, part })
})
