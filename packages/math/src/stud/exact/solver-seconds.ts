import { RAISE_MULTIPLE } from '@felt/stud-poker'
import type { FinalHandScorer } from './final-hand.ts'
import { BINOMIAL, choose } from './subsets.ts'

/** A second decision: 0 folds, 1 plays, 2 plays with the most insurance. */
export type SecondDecision = 0 | 1 | 2

/**
 * The solver's second decision after a buy or draw, as its tables assume it: the best of
 * fold, play and insure for the final hand scored alone (every dealer completion that
 * avoids the hand and the up card; discards are not known to it). It depends only on the
 * final hand, so each hand is scored once and remembered, by the colex rank of its local
 * cards (the arrays are made lazily and their untouched pages cost no memory).
 */
export class SolverSeconds {
  private readonly known: (Uint8Array | undefined)[] = [undefined, undefined]
  private readonly local = new Int32Array(6)

  constructor(readonly scorer: FinalHandScorer) {}

  /**
   * The decision on the final hand `hand[0..n)` (n = 5 or 6 card codes); with `mustPlay`,
   * the better of play and insure (after an Oasis switch of five).
   */
  decide(hand: ArrayLike<number>, n: number, mustPlay: boolean): SecondDecision {
    const table = this.scorer.table
    const local = this.local
    for (let i = 0; i < n; i++) {
      const l = table.local[hand[i]!]!
      let j = i
      while (j > 0 && local[j - 1]! > l) {
        local[j] = local[j - 1]!
        j--
      }
      local[j] = l
    }
    let index = 0
    for (let i = 0; i < n; i++) index += BINOMIAL[i + 1]![local[i]!]!
    let known = this.known[n - 5]
    if (known === undefined) {
      known = new Uint8Array(choose(table.size, n))
      this.known[n - 5] = known
    }
    let code = known[index]!
    if (code === 0) {
      const f = this.scorer.score(hand, n, local, n)
      code = (1 + decisionOf(f.best.wager)) | ((1 + decisionOf(f.mustPlay.wager)) << 2)
      known[index] = code
    }
    return (((mustPlay ? code >> 2 : code) & 3) - 1) as SecondDecision
  }
}

/** The decision a scored wager stands for: none folds, the Raise alone plays, more insures. */
export function decisionOf(wager: number): SecondDecision {
  return wager === 0 ? 0 : wager > RAISE_MULTIPLE ? 2 : 1
}
