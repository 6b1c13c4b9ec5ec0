import { zero } from '@felt/zero'
import type { SimulationSpec } from '../sim/spec.ts'
import { zeroAnalysis, zeroOutcome } from '../zero/exact.ts'
import { zeroPayoutsAnalysis } from '../zero/payouts.ts'
import { zeroMathRules } from '../zero/rules.ts'
import { zeroBasicTables, zeroFastSimulator, zeroPackageSimulator } from '../zero/simulate.ts'
import type { GameAnalyzer } from './analyzer.ts'
import { listedExact, noSimulator, secondsSince } from './shared.ts'

const NOTES = {
  optimal:
    'optimal: every decision maximises the expected value of the hand being played given every card seen (player cards, up card, and for a split the other hand); exact card removal',
  basic: 'basic: total-dependent tables of @felt/strategy/zero; exact card removal',
}

function checkSpec(spec: SimulationSpec): void {
  if (spec.bet !== 'main') throw noSimulator('zero', spec)
}

/** Zero: the main bet exactly (optimal and basic strategy) and simulated, Zero Payouts exactly. */
export const zeroAnalyzer: GameAnalyzer = {
  info: {
    rulesets: ['six-deck', 'eight-deck'],
    bets: ['main', 'zero-payouts'],
    strategies: ['optimal', 'basic'],
    exact: ['main/optimal', 'main/basic', 'zero-payouts/*'],
    solver: [],
    paths: ['engine', 'fast'],
  },
  betAliases: { zero: 'main' },
  engine(q) {
    if (!listedExact(this.info, q)) return null
    const { ruleset, overrides, strategy } = q
    if (q.bet === 'zero-payouts') {
      const rules = zero.rules(ruleset, overrides)
      return {
        method: 'exact',
        plan: async () => [],
        run: async ({ started }) =>
          zeroPayoutsAnalysis(rules, { ruleset, overrides, seconds: secondsSince(started) }),
      }
    }
    const rules = zeroMathRules(ruleset, overrides)
    return {
      method: 'exact',
      plan: async () => [
        {
          what: `enumerate every Zero hand of ${ruleset} (${strategy})`,
          cpuSeconds: 5,
          parallel: true,
        },
      ],
      async run({ threads, started }) {
        const tables = strategy === 'basic' ? zeroBasicTables(rules) : null
        const out = await zeroOutcome(rules, tables, threads)
        return zeroAnalysis(out, rules, {
          ruleset,
          strategy,
          overrides,
          threads,
          seconds: secondsSince(started),
          notes: [strategy === 'optimal' ? NOTES.optimal : NOTES.basic],
        })
      },
    }
  },
  defaultPath: () => 'engine',
  checkSimulation(spec) {
    checkSpec(spec)
    zeroMathRules(spec.ruleset, spec.overrides)
  },
  // The game package on 2 threads, load ~3: 39 k basic-strategy rounds/s; the fast model is not timed.
  simulationRate: (spec) => (spec.path === 'engine' ? 20_000 : undefined),
  async simulator(spec) {
    checkSpec(spec)
    const rules = zeroMathRules(spec.ruleset, spec.overrides)
    const tables = spec.strategy === 'basic' ? zeroBasicTables(rules) : null
    return spec.path === 'fast'
      ? zeroFastSimulator(rules, tables)
      : zeroPackageSimulator(spec.ruleset, spec.overrides, rules, tables)
  },
}
