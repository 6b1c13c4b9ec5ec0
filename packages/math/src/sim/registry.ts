import { breakPoker } from '@felt/break-poker'
import { breakOptimalInfo, breakOptimalSetting } from '@felt/strategy/break-poker'
import type { CaribbeanStrategy } from '@felt/strategy/stud-poker'
import {
  STUD_TABLE_RULESETS,
  type StudTableRuleset,
  studTableRows,
} from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'
import { breakEngineSimulator } from '../break/engine-sim.ts'
import { caribbeanFastApplies, caribbeanFastSimulator } from '../stud/caribbean-fast.ts'
import { type StudStrategyName, studEngineSimulator } from '../stud/engine-sim.ts'
import { tableFastSimulator } from '../stud/table-fast.ts'
import { zeroMathRules } from '../zero/rules.ts'
import { zeroBasicTables, zeroFastSimulator, zeroPackageSimulator } from '../zero/simulate.ts'
import type { SimulationSpec, Simulator } from './spec.ts'

/**
 * The simulator for a spec (async: a strategy table may have to be loaded).
 * @throws {Error} when no simulator plays that game, path and strategy.
 */
export async function createSimulator(spec: SimulationSpec): Promise<Simulator> {
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
    if (spec.path === 'fast' && spec.strategy === 'optimal') {
      const ruleset = spec.ruleset as StudTableRuleset
      if (!STUD_TABLE_RULESETS.includes(ruleset) || Object.keys(spec.overrides).length > 0)
        throw new Error('the fast table model plays the stock rule sets with strategy tables')
      if (spec.bet !== 'main' && spec.bet !== 'total')
        throw new Error('the fast table model plays the main bet and the total')
      return tableFastSimulator(rules, await studTableRows(ruleset), spec.bet)
    }
    if (spec.path === 'fast') {
      if (spec.bet !== 'main' || spec.strategy === 'owner' || !caribbeanFastApplies(rules)) {
        throw new Error(
          'the fast stud model plays Caribbean Stud rules with the Caribbean strategies, or a stock rule set with its optimal table; use --path engine',
        )
      }
      return caribbeanFastSimulator(rules, spec.strategy as CaribbeanStrategy)
    }
    if (spec.strategy === 'optimal')
      throw new Error(
        'the optimal stud strategy is simulated on the fast table model (--path fast)',
      )
    return studEngineSimulator(rules, spec.bet, spec.strategy as StudStrategyName)
  }
  throw new Error(`no ${spec.path} simulator for ${spec.game} / ${spec.bet} / ${spec.strategy}`)
}
