import {
  D,
  H,
  P,
  S,
  tableTwo,
  ZeroEngine,
  type ZeroMathRules,
  type ZeroPolicyTables,
} from './engine.ts'
import { zeroPairShare } from './shoe.ts'

const LETTERS = 'SHDP'

/** A total-dependent Zero strategy as rows of letters, one row per total, one letter per up card 0..9. */
export interface ZeroBasicRows {
  /** First two cards (S stand, H hit, D double under the two-card double, P split). */
  readonly two: readonly string[]
  /** Three-card hand after a hit (S stand, D double). */
  readonly three: readonly string[]
  /** A split hand's two cards (S, H, D). */
  readonly splitTwo: readonly string[]
  /** A split hand's three cards (S, D). */
  readonly splitThree: readonly string[]
  /**
   * First two cards whose total may be split (the rule set's `splitTotals`), by their
   * point values `lo-hi` (`4-4`, `0-9`): the decision per up card (P split, H, S, D). These
   * rows replace `two` for those totals; which rows there are says which totals split.
   */
  readonly pairs: Readonly<Record<string, string>>
}

/** The split candidates: point values lo <= hi whose total is one of `splitTotals`. */
export function splitPairs(splitTotals: readonly number[]): [number, number][] {
  const out: [number, number][] = []
  for (let lo = 0; lo < 10; lo++)
    for (let hi = lo; hi < 10; hi++) if (splitTotals.includes((lo + hi) % 10)) out.push([lo, hi])
  return out
}

/** Decision codes to rows of letters (a `pairs` row for each split candidate). */
export function tablesToRows(t: ZeroPolicyTables): ZeroBasicRows {
  const rows = (a: Uint8Array) =>
    Array.from({ length: 10 }, (_, total) =>
      Array.from({ length: 10 }, (_, up) => LETTERS[a[total * 10 + up]!]).join(''),
    )
  const pairs: Record<string, string> = {}
  for (const [lo, hi] of splitPairs(t.splitTotals)) {
    pairs[`${lo}-${hi}`] = Array.from(
      { length: 10 },
      (_, u) => LETTERS[t.pairs[(lo * 10 + hi) * 10 + u]!],
    ).join('')
  }
  return {
    two: rows(t.two),
    three: rows(t.three),
    splitTwo: rows(t.splitTwo),
    splitThree: rows(t.splitThree),
    pairs,
  }
}

/** Rows of letters to decision codes; the split totals are those of the `pairs` rows. */
export function rowsToTables(r: ZeroBasicRows): ZeroPolicyTables {
  const codes = (rows: readonly string[]) => {
    const a = new Uint8Array(100)
    for (let t = 0; t < 10; t++)
      for (let u = 0; u < 10; u++) a[t * 10 + u] = LETTERS.indexOf(rows[t]?.[u] ?? 'S')
    return a
  }
  const splitTotals = [
    ...new Set(
      Object.keys(r.pairs).map((k) => k.split('-').reduce((s, v) => s + Number(v), 0) % 10),
    ),
  ].sort((a, b) => a - b)
  const pairs = new Uint8Array(1000)
  for (const [lo, hi] of splitPairs(splitTotals)) {
    const row = r.pairs[`${lo}-${hi}`] ?? ''
    for (let u = 0; u < 10; u++) pairs[(lo * 10 + hi) * 10 + u] = LETTERS.indexOf(row[u] ?? 'P')
  }
  return {
    two: codes(r.two),
    three: codes(r.three),
    splitTwo: codes(r.splitTwo),
    splitThree: codes(r.splitThree),
    splitTotals,
    pairs,
  }
}

type Agg = Float64Array // [state (t*10+u)][action 0..3] summed weight * EV, plus reach weight

function argmax(
  agg: Agg,
  allowed: (state: number, a: number) => boolean,
  states = 100,
): Uint8Array {
  const out = new Uint8Array(states)
  for (let s = 0; s < states; s++) {
    let best = S
    let ev = Number.NEGATIVE_INFINITY
    for (let a = 0; a < 4; a++) {
      if (!allowed(s, a)) continue
      const v = agg[s * 4 + a]!
      if (v > ev + 1e-15) {
        ev = v
        best = a
      }
    }
    out[s] = best
  }
  return out
}

/**
 * Derives the total-dependent basic strategy of Zero for a full shoe: every decision
 * (by total, number of cards and up card, separately for split hands; for the split
 * candidates, by the two cards' point values) takes the action
 * with the highest expected value summed over all card compositions that reach it,
 * each weighted by its probability, with exact card removal. Three-card decisions are
 * weighted by the two-card hands that hit; the derivation alternates twice between the
 * two-card and three-card tables so that each is optimal given the other. `ups`
 * restricts the derivation to some up cards (the other columns are left unset), for
 * checks that regenerate a slice of a table.
 */
export function deriveZeroBasic(
  rules: ZeroMathRules,
  ups: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
): ZeroPolicyTables {
  const e = new ZeroEngine(rules)
  const pairShare = zeroPairShare(rules.ranks)
  const dbl = rules.double
  const allStand = new Uint8Array(100)
  const tables: {
    splitTotals: readonly number[]
    two: Uint8Array
    three: Uint8Array
    splitTwo: Uint8Array
    splitThree: Uint8Array
    pairs: Uint8Array
  } = {
    splitTotals: rules.splitTotals,
    pairs: new Uint8Array(1000).fill(P),
    two: new Uint8Array(100).fill(H),
    three: allStand.slice(),
    splitTwo: new Uint8Array(100).fill(H),
    splitThree: allStand.slice(),
  }
  for (let pass = 0; pass < 3; pass++) {
    const agg3 = new Float64Array(400)
    const aggS3 = new Float64Array(400)
    const aggS2 = new Float64Array(400)
    const agg2 = new Float64Array(400)
    const aggPairs = new Float64Array(4000)
    e.tables = tables
    // Three-card decisions: reached by hitting a two-card hand.
    const three = (t3: number, w: number, into: Agg) => {
      const s = (t3 * 10 + e.up) * 4
      into[s + S]! += w * e.evStand(t3, 1)
      if (dbl === 'three-card') into[s + D]! += w * e.evDoubleCard(t3)
      else if (dbl === 'three-card-no-card') into[s + D]! += w * e.evStand(t3, 2)
    }
    const hits = (t: number, w: number, into: Agg) => {
      for (let v = 0; v < 10; v++) {
        const c = e.cnt[v]!
        if (c === 0) continue
        const p = (w * c) / e.n
        e.add(v)
        three((t + v) % 10, p, into)
        e.remove(v)
      }
    }
    starts(e, pairShare, ups, (a, b, w) => {
      const t = (a + b) % 10
      const u = e.up
      const s = (t * 10 + u) * 4
      const act = tableTwo(tables, e.splittable, a, b, u)
      if (act === H) hits(t, w, agg3)
      const stand = e.evStand(t, 1)
      const hit = e.evHit(t, false)
      const dbl2 = dbl === 'two-card' ? e.evDoubleCard(t) : 0
      agg2[s + S]! += w * stand
      agg2[s + H]! += w * hit
      agg2[s + D]! += w * dbl2
      if (e.splittable[t] === 1) {
        e.clearSplitMemo()
        const sp = e.splitOutcome(a, b)
        let m = 0
        for (let k = -4; k <= 4; k++) m += sp[11 + k]! * k
        const q = ((Math.min(a, b) * 10 + Math.max(a, b)) * 10 + u) * 4
        aggPairs[q + S]! += w * stand
        aggPairs[q + H]! += w * hit
        aggPairs[q + D]! += w * dbl2
        aggPairs[q + P]! += w * m
        // Split hands: each first card with its second card, the other first card removed
        // (every split candidate counts, so the split tables do not depend on `pairs`).
        for (const first of [a, b]) {
          for (let x = 0; x < 10; x++) {
            const c = e.cnt[x]!
            if (c === 0) continue
            const p = (w * c) / e.n
            e.add(x)
            const t2 = (first + x) % 10
            const s2 = (t2 * 10 + u) * 4
            if (tables.splitTwo[t2 * 10 + u] === H) hits(t2, p, aggS3)
            aggS2[s2 + S]! += p * e.evStand(t2, 1)
            aggS2[s2 + H]! += p * e.evHit(t2, true)
            if (dbl === 'two-card') aggS2[s2 + D]! += p * e.evDoubleCard(t2)
            e.remove(x)
          }
        }
      }
    })
    const canDouble3 = (_s: number, a: number) => a === S || (a === D && dbl !== 'two-card')
    tables.three = argmax(agg3, canDouble3)
    tables.splitThree = argmax(aggS3, canDouble3)
    tables.splitTwo = argmax(
      aggS2,
      (_s, a) => a === S || a === H || (a === D && dbl === 'two-card'),
    )
    tables.pairs = argmax(
      aggPairs,
      (_s, a) => a === S || a === H || a === P || (a === D && dbl === 'two-card'),
      1000,
    )
    tables.two = argmax(agg2, (_s, a) => {
      return a === S || a === H || (a === D && dbl === 'two-card')
    })
  }
  return tables
}

/** Calls `visit(a, b, w)` for every non-Zero-Pair start, with the up card set in `e`. */
function starts(
  e: ZeroEngine,
  pairShare: number,
  ups: readonly number[],
  visit: (a: number, b: number, w: number) => void,
): void {
  const cnt = e.cnt
  for (let a = 0; a < 10; a++) {
    const ca = cnt[a]!
    if (ca === 0) continue
    const pa = ca / e.n
    e.add(a)
    for (let b = 0; b < 10; b++) {
      const cb = cnt[b]!
      if (cb === 0) continue
      const pb = (pa * cb) / e.n
      e.add(b)
      const pair = a === b ? (a === 5 ? 1 : a === 0 ? pairShare : 0) : 0
      for (let u = 0; u < 10; u++) {
        const cu = cnt[u]!
        if (cu === 0 || pair >= 1 || !ups.includes(u)) continue
        const w = ((pb * cu) / e.n) * (1 - pair)
        cnt[u] = cu - 1
        e.n--
        e.up = u
        visit(a, b, w)
        cnt[u] = cu
        e.n++
      }
      e.remove(b)
    }
    e.remove(a)
  }
}
