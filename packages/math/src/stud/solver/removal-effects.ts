import type { DealerTable } from '../kernel/dealer-table.ts'
import type { FinalHandScorer, FinalValues } from '../kernel/final-hand.ts'
import { BINOMIAL, choose, popcount } from '../kernel/subsets.ts'
import { imageRank } from './suit-symmetry.ts'

/**
 * The channels of the solver's sums: the best second decision made on the final hand alone,
 * the owner's, must play (after an Oasis switch of five), and the best second decision made
 * knowing the discards (`seen`: the same tabulated values as `best`, its removal effects
 * re-deciding).
 */
export const CHANNEL = { best: 0, owner: 1, mustPlay: 2, seen: 3 } as const

/** Which decision of `FinalValues` each channel's tabulated values follow. */
export const CHANNEL_VALUES = ['best', 'owner', 'mustPlay', 'best'] as const

const CHANNELS = CHANNEL_VALUES.length

/**
 * The effects of removal behind the solver's draws (`SituationSolver`, draws `'first-order'`
 * or `'second-order'`). A draw's final hands are tabulated as if the discards could still be
 * the dealer's; the effect of a card x on a final hand F is how much F's value changes when x
 * too is out of the dealer's cards, its second decision kept (the one made on F alone) or,
 * on the `seen` channel, made again knowing x; the joint effect of x and y is what removing
 * both changes beyond their two effects. Summing the effects of each discard is the draw's
 * value to first order, adding the joint effects of each pair of discards to second order;
 * what is left out is the joint effect of three or more discards (measured: README, Methods).
 *
 * Per channel, `sums[row * size + x]` is the sum of x's effect over the final hands that
 * hold the subset of cards `row` (at most four, ranked as the solver ranks subsets) and not
 * x, and `pairs[row * C(size, 2) + rank(x, y)]` the sum of the joint effects of x and y over
 * those that hold `row` (at most three cards) and neither, so a draw's correction comes by
 * inclusion-exclusion over its discards, like its sums.
 */
export class RemovalEffects {
  /** Per channel (`CHANNEL`): the tabulated effects, or empty where unused. */
  private readonly sums: Float64Array[]
  /** Per channel, the tabulated joint effects (second order only), or empty. */
  private readonly pairs: Float64Array[]
  /** One final hand's effect of each local card, and joint effect of each pair, per channel. */
  private readonly effect: Float64Array[]
  private readonly pairEffect: Float64Array[]
  /** One final hand's effects on a channel less those on channel 0 (`accumulate`). */
  private readonly delta: Float64Array
  private readonly pairDelta: Float64Array
  /** Where `delta` or `pairDelta` is not zero (`difference`). */
  private readonly nonzero: Int32Array
  private readonly removed = new Int32Array(6)
  private readonly seen = new Int32Array(7)
  /** Per channel, one final hand's decision on the hand alone and its value. */
  private readonly decision = new Int32Array(CHANNELS)
  private readonly base = new Float64Array(CHANNELS)
  /** Per channel, whether one final hand has effects on it (a channel that folds has none). */
  private readonly live = new Uint8Array(CHANNELS)
  /** Whether a card or pair seen turned one final hand's best decision (`seen` differs from `best`). */
  private turned = false
  /** Per twin class, the local card whose effects one final hand computed (-1: none yet). */
  private readonly computed = new Int32Array(26)
  /** Per channel and pair of twin classes (`pairKeys`), one final hand's joint effect. */
  private readonly pairMemo: Float64Array[] = Array.from(
    { length: CHANNELS },
    () => new Float64Array(26 * 26),
  )
  /** Per pair of local cards (colex rank), its twin classes' key into `pairMemo`. */
  private readonly pairKeys: Int32Array
  /** Per twin class, the first and second card a final hand does not hold (`computePairs`). */
  private readonly first = new Int32Array(26)
  private readonly second = new Int32Array(26)
  /** Per channel, one starting hand's effects (`gather`). */
  private readonly gathered: Float64Array[] = Array.from(
    { length: CHANNELS },
    () => new Float64Array(32 * 5),
  )
  private readonly gatheredPairs: Float64Array[] = Array.from(
    { length: CHANNELS },
    () => new Float64Array(32 * 10),
  )
  /** Where the subsets of each size start among the rows (`offsets[k]`, k = 0..5). */
  private readonly offsets: Float64Array
  private readonly pairWidth: number
  /** Per symmetry, where it sends each pair (colex ranks). */
  private readonly pairMaps: Int32Array[]

  constructor(
    /** Cards besides the up card. */
    readonly size: number,
    /**
     * Per local card, its twin class: cards of one class have the same effect on every final
     * hand that holds neither (`twinClasses`), and pairs of the same classes the same joint effect.
     */
    private readonly classes: Int32Array,
    readonly used: readonly boolean[],
    /** 1: each discard's effect; 2: each pair's joint effect too. */
    readonly order: 1 | 2,
    /** The deck's symmetries (`deckSymmetries`), the identity first: `finish` adds each image. */
    private readonly symmetries: readonly Int32Array[],
  ) {
    this.offsets = new Float64Array(6)
    for (let k = 1; k <= 5; k++) this.offsets[k] = this.offsets[k - 1]! + choose(size, k - 1)
    this.pairWidth = choose(size, 2)
    const pairRows = order === 2 ? this.offsets[4]! * this.pairWidth : 0
    this.sums = used.map((u) => new Float64Array(u ? this.offsets[5]! * size : 0))
    this.pairs = used.map((u) => new Float64Array(u ? pairRows : 0))
    this.effect = used.map(() => new Float64Array(size))
    this.pairEffect = used.map(() => new Float64Array(order === 2 ? this.pairWidth : 0))
    this.delta = new Float64Array(size)
    this.pairDelta = new Float64Array(order === 2 ? this.pairWidth : 0)
    this.nonzero = new Int32Array(Math.max(size, this.pairDelta.length))
    this.pairKeys = new Int32Array(order === 2 ? this.pairWidth : 0)
    for (let y = 1; y < size && order === 2; y++)
      for (let x = 0; x < y; x++) {
        const [a, b] = [classes[x]!, classes[y]!].sort((u, v) => u - v)
        this.pairKeys[x + BINOMIAL[2]![y]!] = a! * 26 + b!
      }
    this.pairMaps = symmetries.map((map) => {
      const to = new Int32Array(order === 2 ? this.pairWidth : 0)
      for (let y = 1; y < size && order === 2; y++)
        for (let x = 0; x < y; x++) {
          const [a, b] = [map[x]!, map[y]!].sort((u, v) => u - v)
          to[x + BINOMIAL[2]![y]!] = a! + BINOMIAL[2]![b!]!
        }
      return to
    })
  }

  /**
   * Computes the effects on the final hand of local cards `local[0..5)` (ascending), which
   * `scorer` has just scored (`f` its values; scoring again overwrites them). False where
   * every channel folds it (no effects): then `accumulate` must not be called.
   */
  compute(f: FinalValues, local: Int32Array, scorer: FinalHandScorer): boolean {
    // The decisions made on the hand alone, and what they are worth; folding is worth -1
    // whatever the dealer holds, so a channel that folds has no effects, but for `seen`: a
    // card or two seen may make playing worth more. (Leaving out the hands whose play is far
    // below folding saves no time and is further from the exact draws: measured.)
    let any = false
    const { decision, base, live, computed, classes } = this
    for (let ch = 0; ch < CHANNELS; ch++) {
      live[ch] = 0
      if (!this.used[ch]) continue
      const d = f[CHANNEL_VALUES[ch]!].decision
      decision[ch] = d
      base[ch] =
        ch === CHANNEL.seen ? f.best.value : d === 1 ? f.play.value : d === 2 ? f.insured.value : 0
      if (d !== 0 || ch === CHANNEL.seen) live[ch] = 1
      if (live[ch]) any = true
    }
    if (!any) return false
    this.turned = false
    computed.fill(-1)
    const removed = this.removed
    let below = 0
    for (let x = 0; x < this.size; x++) {
      if (below < 5 && local[below] === x) {
        below++
        for (let ch = 0; ch < CHANNELS; ch++) this.effect[ch]![x] = 0
        continue
      }
      const twin = computed[classes[x]!]!
      if (twin >= 0) {
        for (let ch = 0; ch < CHANNELS; ch++) this.effect[ch]![x] = this.effect[ch]![twin]!
        scorer.sameAs(x, twin)
        continue
      }
      computed[classes[x]!] = x
      for (let i = 0; i < below; i++) removed[i] = local[i]!
      removed[below] = x
      for (let i = below; i < 5; i++) removed[i + 1] = local[i]!
      const g = scorer.scoreWithout(local, x, removed)
      for (let ch = 0; ch < CHANNELS; ch++)
        if (live[ch]) this.effect[ch]![x] = this.valueOf(ch, g) - base[ch]!
    }
    if (this.order === 2) this.computePairs(local, scorer)
    return true
  }

  /** The value on channel `ch` of a final hand scored again with more cards seen (`g`). */
  private valueOf(ch: number, g: FinalValues): number {
    if (ch === CHANNEL.seen) {
      if (g.best.decision !== this.decision[ch]) this.turned = true
      return g.best.value
    }
    return this.decision[ch] === 1 ? g.play.value : g.insured.value
  }

  /**
   * Adds the effects `compute` found, times `weight`, to the rows of its hand, `idx[mask]`
   * the row of each subset of the hand's cards (on the other channels their difference from
   * channel 0's, which `finish` adds back). Only the rows of four cards (three for
   * pairs) are added to here; `finish` adds the hand's images under the deck's symmetries
   * and derives the other rows. Called once per orbit of final hands, with `weight` its
   * number of distinct images over the number of symmetries (each symmetry then adds one
   * image, so each distinct image comes out counted once).
   */
  accumulate(idx: Float64Array, weight: number): void {
    const n = this.size
    const w = this.pairWidth
    const { live, decision } = this
    for (let ch = 0; ch < CHANNELS; ch++) {
      // Channel 0 adds its effects, the others their difference from channel 0's until
      // `finish` (a channel that folds where channel 0 does not takes its effects away):
      // nothing where both decide alike, as on most final hands (`seen`: where no card seen
      // turns the decision).
      if (!this.used[ch]) continue
      if (ch === 0 ? !live[0] : ch === CHANNEL.seen ? !this.turned : decision[ch] === decision[0])
        continue
      const sums = this.sums[ch]!
      if (ch === 0) addRows(sums, idx, FOUR_CARD_MASKS, n, this.effect[0]!, weight)
      else {
        const k = difference(this.effect, ch, live, this.delta, this.nonzero)
        addSparse(sums, idx, FOUR_CARD_MASKS, n, this.delta, this.nonzero, k, weight)
      }
      if (this.order === 1) continue
      const pairs = this.pairs[ch]!
      if (ch === 0) addRows(pairs, idx, THREE_CARD_MASKS, w, this.pairEffect[0]!, weight)
      else {
        // Sparse: a decision that differs from channel 0's only where a card or two turn it.
        const k = difference(this.pairEffect, ch, live, this.pairDelta, this.nonzero)
        addSparse(pairs, idx, THREE_CARD_MASKS, w, this.pairDelta, this.nonzero, k, weight)
      }
    }
  }

  /** `compute`'s second order: the joint effect of every pair of cards the hand does not hold. */
  private computePairs(local: Int32Array, scorer: FinalHandScorer): void {
    const { live, base, classes, pairMemo, seen, first, second } = this
    // A hand every channel folds has effects on `seen` alone, where the cards removed make
    // it play: a pair that turns neither alone nor together (`playBoundWithoutPair`) has none.
    let foldsOnly = this.decision[CHANNEL.seen] === 0
    for (let ch = 0; ch < CHANNELS; ch++) if (ch !== CHANNEL.seen && live[ch]) foldsOnly = false
    const alone = this.effect[CHANNEL.seen]!
    if (foldsOnly && !this.turned && scorer.playBoundWithoutAnyPair(local) <= -1) {
      this.pairEffect[CHANNEL.seen]!.fill(0)
      return
    }
    for (let i = 0; i < 5; i++) seen[i] = local[i]!
    // The first two cards of each twin class that the hand does not hold (-1: none).
    first.fill(-1)
    second.fill(-1)
    for (let x = 0, below = 0; x < this.size; x++) {
      if (below < 5 && local[below] === x) {
        below++
        continue
      }
      const c = classes[x]!
      if (first[c]! < 0) first[c] = x
      else if (second[c]! < 0) second[c] = x
    }
    // Pairs of the same classes have the same joint effect: each is found once, from the
    // class's first cards (each class pair's first pair in colex order).
    for (let cy = 0; cy < 26; cy++) {
      if (first[cy]! < 0) continue
      for (let cx = 0; cx <= cy; cx++) {
        const a = first[cx]!
        const b = cx === cy ? second[cy]! : first[cy]!
        if (a < 0 || b < 0) continue
        const x = Math.min(a, b)
        const y = Math.max(a, b)
        const key = cx * 26 + cy
        if (
          foldsOnly &&
          alone[x] === 0 &&
          alone[y] === 0 &&
          scorer.playBoundWithoutPair(x, y) <= -1
        ) {
          pairMemo[CHANNEL.seen]![key] = 0
          continue
        }
        seen[5] = x
        seen[6] = y
        const g = scorer.scoreWithoutPair(local, x, y, seen)
        for (let ch = 0; ch < CHANNELS; ch++) {
          if (!live[ch]) continue
          const both = this.valueOf(ch, g) - base[ch]!
          pairMemo[ch]![key] = both - this.effect[ch]![x]! - this.effect[ch]![y]!
        }
      }
    }
    // Every pair takes its classes' joint effect, then those holding a card of the hand none.
    const keys = this.pairKeys
    for (let ch = 0; ch < CHANNELS; ch++) {
      if (!live[ch]) continue
      const out = this.pairEffect[ch]!
      const memo = pairMemo[ch]!
      for (let p = 0; p < out.length; p++) out[p] = memo[keys[p]!]!
      for (let i = 0; i < 5; i++) {
        const h = local[i]!
        out.fill(0, BINOMIAL[2]![h]!, BINOMIAL[2]![h]! + h)
        for (let y = h + 1; y < this.size; y++) out[h + BINOMIAL[2]![y]!] = 0
      }
    }
  }

  /**
   * Completes the tables after the last `accumulate`: first every orbit's images, then the
   * rows of fewer cards. A final hand holding a set A of k cards holds 5 - k of the sets of
   * k + 1 cards that contain A, so A's row is the sum of those sets' rows over 5 - k.
   */
  finish(): void {
    const cardMaps = this.symmetries
    for (let ch = 0; ch < CHANNELS; ch++) {
      if (!this.used[ch]) continue
      const sums = this.sums[ch]!
      addImages(sums, this.size, this.size, this.offsets[4]!, 4, cardMaps, cardMaps)
      for (let k = 3; k >= 0; k--) deriveRows(sums, this.size, this.size, this.offsets, k)
      if (ch > 0) addInto(sums, this.sums[0]!)
      if (this.order === 1) continue
      const pairs = this.pairs[ch]!
      addImages(pairs, this.size, this.pairWidth, this.offsets[3]!, 3, cardMaps, this.pairMaps)
      for (let k = 2; k >= 0; k--) deriveRows(pairs, this.size, this.pairWidth, this.offsets, k)
      if (ch > 0) addInto(pairs, this.pairs[0]!)
    }
  }

  /**
   * Reads the tabulated effects on `channel` that the draws of one starting hand use into
   * a small buffer, which `correction` reads: for each subset `m` of the hand's five cards
   * (`local` their local indices, ascending; `idx[m]` the subset's row), each card j outside
   * it (`m * 5 + j`) and, to second order, each pair i < j outside it (`m * 10 + i + C(j, 2)`).
   * 160 lookups, where the 31 draws would make 675.
   */
  gather(channel: number, local: Int32Array, idx: Float64Array): void {
    const sums = this.sums[channel]!
    const pairs = this.pairs[channel]!
    const single = this.gathered[channel]!
    const joint = this.gatheredPairs[channel]!
    const n = this.size
    const w = this.pairWidth
    for (let m = 0; m < 31; m++) {
      const o = idx[m]! * n
      for (let j = 0; j < 5; j++) if (!((m >> j) & 1)) single[m * 5 + j] = sums[o + local[j]!]!
      if (this.order === 1 || popcount(m) > 3) continue
      const op = idx[m]! * w
      for (let j = 1; j < 5; j++) {
        if ((m >> j) & 1) continue
        for (let i = 0; i < j; i++)
          if (!((m >> i) & 1))
            joint[m * 10 + i + BINOMIAL[2]![j]!] = pairs[op + local[i]! + BINOMIAL[2]![local[j]!]!]!
      }
    }
  }

  /**
   * The correction to the summed values of the draw of mask `x` (bits of the hand's five
   * cards) on `channel`, from what `gather` read for the hand: for each discard j, the
   * effects of j summed over the final hands that keep the other cards and hold no discard,
   * by inclusion-exclusion over the other discards; to second order, the same for the joint
   * effect of each pair of discards.
   */
  correction(channel: number, x: number): number {
    const single = this.gathered[channel]!
    const joint = this.gatheredPairs[channel]!
    const keep = 31 & ~x
    let total = 0
    for (let j = 0; j < 5; j++) {
      if (!((x >> j) & 1)) continue
      const rest = x & ~(1 << j)
      for (let u = rest; ; u = (u - 1) & rest) {
        const v = single[(keep | u) * 5 + j]!
        total += popcountOdd(u) ? -v : v
        if (u === 0) break
      }
      if (this.order === 1) continue
      for (let i = 0; i < j; i++) {
        if (!((x >> i) & 1)) continue
        const p = i + BINOMIAL[2]![j]!
        const others = rest & ~(1 << i)
        for (let u = others; ; u = (u - 1) & others) {
          const v = joint[(keep | u) * 10 + p]!
          total += popcountOdd(u) ? -v : v
          if (u === 0) break
        }
      }
    }
    return total
  }
}

/** The masks of four of a hand's five cards, and of three. */
const FOUR_CARD_MASKS = [15, 23, 27, 29, 30]
const THREE_CARD_MASKS = [7, 11, 13, 14, 19, 21, 22, 25, 26, 28]

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
 * Into `out`, the effects `of[ch]` less those of channel 0, each zero where its channel has
 * none for the hand (`live`); into `nonzero` where the difference is not zero. Returns how many.
 */
function difference(
  of: readonly Float64Array[],
  ch: number,
  live: Uint8Array,
  out: Float64Array,
  nonzero: Int32Array,
): number {
  const e = of[ch]!
  const e0 = of[0]!
  let k = 0
  for (let i = 0; i < out.length; i++) {
    const d = (live[ch] ? e[i]! : 0) - (live[0] ? e0[i]! : 0)
    out[i] = d
    if (d !== 0) nonzero[k++] = i
  }
  return k
}

/** Adds `weight` x `row` to the rows `idx[m]` (`width` numbers each) of each mask `m`. */
function addRows(
  table: Float64Array,
  idx: Float64Array,
  masks: readonly number[],
  width: number,
  row: Float64Array,
  weight: number,
): void {
  for (const m of masks) {
    const o = idx[m]! * width
    for (let i = 0; i < width; i++) table[o + i]! += weight * row[i]!
  }
}

/** `addRows` of the `k` columns `nonzero[0..k)` of `row` alone (the others are zero). */
function addSparse(
  table: Float64Array,
  idx: Float64Array,
  masks: readonly number[],
  width: number,
  row: Float64Array,
  nonzero: Int32Array,
  k: number,
  weight: number,
): void {
  if (2 * k > width) {
    addRows(table, idx, masks, width, row, weight)
    return
  }
  for (const m of masks) {
    const o = idx[m]! * width
    for (let i = 0; i < k; i++) {
      const c = nonzero[i]!
      table[o + c]! += weight * row[c]!
    }
  }
}

/** Adds `from` into `to`, number by number. */
function addInto(to: Float64Array, from: Float64Array): void {
  for (let i = 0; i < to.length; i++) to[i]! += from[i]!
}

/**
 * Replaces the rows of the sets of t of the `size` cards (from row `start`, `width` numbers
 * each, a set's row in colex order) by the sum of their images under every symmetry: `maps`
 * send cards to cards, `columnMaps` a row's columns (cards or pairs) to the image's. Each
 * orbit of rows is read out first, then written back as its images.
 */
function addImages(
  table: Float64Array,
  size: number,
  width: number,
  start: number,
  t: number,
  maps: readonly Int32Array[],
  columnMaps: readonly Int32Array[],
): void {
  const g = maps.length
  if (g === 1) return
  const set = Int32Array.from({ length: t }, (_, i) => i)
  const sorted = new Int32Array(t)
  const cards = new Int32Array(t)
  const orbit = new Float64Array(g)
  const via = new Int32Array(g)
  const read = new Float64Array(g * width)
  /** The colex rank of the image of `from` under symmetry `s` (its cards left in `sorted`). */
  const rankOf = (from: Int32Array, s: number): number => imageRank(maps[s]!, from, t, sorted)
  const rows = choose(size, t)
  for (let rank = 0; rank < rows; rank++, nextSet(set, t)) {
    // Each orbit is handled at its first row in colex order: no image of the set comes before it.
    let distinct = 0
    let first = true
    for (let s = 0; s < g && first; s++) {
      const r = rankOf(set, s)
      if (r < rank) first = false
      else if (!orbit.subarray(0, distinct).includes(r)) {
        orbit[distinct] = r
        via[distinct++] = s
      }
    }
    if (!first) continue
    // The orbit's rows read out and cleared, then each sent by every symmetry (the image
    // under s of the set's image under via[a] is again an image of the set).
    for (let a = 0; a < distinct; a++) {
      const from = (start + orbit[a]!) * width
      read.set(table.subarray(from, from + width), a * width)
      table.fill(0, from, from + width)
    }
    for (let a = 0; a < distinct; a++) {
      rankOf(set, via[a]!)
      cards.set(sorted)
      for (let s = 0; s < g; s++) {
        const to = (start + rankOf(cards, s)) * width
        const columns = columnMaps[s]!
        const o = a * width
        for (let x = 0; x < width; x++) table[to + columns[x]!]! += read[o + x]!
      }
    }
  }
}

/**
 * Adds every row of the sets of k + 1 of the `size` cards into the rows of its subsets of k
 * cards, then divides those by 5 - k (`RemovalEffects.finish`). Rows are `width` numbers, the
 * sets of t cards ranked in colex order from `offsets[t]`.
 */
function deriveRows(
  sums: Float64Array,
  size: number,
  width: number,
  offsets: Float64Array,
  k: number,
): void {
  const t = k + 1
  const set = Int32Array.from({ length: t }, (_, i) => i)
  for (let rank = 0; rank < choose(size, t); rank++) {
    const from = (offsets[t]! + rank) * width
    // Each subset without one card: its colex rank, the later cards shifting down one place.
    for (let drop = 0; drop < t; drop++) {
      let r = 0
      for (let i = 0, j = 0; i < t; i++) if (i !== drop) r += BINOMIAL[++j]![set[i]!]!
      const to = (offsets[k]! + r) * width
      for (let x = 0; x < width; x++) sums[to + x]! += sums[from + x]!
    }
    nextSet(set, t)
  }
  const start = offsets[k]! * width
  const end = offsets[t]! * width
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
