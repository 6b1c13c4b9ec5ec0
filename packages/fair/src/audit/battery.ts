import { formatCard } from '@felt/cards'
import { cardPositionChiSquare, chiSquarePValue } from '../chi-square.ts'
import { InvalidAuditError } from '../errors.ts'
import { type AuditSpec, canonicalCodes, chosenCards } from './spec.ts'
import { blockFrequencyTest, frequencyTest, normalTwoSidedPValue, runsTest } from './stats.ts'
import type { AuditTally } from './tally.ts'

/** The battery's family-wise significance: a fair generator fails the battery at most this often. */
export const ALPHA = 0.01

/** One test of the battery. */
export interface AuditTest {
  readonly id: string
  readonly name: string
  /** Tests of the dealt orders, or of the raw HMAC byte stream. */
  readonly family: 'shuffle' | 'stream'
  /** What is tallied and which statistic is used. */
  readonly method: string
  /** `chi-square`, `z` (standard normal) or a NIST statistic. */
  readonly statisticName: string
  readonly statistic: number
  readonly degreesOfFreedom: number | null
  readonly pValue: number
  /** `upper`: P(chi-square >= statistic); `two-sided`: P(|Z| >= |z|). */
  readonly tail: 'upper' | 'two-sided'
  /** Passes when pValue >= threshold (the Bonferroni-corrected significance). */
  readonly threshold: number
  readonly passed: boolean
}

/** The battery's verdict on one tally. */
export interface BatteryResult {
  readonly alpha: number
  readonly threshold: number
  readonly correction: string
  readonly tests: readonly AuditTest[]
  readonly passed: boolean
  /** Names of the tests that failed. */
  readonly failed: readonly string[]
  /** Diagnostics (not part of the pass rule): one chi-square p-value per position and per code. */
  readonly positionPValues: readonly number[]
  readonly codePValues: readonly number[]
  /** Bytes of HMAC stream tested. */
  readonly streamBytes: number
}

type Draft = Omit<AuditTest, 'threshold' | 'passed'>

function chi(
  statistic: number,
  df: number,
): Pick<Draft, 'statistic' | 'degreesOfFreedom' | 'pValue' | 'tail' | 'statisticName'> {
  return {
    statisticName: 'chi-square',
    statistic,
    degreesOfFreedom: df,
    pValue: chiSquarePValue(statistic, df),
    tail: 'upper',
  }
}

function z(
  value: number,
): Pick<Draft, 'statistic' | 'degreesOfFreedom' | 'pValue' | 'tail' | 'statisticName'> {
  return {
    statisticName: 'z',
    statistic: value,
    degreesOfFreedom: null,
    pValue: normalTwoSidedPValue(value),
    tail: 'two-sided',
  }
}

function multinomial(observed: ArrayLike<number>, expected: ArrayLike<number>): number {
  let s = 0
  for (let i = 0; i < observed.length; i++) {
    const e = expected[i]!
    if (e > 0) s += (observed[i]! - e) ** 2 / e
  }
  return s
}

/** Copies of each code in the deck (index = code). */
export function copiesOf(spec: Pick<AuditSpec, 'cards'>): number[] {
  const codes = spec.cards === 53 ? 53 : 52
  const copies = new Array<number>(codes).fill(0)
  for (const c of canonicalCodes(spec.cards)) copies[c]!++
  return copies
}

/**
 * Runs the battery on a tally of `spec`'s shuffles. Each test passes when its p-value is at
 * least ALPHA / (number of tests) (Bonferroni), so a fair generator fails the battery
 * with probability at most ALPHA, about 1 run in 100.
 * @throws {InvalidAuditError} `INVALID_AUDIT` with fewer than 2 shuffles.
 */
export function runBattery(spec: AuditSpec, t: AuditTally): BatteryResult {
  const s = t.shuffles
  if (s < 2) throw new InvalidAuditError('the battery needs at least 2 shuffles', { shuffles: s })
  const n = spec.cards
  const copies = copiesOf(spec)
  const codes = copies.length
  const cp = cardPositionChiSquare(t.cardPosition, copies, s, n)
  const drafts: Draft[] = []
  drafts.push({
    id: 'card-position',
    name: 'card x position',
    family: 'shuffle',
    method: `counts of each of the ${codes} codes at each of the ${n} positions against shuffles x copies / ${n}; Pearson's sum x (N-1)/N, as each shuffle places every card once`,
    ...chi(cp.statistic, cp.degreesOfFreedom),
  })
  const chosen = chosenCards(n)
  const canon = canonicalCodes(spec.cards)
  chosen.forEach((cards, k) => {
    const counts = t.orders[k]!
    const e = s / counts.length
    drafts.push({
      id: `order-${cards.length}`,
      name: `orders of ${cards.length} chosen cards`,
      family: 'shuffle',
      method: `the relative order of the cards at canonical indices ${cards.join(', ')} (${cards.map((i) => formatCard(canon[i]!)).join(' ')}), all ${counts.length} orders equally likely`,
      ...chi(multinomial(counts, new Array(counts.length).fill(e)), counts.length - 1),
    })
  })
  for (const [id, name, p] of [
    ['first-card', 'first card', 0],
    ['last-card', 'last card', n - 1],
  ] as const) {
    const observed = copies.map((_, c) => t.cardPosition[c * n + p]!)
    drafts.push({
      id,
      name: `${name} (position ${p})`,
      family: 'shuffle',
      method: `the code dealt at position ${p}, each code expected copies / ${n} of the time`,
      ...chi(
        multinomial(
          observed,
          copies.map((k) => (s * k) / n),
        ),
        codes - 1,
      ),
    })
  }
  // Spearman's rho of two independent uniform permutations has mean 0 and variance 1/(N-1);
  // the rho of consecutive pairs are uncorrelated, so their sum over S - 1 pairs is normal.
  const rhoSum = t.serialSum / ((n * (n * n - 1)) / 3)
  drafts.push({
    id: 'serial-correlation',
    name: 'serial correlation of positions',
    family: 'shuffle',
    method: `Spearman's rho between each card's position in shuffle s and s + 1, summed over the ${t.serialPairs} consecutive pairs; z = sum rho x sqrt((N-1) / pairs)`,
    ...z(rhoSum * Math.sqrt((n - 1) / t.serialPairs)),
  })
  // Ascending runs of a uniform permutation: mean (N+1)/2, variance (N+1)/12 (Eulerian).
  drafts.push({
    id: 'ascending-runs',
    name: 'runs within a shuffle',
    family: 'shuffle',
    method: `ascending runs of the canonical indices in dealt order, total over shuffles against mean (N+1)/2 and variance (N+1)/12 per shuffle`,
    ...z((t.ascendingRuns - (s * (n + 1)) / 2) / Math.sqrt((s * (n + 1)) / 12)),
  })
  const bytes = t.blocks * 32
  const bits = bytes * 8
  let ones = 0
  for (let b = 0; b < 256; b++) ones += t.byteCounts[b]! * popcount(b)
  const f = frequencyTest(ones, bits)
  drafts.push({
    id: 'monobit',
    name: 'stream: frequency (monobit)',
    family: 'stream',
    method: `NIST SP 800-22 2.1 over all ${bits} bits read (every HMAC block, rejected words and unused tails included); s_obs = |2 ones - n| / sqrt n, p = erfc(s_obs / sqrt 2)`,
    statisticName: 's_obs',
    statistic: f.statistic,
    degreesOfFreedom: null,
    pValue: f.pValue,
    tail: 'two-sided',
  })
  const bf = blockFrequencyTest(t.blockSquares, t.blocks, 256)
  drafts.push({
    id: 'block-frequency',
    name: 'stream: frequency within a block',
    family: 'stream',
    method: `NIST SP 800-22 2.2 with M = 256 bits (one HMAC-SHA256 output per block), N = ${t.blocks} blocks; chi-square = 4M sum (pi - 1/2)^2`,
    ...chi(bf.statistic, t.blocks),
  })
  const r = runsTest(ones, bits, t.bitChanges + 1)
  drafts.push({
    id: 'bit-runs',
    name: 'stream: runs',
    family: 'stream',
    method: `NIST SP 800-22 2.3: V_n = 1 + adjacent bits that differ, over the whole stream; p = erfc(|V_n - 2n pi(1-pi)| / (2 sqrt(2n) pi(1-pi))), 0 if the frequency prerequisite fails`,
    statisticName: 'V_n',
    statistic: r.statistic,
    degreesOfFreedom: null,
    pValue: r.pValue,
    tail: 'two-sided',
  })
  drafts.push({
    id: 'byte-values',
    name: 'stream: byte values',
    family: 'stream',
    method: `counts of the 256 byte values against bytes / 256`,
    ...chi(multinomial(t.byteCounts, new Array(256).fill(bytes / 256)), 255),
  })
  const threshold = ALPHA / drafts.length
  const tests = drafts.map((d) => ({ ...d, threshold, passed: d.pValue >= threshold }))
  const failed = tests.filter((x) => !x.passed).map((x) => x.id)
  return {
    alpha: ALPHA,
    threshold,
    correction: `Bonferroni: each of the ${tests.length} tests passes at p >= ${ALPHA} / ${tests.length} = ${threshold.toPrecision(3)}; the battery passes when all do, so a fair generator fails it with probability at most ${ALPHA} (about 1 run in ${Math.round(1 / ALPHA)})`,
    tests,
    passed: failed.length === 0,
    failed,
    positionPValues: positionPValues(t, copies, s, n),
    codePValues: codePValues(t, copies, s, n),
    streamBytes: bytes,
  }
}

function positionPValues(t: AuditTally, copies: number[], s: number, n: number): number[] {
  const expected = copies.map((k) => (s * k) / n)
  const out: number[] = []
  const column = new Float64Array(copies.length)
  for (let p = 0; p < n; p++) {
    for (let c = 0; c < copies.length; c++) column[c] = t.cardPosition[c * n + p]!
    out.push(chiSquarePValue(multinomial(column, expected), copies.length - 1))
  }
  return out
}

// A code with k copies fills k of the N positions of each shuffle without replacement, so
// its row's Pearson sum is (N - k) / (N - 1) times a chi-square with N - 1 df.
function codePValues(t: AuditTally, copies: number[], s: number, n: number): number[] {
  return copies.map((k, c) => {
    const e = (s * k) / n
    let x = 0
    for (let p = 0; p < n; p++) x += (t.cardPosition[c * n + p]! - e) ** 2 / e
    return chiSquarePValue((x * (n - 1)) / (n - k), n - 1)
  })
}

function popcount(b: number): number {
  let c = 0
  for (; b; b >>= 1) c += b & 1
  return c
}
