export type { ZeroDouble } from '@felt/zero'
export { zeroBasicDecision } from './advise.ts'
export { zeroBasicStrategies } from './tables.ts'
export type { ZeroBasicStrategy, ZeroDecision } from './types.ts'
