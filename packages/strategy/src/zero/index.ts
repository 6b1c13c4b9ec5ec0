export { zeroBasicDecision, zeroPoint } from './advise.ts'
export { zeroBasicStrategies } from './tables.ts'
export type { ZeroBasicStrategy, ZeroDecision, ZeroDouble } from './types.ts'
