import { describe, expect, it } from 'vitest'
import { dealerTable } from '../kernel/dealer-table.ts'
import { BINOMIAL } from '../kernel/subsets.ts'
import { deckSymmetries, SuitOrbits } from './suit-symmetry.ts'

describe('suit orbits of final hands', () => {
  it('visit every five-card hand of the full deck exactly once', () => {
    const table = dealerTable(26, 0)
    const maps = deckSymmetries(table)
    expect(maps).toHaveLength(6)
    const orbits = new SuitOrbits(maps)
    const n = table.size
    const seen = new Uint8Array(BINOMIAL[5]![n]!)
    const local = new Int32Array(5)
    let orbitsFound = 0
    for (let e = 4; e < n; e++)
      for (let d = 3; d < e; d++)
        for (let c = 2; c < d; c++)
          for (let b = 1; b < c; b++)
            for (let a = 0; a < b; a++) {
              local.set([a, b, c, d, e])
              const images = orbits.images(local)
              if (images > 0) orbitsFound++
              for (let i = 0; i < images; i++) {
                let rank = 0
                for (let j = 0; j < 5; j++) rank += BINOMIAL[j + 1]![orbits.image[5 * i + j]!]!
                seen[rank]!++
              }
            }
    expect(seen.every((v) => v === 1)).toBe(true)
    // Burnside would give the exact count; a sixth of the hands or a little more is enough.
    expect(orbitsFound).toBeGreaterThan(seen.length / 6)
    expect(orbitsFound).toBeLessThan(seen.length / 5)
  })

  it('keep only the identity where the deck is not closed under the renamings', () => {
    const deck = [0, 1, 2, 13, 14, 26, 40, 41, 42, 43]
    expect(deckSymmetries(dealerTable(0, 0, deck))).toHaveLength(1)
    const closed = [0, 1, 13, 14, 26, 27, 39, 40]
    expect(deckSymmetries(dealerTable(0, 0, closed))).toHaveLength(6)
  })
})
