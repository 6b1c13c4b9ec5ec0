import { breakPoker } from '@felt/break-poker'
import { breakOptimalFits, breakOptimalInfo, breakOptimalSetting } from '@felt/strategy/break-poker'
import {
  breakBonusAnalysis,
  breakExact,
  breakExactCached,
  breakLuckyAnalysis,
  breakMainAnalysis,
} from '../break/analysis.ts'
import { breakEngineSimulator } from '../break/engine-sim.ts'
import type { SimulationSpec } from '../sim/spec.ts'
import type { GameAnalyzer } from './analyzer.ts'
import { listedExact, noSimulator, secondsSince } from './shared.ts'

function simulationRules(spec: SimulationSpec) {
  const rules = breakPoker.rules(spec.ruleset, spec.overrides)
  if (spec.strategy === 'optimal' && !breakOptimalFits(rules)) {
    throw noSimulator(
      'break-poker',
      spec,
      `the optimal setting table is computed for dealerQualifier ${breakOptimalInfo.dealerQualifier}`,
    )
  }
  return rules
}

/** Break Poker: every bet exactly (the main bet by one cached enumeration) and simulated on the game package. */
export const breakPokerAnalyzer: GameAnalyzer = {
  info: {
    rulesets: ['standard'],
    bets: ['main', 'lucky-break', 'bonus'],
    strategies: ['house-way', 'optimal'],
    exact: ['main/house-way', 'main/optimal', 'lucky-break/*', 'bonus/*'],
    solver: [],
    paths: ['engine'],
  },
  engine(q) {
    if (!listedExact(this.info, q)) return null
    const { ruleset, overrides, bet, strategy } = q
    const rules = breakPoker.rules(ruleset, overrides)
    return {
      method: 'exact',
      async plan(cacheDir) {
        if (bet === 'bonus' || (cacheDir !== undefined && breakExactCached(rules, cacheDir)))
          return []
        return [
          {
            what: 'enumerate every Break Poker deal (house way, optimal and the Lucky Break in one run, cached after)',
            cpuSeconds: 210,
            parallel: true,
          },
        ]
      },
      async run({ threads, started, onProgress, cacheDir }) {
        const head = { ruleset, overrides, threads }
        if (bet === 'bonus')
          return breakBonusAnalysis(rules, { ...head, seconds: secondsSince(started) })
        const part = await breakExact(rules, threads, onProgress, cacheDir)
        const seconds = secondsSince(started)
        return bet === 'lucky-break'
          ? breakLuckyAnalysis(part, rules, { ...head, seconds })
          : breakMainAnalysis(part, strategy as 'house-way' | 'optimal', { ...head, seconds })
      },
    }
  },
  defaultPath: () => 'engine',
  checkSimulation(spec) {
    simulationRules(spec)
  },
  // The game package on 2 threads, load ~3: 7 k house-way rounds/s.
  simulationRate: () => 3_500,
  async simulator(spec) {
    const rules = simulationRules(spec)
    return spec.strategy === 'house-way'
      ? breakEngineSimulator(rules, spec.bet)
      : breakEngineSimulator(rules, spec.bet, breakOptimalSetting)
  },
}
