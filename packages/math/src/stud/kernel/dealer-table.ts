import type { CardCode } from '@felt/cards'
import { MAX_STRENGTH, rank5 } from '@felt/evaluators'
import { BINOMIAL } from './subsets.ts'

/** Thresholds 0..MAX_STRENGTH + 1: a cumulative row counts the dealer hands below each. */
const W = MAX_STRENGTH + 2
const C2 = BINOMIAL[2]!
const C3 = BINOMIAL[3]!
const C4 = BINOMIAL[4]!

/**
 * The dealer's hands for one face-up card: the strength (`rank5`) of the up card with
 * every 4-card set of the other 51 cards, arranged so that "how many dealer hands avoid
 * the cards R and are weaker than t" costs a few lookups per subset of R, by
 * inclusion-exclusion: sum over S in R, |S| <= 4, of (-1)^|S| times the hands holding S.
 * - no card, one card, two cards: cumulative counts by strength (direct lookups);
 * - three cards: the 48 hands holding them, sorted (binary search);
 * - four cards: the one hand's strength.
 * Cards are "local" indices 0..n-1: the deck's card codes (all 52 unless a reduced deck is
 * given, for tests) without the up card.
 */
export interface DealerTable {
  readonly up: CardCode
  /** Cards besides the up card (51 for the full deck). */
  readonly size: number
  /** Local index of each card code, -1 for the up card and for cards not in the deck. */
  readonly local: Int8Array
  /** The card code of each local index (`local` inverted). */
  readonly codes: Int32Array
  /** `cum0[t]`: hands of strength < t. */
  readonly cum0: Int32Array
  /**
   * `cum1[t * size + c]`: hands holding local card c, of strength < t (at most 19,600: 16
   * bits halve the cache misses). Strength-major: the counts one player's hand looks up, all
   * at its strength, lie together.
   */
  readonly cum1: Uint16Array
  /** `cum2[t * C(size, 2) + rank(pair)]`, pairs ranked by the combinatorial number system. */
  readonly cum2: Uint16Array
  /** `tri[rank(triple) * (size - 3) + i]`: the strengths of the hands holding the triple, sorted. */
  readonly tri: Uint16Array
  /** `quad[rank(set)]`: the strength of the hand made of the 4-card set and the up card. */
  readonly quad: Uint16Array
  /** The qualifying strength: hands below it do not qualify. */
  readonly qualify: number
  /** `cum1`, `cum2` and `tri` counted below `qualify`, by card, pair and triple (compact). */
  readonly q1: Int32Array
  readonly q2: Int32Array
  readonly q3: Uint8Array
}

/** The part of a dealer table that does not depend on the qualifier (nearly all of it). */
type DealerStrengths = Omit<DealerTable, 'qualify' | 'q1' | 'q2' | 'q3'>

/**
 * Full-deck strengths by up card, built once per process: every solver, fast model and
 * test that asks for the same up card shares one (about 0.3 s and 45 MB each, 13 for the
 * canonical up cards), whatever the qualifier. Reduced-deck tables are not kept (cheap,
 * and their decks vary).
 */
const fullDeck = new Map<CardCode, DealerStrengths>()
/** Full-deck tables by up card and qualifier (`up * W + qualify`), sharing `fullDeck`. */
const fullDeckTables = new Map<number, DealerTable>()

/**
 * The dealer table of one up card for a dealer who qualifies with `qualify` (a strength)
 * or better. `deck`: the cards in play, for reduced-deck checks; default all 52, whose
 * tables are built once per process and shared: read them, never write to them.
 */
export function dealerTable(
  up: CardCode,
  qualify: number,
  deck: readonly CardCode[] | null = null,
): DealerTable {
  if (deck !== null) return withQualifier(dealerStrengths(up, deck), qualify)
  const key = up * W + qualify
  let table = fullDeckTables.get(key)
  if (table === undefined) {
    let strengths = fullDeck.get(up)
    if (strengths === undefined) {
      strengths = dealerStrengths(up, null)
      fullDeck.set(up, strengths)
    }
    table = withQualifier(strengths, qualify)
    fullDeckTables.set(key, table)
  }
  return table
}

/** The strengths of every dealer hand of `up` with four cards of `deck` (null: all 52). */
function dealerStrengths(up: CardCode, deck: readonly CardCode[] | null): DealerStrengths {
  const local = new Int8Array(52).fill(-1)
  const code: number[] = []
  for (let c = 0; c < 52; c++) {
    if (c !== up && (deck === null || deck.includes(c))) {
      local[c] = code.length
      code.push(c)
    }
  }
  const n = code.length
  const block = n - 3
  const cum0 = new Int32Array(W)
  const pairs = C2[n]!
  const cum1 = new Uint16Array(W * n)
  const cum2 = new Uint16Array(W * pairs)
  const tri = new Uint16Array(C3[n]! * block)
  const quad = new Uint16Array(C4[n]!)
  // Every hand's strength first, then the hands in order of strength (a counting sort, each
  // packed as its four local cards, six bits each), swept upward: the running counts by card
  // and pair, copied into each strength's row before the hands of that strength are added,
  // are the counts below it. Written so, rows in order and increments into small arrays, a
  // table builds about twice as fast as by scattered histogram writes (16 MB of pairs) and a
  // sort per triple; each triple's list comes out sorted.
  const starts = new Int32Array(W)
  const packed = new Int32Array(quad.length)
  for (let d = 3, q = 0; d < n; d++)
    for (let c = 2; c < d; c++)
      for (let b = 1; b < c; b++)
        for (let a = 0; a < b; a++, q++) {
          const v = rank5(code[a]!, code[b]!, code[c]!, code[d]!, up)
          quad[q] = v
          packed[q] = a | (b << 6) | (c << 12) | (d << 18)
          starts[v + 1]!++
        }
  for (let t = 1; t < W; t++) starts[t]! += starts[t - 1]!
  const sorted = new Int32Array(quad.length)
  const next = Int32Array.from(starts)
  for (let q = 0; q < quad.length; q++) sorted[next[quad[q]!]!++] = packed[q]!
  const run1 = new Uint16Array(n)
  const run2 = new Uint16Array(pairs)
  const triFill = new Uint8Array(C3[n]!)
  const addTriple = (r: number, v: number): void => {
    tri[r * block + triFill[r]!] = v
    triFill[r]!++
  }
  for (let t = 0, i = 0; t < W; t++) {
    cum0[t] = i
    cum1.set(run1, t * n)
    cum2.set(run2, t * pairs)
    const end = t + 1 < W ? starts[t + 1]! : i
    for (; i < end; i++) {
      const h = sorted[i]!
      const a = h & 63
      const b = (h >> 6) & 63
      const c = (h >> 12) & 63
      const d = h >> 18
      run1[a]!++
      run1[b]!++
      run1[c]!++
      run1[d]!++
      run2[a + C2[b]!]!++
      run2[a + C2[c]!]!++
      run2[a + C2[d]!]!++
      run2[b + C2[c]!]!++
      run2[b + C2[d]!]!++
      run2[c + C2[d]!]!++
      addTriple(a + C2[b]! + C3[c]!, t)
      addTriple(a + C2[b]! + C3[d]!, t)
      addTriple(a + C2[c]! + C3[d]!, t)
      addTriple(b + C2[c]! + C3[d]!, t)
    }
  }
  return { up, size: n, local, codes: Int32Array.from(code), cum0, cum1, cum2, tri, quad }
}

/** `strengths` with the compact counts below `qualify` (the arrays are shared, not copied). */
function withQualifier(strengths: DealerStrengths, qualify: number): DealerTable {
  const { size: n, cum1, cum2, tri } = strengths
  const block = n - 3
  const q1 = Int32Array.from(cum1.subarray(qualify * n, (qualify + 1) * n))
  const q2 = Int32Array.from(cum2.subarray(qualify * C2[n]!, (qualify + 1) * C2[n]!))
  const q3 = Uint8Array.from({ length: C3[n]! }, (_, t) => triBelow(tri, t * block, block, qualify))
  return { ...strengths, qualify, q1, q2, q3 }
}

/** Hands among the `block` sorted strengths at `o` below `t`. */
function triBelow(tri: Uint16Array, o: number, block: number, t: number): number {
  let lo = 0
  let hi = block
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (tri[o + mid]! < t) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Counts the dealer hands that hold none of the local cards `removed[0..n)` (sorted
 * ascending, distinct), against a player's strength `s`: `out[0]` the hands that do not
 * qualify (below `table.qualify`), `out[1]` those below `s`, `out[2]` those below `s + 1`,
 * `out[3]` all of them. Inclusion-exclusion over the subsets of up to four removed cards
 * (31 for five cards, 57 for six).
 */
export function countAgainst(
  table: DealerTable,
  removed: Int32Array,
  n: number,
  s: number,
  out: Float64Array,
): void {
  const { cum0, cum1, cum2, tri, quad, q1, q2, q3, qualify } = table
  const size = table.size
  const block = size - 3
  const holding1 = C3[size - 1]!
  const holding2 = C2[size - 2]!
  const t2 = s + 1
  const s1 = s * size
  const t1 = t2 * size
  const pairs = C2[size]!
  const sp = s * pairs
  const tp = t2 * pairs
  let a0 = cum0[qualify]!
  let a1 = cum0[s]!
  let a2 = cum0[t2]!
  let all = C4[size]!
  for (let i = 0; i < n; i++) {
    const ri = removed[i]!
    a0 -= q1[ri]!
    a1 -= cum1[s1 + ri]!
    a2 -= cum1[t1 + ri]!
    all -= holding1
    for (let j = i + 1; j < n; j++) {
      const rj = removed[j]!
      const p = ri + C2[rj]!
      a0 += q2[p]!
      a1 += cum2[sp + p]!
      a2 += cum2[tp + p]!
      all += holding2
      for (let k = j + 1; k < n; k++) {
        const q = p + C3[removed[k]!]!
        const o3 = q * block
        a0 -= q3[q]!
        // Below s by binary search, then the hands equal to s after them.
        let lo = triBelow(tri, o3, block, s)
        a1 -= lo
        while (lo < block && tri[o3 + lo] === s) lo++
        a2 -= lo
        all -= block
        for (let l = k + 1; l < n; l++) {
          const v = quad[q + C4[removed[l]!]!]!
          if (v < qualify) a0++
          if (v < s) a1++
          if (v < t2) a2++
          all++
        }
      }
    }
  }
  out[0] = a0
  out[1] = a1
  out[2] = a2
  out[3] = all
}

/**
 * `countAgainst` for a player who cannot beat a qualifying dealer (strength below the
 * qualifier): only the hands that do not qualify and the total are needed, and these come
 * from the compact tables alone (`out[0]`, `out[3]`; `out[1]` and `out[2]` are set to
 * `out[0]`). Several times faster on random hands: nothing is read from `cum1`/`cum2`.
 */
export function countNotQualifying(
  table: DealerTable,
  removed: Int32Array,
  n: number,
  out: Float64Array,
): void {
  const { cum0, q1, q2, q3, quad, qualify } = table
  const size = table.size
  const block = size - 3
  let a0 = cum0[qualify]!
  let all = C4[size]!
  for (let i = 0; i < n; i++) {
    const ri = removed[i]!
    a0 -= q1[ri]!
    all -= C3[size - 1]!
    for (let j = i + 1; j < n; j++) {
      const p = ri + C2[removed[j]!]!
      a0 += q2[p]!
      all += C2[size - 2]!
      for (let k = j + 1; k < n; k++) {
        const q = p + C3[removed[k]!]!
        a0 -= q3[q]!
        all -= block
        for (let l = k + 1; l < n; l++) {
          if (quad[q + C4[removed[l]!]!]! < qualify) a0++
          all++
        }
      }
    }
  }
  out[0] = a0
  out[1] = a0
  out[2] = a0
  out[3] = all
}

/**
 * Counts the dealer hands that hold the local card `x` and none of the local cards
 * `removed[0..n)` (sorted, distinct, without `x`; n <= 5), as `countAgainst` counts them:
 * `out[0]` not qualifying, `out[1]` below `s`, `out[2]` below `s + 1`, `out[3]` all. What
 * removing `x` too takes from `countAgainst`'s counts: 26 lookups for five cards, not 57.
 */
export function countHolding(
  table: DealerTable,
  x: number,
  removed: Int32Array,
  n: number,
  s: number,
  out: Float64Array,
): void {
  const { cum1, cum2, tri, quad, q1, q2, q3, qualify } = table
  const size = table.size
  const block = size - 3
  const t2 = s + 1
  const pairs = C2[size]!
  let a0 = q1[x]!
  let a1 = cum1[s * size + x]!
  let a2 = cum1[t2 * size + x]!
  let all = C3[size - 1]!
  const holding2 = C2[size - 2]!
  for (let i = 0; i < n; i++) {
    const ri = removed[i]!
    const p = ri < x ? ri + C2[x]! : x + C2[ri]!
    a0 -= q2[p]!
    a1 -= cum2[s * pairs + p]!
    a2 -= cum2[t2 * pairs + p]!
    all -= holding2
    for (let j = i + 1; j < n; j++) {
      const rj = removed[j]!
      // The triple {x, ri, rj} in ascending order (ri < rj).
      const q =
        x < ri ? x + C2[ri]! + C3[rj]! : x < rj ? ri + C2[x]! + C3[rj]! : ri + C2[rj]! + C3[x]!
      const o3 = q * block
      a0 += q3[q]!
      let lo = triBelow(tri, o3, block, s)
      a1 += lo
      while (lo < block && tri[o3 + lo] === s) lo++
      a2 += lo
      all += block
      for (let k = j + 1; k < n; k++) {
        const rk = removed[k]!
        // The four cards {x, ri, rj, rk} in ascending order.
        const v =
          quad[
            x < ri
              ? x + C2[ri]! + C3[rj]! + C4[rk]!
              : x < rj
                ? ri + C2[x]! + C3[rj]! + C4[rk]!
                : x < rk
                  ? ri + C2[rj]! + C3[x]! + C4[rk]!
                  : ri + C2[rj]! + C3[rk]! + C4[x]!
          ]!
        if (v < qualify) a0--
        if (v < s) a1--
        if (v < t2) a2--
        all--
      }
    }
  }
  out[0] = a0
  out[1] = a1
  out[2] = a2
  out[3] = all
}

/**
 * Counts the dealer hands that hold the local cards `x < y` and none of the local cards
 * `removed[0..n)` (sorted, distinct, without x and y; n <= 5), as `countAgainst` counts them:
 * what removing x and y together gives back of the hands `countHolding` took for each.
 */
export function countHoldingPair(
  table: DealerTable,
  x: number,
  y: number,
  removed: Int32Array,
  n: number,
  s: number,
  out: Float64Array,
): void {
  const { cum2, tri, quad, q2, q3, qualify } = table
  const block = table.size - 3
  const t2 = s + 1
  const p = x + C2[y]!
  const pairs = C2[table.size]!
  let a0 = q2[p]!
  let a1 = cum2[s * pairs + p]!
  let a2 = cum2[t2 * pairs + p]!
  let all = C2[table.size - 2]!
  for (let i = 0; i < n; i++) {
    const ri = removed[i]!
    // The triple {x, y, ri} in ascending order.
    const q = ri < x ? ri + C2[x]! + C3[y]! : ri < y ? x + C2[ri]! + C3[y]! : p + C3[ri]!
    const o3 = q * block
    a0 -= q3[q]!
    let lo = triBelow(tri, o3, block, s)
    a1 -= lo
    while (lo < block && tri[o3 + lo] === s) lo++
    a2 -= lo
    all -= block
    for (let j = i + 1; j < n; j++) {
      const v = quad[rank4(x, y, ri, removed[j]!)]!
      if (v < qualify) a0++
      if (v < s) a1++
      if (v < t2) a2++
      all++
    }
  }
  out[0] = a0
  out[1] = a1
  out[2] = a2
  out[3] = all
}

/** The colex rank of the four distinct cards {a < b, c < d}. */
function rank4(a: number, b: number, c: number, d: number): number {
  // Merge the two sorted pairs.
  let w: number
  let x: number
  let y: number
  let z: number
  if (a < c) {
    w = a
    if (b < c) {
      x = b
      y = c
      z = d
    } else {
      x = c
      if (b < d) {
        y = b
        z = d
      } else {
        y = d
        z = b
      }
    }
  } else {
    w = c
    if (d < a) {
      x = d
      y = a
      z = b
    } else {
      x = a
      if (b < d) {
        y = b
        z = d
      } else {
        y = d
        z = b
      }
    }
  }
  return w + C2[x]! + C3[y]! + C4[z]!
}
