import { InvalidRulesError } from '@felt/cards'
import { rank5 } from '@felt/evaluators'
import { RAISE_MULTIPLE, type StudRules } from '@felt/stud-poker'
import { anteOnWinNet, LOSS, qualifyingStrength, TAKE } from './settle-terms.ts'

/** What settles a forced dealer, per Ante, on the basis of `FinalHandScorer` (taking is +1). */
export interface ForceTerms {
  readonly option: NonNullable<StudRules['forceDealer']>
  /** The fee of forcing. */
  readonly fee: number
  /** What a box nets when the dealer still does not qualify. */
  readonly still: number
  /** What the Ante nets on a win (`anteOnWin`). */
  readonly ante: number
  /** The strength the dealer qualifies with. */
  readonly qualify: number
}

/**
 * The force the dealer / buy a game option of `rules`.
 * @throws {InvalidRulesError} `INVALID_RULES` when the rule set does not let a box force the dealer.
 */
export function forceTerms(rules: StudRules): ForceTerms {
  const f = rules.forceDealer
  if (f === null)
    throw InvalidRulesError.forOption('forceDealer', null, `${rules.name} has no force the dealer`)
  return {
    option: f,
    fee: f.fee,
    still: f.ifStillNot === 'anteWins' ? 1 : 0,
    ante: anteOnWinNet(rules),
    qualify: qualifyingStrength(rules),
  }
}

/**
 * Whether forcing can be worth more than taking for a hand that pays `pays` (to 1) on a
 * win: when even a sure win would not repay the fee, it never is (most hands).
 */
export function forceMayPay(terms: ForceTerms, pays: number): boolean {
  return -terms.fee + Math.max(terms.ante + RAISE_MULTIPLE * pays, terms.still) > TAKE
}

/**
 * The net of a forced dealer whose new hand has strength `dealer`, the fee left out, for a
 * hand of strength `strength` that pays `pays` on a win.
 */
export function forcedNet(
  terms: ForceTerms,
  strength: number,
  pays: number,
  dealer: number,
): number {
  if (dealer < terms.qualify) return terms.still
  // A hand that does not beat the qualifier has no pays: it cannot beat a qualified dealer.
  if (strength > dealer) return terms.ante + RAISE_MULTIPLE * pays
  return strength < dealer ? -LOSS : 0
}

/** What the force option adds to a played, uninsured final hand, per Ante. */
export interface ForceAddition {
  /** To its expected net. */
  value: number
  /** To its expected squared net. */
  m2: number
  /** To its expected wager (the fee, where he forces). */
  wager: number
}

/** One rank set of a dealer who does not qualify, and his new strength by the replacement's rank. */
interface NotQualifying {
  /** The four ranks besides the up card's. */
  readonly ranks: Int8Array
  /** His strength with a replacement of each rank (-1: drawn again). */
  readonly after: Int32Array
}

/**
 * The value of force the dealer / buy a game for a played, uninsured final hand before the
 * dealer's cards are turned, for the solver: `forceOptionValue` over the dealer's rank sets
 * instead of his cards. The dealer's non-qualifying hands are enumerated by their five
 * distinct ranks (straights and ace-king out), each weighted by the player's unseen cards
 * of those ranks, and the replacement by its rank, so the option is exact for pairs,
 * straights and kickers after the replacement, and the player's cards of every rank are out
 * of the dealer's. The one approximation is the suits: the dealer's five suited (a flush,
 * which qualifies) count as not qualifying, and a replacement that makes his four suited
 * cards a flush counts as his straight or high card. Its error against `forceOptionValue`
 * is measured in force-estimate.test.ts and the README. Memoised by the player's cards of
 * each rank and the hand's strength and pays: a few microseconds per hand once warm.
 */
export class ForceEstimate {
  private readonly sets: NotQualifying[] = []
  private readonly terms: ForceTerms
  private readonly upRank: number
  private readonly memo = new Map<number, Map<number, ForceAddition>>()
  private readonly available = new Int32Array(13)
  private readonly none: ForceAddition = { value: 0, m2: 0, wager: 0 }

  /** @throws {InvalidRulesError} `INVALID_RULES` when the rule set does not let a box force the dealer. */
  constructor(rules: StudRules, upRank: number) {
    this.terms = forceTerms(rules)
    const f = this.terms.option
    this.upRank = upRank
    const others = [...Array(13).keys()].filter((r) => r !== upRank)
    const pick = new Int8Array(4)
    const walk = (from: number, k: number): void => {
      if (k === 4) {
        const set = this.notQualifying(pick, f.replace === 'highest', f.redrawSameRank)
        if (set !== null) this.sets.push(set)
        return
      }
      for (let i = from; i < others.length; i++) {
        pick[k] = others[i]!
        walk(i + 1, k + 1)
      }
    }
    walk(0, 0)
  }

  /** The rank set `ranks` + the up card's, if he does not qualify with it (suits unlike). */
  private notQualifying(ranks: Int8Array, highest: boolean, redraw: boolean): NotQualifying | null {
    const all = [this.upRank, ...ranks]
    // Suits 0..3 then 0 again: never a flush.
    const codes = all.map((r, i) => (i % 4) * 13 + r)
    if (rank5(codes[0]!, codes[1]!, codes[2]!, codes[3]!, codes[4]!) >= this.terms.qualify)
      return null
    const replaced = highest ? Math.max(...all) : Math.min(...all)
    const kept = codes.filter((c) => c % 13 !== replaced)
    const after = new Int32Array(13)
    for (let r = 0; r < 13; r++) {
      if (redraw && r === replaced) {
        after[r] = -1
        continue
      }
      // A suit none of the kept cards of this rank has, and not all four alike.
      const twin = kept.find((c) => c % 13 === r)
      const suit = twin === undefined ? 0 : (((twin / 13) | 0) + 1) % 4
      const [a, b, c, d] = kept as [number, number, number, number]
      after[r] = rank5(a, b, c, d, suit * 13 + r)
    }
    return { ranks: Int8Array.from(ranks), after }
  }

  /** Whether the option can be worth anything to a hand that pays `pays` on a win (`forceMayPay`). */
  mayPay(pays: number): boolean {
    return forceMayPay(this.terms, pays)
  }

  /**
   * What the option adds to a played, uninsured hand of strength `strength` (`rank5` /
   * `rank6`) that pays `pays` (to 1) on a win, with `seen[r]` of the player's seen cards
   * (his hand, his discards; not the up card) of rank r. The result is shared: copy it.
   */
  add(strength: number, pays: number, seen: ArrayLike<number>): ForceAddition {
    if (!this.mayPay(pays)) return this.none
    let key = 0
    for (let r = 0; r < 13; r++) key = key * 5 + seen[r]!
    let byHand = this.memo.get(key)
    if (byHand === undefined) {
      byHand = new Map()
      this.memo.set(key, byHand)
    }
    const handKey = strength * 1024 + pays
    let out = byHand.get(handKey)
    if (out === undefined) {
      out = this.compute(strength, pays, seen)
      byHand.set(handKey, out)
    }
    return out
  }

  private compute(strength: number, pays: number, seen: ArrayLike<number>): ForceAddition {
    const a = this.available
    let unseen = 0
    for (let r = 0; r < 13; r++) {
      a[r] = 4 - seen[r]! - (r === this.upRank ? 1 : 0)
      unseen += a[r]!
    }
    const { fee } = this.terms
    let value = 0
    let m2 = 0
    let forced = 0
    for (const set of this.sets) {
      const rk = set.ranks
      const weight = a[rk[0]!]! * a[rk[1]!]! * a[rk[2]!]! * a[rk[3]!]!
      if (weight === 0) continue
      let sum = 0
      let sum2 = 0
      let cards = 0
      for (let r = 0; r < 13; r++) {
        const t = set.after[r]!
        if (t < 0) continue
        const held = r === rk[0] || r === rk[1] || r === rk[2] || r === rk[3] ? 1 : 0
        const n = a[r]! - held
        if (n === 0) continue
        const net = forcedNet(this.terms, strength, pays, t) - fee
        cards += n
        sum += n * net
        sum2 += n * net * net
      }
      const force = sum / cards
      if (force <= TAKE) continue
      value += weight * (force - TAKE)
      m2 += weight * (sum2 / cards - TAKE * TAKE)
      forced += weight
    }
    const completions = (unseen * (unseen - 1) * (unseen - 2) * (unseen - 3)) / 24
    return {
      value: value / completions,
      m2: m2 / completions,
      wager: (fee * forced) / completions,
    }
  }
}
