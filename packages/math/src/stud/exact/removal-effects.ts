import type { FinalValues } from './final-hand.ts'

/** Which decision of `FinalValues` each channel of the solver's sums follows (0, 1, 2). */
export const CHANNEL_VALUES = ['best', 'owner', 'mustPlay'] as const

/**
 * The first-order effects of removal behind the solver's draws (`SituationSolver`, draws
 * `'first-order'`). A draw's final hands are tabulated as if the discards could still be the
 * dealer's; the effect of a card x on a final hand F is how much F's value changes, its
 * second decision kept (the one made on F alone), when x too is out of the dealer's cards.
 * Summing the effects of each discard is the draw's value to first order; what is left
 * out is the joint effect of two or more discards (measured: README, Results).
 *
 * Per channel, `sums[row * size + x]` is the sum of x's effect over the final hands that
 * hold the subset of cards `row` (at most four, ranked as the solver ranks subsets) and not
 * x, so a draw's correction comes by inclusion-exclusion over its discards, like its sums.
 */
export class RemovalEffects {
  /** Per channel (best, owner's, must play): the tabulated effects, or empty where unused. */
  private readonly sums: Float64Array[]
  /** One final hand's effect of each local card, per channel. */
  private readonly effect: Float64Array[]
  private readonly removed = new Int32Array(6)
  /** Per channel, one final hand's decision on the hand alone and its value. */
  private readonly decision = new Int32Array(3)
  private readonly base = new Float64Array(3)

  constructor(
    /** Cards besides the up card. */
    readonly size: number,
    /** Subsets of at most four cards (the rows). */
    rows: number,
    readonly used: readonly boolean[],
  ) {
    this.sums = used.map((u) => new Float64Array(u ? rows * size : 0))
    this.effect = used.map(() => new Float64Array(size))
  }

  /**
   * Adds the final hand of local cards `local[0..5)` (ascending): `f` its values scored
   * alone, `without(x, seen)` its values with the local card x out of the dealer's cards too
   * (`seen`: the six sorted), `idx[mask]` the row of each subset of its cards.
   */
  add(
    f: FinalValues,
    local: Int32Array,
    idx: Float64Array,
    without: (x: number, seen: Int32Array) => FinalValues,
  ): void {
    // The decisions made on the hand alone, and what they are worth; folding is worth -1
    // whatever the dealer holds, so a channel that folds has no effects.
    let any = false
    const { decision, base } = this
    for (let ch = 0; ch < 3; ch++) {
      decision[ch] = 0
      if (!this.used[ch]) continue
      const d = f[CHANNEL_VALUES[ch]!].decision
      decision[ch] = d
      base[ch] = d === 1 ? f.play.value : d === 2 ? f.insured.value : 0
      if (d !== 0) any = true
    }
    if (!any) return
    const removed = this.removed
    let below = 0
    for (let x = 0; x < this.size; x++) {
      if (below < 5 && local[below] === x) {
        below++
        for (let ch = 0; ch < 3; ch++) this.effect[ch]![x] = 0
        continue
      }
      for (let i = 0; i < below; i++) removed[i] = local[i]!
      removed[below] = x
      for (let i = below; i < 5; i++) removed[i + 1] = local[i]!
      const g = without(x, removed)
      for (let ch = 0; ch < 3; ch++) {
        const d = decision[ch]
        if (d === 0) continue
        this.effect[ch]![x] = (d === 1 ? g.play.value : g.insured.value) - base[ch]!
      }
    }
    const n = this.size
    for (let ch = 0; ch < 3; ch++) {
      if (decision[ch] === 0) continue
      const sums = this.sums[ch]!
      const e = this.effect[ch]!
      // Every subset but the whole hand: a row holds at most four cards.
      for (let m = 0; m < 31; m++) {
        const o = idx[m]! * n
        for (let x = 0; x < n; x++) sums[o + x]! += e[x]!
      }
    }
  }

  /**
   * The first-order correction to the summed values of the draw of mask `x` (bits of the
   * hand's five cards, `local` their local indices, `idx[mask]` the row of each subset):
   * for each discard j, the effects of j summed over the final hands that keep the other
   * cards and hold no discard, by inclusion-exclusion over the other discards.
   */
  correction(channel: number, local: Int32Array, idx: Float64Array, x: number): number {
    const sums = this.sums[channel]!
    const n = this.size
    const keep = 31 & ~x
    let total = 0
    for (let j = 0; j < 5; j++) {
      if (!((x >> j) & 1)) continue
      const card = local[j]!
      const rest = x & ~(1 << j)
      for (let u = rest; ; u = (u - 1) & rest) {
        const v = sums[idx[keep | u]! * n + card]!
        total += popcountOdd(u) ? -v : v
        if (u === 0) break
      }
    }
    return total
  }
}

function popcountOdd(x: number): boolean {
  let odd = false
  for (let y = x; y > 0; y &= y - 1) odd = !odd
  return odd
}
