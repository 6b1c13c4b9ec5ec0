/**
 * Enumerates all 133,784,560 seven-card hands with rank7, prints the count of each category
 * (of the best five cards), checks them against the known counts and prints the time taken.
 *
 * Run: pnpm enumerate7 (from packages/evaluators). Exits with status 1 on a mismatch.
 */
import { CATEGORY_FLOORS, HAND_CATEGORIES, type HandCategory, rank7 } from '../src/index.ts'

const KNOWN: Record<HandCategory, number> = {
  'royal-flush': 4324,
  'straight-flush': 37260,
  'four-of-a-kind': 224848,
  'full-house': 3473184,
  flush: 4047644,
  straight: 6180020,
  'three-of-a-kind': 6461620,
  'two-pair': 31433400,
  pair: 58627800,
  'high-card': 23294460,
}

const started = performance.now()
const byStrength = new Float64Array(7463)
let total = 0
for (let a = 0; a < 46; a++)
  for (let b = a + 1; b < 47; b++)
    for (let c = b + 1; c < 48; c++)
      for (let d = c + 1; d < 49; d++)
        for (let e = d + 1; e < 50; e++)
          for (let f = e + 1; f < 51; f++)
            for (let g = f + 1; g < 52; g++) {
              byStrength[rank7(a, b, c, d, e, f, g)]!++
              total++
            }
const seconds = (performance.now() - started) / 1000

let ok = total === 133784560 && byStrength[0] === 0
let distinct = 0
const counts = HAND_CATEGORIES.map((category, i) => {
  let n = 0
  const hi = i + 1 < CATEGORY_FLOORS.length ? CATEGORY_FLOORS[i + 1]! : 7463
  for (let s = CATEGORY_FLOORS[i]!; s < hi; s++) {
    n += byStrength[s]!
    if (byStrength[s]! > 0) distinct++
  }
  return { category, n }
})
console.log('| category | hands | known |')
console.log('|---|---:|---:|')
for (const { category, n } of [...counts].reverse()) {
  const known = KNOWN[category]
  if (n !== known) ok = false
  console.log(
    `| ${category} | ${n.toLocaleString('en')} | ${known === n ? 'ok' : `expected ${known.toLocaleString('en')}`} |`,
  )
}
const sf = (counts[8]?.n ?? 0) + (counts[9]?.n ?? 0)
console.log(`\nstraight flush including royal: ${sf.toLocaleString('en')} (known 41,584)`)
console.log(`distinct strengths reached: ${distinct} (known 4,824)`)
console.log(
  `total: ${total.toLocaleString('en')} hands in ${seconds.toFixed(2)} s (${(total / seconds / 1e6).toFixed(1)} M hands/s, one core)`,
)
if (sf !== 41584 || distinct !== 4824) ok = false
if (!ok) {
  console.error('MISMATCH with the known counts')
  process.exit(1)
}
