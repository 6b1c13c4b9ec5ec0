import { parentPort, workerData } from 'node:worker_threads'
import type { StudRules } from '@felt/stud-poker'
import { studSolvePart } from './solve.ts'

// Worker thread of a full stud strategy run: each job is one up card (a club), and whether
// to keep every value; progress messages carry the work done so far, the last message the
// part (its values moved, not copied).
const rules = (workerData as { rules: StudRules }).rules
parentPort?.on('message', ({ up, withValues }: { up: number; withValues: boolean }) => {
  const part = studSolvePart(rules, up, (done) => parentPort?.postMessage({ up, done }), withValues)
  parentPort?.postMessage({ up, part }, part.values ? [part.values.buffer] : [])
})
