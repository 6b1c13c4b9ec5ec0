import { zeroMathRules } from '../zero/rules.ts'
import { zeroBasicTables, zeroFastSimulator, zeroPackageSimulator } from '../zero/simulate.ts'
import type { SimulationSpec, Simulator } from './spec.ts'

/**
 * The simulator for a spec.
 * @throws {Error} when no simulator plays that game, path and strategy.
 */
export function createSimulator(spec: SimulationSpec): Simulator {
  if (spec.game === 'zero' && spec.path === 'fast') {
    const rules = zeroMathRules(spec.ruleset, spec.overrides)
    if (spec.strategy !== 'optimal' && spec.strategy !== 'basic')
      throw new Error(`no Zero strategy ${spec.strategy}`)
    return zeroFastSimulator(rules, spec.strategy === 'basic' ? zeroBasicTables(rules) : null)
  }
  throw new Error(`no ${spec.path} simulator for ${spec.game} / ${spec.bet} / ${spec.strategy}`)
}
