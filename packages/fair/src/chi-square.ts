// Chi-square statistics for the uniformity checks (unit tests and `felt-fair stats`).

/** A chi-square test result. */
export interface ChiSquareResult {
  /** The chi-square statistic: sum over cells of (observed - expected)^2 / expected. */
  readonly statistic: number
  readonly degreesOfFreedom: number
  /** P(X >= statistic) for X ~ chi-square(degreesOfFreedom). */
  readonly pValue: number
  /** Number of shuffles tallied. */
  readonly samples: number
}

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
]

/** ln Γ(x) for x > 0 (Lanczos, g = 7; relative error about 1e-15). */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x)
  const z = x - 1
  let a = 0.99999999999980993
  const t = z + 7.5
  for (let i = 0; i < 8; i++) a += LANCZOS[i]! / (z + i + 1)
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a)
}

/** The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1
  const lnFront = a * Math.log(x) - x - lnGamma(a)
  if (x < a + 1) {
    // Series for P(a, x).
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 100000; n++) {
      term *= x / (a + n)
      sum += term
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break
    }
    return Math.max(0, 1 - sum * Math.exp(lnFront))
  }
  // Continued fraction for Q(a, x) (modified Lentz).
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let i = 1; i < 100000; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < tiny) d = tiny
    c = b + an / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-16) break
  }
  return Math.exp(lnFront) * h
}

/** P(X >= statistic) for X ~ chi-square with `df` degrees of freedom. */
export function chiSquarePValue(statistic: number, df: number): number {
  return gammaQ(df / 2, statistic / 2)
}

/**
 * Tallies which card lands on which position over many shuffles of one deck or shoe
 * size, for a chi-square test of card x position. Cards of a shoe are counted by code
 * (a code held k times in an N-card shoe is expected k/N of the time at each position).
 */
export class CardPositionTally {
  readonly size: number
  private readonly counts: Float64Array
  private readonly multiplicity = new Float64Array(53)
  private samples = 0

  /** `canonical`: the deck or shoe in canonical order (fixes the codes and their counts). */
  constructor(canonical: readonly number[]) {
    this.size = canonical.length
    this.counts = new Float64Array(53 * this.size)
    for (const c of canonical) this.multiplicity[c]!++
  }

  /** Adds one shuffled deck. */
  add(deck: readonly number[]): void {
    const n = this.size
    for (let p = 0; p < n; p++) this.counts[deck[p]! * n + p]!++
    this.samples++
  }

  /** The chi-square test (see `cardPositionChiSquare`). */
  result(): ChiSquareResult {
    return cardPositionChiSquare(this.counts, this.multiplicity, this.samples, this.size)
  }
}

/**
 * The card x position chi-square of `samples` shuffles of `positions` cards from counts
 * (`counts[code * positions + p]`) and `copies[code]`, the copies of each code in the
 * deck (codes with 0 copies are skipped). Degrees of freedom (codes - 1) x (positions - 1).
 * The statistic is Pearson's sum times (positions - 1) / positions: a shuffle places every
 * card exactly once, not independently per cell, so the plain sum is
 * positions / (positions - 1) times a chi-square (derived in the audit's README section and
 * checked by simulation in the tests).
 */
export function cardPositionChiSquare(
  counts: ArrayLike<number>,
  copies: ArrayLike<number>,
  samples: number,
  positions: number,
): ChiSquareResult {
  const n = positions
  let statistic = 0
  let codes = 0
  for (let c = 0; c < copies.length; c++) {
    const k = copies[c]!
    if (k === 0) continue
    codes++
    const expected = (samples * k) / n
    for (let p = 0; p < n; p++) {
      const d = counts[c * n + p]! - expected
      statistic += (d * d) / expected
    }
  }
  statistic *= (n - 1) / n
  const degreesOfFreedom = (codes - 1) * (n - 1)
  return {
    statistic,
    degreesOfFreedom,
    pValue: chiSquarePValue(statistic, degreesOfFreedom),
    samples,
  }
}

/** The index 0..n!-1 of a permutation of 0..n-1 (Lehmer code, lexicographic order). */
export function permutationIndex(order: readonly number[]): number {
  let index = 0
  for (let i = 0; i < order.length; i++) {
    let smaller = 0
    for (let j = i + 1; j < order.length; j++) if (order[j]! < order[i]!) smaller++
    index = index * (order.length - i) + smaller
  }
  return index
}

/** Tallies the orders of a small deck (all n! of them) for a chi-square test, df n! - 1. */
export class OrderTally {
  private readonly counts: Float64Array
  private samples = 0

  constructor(readonly cards: number) {
    let f = 1
    for (let i = 2; i <= cards; i++) f *= i
    this.counts = new Float64Array(f)
  }

  /** Adds one shuffled order of 0..cards-1. */
  add(order: readonly number[]): void {
    this.counts[permutationIndex(order)]!++
    this.samples++
  }

  /** Count of each order, by `permutationIndex`. */
  get orders(): number[] {
    return Array.from(this.counts)
  }

  /** The chi-square test against all orders equally likely. */
  result(): ChiSquareResult {
    const expected = this.samples / this.counts.length
    let statistic = 0
    for (const o of this.counts) statistic += ((o - expected) * (o - expected)) / expected
    const degreesOfFreedom = this.counts.length - 1
    return {
      statistic,
      degreesOfFreedom,
      pValue: chiSquarePValue(statistic, degreesOfFreedom),
      samples: this.samples,
    }
  }
}
