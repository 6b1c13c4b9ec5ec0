import {
  categoryOf,
  rank5,
  SUPER_CATEGORIES,
  type SuperPayTable,
  superCategoryBits,
} from '@felt/evaluators'
import type { CategoryPayTable } from '@felt/stud-poker'
import type { ReturnRow } from '../../result.ts'

/** The Super's net pays on five cards (the highest line that applies, -1 for none). */
export function superPaysOf(table: SuperPayTable): (hand: readonly number[]) => number {
  return (h) => {
    const bits = superCategoryBits(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!)
    let pays = -1
    for (let i = 0; i < SUPER_CATEGORIES.length; i++) {
      const x = table[SUPER_CATEGORIES[i]!]
      if (bits & (1 << i) && x !== undefined && x > 0 && x > pays) pays = x
    }
    return pays
  }
}

/** Every five-card hand of the 52-card deck, as a callback (2,598,960 calls). */
function forEachFive(visit: (a: number, b: number, c: number, d: number, e: number) => void): void {
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++) for (let e = d + 1; e < 52; e++) visit(a, b, c, d, e)
}

/** Return table rows of a bet paid on the first five cards, by enumeration of all hands. */
function rowsOf(counts: Map<string, [number, number]>): {
  table: ReturnRow[]
  mean: number
  sd: number
} {
  const total = 2_598_960
  let mean = 0
  let m2 = 0
  const table: ReturnRow[] = []
  for (const [event, [pays, count]] of counts) {
    const p = count / total
    mean += p * pays
    m2 += p * pays * pays
    table.push({ event, pays, count, probability: p, return: p * pays })
  }
  table.sort((x, y) => y.pays - x.pays)
  return { table, mean, sd: Math.sqrt(m2 - mean * mean) }
}

/**
 * Exact Super wager (Lunar): every five-card hand, paid on the highest line of `table`
 * that applies (docs/rules/stud-family.md, "Super (Lunar)"). The dealer Super has the same figures.
 */
export function superExact(table: SuperPayTable): { table: ReturnRow[]; mean: number; sd: number } {
  const counts = new Map<string, [number, number]>()
  forEachFive((a, b, c, d, e) => {
    const bits = superCategoryBits(a, b, c, d, e)
    let best = 'lose'
    let pays = -1
    for (let i = 0; i < SUPER_CATEGORIES.length; i++) {
      if (!(bits & (1 << i))) continue
      const x = table[SUPER_CATEGORIES[i]!]
      if (x !== undefined && x > 0 && x > pays) {
        pays = x
        best = SUPER_CATEGORIES[i]!
      }
    }
    const row = counts.get(best)
    if (row) row[1]++
    else counts.set(best, [pays, 1])
  })
  return rowsOf(counts)
}

/** Exact Bonus / Jackpot Bonus side bet on the first five cards, by category table. */
export function bonusExact(table: CategoryPayTable): {
  table: ReturnRow[]
  mean: number
  sd: number
} {
  const counts = new Map<string, [number, number]>()
  forEachFive((a, b, c, d, e) => {
    const cat = categoryOf(rank5(a, b, c, d, e))
    const x = table[cat] ?? 0
    const key = x > 0 ? cat : 'lose'
    const row = counts.get(key)
    if (row) row[1]++
    else counts.set(key, [x > 0 ? x : -1, 1])
  })
  return rowsOf(counts)
}
