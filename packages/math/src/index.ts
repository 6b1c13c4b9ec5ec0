/**
 * Game math for the Felt games: the house edge, element of risk, standard deviation and
 * return table of every bet, exact where the game allows it and by seeded Monte Carlo
 * elsewhere; exact advice for one decision; self-contained HTML reports.
 *
 * @example
 * ```ts
 * import { analyze, formatAnalysis } from '@felt/math'
 *
 * const lunarSuper = await analyze({ game: 'stud-poker', ruleset: 'lunar', bet: 'super' })
 * console.log(formatAnalysis(lunarSuper)) // House edge 5.0614%, every five-card hand enumerated
 * ```
 * @packageDocumentation
 */
export {
  type AnalyzeOptions,
  analyze,
  GAMES,
  type GameInfo,
  planAnalysis,
  type SimulationPath,
} from './analyze.ts'
export { type BreakExactAdvice, breakAdvice } from './break/advise.ts'
export {
  InvalidOptionError,
  InvalidSolutionError,
  UnknownBetError,
  UnknownGameError,
  UnsupportedAnalysisError,
} from './errors.ts'
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
  formatStudAdvice,
  type StudActionValue,
  type StudAdvice,
  studAdvice,
  studAdviceAfterDraw,
  studFinalHand,
  studSecondAdvice,
} from './stud/advice/advise.ts'
export { type ForceChoice, forceChoice, forceOptionValue } from './stud/kernel/force.ts'
export { type ZeroAdvice, type ZeroAdviceQuery, zeroAdvice } from './zero/advise.ts'
export type { ZeroMathRules } from './zero/engine.ts'
export { zeroMathRules } from './zero/rules.ts'
