import { parentPort, workerData } from 'node:worker_threads'
import type { StudRules } from '@felt/stud-poker'
import { CloseCallJournal } from './close-call-journal.ts'
import { studSolvePart } from './solve.ts'

// Worker thread of a full stud strategy run: each job is one up card (a club), whether to
// keep every value, the close calls' margin and their journal's file; progress messages
// carry the work done so far, the last message the part (its values moved, not copied).
interface Job {
  up: number
  withValues: boolean
  closeCalls: number
  journal?: string
}

const rules = (workerData as { rules: StudRules }).rules
parentPort?.on('message', ({ up, withValues, closeCalls, journal }: Job) => {
  const part = studSolvePart(rules, up, {
    onProgress: (done) => parentPort?.postMessage({ up, done }),
    withValues,
    closeCalls,
    journal: CloseCallJournal.open(journal),
  })
  parentPort?.postMessage({ up, part }, part.values ? [part.values.buffer] : [])
})
