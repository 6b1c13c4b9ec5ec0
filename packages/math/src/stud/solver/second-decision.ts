import type { FinalHandScorer, FinalValues } from '../kernel/final-hand.ts'
import { choose, localColex } from '../kernel/subsets.ts'

/** A second decision: 0 folds, 1 plays, 2 plays with the most insurance. */
export type SecondDecision = 0 | 1 | 2

/**
 * Every final hand's `secondCode` against one up card, by the colex rank of its local
 * cards: five-card hands, then six-card ones (`studSecondCodes` builds and caches them).
 */
export type SecondCodes = readonly [Uint8Array, Uint8Array]

/** A scored final hand's decisions in one byte: 1 + the best, plus 4 x (1 + the must-play one). */
export function secondCode(f: FinalValues): number {
  return (1 + f.best.decision) | ((1 + f.mustPlay.decision) << 2)
}

/**
 * The solver's second decision after a buy or draw, as its tables assume it: the best of
 * fold, play and insure for the final hand scored alone (every dealer completion that
 * avoids the hand and the up card; discards are not known to it). It depends only on the
 * final hand, so each hand is scored once and remembered, by the colex rank of its local
 * cards (the arrays are made lazily and their untouched pages cost no memory), or read from
 * `codes` built beforehand (every hand scored: no warm-up).
 */
export class SolverSeconds {
  private readonly known: (Uint8Array | undefined)[]
  private readonly local = new Int32Array(6)
  private scorer: FinalHandScorer | null = null

  /**
   * `up`: the up card (full deck); `makeScorer` makes its scorer when a hand is first
   * met that `codes` (if given) do not hold: with every code given, no dealer table is made.
   */
  constructor(
    private readonly up: number,
    private readonly makeScorer: () => FinalHandScorer,
    codes?: SecondCodes,
  ) {
    this.known = codes === undefined ? [undefined, undefined] : [codes[0], codes[1]]
  }

  /**
   * The decision on the final hand `hand[0..n)` (n = 5 or 6 card codes); with `mustPlay`,
   * the better of play and insure (after an Oasis switch of five). `code`: the hand's code
   * if already read from `codesOf(n)` at `indexOf(hand, n)` (0: look it up).
   */
  decide(hand: ArrayLike<number>, n: number, mustPlay: boolean, code = 0): SecondDecision {
    if (code === 0) {
      const known = this.codesOf(n)
      const index = this.indexOf(hand, n)
      code = known[index]!
      if (code === 0) {
        code = secondCode(this.scorerOf().score(hand, n, this.local, n))
        known[index] = code
      }
    }
    return (((mustPlay ? code >> 2 : code) & 3) - 1) as SecondDecision
  }

  /** Where the final hand `hand[0..n)` sits in `codesOf(n)` (its local cards' colex rank). */
  indexOf(hand: ArrayLike<number>, n: number): number {
    return localColex(hand, n, this.up, this.local)
  }

  /** The codes of the final hands of `n` cards known so far (0: not yet scored). */
  codesOf(n: number): Uint8Array {
    let known = this.known[n - 5]
    if (known === undefined) {
      known = new Uint8Array(choose(51, n))
      this.known[n - 5] = known
    }
    return known
  }

  /** The scorer of this up card (made on first use). */
  scorerOf(): FinalHandScorer {
    this.scorer ??= this.makeScorer()
    return this.scorer
  }
}
