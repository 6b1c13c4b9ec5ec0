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

/** The seen cards as `ForceOption` takes them: per suit, the bits of its ranks. */
export function seenBySuit(cards: Iterable<number>): Int32Array {
  const masks = new Int32Array(4)
  for (const c of cards) masks[(c / 13) | 0]! |= 1 << (c % 13)
  return masks
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

/** `ForceOption.parts`: the rank sets' value and what the suits change in it. */
export interface ForceParts {
  readonly ranks: ForceAddition
  readonly suits: ForceAddition
}

/**
 * One rank set of a dealer who does not qualify (five distinct ranks, suits unlike), and
 * what the replacement makes of it.
 */
interface NotQualifying {
  /** The four ranks besides the up card's. */
  readonly ranks: Int8Array
  /** Bits of those four ranks. */
  readonly dealt: number
  /** The rank he replaces. */
  readonly replaced: number
  /** Whether that is the up card's rank. */
  readonly upReplaced: boolean
  /** Bits of the dealt ranks he keeps. */
  readonly keptDealt: number
  /** His strength with a replacement of each rank (-1: drawn again). */
  readonly after: Int32Array
  /**
   * His strength with a replacement of each rank in the suit of his four kept cards, when
   * they share one: a flush or straight flush (-1: a kept rank, which pairs, or drawn again).
   */
  readonly flushAfter: Int32Array
}

/**
 * The memos a `ForceOption` keeps before it starts afresh: one up card's whole solver run
 * fits (about 380,000 memos on lunar-finland), and a player of random rounds, whose seen
 * cards (with the discards) rarely repeat, does not grow without end.
 */
export const FORCE_MEMO_LIMIT: number = 1 << 19

/** The memo of one seen rank profile and hand: the rank sets' value, and the suits' corrections by seen mask. */
interface Memo {
  base: ForceAddition | null
  /** By the seen ranks of the up card's suit. */
  readonly upSuit: Map<number, ForceAddition>
  /** By the seen ranks of another suit. */
  readonly otherSuit: Map<number, ForceAddition>
}

/**
 * The exact value of force the dealer / buy a game for a played, uninsured final hand before
 * the dealer's cards are turned, for the solver: `forceOptionValue` over the dealer's rank
 * sets instead of his cards. The dealer's non-qualifying hands are enumerated by their five
 * distinct ranks (straights and ace-king out), each weighted by the player's unseen cards of
 * those ranks, and the replacement by its rank. The suits enter as corrections, each a
 * function of one suit's seen ranks: the rank sets whose four dealt cards share the up
 * card's suit (a flush, which qualifies: no option), and those whose four kept cards share a
 * suit while the replaced card does not (a replacement of that suit makes him a flush).
 * Memoised by the player's cards of each rank, the hand's strength and pays, and each suit's
 * seen ranks: a few microseconds per hand once warm. The memo holds at most `memoLimit` hands
 * (seen rank profile, strength and pays): past that it is cleared.
 */
export class ForceOption {
  private readonly sets: NotQualifying[] = []
  private readonly terms: ForceTerms
  private readonly upRank: number
  private readonly upSuit: number
  private readonly memo = new Map<number, Map<number, Memo>>()
  private memos = 0
  private readonly available = new Int32Array(13)
  private readonly sums = new Float64Array(3)
  private readonly none: ForceAddition = { value: 0, m2: 0, wager: 0 }
  private readonly out: ForceAddition = { value: 0, m2: 0, wager: 0 }
  private readonly suits: ForceAddition = { value: 0, m2: 0, wager: 0 }
  private readonly split: { ranks: ForceAddition; suits: ForceAddition } = {
    ranks: this.none,
    suits: this.suits,
  }
  /** The seen ranks of each suit, the up card out. */
  private readonly masks = new Int32Array(4)
  private readonly forced: ForceAddition = { value: 0, m2: 0, wager: 0 }
  private completions = 1
  /** The rank profile key `available` is of. */
  private availableOf = -1

  /**
   * @param up The dealer's up card (code).
   * @param memoLimit The hands memoised at most (`FORCE_MEMO_LIMIT`).
   * @throws {InvalidRulesError} `INVALID_RULES` when the rule set does not let a box force the dealer.
   */
  constructor(
    rules: StudRules,
    up: number,
    private readonly memoLimit: number = FORCE_MEMO_LIMIT,
  ) {
    this.terms = forceTerms(rules)
    const f = this.terms.option
    this.upRank = up % 13
    this.upSuit = (up / 13) | 0
    const others = [...Array(13).keys()].filter((r) => r !== this.upRank)
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
    const kept = codes.filter((c) => c % 13 !== replaced) as [number, number, number, number]
    const keptRanks = kept.map((c) => c % 13)
    const after = new Int32Array(13)
    const flushAfter = new Int32Array(13)
    const [a, b, c, d] = kept
    const [p, q, r3, s4] = keptRanks as [number, number, number, number]
    for (let r = 0; r < 13; r++) {
      if (redraw && r === replaced) {
        after[r] = -1
        flushAfter[r] = -1
        continue
      }
      // A suit none of the kept cards of this rank has, and not all four alike.
      const twin = kept.find((k) => k % 13 === r)
      const suit = twin === undefined ? 0 : (((twin / 13) | 0) + 1) % 4
      after[r] = rank5(a, b, c, d, suit * 13 + r)
      // The bare ranks are cards of one suit: a flush.
      flushAfter[r] = twin === undefined ? rank5(p, q, r3, s4, r) : -1
    }
    const bits = (rs: Iterable<number>) => [...rs].reduce((m, r) => m | (1 << r), 0)
    return {
      ranks: Int8Array.from(ranks),
      dealt: bits(ranks),
      replaced,
      upReplaced: replaced === this.upRank,
      keptDealt: bits(keptRanks.filter((r) => r !== this.upRank)),
      after,
      flushAfter,
    }
  }

  /** The hands memoised now (at most `memoLimit`). */
  get memoized(): number {
    return this.memos
  }

  /** Whether the option can be worth anything to a hand that pays `pays` on a win (`forceMayPay`). */
  mayPay(pays: number): boolean {
    return forceMayPay(this.terms, pays)
  }

  /**
   * What the option adds to a played, uninsured hand of strength `strength` (`rank5` /
   * `rank6`) that pays `pays` (to 1) on a win, with `seen[s]` the bits of the ranks of suit
   * s the player has seen (his hand, his discards, any other; the up card is left out): the
   * sum of its `parts`. The result is shared: copy it.
   */
  add(strength: number, pays: number, seen: ArrayLike<number>): ForceAddition {
    const { ranks, suits } = this.parts(strength, pays, seen)
    const out = this.out
    out.value = ranks.value + suits.value
    out.m2 = ranks.m2 + suits.m2
    out.wager = ranks.wager + suits.wager
    return out
  }

  /**
   * `add` over the dealer's rank sets, each suit pattern valued as if he held no four of a
   * suit (memoised; shared: copy it).
   */
  ranksPart(strength: number, pays: number, seen: ArrayLike<number>): ForceAddition {
    if (!this.mayPay(pays)) return this.none
    return this.baseOf(this.memoOf(strength, pays, seen), strength, pays)
  }

  /**
   * `add` in two parts, from one memo lookup: `ranks` (`ranksPart`) and `suits`, what his four
   * or five of a suit change in it. Both shared: copy them.
   */
  parts(strength: number, pays: number, seen: ArrayLike<number>): ForceParts {
    const out = this.suits
    out.value = 0
    out.m2 = 0
    out.wager = 0
    const split = this.split
    split.ranks = this.none
    if (!this.mayPay(pays)) return split
    const memo = this.memoOf(strength, pays, seen)
    for (let s = 0; s < 4; s++) {
      const mask = this.masks[s]!
      const byMask = s === this.upSuit ? memo.upSuit : memo.otherSuit
      let c = byMask.get(mask)
      if (c === undefined) {
        c = this.suitCorrection(strength, pays, mask, s === this.upSuit)
        byMask.set(mask, c)
      }
      out.value += c.value
      out.m2 += c.m2
      out.wager += c.wager
    }
    split.ranks = this.baseOf(memo, strength, pays)
    return split
  }

  /** The rank sets' value of `memo`, computed on first use. */
  private baseOf(memo: Memo, strength: number, pays: number): ForceAddition {
    memo.base ??= this.byRanks(strength, pays)
    return memo.base
  }

  /**
   * The memo of `seen` (its rank profile) and the hand, `this.masks` set to `seen` without
   * the up card and the unseen cards of each rank to the profile's.
   */
  private memoOf(strength: number, pays: number, seen: ArrayLike<number>): Memo {
    const masks = this.masks
    for (let s = 0; s < 4; s++) masks[s] = seen[s]!
    masks[this.upSuit]! &= ~(1 << this.upRank)
    const [s0, s1, s2, s3] = masks as unknown as [number, number, number, number]
    let key = 0
    for (let r = 0; r < 13; r++)
      key = key * 5 + ((s0 >> r) & 1) + ((s1 >> r) & 1) + ((s2 >> r) & 1) + ((s3 >> r) & 1)
    this.setAvailable(key)
    const handKey = strength * 1024 + pays
    let byHand = this.memo.get(key)
    let memo = byHand?.get(handKey)
    if (memo !== undefined) return memo
    if (this.memos >= this.memoLimit) {
      this.memo.clear()
      this.memos = 0
      byHand = undefined
    }
    if (byHand === undefined) {
      byHand = new Map()
      this.memo.set(key, byHand)
    }
    memo = { base: null, upSuit: new Map(), otherSuit: new Map() }
    byHand.set(handKey, memo)
    this.memos++
    return memo
  }

  /** The unseen cards of each rank from the key of `add` (the up card out), and their completions. */
  private setAvailable(key: number): void {
    if (key === this.availableOf) return
    this.availableOf = key
    const a = this.available
    let unseen = 0
    for (let r = 12; r >= 0; r--) {
      a[r] = 4 - (key % 5) - (r === this.upRank ? 1 : 0)
      key = Math.floor(key / 5)
      unseen += a[r]!
    }
    this.completions = (unseen * (unseen - 1) * (unseen - 2) * (unseen - 3)) / 24
  }

  /** Sums over the replacement of rank set `set` (suits unlike): net, squared net, cards, into `this.sums`. */
  private replacementSums(set: NotQualifying, strength: number, pays: number): void {
    const a = this.available
    const rk = set.ranks
    const fee = this.terms.fee
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
    this.sums[0] = sum
    this.sums[1] = sum2
    this.sums[2] = cards
  }

  /** What forcing adds over taking with replacement sums `sum`, `sum2` over `cards`, into `this.forced`. */
  private force(sum: number, sum2: number, cards: number): ForceAddition {
    const f = this.forced
    const force = sum / cards
    if (force <= TAKE) {
      f.value = 0
      f.m2 = 0
      f.wager = 0
    } else {
      f.value = force - TAKE
      f.m2 = sum2 / cards - TAKE * TAKE
      f.wager = this.terms.fee
    }
    return f
  }

  /** The option over the rank sets, every suit pattern valued as if he held no four of a suit. */
  private byRanks(strength: number, pays: number): ForceAddition {
    const a = this.available
    let value = 0
    let m2 = 0
    let wager = 0
    for (const set of this.sets) {
      const rk = set.ranks
      const weight = a[rk[0]!]! * a[rk[1]!]! * a[rk[2]!]! * a[rk[3]!]!
      if (weight === 0) continue
      this.replacementSums(set, strength, pays)
      const f = this.force(this.sums[0]!, this.sums[1]!, this.sums[2]!)
      value += weight * f.value
      m2 += weight * f.m2
      wager += weight * f.wager
    }
    const n = this.completions
    return { value: value / n, m2: m2 / n, wager: wager / n }
  }

  /**
   * What one suit's patterns change in `byRanks`, the suit's seen ranks `mask`: in the up
   * card's suit, his five suited (a flush: no option) and his four kept suited with the up
   * card; in another, his four dealt suited when he replaces the up card. Where his four kept
   * cards share the suit, a replacement of it makes a flush.
   */
  private suitCorrection(
    strength: number,
    pays: number,
    mask: number,
    upSuit: boolean,
  ): ForceAddition {
    const a = this.available
    const fee = this.terms.fee
    let value = 0
    let m2 = 0
    let wager = 0
    for (const set of this.sets) {
      const flushFive = upSuit && (mask & set.dealt) === 0
      const keptSuited = upSuit !== set.upReplaced && (mask & set.keptDealt) === 0
      if (!flushFive && !keptSuited) continue
      this.replacementSums(set, strength, pays)
      const sum = this.sums[0]!
      const sum2 = this.sums[1]!
      const cards = this.sums[2]!
      const plain = this.force(sum, sum2, cards)
      const pv = plain.value
      const pm = plain.m2
      const pw = plain.wager
      if (flushFive) {
        value -= pv
        m2 -= pm
        wager -= pw
      }
      if (!keptSuited) continue
      // The replaced card is of another suit: every card of its rank but this suit's, if unseen.
      const x = set.replaced
      const w = set.upReplaced ? 1 : a[x]! - ((mask >> x) & 1 ? 0 : 1)
      if (w === 0) continue
      let dSum = 0
      let dSum2 = 0
      for (let r = 0; r < 13; r++) {
        const t = set.flushAfter[r]!
        if (t < 0 || (mask >> r) & 1) continue
        const was = forcedNet(this.terms, strength, pays, set.after[r]!) - fee
        const now = forcedNet(this.terms, strength, pays, t) - fee
        dSum += now - was
        dSum2 += now * now - was * was
      }
      if (dSum === 0 && dSum2 === 0) continue
      const f = this.force(sum + dSum, sum2 + dSum2, cards)
      value += w * (f.value - pv)
      m2 += w * (f.m2 - pm)
      wager += w * (f.wager - pw)
    }
    const n = this.completions
    return { value: value / n, m2: m2 / n, wager: wager / n }
  }
}
