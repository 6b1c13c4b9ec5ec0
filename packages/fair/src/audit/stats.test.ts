import { describe, expect, it } from 'vitest'
import { chiSquarePValue } from '../chi-square.ts'
import { blockFrequencyTest, erfc, frequencyTest, normalTwoSidedPValue, runsTest } from './stats.ts'

const close = (actual: number, expected: number, rel: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThan(rel)

// The 100-bit examples of NIST SP 800-22 rev. 1a, sections 2.1.8, 2.2.8 and 2.3.8.
const NIST_100 =
  '1100100100001111110110101010001000100001011010001100001000110100110001001100011001100010100010111000'

function ones(bits: string): number {
  return [...bits].filter((b) => b === '1').length
}

function runs(bits: string): number {
  let v = 1
  for (let i = 1; i < bits.length; i++) if (bits[i] !== bits[i - 1]) v++
  return v
}

function blockSquares(bits: string, m: number): { sum: number; blocks: number } {
  let sum = 0
  const blocks = Math.floor(bits.length / m)
  for (let b = 0; b < blocks; b++) sum += (2 * ones(bits.slice(b * m, (b + 1) * m)) - m) ** 2
  return { sum, blocks }
}

describe('normal p-values', () => {
  it('match scipy (2 norm.sf(|z|), erfc) to a relative 1e-9', () => {
    close(normalTwoSidedPValue(1.959963984540054), 0.05, 1e-9)
    close(normalTwoSidedPValue(-3), 0.0026997960632601866, 1e-9)
    close(normalTwoSidedPValue(6), 1.973175290075389e-9, 1e-9)
    close(normalTwoSidedPValue(0.7588), 0.4479722056622105, 1e-9)
    close(erfc(0.5), 0.4795001221869535, 1e-12)
    expect(normalTwoSidedPValue(0)).toBe(1)
  })

  it('keep chi-square right with the very large df of the block-frequency test', () => {
    close(chiSquarePValue(139499.0781, 140000), 0.8280594493105127, 1e-7)
    close(chiSquarePValue(7005000, 7e6), 0.09074745557367825, 1e-6)
  })
})

describe('NIST SP 800-22 tests from counts', () => {
  it('give the frequency (monobit) examples: 0.527089 and 0.109599', () => {
    close(frequencyTest(ones('1011010101'), 10).pValue, 0.527089, 1e-5)
    close(frequencyTest(ones(NIST_100), 100).pValue, 0.109599, 1e-5)
  })

  it('give the block frequency examples: 0.801252 (M = 3) and 0.706438 (M = 10)', () => {
    const a = blockSquares('0110011010', 3)
    expect(blockFrequencyTest(a.sum, a.blocks, 3)).toMatchObject({
      statistic: 1,
      degreesOfFreedom: 3,
    })
    close(blockFrequencyTest(a.sum, a.blocks, 3).pValue, 0.801252, 1e-5)
    const b = blockSquares(NIST_100, 10)
    close(blockFrequencyTest(b.sum, b.blocks, 10).pValue, 0.706438, 1e-5)
  })

  it('give the runs examples: V = 7, 0.147232 and V = 52, 0.500798', () => {
    expect(runs('1001101011')).toBe(7)
    close(runsTest(ones('1001101011'), 10, 7).pValue, 0.147232, 1e-5)
    expect(runs(NIST_100)).toBe(52)
    close(runsTest(ones(NIST_100), 100, 52).pValue, 0.500798, 1e-5)
  })

  it('give the runs test p = 0 when the frequency prerequisite fails', () => {
    expect(runsTest(80, 100, 30).pValue).toBe(0)
  })
})
