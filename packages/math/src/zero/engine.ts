import type { ZeroDouble } from '@felt/zero'
import { DealerCache, P16 } from './dealer.ts'
import {
  EV_LOSE,
  EV_LOSE2,
  EV_PUSH,
  EV_PUSH2,
  EV_SPLIT0,
  EV_WIN,
  EV_WIN2,
  EV_ZERO_PAIR,
  OUTCOME_LENGTH,
  STAKED,
} from './events.ts'
import { pointCounts, type RankCounts, zeroPairShare } from './shoe.ts'

/** The rule options the Zero math depends on (`zeroMathRules` reads them from `@felt/zero`). */
export interface ZeroMathRules {
  /** Shoe composition per rank index (0 = deuce .. 12 = ace). */
  readonly ranks: RankCounts
  readonly double: ZeroDouble
  /** The two-card totals that may be split (the game's `splitTotals`). */
  readonly splitTotals: readonly number[]
  /** Net pay of a Zero Pair per unit (`ZERO_PAIR_PAYS`, 3 to 2 = 1.5). */
  readonly zeroPairPays: number
}

/** 1 for each total 0..9 that may be split under `splitTotals`, else 0. */
export function splittableTotals(splitTotals: readonly number[]): Uint8Array {
  const out = new Uint8Array(10)
  for (const t of splitTotals) out[t] = 1
  return out
}

/** Player decisions: stand, hit, double, split. */
export const S = 0
export const H = 1
export const D = 2
export const P = 3

/**
 * A total-dependent strategy as decision codes: `two[t*10+u]` for a first two-card hand
 * of total t against up card u (S, H, D under the two-card double), `pairs` for the
 * split candidates (two cards whose total may be split, by card values, as blackjack's
 * pair rows), `three` for a three-card hand (S or D), `splitTwo` / `splitThree` for split hands.
 */
export interface ZeroPolicyTables {
  readonly two: Uint8Array
  /** The split totals these tables were made for: their `pairs` rows are those totals'. */
  readonly splitTotals: readonly number[]
  /**
   * First two cards whose total may be split (the split candidates), by their point values:
   * `pairs[(lo * 10 + hi) * 10 + u]` with lo <= hi, S, H, D or P. Overrides `two`.
   */
  readonly pairs: Uint8Array
  readonly three: Uint8Array
  readonly splitTwo: Uint8Array
  readonly splitThree: Uint8Array
}

/**
 * Exact Zero engine over point-value counts of the shoe with full card removal. A
 * round's cards are exchangeable, so every card (hole card included) is drawn from what
 * is left after the cards already seen. Decisions are either composition-dependent
 * optimal (each decision maximises the expected value of the hand being played, given
 * every card seen) or looked up in total-dependent tables.
 */
export class ZeroEngine {
  readonly rules: ZeroMathRules
  readonly cache: DealerCache = new DealerCache()
  /** Remaining cards per point value. */
  readonly cnt: Int32Array
  n: number
  /** Removed player cards, 4 bits per point value. */
  code = 0
  up = 0
  tables: ZeroPolicyTables | null = null
  /** 1 for each two-card total that may be split (`splittableTotals`). */
  readonly splittable: Uint8Array
  private readonly pairShare: number
  private readonly splitMemo = new Map<number, Float64Array>()
  // Optimal two-card decisions per start (a, b, up), 255 = not yet computed.
  // Optimal decisions by (removed cards, up card, total, kind): they repeat across a
  // simulation's rounds and across the split subtrees of an enumeration.
  private readonly decisionMemo = new Map<number, number>()
  private readonly twoMemo = new Uint8Array(1000).fill(255)

  constructor(rules: ZeroMathRules) {
    this.rules = rules
    this.cnt = pointCounts(rules.ranks)
    this.n = this.cnt.reduce((a, b) => a + b, 0)
    this.pairShare = zeroPairShare(rules.ranks)
    this.splittable = splittableTotals(rules.splitTotals)
  }

  /** Takes a player card of point value v out of the shoe. */
  add(v: number): void {
    this.cnt[v]!--
    this.n--
    this.code += P16[v]!
  }

  /** Puts a player card of point value v back. */
  remove(v: number): void {
    this.cnt[v]!++
    this.n++
    this.code -= P16[v]!
  }

  /** Takes the dealer's up card (point value u) out of the shoe. */
  setUp(u: number): void {
    this.cnt[u]!--
    this.n--
    this.up = u
  }

  /** Puts the up card back. */
  clearUp(): void {
    this.cnt[this.up]!++
    this.n++
  }

  /**
   * Decision on first cards a, b (already removed, up card set): S, H, D (two-card
   * double) or P, by the tables or by the highest expected value.
   */
  decideTwo(a: number, b: number): number {
    const k = (a * 10 + b) * 10 + this.up
    if (this.tables === null && this.twoMemo[k] !== 255) return this.twoMemo[k]!
    const best = this.decideTwoUncached(a, b)
    if (this.tables === null) this.twoMemo[k] = best
    return best
  }

  /**
   * The best of stand, hit and (under `two-card` doubling) double on a two-card total `t`,
   * with its EV; `afterSplit` for a split hand.
   */
  private bestWithoutSplit(t: number, afterSplit = false): [action: number, ev: number] {
    let best = S
    let ev = this.evStand(t, 1)
    const hit = this.evHit(t, afterSplit)
    if (hit > ev) {
      best = H
      ev = hit
    }
    if (this.rules.double === 'two-card') {
      const dbl = this.evDoubleCard(t)
      if (dbl > ev) {
        best = D
        ev = dbl
      }
    }
    return [best, ev]
  }

  private decideTwoUncached(a: number, b: number): number {
    const t = (a + b) % 10
    const canSplit = this.splittable[t] === 1
    if (this.tables) return tableTwo(this.tables, this.splittable, a, b, this.up)
    const [best, ev] = this.bestWithoutSplit(t)
    if (canSplit) {
      this.splitMemo.clear()
      if (meanOf(this.splitOutcome(a, b)) > ev) return P
    }
    return best
  }

  /** Forgets split subtrees (they are valid for one start and one up card). */
  clearSplitMemo(): void {
    this.splitMemo.clear()
  }

  /** Offset of the dealer entry for the current removal. */
  dealer(): number {
    return this.cache.lookup(this.code * 10 + this.up, this.cnt, this.n, this.up)
  }

  /** EV of standing on total t with m units at stake, now. */
  evStand(t: number, m: number): number {
    const off = this.dealer()
    const s = this.cache.store
    return m * (s[off + 10 + t]! - s[off + 20 + t]!)
  }

  /** EV (per unit) of doubling a hand of total t for exactly one more card. */
  evDoubleCard(t: number): number {
    return this.overNextCard((v) => this.evStand((t + v) % 10, 2))
  }

  /** The expectation of `value(v)` over the point value `v` of the next card drawn. */
  private overNextCard(value: (v: number) => number): number {
    let ev = 0
    const cnt = this.cnt
    const n = this.n
    for (let v = 0; v < 10; v++) {
      const c = cnt[v]!
      if (c === 0) continue
      this.add(v)
      ev += (c / n) * value(v)
      this.remove(v)
    }
    return ev
  }

  /** Best decision (S or D) on a three-card hand of total t, and its EV. */
  best3(t: number, split: boolean): number {
    const rule = this.rules.double
    if (rule === 'two-card') return S
    if (this.tables) return (split ? this.tables.splitThree : this.tables.three)[t * 10 + this.up]!
    const key = (((this.code * 10 + this.up) * 10 + t) * 2 + (split ? 1 : 0)) * 2
    const known = this.decisionMemo.get(key)
    if (known !== undefined) return known
    const stand = this.evStand(t, 1)
    const dbl = rule === 'three-card' ? this.evDoubleCard(t) : this.evStand(t, 2)
    const best = dbl > stand ? D : S
    this.decisionMemo.set(key, best)
    return best
  }

  /** EV of a three-card hand of total t played by `best3`. */
  ev3(t: number, split: boolean): number {
    const a = this.best3(t, split)
    if (a === S) return this.evStand(t, 1)
    return this.rules.double === 'three-card' ? this.evDoubleCard(t) : this.evStand(t, 2)
  }

  /** EV of hitting a two-card total t, then playing the three-card hand. */
  evHit(t: number, split: boolean): number {
    return this.overNextCard((v) => this.ev3((t + v) % 10, split))
  }

  /** Decision on a two-card split hand of total t (S, H or D). */
  decideSplit2(t: number): number {
    if (this.tables) return this.tables.splitTwo[t * 10 + this.up]!
    const key = (((this.code * 10 + this.up) * 10 + t) * 2 + 1) * 2 + 1
    const known = this.decisionMemo.get(key)
    if (known !== undefined) return known
    const [best] = this.bestWithoutSplit(t, true)
    this.decisionMemo.set(key, best)
    return best
  }

  /** Adds the outcome of standing on total t with m units, weight w, to `out`. */
  private stand(t: number, m: number, w: number, out: Float64Array): void {
    const off = this.dealer()
    const s = this.cache.store
    const win = s[off + 10 + t]!
    const lose = s[off + 20 + t]!
    if (m === 1) {
      out[EV_WIN]! += w * win
      out[EV_LOSE]! += w * lose
      out[EV_PUSH]! += w * (1 - win - lose)
    } else {
      out[EV_WIN2]! += w * win
      out[EV_LOSE2]! += w * lose
      out[EV_PUSH2]! += w * (1 - win - lose)
    }
    out[STAKED]! += w * m
  }

  /**
   * Walks a hand of total t (two cards) played by decision `a`, calling `leaf(t, m, w)`
   * for every final hand with its stake multiple and weight.
   */
  private walk(
    t: number,
    a: number,
    w: number,
    split: boolean,
    leaf: (t: number, m: number, w: number) => void,
  ): void {
    if (a === S) {
      leaf(t, 1, w)
      return
    }
    const cnt = this.cnt
    const n = this.n
    for (let v = 0; v < 10; v++) {
      const c = cnt[v]!
      if (c === 0) continue
      const p = (w * c) / n
      this.add(v)
      const t3 = (t + v) % 10
      if (a === D) leaf(t3, 2, p)
      else {
        const a3 = this.best3(t3, split)
        if (a3 === S) leaf(t3, 1, p)
        else if (this.rules.double === 'three-card-no-card') leaf(t3, 2, p)
        else {
          const cnt2 = this.cnt
          const n2 = this.n
          for (let x = 0; x < 10; x++) {
            const c2 = cnt2[x]!
            if (c2 === 0) continue
            this.add(x)
            leaf((t3 + x) % 10, 2, (p * c2) / n2)
            this.remove(x)
          }
        }
      }
      this.remove(v)
    }
  }

  /**
   * Outcome vector (conditional on the start) of splitting first cards a and b (both
   * already removed) against the current up card.
   */
  splitOutcome(a: number, b: number): Float64Array {
    const out = new Float64Array(OUTCOME_LENGTH)
    const s = this.cache
    const hand = (first: number, w: number, leaf: (t: number, m: number, w: number) => void) => {
      const cnt = this.cnt
      const n = this.n
      for (let x = 0; x < 10; x++) {
        const c = cnt[x]!
        if (c === 0) continue
        this.add(x)
        const t = (first + x) % 10
        this.walk(t, this.decideSplit2(t), (w * c) / n, true, leaf)
        this.remove(x)
      }
    }
    hand(a, 1, (t1, m1, w1) => {
      const key = (this.code * 16 + t1) * 4 + m1
      let sub = this.splitMemo.get(key)
      if (!sub) {
        const v = new Float64Array(10)
        hand(b, 1, (t2, m2, w2) => {
          const off = this.dealer()
          const st = s.store
          for (let d = 0; d < 10; d++) {
            const pd = st[off + d]!
            if (pd === 0) continue
            const net = m1 * Math.sign(d - t1) + m2 * Math.sign(d - t2)
            v[net + 4]! += w2 * pd
          }
          v[9]! += w2 * m2
        })
        sub = v
        this.splitMemo.set(key, sub)
      }
      for (let k = 0; k < 9; k++) out[EV_SPLIT0 - 4 + k]! += w1 * sub[k]!
      out[STAKED]! += w1 * (m1 + sub[9]!)
    })
    return out
  }

  /**
   * Plays a non-pair start (a, b) against the current up card with weight w, adding the
   * outcome to `out`.
   */
  private play(a: number, b: number, w: number, out: Float64Array): void {
    const t = (a + b) % 10
    const canSplit = this.splittable[t] === 1
    const leaf = (t: number, m: number, p: number) => this.stand(t, m, p, out)
    if (this.tables) {
      const act = tableTwo(this.tables, this.splittable, a, b, this.up)
      if (act === P) {
        const sp = this.splitOutcome(a, b)
        for (let i = 0; i < OUTCOME_LENGTH; i++) out[i]! += w * sp[i]!
      } else this.walk(t, act, w, false, leaf)
      return
    }
    const [best, ev] = this.bestWithoutSplit(t)
    if (canSplit) {
      const sp = this.splitOutcome(a, b)
      if (meanOf(sp) > ev) {
        for (let i = 0; i < OUTCOME_LENGTH; i++) out[i]! += w * sp[i]!
        return
      }
    }
    this.walk(t, best, w, false, leaf)
  }

  /**
   * Enumerates every start (two player cards, up card) with its probability and adds
   * the round outcomes to a fresh outcome vector. `firstCards` restricts the first
   * card's point value (to share the work between threads).
   */
  run(firstCards: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]): Float64Array {
    const out = new Float64Array(OUTCOME_LENGTH)
    const cnt = this.cnt
    for (const a of firstCards) {
      const ca = cnt[a]!
      if (ca === 0) continue
      const pa = ca / this.n
      this.add(a)
      for (let b = 0; b < 10; b++) {
        const cb = cnt[b]!
        if (cb === 0) continue
        const pb = (pa * cb) / this.n
        this.add(b)
        const pair = a === b ? (a === 5 ? 1 : a === 0 ? this.pairShare : 0) : 0
        for (let u = 0; u < 10; u++) {
          const cu = cnt[u]!
          if (cu === 0) continue
          const w = (pb * cu) / this.n
          cnt[u] = cu - 1
          this.n--
          this.up = u
          this.splitMemo.clear()
          if (pair > 0) {
            out[EV_ZERO_PAIR]! += w * pair
            out[STAKED]! += w * pair
          }
          if (pair < 1) this.play(a, b, w * (1 - pair), out)
          cnt[u] = cu
          this.n++
        }
        this.remove(b)
      }
      this.remove(a)
    }
    return out
  }
}

/**
 * A table decision on first cards a, b against up card u: the pairs row when their total
 * may be split (`splittable`, from `splittableTotals`), else the `two` row.
 */
export function tableTwo(
  t: ZeroPolicyTables,
  splittable: Uint8Array,
  a: number,
  b: number,
  u: number,
): number {
  const total = (a + b) % 10
  if (splittable[total] === 1) return t.pairs[(Math.min(a, b) * 10 + Math.max(a, b)) * 10 + u]!
  const act = t.two[total * 10 + u]!
  return act === P ? S : act
}

/** Net pays per unit of the outcome vector's events (without the STAKED entry). */
export function paysOf(zeroPairPays: number): Float64Array {
  const p = new Float64Array(STAKED)
  p.set([zeroPairPays, 1, 0, -1, 2, 0, -2])
  for (let k = -4; k <= 4; k++) p[EV_SPLIT0 + k] = k
  return p
}

/** Expected net of a split outcome vector (only the split events are set). */
function meanOf(v: Float64Array): number {
  let m = 0
  for (let k = -4; k <= 4; k++) m += v[EV_SPLIT0 + k]! * k
  return m
}
