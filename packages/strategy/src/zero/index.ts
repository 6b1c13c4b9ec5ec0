/**
 * Zero basic strategy: the generated six- and eight-deck tables and the decision for a hand.
 * @example
 * ```ts
 * import { parseCard, parseCards } from '@felt/cards'
 * import { zeroBasicDecision, zeroBasicStrategies } from '@felt/strategy/zero'
 *
 * const six = zeroBasicStrategies['six-deck']!
 * console.log(zeroBasicDecision(six, parseCards('2d 4s'), parseCard('7h'))) // hit
 * ```
 * @packageDocumentation
 */
export type { ZeroDouble } from '@felt/zero'
export { UnknownStrategyError } from '../errors.ts'
export { zeroBasicDecision } from './advise.ts'
export { zeroBasicStrategies } from './tables.ts'
export type { ZeroBasicStrategy, ZeroDecision } from './types.ts'
