import { seededRandom } from '@felt/cards'
import { rank5 } from '@felt/evaluators'
import { describe, expect, it } from 'vitest'
import { countBelow, dealerTable } from './dealer-table.ts'

/** Every dealer hand avoiding `removed`, counted below each threshold, one by one. */
function bruteForce(up: number, removed: readonly number[], thresholds: readonly number[]) {
  const rest = Array.from({ length: 52 }, (_, c) => c).filter(
    (c) => c !== up && !removed.includes(c),
  )
  const below = thresholds.map(() => 0)
  let all = 0
  for (let a = 0; a < rest.length; a++)
    for (let b = a + 1; b < rest.length; b++)
      for (let c = b + 1; c < rest.length; c++)
        for (let d = c + 1; d < rest.length; d++) {
          const v = rank5(rest[a]!, rest[b]!, rest[c]!, rest[d]!, up)
          thresholds.forEach((t, i) => {
            if (v < t) below[i]!++
          })
          all++
        }
  return [...below, all]
}

describe('dealer table', () => {
  it('counts the dealer hands that avoid the removed cards like brute force', () => {
    const random = seededRandom(12)
    const tables = new Map<number, ReturnType<typeof dealerTable>>()
    for (let round = 0; round < 24; round++) {
      const up = [0, 25, 51][round % 3]!
      const table = tables.get(up) ?? dealerTable(up)
      tables.set(up, table)
      // 5 or 6 player cards, or a hand with discarded cards, or a reduced deck.
      const n = [5, 6, 10, 30][round % 4]!
      const removed: number[] = []
      while (removed.length < n) {
        const c = random(52)
        if (c !== up && !removed.includes(c)) removed.push(c)
      }
      removed.sort((x, y) => x - y)
      const thresholds = [random(7464), random(7464), random(7464)]
      const local = Int32Array.from(removed, (c) => table.local[c]!)
      const out = new Float64Array(4)
      countBelow(table, local, n, thresholds[0]!, thresholds[1]!, thresholds[2]!, out)
      expect([...out]).toEqual(bruteForce(up, removed, thresholds))
    }
  })
})
