import type { CardCode } from '@felt/cards'
import { rank5 } from '@felt/evaluators'
import {
  STUD_BUY,
  STUD_DRAW,
  STUD_FOLD,
  STUD_INSTANT,
  STUD_INSURE,
  STUD_PLAY,
} from '@felt/strategy/stud-poker'
import type { StudRules } from '@felt/stud-poker'
import { type DealerTable, dealerTable } from '../kernel/dealer-table.ts'
import {
  type DecisionValue,
  FinalHandScorer,
  type FinalValues,
  qualifyingStrength,
} from '../kernel/final-hand.ts'
import { BINOMIAL, choose, popcount } from '../kernel/subsets.ts'
import { CHANNEL, CHANNEL_VALUES, RemovalEffects, twinClasses } from './removal-effects.ts'
import { deckSymmetries, SuitOrbits } from './suit-symmetry.ts'

/** Number of action codes (STUD_DRAW + 31 is the last). */
export const ACTIONS = 40

/** Per action code: value, second moment and wager (Ante included) for the two second decisions. */
export const SLOT = 6

/** Channels with tabulated values of their own (best, owner, must play). */
const SUM_CHANNELS = 3

/** Per channel and subset, the tabulated value, m2 and wager side by side (one cache line). */
const SUM_WIDTH = 3

/** How the solver's draws account for their discards' removal (`SituationSolver`). */
export type SolverDraws = 'approximate' | 'first-order' | 'second-order'

/** The draws of full strategy runs, the tables and the advisor's stock answers. */
export const DEFAULT_DRAWS: SolverDraws = 'second-order'

/**
 * The expected value of every legal first action of one starting situation (five cards
 * and the dealer's up card), per Ante, for one rule set and one up card.
 *
 * Final hands are scored by `FinalHandScorer`; a draw averages its final hands, each with
 * the best second decision (and, separately, the owner's). Draws of `k` cards are summed
 * video-poker style: the totals of every final hand holding each subset of cards are
 * tabulated once per up card (`sums`), and a draw keeping K and discarding X is
 * sum over T in X of (-1)^|T| total(K + T), over C(unseen, k) final hands.
 *
 * The tabulated scores treat the discarded cards as still available to the dealer
 * (`mode: 'approximate'`), which alone flatters draws: measured, up to 0.19 Ante on one draw
 * and 0.4% of the Ante in Lunar's house edge (README, Results). With `draws: 'first-order'`
 * each draw adds the effects of its discards' removal one card at a time, with
 * `'second-order'` (the default) the joint effects of each pair of discards too
 * (`RemovalEffects`: each final hand's second decision made again knowing them, or with
 * `mode: 'approximate-alone'` kept as made on the hand alone); `draws: 'approximate'` leaves
 * them out (the sampled exact method's control variate). `mode: 'exact'` enumerates every
 * draw and removes the discards from the dealer's cards (seconds per situation). Buys and
 * play are exact in every mode.
 */
export class SituationSolver {
  readonly table: DealerTable
  readonly scorer: FinalHandScorer
  /** Cards besides the up card. */
  readonly size: number
  /** Codes of the local cards. */
  private readonly codes: Int32Array
  private readonly offsets: Float64Array
  private sums: Float64Array[] | null = null
  private effects: RemovalEffects | null = null
  private readonly idx = new Float64Array(32)
  /** The hand whose subsets `idx` indexes (`indexHand`; -1: none), and per channel whether its rows were read. */
  private readonly indexed = new Int32Array(5).fill(-1)
  private readonly rowsRead = new Uint8Array(CHANNEL_VALUES.length)
  /** Per channel with sums of its own, the indexed hand's tabulated rows (value, m2, wager per subset). */
  private readonly rows = Array.from(
    { length: SUM_CHANNELS },
    () => new Float64Array(32 * SUM_WIDTH),
  )
  private readonly local = new Int32Array(5)
  private readonly removed = new Int32Array(11)
  private readonly cards = new Int32Array(6)
  private readonly acc = new Float64Array(SLOT)
  /**
   * Per local card its twin class (`twinClasses`); per class, whether a buy of one of its
   * cards was scored for this hand (null where forcing keeps twins apart) and what it gave.
   */
  private readonly twins: Int32Array
  private readonly bought: Uint8Array | null
  private readonly buyMemo = new Float64Array(26 * SLOT)
  private readonly suitCounts = new Int32Array(4)

  constructor(
    readonly rules: StudRules,
    readonly up: CardCode,
    deck: readonly CardCode[] | null = null,
    /** Whether play includes force the dealer / buy a game, where the rules have it (`FinalHandScorer`). */
    readonly force = true,
    /** How a draw's tabulated values account for its discards (see above). */
    readonly draws: SolverDraws = DEFAULT_DRAWS,
  ) {
    this.table = dealerTable(up, qualifyingStrength(rules), deck)
    this.scorer = new FinalHandScorer(rules, this.table, undefined, force ? 'exact' : 'none')
    this.size = this.table.size
    this.codes = this.table.codes
    this.twins = twinClasses(this.table)
    this.bought = force && rules.forceDealer !== null ? null : new Uint8Array(26)
    this.offsets = new Float64Array(7)
    for (let k = 1; k <= 6; k++) this.offsets[k] = this.offsets[k - 1]! + choose(this.size, k - 1)
  }

  /** The fee (x Ante) of a draw of the cards of `mask`, NaN where the rule set has none. */
  drawFee(mask: number): number {
    const k = popcount(mask)
    const r = this.rules
    if (r.exchange !== null && k >= r.exchange.min && k <= r.exchange.max) return r.exchange.fee
    if (r.switchPrices !== null) return r.switchPrices[k - 1] ?? Number.NaN
    return Number.NaN
  }

  /**
   * Tabulates the draws now, where the rule set has any, rather than on the first `evaluate`
   * that needs them (most of a full run's time per up card): `onProgress` gets the share of
   * the final hands tabulated, from 0 to 1.
   */
  prepare(onProgress?: (share: number) => void): void {
    if (this.rules.exchange !== null || this.rules.switchPrices !== null) this.tabulate(onProgress)
    onProgress?.(1)
  }

  /** Tabulates every final hand's scores by the subsets of cards it holds (once per solver). */
  private tabulate(onProgress?: (share: number) => void): Float64Array[] {
    if (this.sums !== null) return this.sums
    const n = this.size
    // Sums of the best second decision; the owner's where it is scored; must-play after an
    // Oasis switch of five; the best knowing the discards has the first's sums, its own effects.
    const used = [true, ownerApplies(this.rules), this.rules.switchPrices !== null, true]
    const sums = Array.from(
      { length: SUM_CHANNELS },
      (_, ch) => new Float64Array(used[ch] ? this.offsets[6]! * SUM_WIDTH : 0),
    )
    const symmetries = deckSymmetries(this.table)
    const orbits = new SuitOrbits(symmetries)
    const order = this.draws === 'first-order' ? 1 : 2
    const effects =
      this.draws === 'approximate'
        ? null
        : new RemovalEffects(n, this.twins, used, order, symmetries)
    // Buffers of its own: tabulating happens inside `evaluate`, which holds this.local.
    const local = new Int32Array(5)
    const cards = new Int32Array(5)
    const image = new Int32Array(5)
    const values = new Float64Array(SUM_CHANNELS * SUM_WIDTH)
    const idx = this.idx
    // Each orbit of final hands under the deck's suit symmetries is scored once, then added
    // for each of its images (the same values, card for card). After each e, the C(e, 5)
    // hands below card e are done.
    for (let e = 4; e < n; e++, onProgress?.(choose(e, 5) / choose(n, 5)))
      for (let d = 3; d < e; d++)
        for (let c = 2; c < d; c++)
          for (let b = 1; b < c; b++)
            for (let a = 0; a < b; a++) {
              local[0] = a
              local[1] = b
              local[2] = c
              local[3] = d
              local[4] = e
              const images = orbits.images(local)
              if (images === 0) continue
              for (let i = 0; i < 5; i++) cards[i] = this.codes[local[i]!]!
              const f = this.scorer.score(cards, 5, local, 5)
              for (let ch = 0; ch < SUM_CHANNELS; ch++) {
                if (!used[ch]) continue
                const dv = f[CHANNEL_VALUES[ch]!]
                values[SUM_WIDTH * ch] = dv.value
                values[SUM_WIDTH * ch + 1] = dv.m2
                values[SUM_WIDTH * ch + 2] = dv.wager
              }
              // Scores the hand again, over the values read above.
              const affected = effects?.compute(f, local, this.scorer) ?? false
              for (let i = 0; i < images; i++) {
                for (let j = 0; j < 5; j++) image[j] = orbits.image[5 * i + j]!
                this.subsetIndexes(image)
                for (let ch = 0; ch < SUM_CHANNELS; ch++) {
                  const sum = sums[ch]!
                  if (sum.length === 0) continue
                  const v = values[SUM_WIDTH * ch]!
                  const m2 = values[SUM_WIDTH * ch + 1]!
                  const wager = values[SUM_WIDTH * ch + 2]!
                  for (let m = 0; m < 32; m++) {
                    const o = idx[m]! * SUM_WIDTH
                    sum[o]! += v
                    sum[o + 1]! += m2
                    sum[o + 2]! += wager
                  }
                }
                // The effects once per orbit (the first image is the hand): `finish` adds the images.
                if (affected && i === 0) effects!.accumulate(idx, images / symmetries.length)
              }
            }
    effects?.finish()
    this.indexed.fill(-1) // the index buffer was reused
    this.sums = sums
    this.effects = effects
    return sums
  }

  /** `idx[mask]`: where the subset `mask` of the local cards `l[0..5)` is tabulated. */
  private subsetIndexes(l: Int32Array): void {
    for (let m = 0; m < 32; m++) {
      let r = 0
      let t = 0
      for (let j = 0; j < 5; j++) {
        if ((m >> j) & 1) {
          t++
          r += BINOMIAL[t]![l[j]!]!
        }
      }
      this.idx[m] = this.offsets[t]! + r
    }
  }

  /**
   * Fills `out` (ACTIONS x SLOT) with every first action of the hand `hand` (five card
   * codes, ascending): per action code [value, m2, wager] with the best second decision,
   * then the same with the owner's; NaN for an action the rule set does not offer here.
   * The best second decision knows the discards, or with a mode `-alone` is made on the
   * final hand alone. `approximate` modes sum the tabulated draws (`draws`), `exact` ones
   * enumerate every draw (discards out of the dealer's cards); there `only` (if given)
   * limits the draws valued to those codes.
   */
  evaluate(
    hand: readonly CardCode[],
    out: Float64Array,
    mode: EvaluateMode = 'approximate',
    only?: (code: number) => boolean,
  ): void {
    out.fill(Number.NaN)
    const r = this.rules
    const local = this.local
    for (let i = 0; i < 5; i++) local[i] = this.table.local[hand[i]!]!
    const s = rank5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!)
    const instant = r.instantPayout === null ? 0 : instantPays(r, s)
    if (instant > 0) {
      for (let o = 0; o < SLOT; o += 3) put(out, STUD_INSTANT, o, instant, instant * instant, 1)
      return
    }
    for (let o = 0; o < SLOT; o += 3) put(out, STUD_FOLD, o, -1, 1, 1)
    const f = this.scorer.score(hand, 5, local, 5)
    for (let o = 0; o < SLOT; o += 3)
      put(out, STUD_PLAY, o, f.play.value, f.play.m2, 1 + f.play.wager)
    if (f.insured.value > Number.NEGATIVE_INFINITY) {
      for (let o = 0; o < SLOT; o += 3)
        put(out, STUD_INSURE, o, f.insured.value, f.insured.m2, 1 + f.insured.wager)
    }
    const unseen = this.size - 5
    if (r.buy !== null) {
      const acc = this.acc.fill(0)
      const removed = this.removed
      const cards = this.cards
      const bought = this.bought
      bought?.fill(0)
      const suits = this.suitCounts.fill(0)
      for (const code of hand) suits[(code / 13) | 0]!++
      for (let c = 0; c < this.size; c++) {
        const code = this.codes[c]!
        if (hand.includes(code)) continue
        // A twin of a card bought before (same rank, off the up card's suit: the dealer
        // hands avoiding either match, ranks kept) that cannot make the player a flush
        // scores as that card did. Not where forcing counts the suits seen.
        const flush = suits[(code / 13) | 0]! >= 4
        const cls = this.twins[c]!
        if (bought !== null && !flush && bought[cls]) {
          for (let j = 0; j < SLOT; j++) acc[j]! += this.buyMemo[cls * SLOT + j]!
          continue
        }
        // The hand's local cards with c inserted, sorted.
        let k = 0
        let placed = false
        for (let i = 0; i < 5; i++) {
          if (!placed && c < local[i]!) {
            removed[k++] = c
            placed = true
          }
          removed[k++] = local[i]!
        }
        if (!placed) removed[k++] = c
        for (let i = 0; i < 5; i++) cards[i] = hand[i]!
        cards[5] = code
        const g = this.scorer.score(cards, 6, removed, 6)
        addValue(acc, 0, g.best)
        addValue(acc, 3, g.owner)
        if (bought !== null && !flush) {
          bought[cls] = 1
          const memo = this.buyMemo.fill(0, cls * SLOT, (cls + 1) * SLOT)
          addValue(memo, cls * SLOT, g.best)
          addValue(memo, cls * SLOT + 3, g.owner)
        }
      }
      putDraw(out, STUD_BUY, acc, unseen, r.buy.fee)
    }
    if (r.exchange === null && r.switchPrices === null) return
    const approximate = mode === 'approximate' || mode === 'approximate-alone'
    const sums = approximate ? this.tabulate() : null
    const best = mode === 'approximate' ? CHANNEL.seen : CHANNEL.best
    const owner = ownerApplies(r)
    if (sums !== null) this.indexHand()
    for (let x = 1; x < 32; x++) {
      const fee = this.drawFee(x)
      if (Number.isNaN(fee) || (sums === null && only && !only(STUD_DRAW + x))) continue
      const k = popcount(x)
      const mustPlay = r.switchPrices !== null && k === 5
      const acc = this.acc.fill(0)
      if (sums !== null) {
        this.sumDraw(x, mustPlay ? CHANNEL.mustPlay : best, acc, 0)
        if (mustPlay || owner) this.sumDraw(x, mustPlay ? CHANNEL.mustPlay : CHANNEL.owner, acc, 3)
      } else this.drawExactly(hand, x, mustPlay, mode === 'exact-alone', acc)
      putDraw(out, STUD_DRAW + x, acc, choose(unseen, k), fee)
    }
  }

  /**
   * Overwrites the slots of the best second decision of action `code` in `out`, which
   * `evaluate(hand, out)` filled, with what `'approximate-alone'` gives it: the second decision
   * on the final hand alone, for one action rather than all (a full run's
   * `optimal-final-hand`). Actions other than draws are the same in both modes.
   */
  setAlone(hand: readonly CardCode[], code: number, out: Float64Array): void {
    const x = code - STUD_DRAW
    if (x <= 0 || (this.rules.switchPrices !== null && popcount(x) === 5)) return
    this.tabulate()
    for (let i = 0; i < 5; i++) this.local[i] = this.table.local[hand[i]!]!
    this.indexHand()
    const acc = this.acc.fill(0)
    this.sumDraw(x, CHANNEL.best, acc, 0)
    putDrawSlots(out, code, 0, acc, choose(this.size - 5, popcount(x)), this.drawFee(x))
  }

  /**
   * Adds into `acc[at..at+3)` the tabulated totals (value, m2, wager) over the final hands of
   * the draw of mask `x` from the hand `indexHand` last indexed, by inclusion-exclusion over
   * the discards, on `channel` (`CHANNEL`). Scored as the tables are (discards still the
   * dealer's), the value corrected for their removal where `draws` says (the second moment
   * and the wager are not).
   */
  private sumDraw(x: number, channel: number, acc: Float64Array, at: number): void {
    const own = channel === CHANNEL.seen ? CHANNEL.best : channel
    if (!this.rowsRead[channel]) {
      // The hand's rows, read once for its 31 draws.
      const sums = this.tabulate()[own]!
      const rows = this.rows[own]!
      for (let m = 0; m < 32; m++)
        for (let j = 0; j < SUM_WIDTH; j++)
          rows[m * SUM_WIDTH + j] = sums[this.idx[m]! * SUM_WIDTH + j]!
      this.effects?.gather(channel, this.local, this.idx)
      this.rowsRead[channel] = 1
    }
    const rows = this.rows[own]!
    const keep = 31 & ~x
    // Submasks t of x, with the sign of inclusion-exclusion.
    for (let t = x; ; t = (t - 1) & x) {
      const o = (keep | t) * SUM_WIDTH
      const sign = popcount(t) & 1 ? -1 : 1
      for (let j = 0; j < SUM_WIDTH; j++) acc[at + j]! += sign * rows[o + j]!
      if (t === 0) break
    }
    if (this.effects !== null) acc[at]! += this.effects.correction(channel, x)
  }

  /** Indexes the subsets of the hand `this.local` (`idx`) unless they are indexed already. */
  private indexHand(): void {
    let same = true
    for (let i = 0; i < 5; i++) if (this.indexed[i] !== this.local[i]) same = false
    if (same) return
    this.indexed.set(this.local)
    this.subsetIndexes(this.local)
    this.rowsRead.fill(0)
  }

  /**
   * The approximate value (as the tables score it) of the draw of mask `x` from the ascending
   * `hand`, before its fee, per final hand: `out` gets value, m2 and added wager for
   * `channel` (`CHANNEL`). The tabulation is made on first use (a minute per up card).
   */
  approximateDraw(hand: readonly CardCode[], x: number, channel: number, out: Float64Array): void {
    this.tabulate() // before indexing: tabulating reuses the index buffer
    const local = this.local
    for (let i = 0; i < 5; i++) local[i] = this.table.local[hand[i]!]!
    this.indexHand()
    out.fill(0, 0, 3)
    this.sumDraw(x, channel, out, 0)
    const n = choose(this.size - 5, popcount(x))
    for (let j = 0; j < 3; j++) out[j]! /= n
  }

  /**
   * Every draw of the cards of mask `x`, discards removed from the dealer's cards, the
   * second decision knowing them or (`alone`) made on the final hand alone. Draws of four
   * or five cards (most of the work) score against a dealer table of the deck without the
   * discards, so a final hand removes only its own five cards (31 subsets, not 386).
   */
  private drawExactly(
    hand: readonly CardCode[],
    x: number,
    mustPlay: boolean,
    alone: boolean,
    acc: Float64Array,
  ): void {
    const k = popcount(x)
    const own = k >= 4
    const discards = hand.filter((_, i) => (x >> i) & 1)
    const kept = hand.filter((_, i) => !((x >> i) & 1))
    const table = own
      ? dealerTable(
          this.up,
          this.table.qualify,
          [...this.codes].filter((c) => !discards.includes(c)),
        )
      : this.table
    const scorer = own
      ? new FinalHandScorer(this.rules, table, this.scorer.pays, this.force ? 'exact' : 'none')
      : this.scorer
    // Cards the dealer cannot hold besides the final hand: the discards (unless own table).
    const fixed = (own ? kept : hand).map((c) => table.local[c]!)
    const unseen = [...this.codes].filter((c) => !hand.includes(c))
    const pick = new Int32Array(k)
    const own5 = new Int32Array(5)
    const removed = this.removed
    const cards = this.cards
    for (let i = 0; i < kept.length; i++) cards[i] = kept[i]!
    const m = fixed.length + k
    // The removed local indices, sorted (insertion into at most ten). Defined once: a closure
    // made per final hand costs more than scoring it.
    let n = 0
    const add = (v: number): void => {
      let j = n++
      while (j > 0 && removed[j - 1]! > v) {
        removed[j] = removed[j - 1]!
        j--
      }
      removed[j] = v
    }
    const visit = (from: number, depth: number): void => {
      if (depth === k) {
        n = 0
        for (const f of fixed) add(f)
        for (let i = 0; i < k; i++) {
          add(table.local[pick[i]!]!)
          cards[kept.length + i] = pick[i]!
        }
        if (alone) {
          // The decisions on the final hand alone first: scoring again overwrites them.
          for (let i = 0; i < 5; i++) own5[i] = this.table.local[cards[i]!]!
          own5.sort()
          const a = this.scorer.score(cards, 5, own5, 5)
          const best = mustPlay ? a.mustPlay.decision : a.best.decision
          const owner = mustPlay ? best : a.owner.decision
          const f = scorer.score(cards, 5, removed, m)
          addValue(acc, 0, decided(f, best))
          addValue(acc, 3, decided(f, owner))
        } else {
          const f = scorer.score(cards, 5, removed, m)
          addValue(acc, 0, mustPlay ? f.mustPlay : f.best)
          addValue(acc, 3, mustPlay ? f.mustPlay : f.owner)
        }
        return
      }
      for (let i = from; i <= unseen.length - (k - depth); i++) {
        pick[depth] = unseen[i]!
        visit(i + 1, depth + 1)
      }
    }
    visit(0, 0)
  }
}

/**
 * How `SituationSolver.evaluate` values draws: summed from the tabulation or enumerated
 * exactly, the best second decision knowing the discards or (`-alone`) on the final hand alone.
 */
export type EvaluateMode = 'approximate' | 'approximate-alone' | 'exact' | 'exact-alone'

/** Whether the owner's published strategy can be played under these rules (Lunar-like draws). */
export function ownerApplies(rules: StudRules): boolean {
  return rules.buy !== null && rules.exchange !== null
}

/** What an instant payout pays (to 1) on five cards of strength `s`; 0 for none. */
export function instantPays(rules: StudRules, s: number): number {
  // Straight flush 7453..7461, royal flush 7462.
  if (s === 7462) return rules.instantPayout?.['royal-flush'] ?? 0
  if (s >= 7453) return rules.instantPayout?.['straight-flush'] ?? 0
  return 0
}

function put(
  out: Float64Array,
  code: number,
  o: number,
  v: number,
  m2: number,
  wager: number,
): void {
  out[code * SLOT + o] = v
  out[code * SLOT + o + 1] = m2
  out[code * SLOT + o + 2] = wager
}

const FOLDED: DecisionValue = { value: -1, m2: 1, wager: 0, decision: 0 }

/** The value of decision `d` (0 fold, 1 play, 2 insure) among a final hand's values. */
function decided(f: FinalValues, d: number): DecisionValue {
  return d === 0 ? FOLDED : d === 1 ? f.play : f.insured
}

function addValue(acc: Float64Array, o: number, d: DecisionValue): void {
  acc[o]! += d.value
  acc[o + 1]! += d.m2
  acc[o + 2]! += d.wager
}

/** A draw's slots from its sums over `n` final hands, after a fee of `fee` x Ante. */
function putDraw(out: Float64Array, code: number, acc: Float64Array, n: number, fee: number): void {
  for (let o = 0; o < SLOT; o += 3) putDrawSlots(out, code, o, acc, n, fee)
}

/** `putDraw` of the slots `o..o+3` alone. */
function putDrawSlots(
  out: Float64Array,
  code: number,
  o: number,
  acc: Float64Array,
  n: number,
  fee: number,
): void {
  const v = acc[o]! / n
  const m2 = acc[o + 1]! / n
  put(out, code, o, v - fee, m2 - 2 * fee * v + fee * fee, 1 + fee + acc[o + 2]! / n)
}
