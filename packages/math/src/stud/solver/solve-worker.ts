import { parentPort, workerData } from 'node:worker_threads'
import type { StudRules } from '@felt/stud-poker'
import { studSolvePart } from './solve.ts'

// Worker thread of a full stud strategy run: each job is one up card (a club), whether to
// keep every value and the close calls' margin; progress messages carry the work done so far, the last message the
// part (its values moved, not copied).
const rules = (workerData as { rules: StudRules }).rules
parentPort?.on(
  'message',
  ({ up, withValues, closeCalls }: { up: number; withValues: boolean; closeCalls: number }) => {
    const part = studSolvePart(
      rules,
      up,
      (done) => parentPort?.postMessage({ up, done }),
      withValues,
      closeCalls,
    )
    parentPort?.postMessage({ up, part }, part.values ? [part.values.buffer] : [])
  },
)
