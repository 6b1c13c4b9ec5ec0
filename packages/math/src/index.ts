export type { Analysis, Method, ReturnRow } from './result.ts'
export { type RunOptions, runSimulation, runUnit } from './sim/run.ts'
export type { SimulationSpec, Simulator } from './sim/spec.ts'
export { emptyTally, mergeTally, record, type Tally, tallyStats } from './sim/tally.ts'
export { deriveZeroBasic, rowsToTables, tablesToRows, type ZeroBasicRows } from './zero/basic.ts'
export {
  D,
  H,
  P,
  S,
  type ZeroDoubleRule,
  ZeroEngine,
  type ZeroMathRules,
  type ZeroPolicyTables,
} from './zero/engine.ts'
export { type ZeroStrategyName, zeroAnalysis, zeroOutcome } from './zero/exact.ts'
export {
  pointCounts,
  pointOfRank,
  type RankCounts,
  shoeOfDecks,
  zeroPairShare,
} from './zero/shoe.ts'
