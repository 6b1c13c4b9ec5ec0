// The battery on the v1 shuffle and on known-bad generators, with fixed seeds (so every
// p-value below is deterministic). The lab-sized runs are `felt-fair audit` (README).
// About 1 to 2 s per test on an idle machine; the timeouts leave room for a loaded one.
import { describe, expect, it } from 'vitest'
import { byteStreamSync, syncShuffler } from '../node.ts'
import { runBattery } from './battery.ts'
import { createGenerator, type GeneratorName } from './generators.ts'
import { tallyRange } from './range.ts'
import { runAudit } from './run.ts'
import { canonicalCodes, tallyShape } from './spec.ts'
import { Tallier } from './tallier.ts'
import { mergeTally } from './tally.ts'

const serverSeed = '42f75b193ebac72f2ceaede9fcebf2d55f1bf7461fce8dba10ffee961bf1c3ae'
const clientSeed = 'felt-audit-test'

function spec(generator: GeneratorName, cards: 52 | 53 | 312 | 416, shuffles: number) {
  return { generator, serverSeed, clientSeed, cards, shuffles } as const
}

function battery(generator: GeneratorName, cards: 52 | 53 | 312 | 416, shuffles: number) {
  const s = spec(generator, cards, shuffles)
  return runBattery(s, tallyRange(s, 0, shuffles))
}

describe('the audit generator', () => {
  it('deals exactly the v1 decks of syncShuffler and tallies exactly their HMAC stream', () => {
    const shuffler = syncShuffler(serverSeed)
    for (const cards of [52, 53, 312, 416] as const) {
      const tallier = new Tallier(tallyShape(cards), canonicalCodes(cards))
      const generator = createGenerator('v1', serverSeed, clientSeed, cards, tallier)
      const codes = canonicalCodes(cards)
      const perm = new Array<number>(cards).fill(0)
      for (let nonce = 0; nonce < 5; nonce++) {
        generator.shuffle(nonce, perm)
        expect(perm.map((i) => codes[i])).toEqual(shuffler.shuffle({ clientSeed, nonce, cards }))
      }
      // Nonce 0's stream, bit by bit, against what the tallier counted for it.
      const one = new Tallier(tallyShape(cards), codes)
      createGenerator('v1', serverSeed, clientSeed, cards, one).shuffle(0, perm)
      const t = one.finish()
      const stream = byteStreamSync({ serverSeed, clientSeed, nonce: 0 })
      const bits: number[] = []
      const bytes = new Array<number>(256).fill(0)
      for (let w = 0; w < t.blocks * 8; w++) {
        const v = stream.nextUint32()
        for (let k = 31; k >= 0; k--) bits.push((v >>> k) & 1)
        for (let k = 24; k >= 0; k -= 8) bytes[(v >>> k) & 255]!++
      }
      expect(t.blocks).toBe(Math.ceil((cards - 1) / 8))
      expect(Array.from(t.byteCounts)).toEqual(bytes)
      expect(t.bitChanges).toBe(bits.slice(1).filter((b, i) => b !== bits[i]).length)
      let squares = 0
      for (let b = 0; b < t.blocks; b++) {
        const ones = bits.slice(b * 256, (b + 1) * 256).filter((x) => x === 1).length
        squares += (2 * ones - 256) ** 2
      }
      expect(t.blockSquares).toBe(squares)
      expect([t.firstBit, t.lastBit]).toEqual([bits[0], bits.at(-1)])
    }
  })

  it('gives the same tally however the nonces are split (ranges merged, worker threads)', async () => {
    const s = spec('v1', 53, 600)
    const whole = tallyRange(s, 0, 600)
    const parts = tallyRange(s, 0, 250)
    mergeTally(parts, tallyRange(s, 250, 251))
    mergeTally(parts, tallyRange(s, 251, 600))
    expect(parts).toEqual(whole)
    // Two jobs of JOB_SHUFFLES nonces on two workers.
    const threaded = await runAudit({ ...s, shuffles: 9000 }, { threads: 2 })
    expect(threaded).toEqual(tallyRange(s, 0, 9000))
  })
})

describe('the battery', () => {
  it('passes the v1 shuffle at a seed, every deck size', () => {
    for (const [cards, shuffles] of [
      [52, 10000],
      [53, 3000],
      [312, 500],
      [416, 400],
    ] as const) {
      const r = battery('v1', cards, shuffles)
      expect(r.tests).toHaveLength(12)
      expect(r.failed).toEqual([])
      expect(r.threshold).toBeCloseTo(0.01 / 12, 12)
    }
  })

  it('refuses fewer than 2 shuffles with INVALID_AUDIT', () => {
    expect(() => battery('v1', 52, 1)).toThrow(
      expect.objectContaining({ code: 'INVALID_AUDIT', details: { shuffles: 1 } }),
    )
  })

  it('states df, tails and the Bonferroni rule of each test', () => {
    const r = battery('v1', 416, 100)
    const df = Object.fromEntries(r.tests.map((t) => [t.id, t.degreesOfFreedom]))
    expect(df).toMatchObject({
      'card-position': 51 * 415,
      'order-2': 1,
      'order-3': 5,
      'order-4': 23,
      'first-card': 51,
      'last-card': 51,
      'serial-correlation': null,
      'byte-values': 255,
      'block-frequency': r.streamBytes / 32,
    })
    expect(r.correction).toMatch(/Bonferroni.*0\.01 \/ 12/)
    expect(r.positionPValues).toHaveLength(416)
    expect(r.codePValues).toHaveLength(52)
  })

  // Each known-bad generator fails exactly the tests that see its flaw, at the same seed.
  const KNOWN_BAD: [GeneratorName, number, string[]][] = [
    ['modulo-byte', 20000, ['card-position', 'order-2', 'order-3', 'order-4']],
    ['sattolo', 4000, ['card-position', 'first-card', 'last-card']],
    ['skip-last', 4000, ['card-position', 'first-card']],
    ['naive', 4000, ['card-position', 'order-2', 'order-3', 'order-4', 'last-card']],
    [
      'stuck-bit',
      4000,
      [
        'card-position',
        'order-2',
        'order-3',
        'order-4',
        'first-card',
        'last-card',
        'serial-correlation',
        'monobit',
        'block-frequency',
        'bit-runs',
        'byte-values',
      ],
    ],
    ['reversed-pairs', 4000, ['serial-correlation']],
  ]
  for (const [generator, shuffles, failing] of KNOWN_BAD) {
    it(`fails ${generator} on ${failing.join(', ')} (${shuffles} shuffles of 52)`, () => {
      const r = battery(generator, 52, shuffles)
      expect(r.passed).toBe(false)
      expect(r.failed).toEqual(failing)
    })
  }
})
