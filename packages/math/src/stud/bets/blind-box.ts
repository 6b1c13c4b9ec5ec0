import { forEachCanonicalHand } from '@felt/strategy/stud-poker'
import type { StudRules } from '@felt/stud-poker'
import type { Analysis } from '../../result.ts'
import { dealerTable } from '../kernel/dealer-table.ts'
import { exactStudAnalysis } from '../kernel/exact-analysis.ts'
import { FinalHandScorer, qualifyingStrength } from '../kernel/final-hand.ts'
import { SITUATIONS } from '../solver/solve-analysis.ts'

/**
 * A blind box (russian, third box on): Ante and Raise posted at the deal, no draw and no
 * fold; it may insure, and takes the most insurance when that is worth more (the only
 * choice it has). Every canonical hand against every dealer completion, exact; the dealer
 * is never forced. Returns the weighted sums [weight, value, second moment, wager].
 */
export function blindBoxSums(rules: StudRules): Float64Array {
  const out = new Float64Array(4)
  const qualify = qualifyingStrength(rules)
  const local = new Int32Array(5)
  for (let up = 0; up < 13; up++) {
    const scorer = new FinalHandScorer(rules, dealerTable(up, qualify), undefined, 'none')
    forEachCanonicalHand(up, (hand, _, size) => {
      for (let i = 0; i < 5; i++) local[i] = scorer.table.local[hand[i]!]!
      const take = scorer.score(hand, 5, local, 5).mustPlay
      const w = 4 * size
      out[0]! += w
      out[1]! += w * take.value
      out[2]! += w * take.m2
      out[3]! += w * (1 + take.wager)
    })
  }
  return out
}

/** The Analysis of a blind box (bet `blind`), per Ante. */
export function blindBoxAnalysis(
  rules: StudRules,
  info: Pick<Analysis, 'ruleset' | 'overrides'> & { readonly started: number },
): Analysis {
  const [n, v, m2, wager] = blindBoxSums(rules) as unknown as [number, number, number, number]
  const mean = v / n
  const averageWager = wager / n
  return exactStudAnalysis(
    { mean, m2: m2 / n, averageWager },
    {
      ruleset: info.ruleset,
      bet: 'blind',
      strategy: 'none',
      overrides: info.overrides,
      rounds: SITUATIONS,
      table: [
        {
          event: 'blind box: play, insured where that is worth more',
          pays: mean,
          count: n,
          probability: 1,
          return: mean,
        },
      ],
      seconds: (performance.now() - info.started) / 1000,
      threads: 1,
      notes: [
        "a blind box: Ante and Raise at the deal, no decisions but the most insurance where it is worth more; every hand and up card against every dealer completion (the other boxes' cards not seen); the dealer is never forced",
      ],
    },
  )
}
