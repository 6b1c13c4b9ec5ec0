/** The house way (dealer setting and ready-made player strategy), from `@felt/break-poker`. */
export { type HouseWaySetting, houseWay } from '@felt/break-poker'
export { UnknownStrategyError } from '../errors.ts'
export { type BreakAdvice, breakOptimalSetting, breakPatternKey } from './advise.ts'
export { breakOptimalDiffs, breakOptimalInfo } from './optimal-table.ts'
