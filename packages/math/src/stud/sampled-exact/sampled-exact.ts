import type { CardCode } from '@felt/cards'
import { rank5 } from '@felt/evaluators'
import {
  forEachCanonicalHand,
  STUD_BUY,
  STUD_DRAW,
  STUD_FOLD,
  STUD_INSTANT,
  STUD_INSURE,
  STUD_PLAY,
} from '@felt/strategy/stud-poker'
import type { StudRules } from '@felt/stud-poker'
import { InvalidOptionError } from '../../errors.ts'
import type { DecisionValue, FinalValues } from '../kernel/final-hand.ts'
import { popcount } from '../kernel/subsets.ts'
import type { SecondDecision } from '../solver/second-decision.ts'
import { instantPays, SituationSolver } from '../solver/situation.ts'

/**
 * The second decision after a buy or draw: `solver` decides on the final hand alone (as the
 * fast table model's `optimal-final-hand` plays); `exact` takes the best of fold,
 * play and insure given every card the player has seen; `owner` plays from ace-king-queen.
 */
export type StudSecond = 'solver' | 'exact' | 'owner'

/** What one up rank adds up (`sampledExactPart`), each sum weighted by situation. */
export const PART = {
  /** Situations (weighted). */
  weight: 0,
  /** Expected net per Ante. */
  value: 1,
  /** Expected square of the net. */
  m2: 2,
  /** Expected total wager per Ante. */
  wager: 3,
  /** The variance of the value's estimate (weights squared). */
  variance: 4,
  /** Weight of each first action code, from here on (40 codes). */
  actions: 5,
} as const

const SIZE = PART.actions + 40

/** One situation's valued first action (`SampledValuer.value`). */
export interface SampledValue {
  /** Expected net per Ante (estimated for a draw). */
  value: number
  /** Expected square of the net. */
  m2: number
  /** Expected total wager per Ante, Ante included. */
  wager: number
  /** The variance of `value`'s estimate: 0 where exact. */
  variance: number
}

/**
 * Values a strategy's first action in starting situations against one up rank (a club):
 * fold, play, insure, buy and instant payouts exactly (buys over all 46 sixth cards); a
 * draw by `samples` random draws of its replacement cards, each final hand scored exactly
 * against every dealer completion that avoids all the cards seen (the discards too), with
 * the strategy's second decision. The draw's estimate is unbiased, and its variance is
 * that of the mean of its samples.
 */
export class SampledValuer {
  readonly out: SampledValue = { value: 0, m2: 0, wager: 0, variance: 0 }
  private readonly unseen: Int32Array
  private readonly cards = new Int32Array(6)
  private readonly removed = new Int32Array(11)
  private readonly alone = new Int32Array(5)
  private readonly acc = new Float64Array(3)

  /**
   * For the rules and up card of `solver` (any deck it was made with), whose draws must be
   * tabulated uncorrected (`draws: 'approximate'`): each sample's control is the final
   * hand's uncorrected score, so its tabulated mean must be too.
   * @throws {InvalidOptionError} `INVALID_OPTION` for a solver whose draws are corrected.
   */
  constructor(
    private readonly solver: SituationSolver,
    readonly second: StudSecond,
    private readonly random: (n: number) => number,
  ) {
    if (solver.draws !== 'approximate')
      throw new InvalidOptionError(
        'draws',
        solver.draws,
        "the sampled exact method's control needs draws: 'approximate'",
      )
    this.unseen = new Int32Array(solver.size)
  }

  /** Values the first action `code` (draws as masks in hand order) on the ascending `hand`. */
  value(hand: readonly CardCode[], code: number, samples: number): SampledValue {
    const { solver, acc, out } = this
    const rules = solver.rules
    out.variance = 0
    if (code === STUD_INSTANT) {
      out.value = instantPays(rules, rank5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!))
      out.m2 = out.value * out.value
      out.wager = 1
    } else if (code === STUD_FOLD) {
      out.value = -1
      out.m2 = 1
      out.wager = 1
    } else if (code === STUD_PLAY || code === STUD_INSURE) {
      this.dealt(hand)
      const d = pick(solver.scorer.score(hand, 5, this.removed, 5), code === STUD_PLAY ? 1 : 2)
      out.value = d.value
      out.m2 = d.m2
      out.wager = 1 + d.wager
    } else {
      const unseen = this.dealt(hand)
      const fee =
        code === STUD_BUY
          ? this.buy(hand, unseen)
          : this.draw(hand, code - STUD_DRAW, unseen, samples)
      const v = acc[0]!
      out.value = v - fee
      out.m2 = acc[1]! - 2 * fee * v + fee * fee
      out.wager = 1 + fee + acc[2]!
    }
    return out
  }

  /**
   * Starts every removed set with the dealt five's local cards (ascending, as the hand is)
   * and lists the cards the player has not seen; returns how many.
   */
  private dealt(hand: readonly CardCode[]): number {
    const local = this.solver.table.local
    for (let i = 0; i < 5; i++) this.removed[i] = local[hand[i]!]!
    let u = 0
    for (let c = 0; c < 52; c++) if (local[c]! >= 0 && !hand.includes(c)) this.unseen[u++] = c
    return u
  }

  /** A buy, every sixth card: the means (before the fee) into `acc`; returns the fee. */
  private buy(hand: readonly CardCode[], unseen: number): number {
    const { solver, cards, removed, acc } = this
    const local = solver.table.local
    acc.fill(0)
    for (let i = 0; i < 5; i++) cards[i] = hand[i]!
    for (let j = 0; j < unseen; j++) {
      cards[5] = this.unseen[j]!
      insert(removed, 5, local[cards[5]!]!)
      const g = solver.scorer.score(cards, 6, removed, 6)
      add(acc, this.second === 'owner' ? g.owner : g.best, 1 / unseen)
      for (let i = 0; i < 5; i++) removed[i] = local[hand[i]!]!
    }
    return solver.rules.buy!.fee
  }

  /**
   * The draw of the cards of `mask`, by `samples` random draws: the means (before the fee)
   * into `acc`, the variance of the value's estimate into `out`; returns the fee.
   */
  private draw(hand: readonly CardCode[], mask: number, unseen: number, samples: number): number {
    const { solver, second, cards, removed, alone, acc, random } = this
    const { scorer, table } = solver
    const k = popcount(mask)
    const mustPlay = solver.rules.switchPrices !== null && k === 5
    let kept = 0
    for (let i = 0; i < 5; i++) if (!((mask >> i) & 1)) cards[kept++] = hand[i]!
    // A control variate: each drawn final hand's score as the tables have it (the discards
    // still the dealer's), whose mean over every draw the tabulation gives exactly; only the
    // sampled difference from it has to be estimated.
    const channel = mustPlay ? 2 : second === 'owner' ? 1 : 0
    solver.approximateDraw(hand, mask, channel, acc)
    let sum = 0
    let sq = 0
    for (let t = 0; t < samples; t++) {
      // A partial Fisher-Yates shuffle: any order of `unseen` gives a uniform draw.
      for (let i = 0; i < 5; i++) removed[i] = table.local[hand[i]!]!
      for (let i = 0; i < k; i++) {
        const j = i + random(unseen - i)
        const c = this.unseen[j]!
        this.unseen[j] = this.unseen[i]!
        this.unseen[i] = c
        cards[kept + i] = c
        insert(removed, 5 + i, table.local[c]!)
      }
      // Scored alone, as the tables score it: the control, and the solver's own decision.
      for (let i = 0; i < 5; i++) insert(alone, i, table.local[cards[i]!]!)
      const a = scorer.score(cards, 5, alone, 5)
      const control = channel === 2 ? a.mustPlay : channel === 1 ? a.owner : a.best
      // Read now: scoring again overwrites the scorer's values.
      const cv = control.value
      const cm = control.m2
      const cw = control.wager
      const decision = control.decision
      // The dealer avoids the dealt five (discards included) and the drawn cards.
      const f = scorer.score(cards, 5, removed, 5 + k)
      const d =
        second === 'solver'
          ? pick(f, decision)
          : mustPlay
            ? f.mustPlay
            : second === 'exact'
              ? f.best
              : f.owner
      const dv = d.value - cv
      acc[0]! += dv / samples
      acc[1]! += (d.m2 - cm) / samples
      acc[2]! += (d.wager - cw) / samples
      sum += dv
      sq += dv * dv
    }
    this.out.variance = (sq - (sum * sum) / samples) / (samples * (samples - 1))
    return solver.drawFee(mask)
  }
}

/**
 * The solver a `SampledValuer` needs against the up card `up` (on `deck`, default the full
 * deck): draws tabulated uncorrected, and forcing the dealer / buying a game valued in every
 * final hand where the rules have it (decided once the dealer's five are turned).
 */
export function sampledSolver(
  rules: StudRules,
  up: CardCode,
  deck: readonly CardCode[] | null = null,
): SituationSolver {
  return new SituationSolver(rules, up, deck, true, 'approximate')
}

/**
 * One up rank of a stud strategy's house edge, every canonical starting situation valued by
 * `SampledValuer` and the sums weighted by situation (`PART`; the variance with squared
 * weights). `first(hand, up, index)` gives the strategy's first action code (draws as masks
 * in the hand's order) on the canonical hand `index` (`forEachCanonicalHand`'s order)
 * against the club `up`.
 */
export function sampledExactPart(
  rules: StudRules,
  up: number,
  first: (hand: readonly CardCode[], up: number, index: number) => number,
  second: StudSecond,
  samples: number,
  random: (n: number) => number,
): Float64Array {
  const valuer = new SampledValuer(sampledSolver(rules, up), second, random)
  const sums = new Float64Array(SIZE)
  forEachCanonicalHand(up, (hand, index, weight) => {
    const code = first(hand, up, index)
    const v = valuer.value(hand, code, samples)
    sums[PART.weight]! += weight
    sums[PART.value]! += weight * v.value
    sums[PART.m2]! += weight * v.m2
    sums[PART.wager]! += weight * v.wager
    sums[PART.variance]! += weight * weight * v.variance
    sums[PART.actions + code]! += weight
  })
  return sums
}

const FOLD: DecisionValue = { value: -1, m2: 1, wager: 0, decision: 0 }

/** A scored final hand's value under decision `d`. */
function pick(f: FinalValues, d: SecondDecision): DecisionValue {
  return d === 0 ? FOLD : d === 1 ? f.play : f.insured
}

function add(acc: Float64Array, d: DecisionValue, share: number): void {
  acc[0]! += share * d.value
  acc[1]! += share * d.m2
  acc[2]! += share * d.wager
}

/** Inserts `v` into the ascending `a[0..n)`. */
function insert(a: Int32Array, n: number, v: number): void {
  let j = n
  while (j > 0 && a[j - 1]! > v) {
    a[j] = a[j - 1]!
    j--
  }
  a[j] = v
}
