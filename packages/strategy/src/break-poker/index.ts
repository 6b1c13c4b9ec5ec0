/**
 * Break Poker settings: the optimal setting of seven cards (from the generated table) and
 * the house way.
 * @example
 * ```ts
 * import { formatCards, parseCards } from '@felt/cards'
 * import { breakOptimalSetting } from '@felt/strategy/break-poker'
 *
 * const s = breakOptimalSetting(parseCards('Jk Ac Kd Kh Qs Jc Td'))
 * console.log(formatCards(s.two), '/', formatCards(s.three), s.source) // Kd Kh / Jk Ac Qs optimal
 * ```
 * @packageDocumentation
 */
/** The house way (dealer setting and ready-made player strategy), from `@felt/break-poker`. */
export { type HouseWaySetting, houseWay } from '@felt/break-poker'
export { UnknownStrategyError } from '../errors.ts'
export {
  type BreakAdvice,
  breakOptimalFits,
  breakOptimalSetting,
  breakPatternKey,
} from './advise.ts'
export { breakOptimalDiffs, breakOptimalInfo } from './optimal-table.ts'
