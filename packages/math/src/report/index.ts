import type { Analysis } from '../result.ts'
import { type ReportInput, reportHtml } from './html.ts'
import { strategyGrids } from './strategy.ts'

export { commandLine } from './command.ts'
export { convergenceChart } from './convergence.ts'
export {
  distributionChart,
  isNetDistribution,
  type NetBar,
  netDistribution,
} from './distribution.ts'
export { type GridAction, type GridCell, gridChart, type StrategyGrid } from './grid.ts'
export { REPORT_CSS, type ReportInput, reportHtml } from './html.ts'
export { strategyGrids } from './strategy.ts'

/**
 * The HTML report of an analysis with the strategy charts of its strategy (computed from
 * the strategy tables: up to a few seconds for a stud table).
 */
export async function analysisReport(
  analysis: Analysis,
  meta: Omit<ReportInput, 'analysis' | 'grids'> = {},
): Promise<string> {
  return reportHtml({ ...meta, analysis, grids: await strategyGrids(analysis) })
}
