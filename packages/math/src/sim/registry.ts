import { breakPoker } from '@felt/break-poker'
import { breakOptimalInfo, breakOptimalSetting } from '@felt/strategy/break-poker'
import type { CaribbeanStrategy } from '@felt/strategy/stud-poker'
import { studPoker } from '@felt/stud-poker'
import { breakEngineSimulator } from '../break/engine-sim.ts'
import { caribbeanFastApplies, caribbeanFastSimulator } from '../stud/caribbean-fast.ts'
import { type StudStrategyName, studEngineSimulator } from '../stud/engine-sim.ts'
import { zeroMathRules } from '../zero/rules.ts'
import { zeroBasicTables, zeroFastSimulator, zeroPackageSimulator } from '../zero/simulate.ts'
import type { SimulationSpec, Simulator } from './spec.ts'

/**
 * The simulator for a spec.
 * @throws {Error} when no simulator plays that game, path and strategy.
 */
export function createSimulator(spec: SimulationSpec): Simulator {
  if (spec.game === 'zero' && spec.bet === 'main') {
    const rules = zeroMathRules(spec.ruleset, spec.overrides)
    if (spec.strategy !== 'optimal' && spec.strategy !== 'basic')
      throw new Error(`no Zero strategy ${spec.strategy}`)
    const tables = spec.strategy === 'basic' ? zeroBasicTables(rules) : null
    return spec.path === 'fast'
      ? zeroFastSimulator(rules, tables)
      : zeroPackageSimulator(spec.ruleset, spec.overrides, rules, tables)
  }
  if (spec.game === 'break-poker') {
    const rules = breakPoker.rules(spec.ruleset, spec.overrides)
    if (spec.strategy === 'house-way') return breakEngineSimulator(rules, spec.bet)
    if (rules.dealerQualifier !== breakOptimalInfo.dealerQualifier) {
      throw new Error(
        `the optimal setting table is computed for dealerQualifier ${breakOptimalInfo.dealerQualifier}`,
      )
    }
    return breakEngineSimulator(rules, spec.bet, breakOptimalSetting)
  }
  if (spec.game === 'stud-poker') {
    const rules = studPoker.rules(spec.ruleset, spec.overrides)
    if (spec.path === 'fast') {
      if (spec.bet !== 'main' || spec.strategy === 'owner' || !caribbeanFastApplies(rules)) {
        throw new Error(
          'the fast stud model plays Caribbean Stud rules (no draws, no side bets) with the Caribbean strategies; use --path engine',
        )
      }
      return caribbeanFastSimulator(rules, spec.strategy as CaribbeanStrategy)
    }
    return studEngineSimulator(rules, spec.bet, spec.strategy as StudStrategyName)
  }
  throw new Error(`no ${spec.path} simulator for ${spec.game} / ${spec.bet} / ${spec.strategy}`)
}
