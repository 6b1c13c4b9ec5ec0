/**
 * Every rank pattern of seven cards from the Break Poker deck (52 cards + joker): 13
 * rank counts 0..4 plus a joker flag 0/1 summing to 7. Suits never matter in Break
 * Poker, so a pattern stands for all its card combinations.
 */
export interface BreakPatterns {
  /** Number of patterns (67,600). */
  readonly count: number
  /** counts[i * 14 + r]: cards of rank r (0..12) in pattern i; [i * 14 + 13]: the joker. */
  readonly counts: Uint8Array
  /** Card combinations of each pattern from the full deck: the product of C(4, c_r). */
  readonly weight: Float64Array
}

const C4 = [1, 4, 6, 4, 1]

/** Enumerates the rank patterns in lexicographic order of (c_0 .. c_12, joker). */
export function breakPatterns(): BreakPatterns {
  const rows: number[][] = []
  const cur = new Array<number>(14).fill(0)
  const rec = (r: number, left: number): void => {
    if (r === 13) {
      if (left === 0 || left === 1) {
        cur[13] = left
        rows.push(cur.slice())
        cur[13] = 0
      }
      return
    }
    for (let k = 0; k <= Math.min(4, left); k++) {
      cur[r] = k
      rec(r + 1, left - k)
    }
    cur[r] = 0
  }
  rec(0, 7)
  const counts = new Uint8Array(rows.length * 14)
  const weight = new Float64Array(rows.length)
  rows.forEach((row, i) => {
    counts.set(row, i * 14)
    let w = 1
    for (let r = 0; r < 13; r++) w *= C4[row[r]!]!
    weight[i] = w
  })
  return { count: rows.length, counts, weight }
}

/** Seven card codes of pattern i (distinct suits per rank, 52 for the joker). */
export function patternCards(
  p: BreakPatterns,
  i: number,
  out: Int32Array = new Int32Array(7),
): Int32Array {
  let n = 0
  for (let r = 0; r < 13; r++) for (let k = 0; k < p.counts[i * 14 + r]!; k++) out[n++] = r + 13 * k
  if (p.counts[i * 14 + 13]) out[n++] = 52
  return out
}
