import { parentPort, workerData } from 'node:worker_threads'
import { seededRandom } from '@felt/cards'
import { createSimulator } from './registry.ts'
import type { SimulationSpec } from './spec.ts'
import { emptyTally, tallyToJson } from './tally.ts'

// Worker thread of runSimulation: one simulator for the whole run (its set-up, e.g. the
// optimal Zero decisions, is paid once); every work unit starts from the canonical deck.
const simulator = createSimulator(workerData as SimulationSpec)
parentPort?.on('message', async (u: { rounds: number; seed: number }) => {
  const tally = emptyTally()
  ;(await simulator).run(u.rounds, seededRandom(u.seed), tally)
  parentPort?.postMessage(tallyToJson(tally))
})
