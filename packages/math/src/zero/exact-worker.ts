import { parentPort, workerData } from 'node:worker_threads'
import { ZeroEngine, type ZeroMathRules, type ZeroPolicyTables } from './engine.ts'

// Worker thread of the exact Zero engine: each job is a list of first-card point values.
const data = workerData as { rules: ZeroMathRules; tables: ZeroPolicyTables | null }
const engine = new ZeroEngine(data.rules)
engine.tables = data.tables
parentPort?.on('message', (firstCards: number[]) => {
  parentPort?.postMessage(engine.run(firstCards))
})
