import { parentPort, workerData } from 'node:worker_threads'
import type { StudRules } from '@felt/stud-poker'
import { caribbeanExactPart } from './exact.ts'

// Worker thread of the exact Caribbean Stud engine: each job is one up card (a club).
const rules = (workerData as { rules: StudRules }).rules
parentPort?.on('message', (up: number) => {
  parentPort?.postMessage(caribbeanExactPart(rules, up))
})
