import { canonicalDeck } from '@felt/cards'
import { zeroBasicStrategies } from '@felt/strategy/zero'
import { zero } from '@felt/zero'
import type { Simulator } from '../sim/spec.ts'
import { record, UnitSums } from '../sim/tally.ts'
import { deriveZeroBasic, rowsToTables } from './basic.ts'
import { paysOf, ZeroEngine, type ZeroMathRules, type ZeroPolicyTables } from './engine.ts'
import { zeroEvents } from './events.ts'
import { playZeroPackageRound } from './package-round.ts'
import { playZeroRound } from './round.ts'

/**
 * The basic-strategy tables for `rules`: the committed table of `@felt/strategy/zero`
 * when one was generated for the same shoe, double rule and split totals, else derived now.
 */
export function zeroBasicTables(rules: ZeroMathRules): ZeroPolicyTables {
  const decks = (rules.ranks[0] ?? 0) / 4
  const uniform = rules.ranks.every((c) => c === rules.ranks[0])
  for (const s of Object.values(zeroBasicStrategies)) {
    if (uniform && s.decks === decks && s.double === rules.double) {
      const tables = rowsToTables(s)
      if (tables.splitTotals.join() === rules.splitTotals.join()) return tables
    }
  }
  return deriveZeroBasic(rules)
}

/**
 * Fast Monte Carlo model of Zero: each round deals the first twelve cards of a freshly
 * shuffled shoe (a partial Fisher-Yates shuffle, as good as a full one for the cards it
 * reaches) and plays them with `playZeroRound`. Checked against the exact engine.
 */
export function zeroFastSimulator(
  rules: ZeroMathRules,
  tables: ZeroPolicyTables | null,
): Simulator {
  const engine = new ZeroEngine(rules)
  engine.tables = tables
  const shoe: number[] = []
  rules.ranks.forEach((c, r) => {
    for (let i = 0; i < c; i++) shoe.push(r)
  })
  const n = shoe.length
  const initial = shoe.slice()
  const events = zeroEvents(rules.zeroPairPays)
  const pays = paysOf(rules.zeroPairPays)
  return {
    chunkSize: 50_000,
    run(rounds, random, tally) {
      // Every work unit starts from the canonical order (see caribbean-fast.ts).
      shoe.splice(0, n, ...initial)
      const sums = new UnitSums(tally)
      for (let k = 0; k < rounds; k++) {
        for (let i = 0; i < 12; i++) {
          const j = i + random(n - i)
          const t = shoe[i]!
          shoe[i] = shoe[j]!
          shoe[j] = t
        }
        const r = playZeroRound(shoe, engine)
        record(tally, events[r.event]!.event, pays[r.event]!)
        sums.add(pays[r.event]!)
        tally.wagered += r.staked
      }
      tally.rounds += rounds
    },
  }
}

/**
 * Monte Carlo over the real `@felt/zero` game (deal, act, settle: the code the API runs),
 * with decisions from the exact engine's tables or optimal play. Each round shuffles the
 * first twelve positions of the shoe (enough for any round) by partial Fisher-Yates.
 */
export function zeroPackageSimulator(
  ruleset: string,
  overrides: Readonly<Record<string, unknown>>,
  rules: ZeroMathRules,
  tables: ZeroPolicyTables | null,
): Simulator {
  const gameRules = zero.rules(ruleset, overrides)
  const engine = new ZeroEngine(rules)
  engine.tables = tables
  const shoe = canonicalDeck(gameRules.decks)
  const initial = shoe.slice()
  const n = shoe.length
  const events = zeroEvents(rules.zeroPairPays)
  const pays = paysOf(rules.zeroPairPays)
  return {
    chunkSize: 10_000,
    run(rounds, random, tally) {
      for (let i = 0; i < n; i++) shoe[i] = initial[i]!
      const sums = new UnitSums(tally)
      for (let k = 0; k < rounds; k++) {
        for (let i = 0; i < 12; i++) {
          const j = i + random(n - i)
          const t = shoe[i]!
          shoe[i] = shoe[j]!
          shoe[j] = t
        }
        const r = playZeroPackageRound(shoe, gameRules, engine)
        record(tally, events[r.event]!.event, pays[r.event]!)
        sums.add(pays[r.event]!)
        tally.wagered += r.staked
      }
      tally.rounds += rounds
    },
  }
}
