// The p-value math of the audit battery beyond chi-square: the normal tail and the NIST
// SP 800-22 (rev. 1a) tests computed from counts, so a stream of any length is tallied once.
import { chiSquarePValue, gammaQ } from '../chi-square.ts'

/** P(|Z| >= |z|) for Z standard normal: erfc(|z| / sqrt 2) = Q(1/2, z^2 / 2). */
export function normalTwoSidedPValue(z: number): number {
  return gammaQ(0.5, (z * z) / 2)
}

/** The complementary error function erfc(x) for x >= 0, as Q(1/2, x^2). */
export function erfc(x: number): number {
  return x < 0 ? 2 - gammaQ(0.5, x * x) : gammaQ(0.5, x * x)
}

/** A statistic with its p-value (and degrees of freedom where it has them). */
export interface TestValue {
  readonly statistic: number
  /** Degrees of freedom of a chi-square statistic; undefined for a normal one. */
  readonly degreesOfFreedom?: number
  readonly pValue: number
}

/**
 * NIST SP 800-22 2.1, frequency (monobit): `ones` of `bits` bits. The statistic is
 * s_obs = |2 ones - n| / sqrt n; p = erfc(s_obs / sqrt 2).
 */
export function frequencyTest(ones: number, bits: number): TestValue {
  const s = Math.abs(2 * ones - bits) / Math.sqrt(bits)
  return { statistic: s, pValue: erfc(s / Math.SQRT2) }
}

/**
 * NIST SP 800-22 2.2, frequency within a block: `blocks` blocks of `m` bits, and
 * `sumSquares` = the sum over blocks of (2 ones - m)^2. chi^2 = 4m sum (pi - 1/2)^2
 * = sumSquares / m with `blocks` degrees of freedom; p = igamc(N / 2, chi^2 / 2).
 */
export function blockFrequencyTest(sumSquares: number, blocks: number, m: number): TestValue {
  const statistic = sumSquares / m
  return {
    statistic,
    degreesOfFreedom: blocks,
    pValue: chiSquarePValue(statistic, blocks),
  }
}

/**
 * NIST SP 800-22 2.3, runs: `ones` of `bits` bits and `runs` = 1 + the number of
 * adjacent bit pairs that differ. p = erfc(|V - 2n pi (1 - pi)| / (2 sqrt(2n) pi (1 - pi))).
 * When the frequency prerequisite fails (|pi - 1/2| >= 2 / sqrt n) the test does not
 * apply and, as NIST says, its p-value is 0.
 */
export function runsTest(ones: number, bits: number, runs: number): TestValue {
  const pi = ones / bits
  if (Math.abs(pi - 0.5) >= 2 / Math.sqrt(bits)) return { statistic: runs, pValue: 0 }
  const q = pi * (1 - pi)
  const x = Math.abs(runs - 2 * bits * q) / (2 * Math.sqrt(2 * bits) * q)
  return { statistic: runs, pValue: erfc(x) }
}
