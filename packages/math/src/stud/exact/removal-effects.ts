import type { DealerTable } from './dealer-table.ts'
import type { FinalValues } from './final-hand.ts'
import { BINOMIAL, choose } from './subsets.ts'

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
  /** Per twin class, the local card whose effects one final hand computed (-1: none yet). */
  private readonly computed = new Int32Array(26)
  /** Where the subsets of each size start among the rows (`offsets[k]`, k = 0..5). */
  private readonly offsets: Float64Array

  constructor(
    /** Cards besides the up card. */
    readonly size: number,
    /**
     * Per local card, its twin class: cards of one class have the same effect on every final
     * hand that holds neither (`twinClasses`).
     */
    private readonly classes: Int32Array,
    readonly used: readonly boolean[],
  ) {
    this.offsets = new Float64Array(6)
    for (let k = 1; k <= 5; k++) this.offsets[k] = this.offsets[k - 1]! + choose(size, k - 1)
    const rows = this.offsets[5]!
    this.sums = used.map((u) => new Float64Array(u ? rows * size : 0))
    this.effect = used.map(() => new Float64Array(size))
  }

  /**
   * Adds the final hand of local cards `local[0..5)` (ascending): `f` its values scored
   * alone, `without(x, seen)` its values with the local card x out of the dealer's cards too
   * (`seen`: the six sorted), `idx[mask]` the row of each subset of its cards. Only the rows
   * of four cards are added to here; `finish` derives the others from them.
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
    const { decision, base, computed, classes } = this
    for (let ch = 0; ch < 3; ch++) {
      decision[ch] = 0
      if (!this.used[ch]) continue
      const d = f[CHANNEL_VALUES[ch]!].decision
      decision[ch] = d
      base[ch] = d === 1 ? f.play.value : d === 2 ? f.insured.value : 0
      if (d !== 0) any = true
    }
    if (!any) return
    computed.fill(-1)
    const removed = this.removed
    let below = 0
    for (let x = 0; x < this.size; x++) {
      if (below < 5 && local[below] === x) {
        below++
        for (let ch = 0; ch < 3; ch++) this.effect[ch]![x] = 0
        continue
      }
      const twin = computed[classes[x]!]!
      if (twin >= 0) {
        for (let ch = 0; ch < 3; ch++) this.effect[ch]![x] = this.effect[ch]![twin]!
        continue
      }
      computed[classes[x]!] = x
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
      for (const m of FOUR_CARD_MASKS) {
        const o = idx[m]! * n
        for (let x = 0; x < n; x++) sums[o + x]! += e[x]!
      }
    }
  }

  /**
   * Completes the table after the last `add`: a final hand holding a set A of k < 4 cards
   * holds 5 - k of the sets of k + 1 cards that contain A, so A's row is the sum of those
   * sets' rows over 5 - k.
   */
  finish(): void {
    for (const sums of this.sums) {
      if (sums.length === 0) continue
      for (let k = 3; k >= 0; k--) deriveRows(sums, this.size, this.offsets, k)
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

/** The masks of four of a hand's five cards. */
const FOUR_CARD_MASKS = [15, 23, 27, 29, 30]

/**
 * The twin classes of the local cards of `table`: a card of the up card's suit is alone in
 * its class; the others go by rank. Why cards of one rank off the up card's suit are twins:
 * a dealer hand holding such a card cannot be a flush (the up card is of another suit), so
 * its strength is its ranks', and swapping the two cards maps the dealer hands holding one
 * (and none of a final hand's cards) onto those holding the other, ranks kept.
 */
export function twinClasses(table: DealerTable): Int32Array {
  const upSuit = Math.floor(table.up / 13)
  return Int32Array.from(table.codes, (code) =>
    Math.floor(code / 13) === upSuit ? 13 + (code % 13) : code % 13,
  )
}

/**
 * Adds every row of the sets of k + 1 cards into the rows of its subsets of k cards, then
 * divides those by 5 - k (`RemovalEffects.finish`). Rows are `size` numbers, the sets of t
 * cards ranked in colex order from `offsets[t]`.
 */
function deriveRows(sums: Float64Array, size: number, offsets: Float64Array, k: number): void {
  const t = k + 1
  const set = Int32Array.from({ length: t }, (_, i) => i)
  for (let rank = 0; rank < choose(size, t); rank++) {
    const from = (offsets[t]! + rank) * size
    // Each subset without one card: its colex rank, the later cards shifting down one place.
    for (let drop = 0; drop < t; drop++) {
      let r = 0
      for (let i = 0, j = 0; i < t; i++) if (i !== drop) r += BINOMIAL[++j]![set[i]!]!
      const to = (offsets[k]! + r) * size
      for (let x = 0; x < size; x++) sums[to + x]! += sums[from + x]!
    }
    nextSet(set, t)
  }
  const start = offsets[k]! * size
  const end = offsets[t]! * size
  for (let i = start; i < end; i++) sums[i]! /= 5 - k
}

/** The next set of t cards in colex order (ascending entries). */
function nextSet(set: Int32Array, t: number): void {
  let i = 0
  while (i < t - 1 && set[i]! + 1 === set[i + 1]!) {
    set[i] = i
    i++
  }
  set[i]!++
}

function popcountOdd(x: number): boolean {
  let odd = false
  for (let y = x; y > 0; y &= y - 1) odd = !odd
  return odd
}
