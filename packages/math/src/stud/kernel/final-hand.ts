import { CATEGORY_FLOORS, HAND_CATEGORIES } from '@felt/evaluators'
import { ACE_KING_QUEEN } from '@felt/strategy/stud-poker'
import { RAISE_MULTIPLE, type StudRules } from '@felt/stud-poker'
import {
  countAgainst,
  countHolding,
  countHoldingPair,
  countNotQualifying,
  type DealerTable,
} from './dealer-table.ts'
import { FORCE_MEMO_LIMIT, type ForceAddition, ForceOption } from './force-option.ts'
import { raisePaysOf } from './raise-pays.ts'
import { anteOnWinNet, finalStrength, LOSS, qualifyingStrength } from './settle-terms.ts'
import { choose } from './subsets.ts'

export { anteOnWinNet, finalStrength, LOSS, qualifyingStrength, TAKE } from './settle-terms.ts'

/**
 * The value of a final hand's decision, per Ante, fees already paid left out: its expected
 * net, the expected square of the net, and the expected wager added (Raise, insurance).
 */
export interface DecisionValue {
  value: number
  m2: number
  wager: number
  /** Which decision it is: 0 folds, 1 plays, 2 plays with the most insurance. */
  decision: 0 | 1 | 2
}

/** The decisions scored on each final hand. */
export interface FinalValues {
  /** Play without insurance. */
  readonly play: DecisionValue
  /** Play with the most insurance; value -Infinity where the hand may not insure. */
  readonly insured: DecisionValue
  /** The best of fold, play and (where offered) play with the most insurance. */
  readonly best: DecisionValue
  /** The owner's second decision: play with ace-king-queen or better, else fold. */
  readonly owner: DecisionValue
  /** Play, whatever the hand (after an Oasis switch of five): the better of play and insure. */
  readonly mustPlay: DecisionValue
}

const emptyValue = (decision: 0 | 1 | 2): DecisionValue => ({ value: 0, m2: 0, wager: 0, decision })

/**
 * How a scorer values force the dealer / buy a game where the rules have it: `exact`
 * (`ForceOption`), `ranks` (its `ranksPart` alone: the dealer's flushes left out, memoised by
 * ranks, for players of millions of random hands) or `none`.
 */
export type ForceValuation = 'exact' | 'ranks' | 'none'

/**
 * Scores final hands (5 cards, or 6 after a buy) against every dealer completion that
 * avoids the removed cards, for one rule set and one dealer table: fold (-1), play (a Raise
 * of `RAISE_MULTIPLE` x Ante: the dealer not qualifying pays the Ante 1 to 1 and pushes the
 * Raise; a win pays `anteOnWin` and the Raise table with two combinations; a tie pushes; a
 * loss costs the Ante and the Raise) and,
 * where the rule set has insurance, play with the most insurance (1 to 1 when the dealer
 * does not qualify, lost when he does). Where the rules let a played, uninsured box force
 * the dealer / buy a game, play includes that option's value as `force` says (`ForceValuation`).
 */
export class FinalHandScorer {
  readonly out: FinalValues = {
    play: emptyValue(1),
    insured: emptyValue(2),
    best: emptyValue(1),
    owner: emptyValue(1),
    mustPlay: emptyValue(1),
  }
  private readonly counts = new Float64Array(4)
  /** The counts of `scoreWithout`, and the strength the last `score` found. */
  private readonly fewer = new Float64Array(4)
  /** Per local card x, the dealer hands `scoreWithout(x)` took from the last `score`'s. */
  private readonly held: Float64Array
  private readonly pair = new Float64Array(4)
  private strength = 0
  private raisePays = 0
  /** The Raise pays of a hand (memoised; share it between scorers of one rule set). */
  readonly pays: (cards: ArrayLike<number>, n: number) => number
  private readonly qualify: number
  private readonly ante: number
  private readonly insureFrom: number
  private readonly insureShare: number
  private readonly force: ForceOption | null
  /** Whether the force option counts the dealer's flushes (`ForceValuation` 'exact'). */
  private readonly suits: boolean
  /** The ranks of each suit not in the table's deck, and the seen ones, for the force option. */
  private readonly absent = new Int32Array(4)
  private readonly seen = new Int32Array(4)
  /** The suits part of the force option (`ForceOption.parts`) of the last `score`, which `scoreWithout` keeps. */
  private readonly suitsOfLast: ForceAddition = { value: 0, m2: 0, wager: 0 }

  constructor(
    readonly rules: StudRules,
    readonly table: DealerTable,
    pays: (cards: ArrayLike<number>, n: number) => number = raisePaysOf(rules),
    force: ForceValuation = 'exact',
    /** The hands the force option memoises at most (`ForceOption`). */
    forceMemoLimit: number = FORCE_MEMO_LIMIT,
  ) {
    this.pays = pays
    this.held = new Float64Array(4 * table.size)
    this.force =
      force !== 'none' && rules.forceDealer !== null
        ? new ForceOption(rules, table.up, forceMemoLimit)
        : null
    this.suits = force === 'exact'
    for (let c = 0; c < 52; c++)
      if (table.local[c]! < 0 && c !== table.up) this.absent[(c / 13) | 0]! |= 1 << (c % 13)
    this.qualify = qualifyingStrength(rules)
    this.ante = anteOnWinNet(rules)
    const ins = rules.insurance
    this.insureFrom =
      ins === null
        ? Number.POSITIVE_INFINITY
        : CATEGORY_FLOORS[HAND_CATEGORIES.indexOf(ins.minHand)]!
    // Insurance up to `max` of the potential Raise win (Raise x pays).
    this.insureShare = ins === null ? 0 : RAISE_MULTIPLE * ins.max
  }

  /**
   * Scores the hand `cards[0..n)` (card codes) with the dealer's cards drawn from
   * everything but the up card and `removed[0..m)` (sorted local indices: the hand and
   * any other card the player has seen). Results in `this.out`.
   */
  score(cards: ArrayLike<number>, n: number, removed: Int32Array, m: number): FinalValues {
    const s = finalStrength(cards, n)
    const c = this.counts
    if (s < this.qualify) countNotQualifying(this.table, removed, m, c)
    else countAgainst(this.table, removed, m, s, c)
    this.strength = s
    this.raisePays = s > this.qualify ? this.pays(cards, n) : 0
    return this.valuesOf(s, this.raisePays, c, removed, m, true)
  }

  /**
   * `score` of the five cards the last `score` call scored (`removed[0..5)` their local
   * cards, ascending), with the local card `x` also out of the dealer's cards: from that call's counts
   * less the hands holding `x` (`countHolding`), not counted again. `seen[0..6)` is `removed`
   * with `x`, sorted (the cards seen, for the force option: its suits part is `score`'s).
   */
  scoreWithout(removed: Int32Array, x: number, seen: Int32Array): FinalValues {
    const c = this.fewer
    const held = this.held.subarray(4 * x, 4 * x + 4)
    countHolding(this.table, x, removed, 5, this.strength, held)
    for (let i = 0; i < 4; i++) c[i] = this.counts[i]! - held[i]!
    return this.valuesOf(this.strength, this.raisePays, c, seen, 6, false)
  }

  /**
   * Records that the local card `x` takes from the last `score`'s counts what its twin took
   * (`scoreWithout(twin)`): cards of one twin class (`twinClasses`) take the same hands.
   */
  sameAs(x: number, twin: number): void {
    this.held.copyWithin(4 * x, 4 * twin, 4 * twin + 4)
  }

  /**
   * `scoreWithout` with the two local cards `x < y` out of the dealer's cards, after
   * `scoreWithout` (or `sameAs`) of each: `seen[0..7)` the cards seen (any order).
   */
  scoreWithoutPair(removed: Int32Array, x: number, y: number, seen: Int32Array): FinalValues {
    const c = this.fewer
    const both = this.pair
    countHoldingPair(this.table, x, y, removed, 5, this.strength, both)
    const held = this.held
    for (let i = 0; i < 4; i++)
      c[i] = this.counts[i]! - held[4 * x + i]! - held[4 * y + i]! + both[i]!
    return this.valuesOf(this.strength, this.raisePays, c, seen, 7, false)
  }

  /**
   * An upper bound on play's value with the two local cards `x` and `y` out of the dealer's
   * cards too, after `scoreWithout` (or `sameAs`) of each, without counting the dealer hands
   * that hold both (each taken as the hand's best outcome); +Infinity where the hand may
   * insure or force (not bounded here). Cheap where `scoreWithoutPair` is not: the removal
   * effects skip the pairs of a folded hand that cannot make it play.
   */
  playBoundWithoutPair(x: number, y: number): number {
    if (!this.bounded()) return Number.POSITIVE_INFINITY
    return this.pairBound(this.netOf(this.held, 4 * x) + this.netOf(this.held, 4 * y))
  }

  /**
   * The largest `playBoundWithoutPair(x, y)` over every pair of local cards but `local[0..5)`
   * (ascending: the hand's), after `scoreWithout` (or `sameAs`) of each card.
   */
  playBoundWithoutAnyPair(local: Int32Array): number {
    if (!this.bounded()) return Number.POSITIVE_INFINITY
    // The two cards whose dealer hands are worth the least to the hand, taken out.
    let low = Number.POSITIVE_INFINITY
    let next = Number.POSITIVE_INFINITY
    for (let x = 0, below = 0; x < this.table.size; x++) {
      if (below < 5 && local[below] === x) {
        below++
        continue
      }
      const v = this.netOf(this.held, 4 * x)
      if (v < low) {
        next = low
        low = v
      } else if (v < next) next = v
    }
    return this.pairBound(low + next)
  }

  /** Whether play's value is all the hand has (`playBoundWithoutPair`): no insurance, no force. */
  private bounded(): boolean {
    return this.strength < this.insureFrom && !this.force?.mayPay(this.raisePays)
  }

  /** The last `score`'s summed net of play over the dealer counts `c[o..o+4)`. */
  private netOf(c: Float64Array, o: number): number {
    const q = this.qualify
    const s = this.strength
    const nq = c[o]!
    const win = s > q ? c[o + 1]! - nq : 0
    const tie = s >= q ? c[o + 2]! - c[o + 1]! : 0
    const lose = c[o + 3]! - nq - win - tie
    return nq + win * (this.ante + RAISE_MULTIPLE * this.raisePays) - LOSS * lose
  }

  /**
   * The bound of `playBoundWithoutPair` where the dealer hands holding x or y are worth `held`
   * to the hand: the hands holding both, taken out twice, come back as the hand's best outcome.
   */
  private pairBound(held: number): number {
    const both = choose(this.table.size - 7, 2)
    const pw = this.ante + RAISE_MULTIPLE * this.raisePays
    const best = this.strength > this.qualify ? Math.max(1, pw) : 1
    // Each card but the hand's is in C(size - 6, 3) of the dealer hands that avoid the hand.
    const total = this.counts[3]! - 2 * choose(this.table.size - 6, 3) + both
    return (this.netOf(this.counts, 0) - held + best * both) / total
  }

  /**
   * The values of the hand of strength `s` and Raise pays `pays` from its dealer counts `c`
   * (`countAgainst`'s), the local cards `removed[0..m)` seen. The force option's suits part
   * is computed `withSuits` (a `score`), else the last `score`'s is kept: in the removal
   * effects of `scoreWithout`, the one seen card's suit is left out of the dealer's
   * flushes (measured in the @felt/math README).
   */
  private valuesOf(
    s: number,
    pays: number,
    c: Float64Array,
    removed: Int32Array,
    m: number,
    withSuits: boolean,
  ): FinalValues {
    const q = this.qualify
    const total = c[3]!
    const nq = c[0]!
    const win = s > q ? c[1]! - nq : 0
    const tie = s >= q ? c[2]! - c[1]! : 0
    const lose = total - nq - win - tie
    const pw = this.ante + RAISE_MULTIPLE * pays
    let play = (nq + win * pw - LOSS * lose) / total
    let playM2 = (nq + win * pw * pw + LOSS * LOSS * lose) / total
    let playWager = RAISE_MULTIPLE
    // Insurance, which forbids forcing, adds to the value without it.
    const plain = play
    if (this.force?.mayPay(pays)) {
      const seen = this.seen
      seen.set(this.absent)
      const codes = this.table.codes
      for (let i = 0; i < m; i++) {
        const c = codes[removed[i]!]!
        seen[(c / 13) | 0]! |= 1 << (c % 13)
      }
      let ranks: ForceAddition
      const suits = this.suitsOfLast
      if (withSuits && this.suits) {
        const parts = this.force.parts(s, pays, seen)
        ranks = parts.ranks
        suits.value = parts.suits.value
        suits.m2 = parts.suits.m2
        suits.wager = parts.suits.wager
      } else ranks = this.force.ranksPart(s, pays, seen)
      play += ranks.value + suits.value
      playM2 += ranks.m2 + suits.m2
      playWager += ranks.wager + suits.wager
    }
    const o = this.out
    const { best, owner, mustPlay } = o
    o.play.value = play
    o.play.m2 = playM2
    o.play.wager = playWager
    const ins = o.insured
    ins.value = Number.NEGATIVE_INFINITY
    if (s >= this.insureFrom) {
      const stake = this.insureShare * pays
      const a = 1 + stake
      const b = pw - stake
      ins.value = plain + (stake * (2 * nq - total)) / total
      ins.m2 = (nq * a * a + win * b * b + tie * stake * stake + lose * (LOSS + stake) ** 2) / total
      ins.wager = RAISE_MULTIPLE + stake
    }
    const take = ins.value > play ? ins : o.play
    mustPlay.value = take.value
    mustPlay.m2 = take.m2
    mustPlay.wager = take.wager
    mustPlay.decision = take.decision
    if (mustPlay.value > -1) {
      best.value = mustPlay.value
      best.m2 = mustPlay.m2
      best.wager = mustPlay.wager
      best.decision = mustPlay.decision
    } else {
      best.value = -1
      best.m2 = 1
      best.wager = 0
      best.decision = 0
    }
    if (s >= ACE_KING_QUEEN) {
      owner.value = play
      owner.m2 = playM2
      owner.wager = playWager
      owner.decision = 1
    } else {
      owner.value = -1
      owner.m2 = 1
      owner.wager = 0
      owner.decision = 0
    }
    return this.out
  }
}
