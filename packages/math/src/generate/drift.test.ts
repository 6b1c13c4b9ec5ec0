import { zeroBasicStrategies } from '@felt/strategy/zero'
import { describe, expect, it } from 'vitest'
import { deriveZeroBasic, tablesToRows } from '../zero/basic.ts'
import { ZERO_TABLE_RULESETS } from './zero.ts'

// The committed strategy tables must be what the engine derives today: regenerate a
// slice (two up-card columns of the six-deck table) and compare letter by letter.
describe('committed strategy tables do not drift from the engine', () => {
  it('re-derives the six-deck Zero basic strategy for up cards 1 and 7', () => {
    const ups = [1, 7]
    const rows = tablesToRows(deriveZeroBasic(ZERO_TABLE_RULESETS['six-deck']!, ups))
    const committed = zeroBasicStrategies['six-deck']!
    for (const k of ['two', 'three', 'splitTwo', 'splitThree'] as const) {
      for (let t = 0; t < 10; t++) {
        for (const u of ups)
          expect(`${k}[${t}][${u}]=${rows[k][t]![u]}`).toBe(
            `${k}[${t}][${u}]=${committed[k][t]![u]}`,
          )
      }
    }
    for (const [pair, row] of Object.entries(rows.pairs)) {
      for (const u of ups) {
        expect(`pairs[${pair}][${u}]=${row[u]}`).toBe(
          `pairs[${pair}][${u}]=${committed.pairs[pair]?.[u]}`,
        )
      }
    }
  })
})
