import { parentPort, workerData } from 'node:worker_threads'
import { runUnit } from './run.ts'
import type { SimulationSpec } from './spec.ts'
import { tallyToJson } from './tally.ts'

// Worker thread of runSimulation: plays the work units it is sent, one at a time.
const spec = workerData as SimulationSpec
parentPort?.on('message', (u: { rounds: number; seed: number }) => {
  parentPort?.postMessage(tallyToJson(runUnit(spec, u.rounds, u.seed)))
})
