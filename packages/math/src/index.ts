export { type AnalyzeOptions, analyze, GAMES, type GameInfo } from './analyze.ts'
export { type BreakExactAdvice, breakAdvice } from './break/advise.ts'
export { breakExact } from './break/analysis.ts'
export { type BreakExactPart, breakExactPart } from './break/exact.ts'
export { type BreakPatterns, breakPatterns, patternCards } from './break/patterns.ts'
export { formatAnalysis } from './format.ts'
export {
  analysisReport,
  REPORT_CSS,
  type ReportInput,
  reportHtml,
  type StrategyGrid,
  strategyGrids,
} from './report/index.ts'
export type { Analysis, Checkpoint, Method, ReturnRow } from './result.ts'
export {
  type RunOptions,
  runSimulation,
  runUnit,
  type SimulationTally,
  thinCheckpoints,
} from './sim/run.ts'
export type { SimulationSpec, Simulator } from './sim/spec.ts'
export {
  emptyTally,
  isMark,
  MARK_EVERY,
  mergeTally,
  record,
  type Tally,
  tallyStats,
  UnitSums,
} from './sim/tally.ts'
export {
  formatStudAdvice,
  type StudActionValue,
  type StudAdvice,
  studAdvice,
} from './stud/advise.ts'
export {
  caribbeanEvents,
  caribbeanFastApplies,
  caribbeanFastSimulator,
  caribbeanRound,
} from './stud/caribbean-fast.ts'
export { type StudStrategyName, studDecision, studEngineSimulator } from './stud/engine-sim.ts'
export {
  CARIBBEAN_EXACT_STRATEGIES,
  type CaribbeanExactStrategy,
} from './stud/exact/caribbean.ts'
export { caribbeanExact, caribbeanExactAnalysis } from './stud/exact/caribbean-analysis.ts'
export { countAgainst, type DealerTable, dealerTable } from './stud/exact/dealer-table.ts'
export { SituationSolver } from './stud/exact/situation.ts'
export type { StudSolveStrategy } from './stud/exact/solve.ts'
export { studSolveAnalysis } from './stud/exact/solve-analysis.ts'
export { type StudSolution, studSolve } from './stud/exact/solve-run.ts'
export { bonusExact, superExact } from './stud/first-five.ts'
export { TableRoundModel, tableFastSimulator } from './stud/table-fast.ts'
export { type ZeroAdvice, type ZeroAdviceQuery, zeroAdvice } from './zero/advise.ts'
export { deriveZeroBasic, rowsToTables, tablesToRows, type ZeroBasicRows } from './zero/basic.ts'
export {
  D,
  H,
  P,
  S,
  ZeroEngine,
  type ZeroMathRules,
  type ZeroPolicyTables,
} from './zero/engine.ts'
export { type ZeroStrategyName, zeroAnalysis, zeroOutcome } from './zero/exact.ts'
export { zeroMathRules } from './zero/rules.ts'
export {
  pointCounts,
  type RankCounts,
  shoeOfDecks,
  zeroPairShare,
} from './zero/shoe.ts'
