/**
 * `pnpm bench`: our evaluator side by side with the fastest JavaScript evaluators on npm,
 * on the same pre-generated hands: all 2,598,960 five-card hands in shuffled order and
 * N random seven-card hands (default 10,000,000; `pnpm bench -- --hands 1000000` for fewer).
 * Only the evaluation loops are timed; each contender runs ROUNDS times, interleaved, and
 * the best round counts (the machine may be shared).
 */
import { CONTENDERS } from './contenders.ts'
import { allFiveCardHands, encodeHands, randomSevenCardHands } from './hands.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? Number(args[at + 1]) : fallback
}
const SEVEN_COUNT = option('hands', 10_000_000)
const ROUNDS = option('rounds', 3)
const CHECK = 200_000

const five = allFiveCardHands(1)
const seven = randomSevenCardHands(SEVEN_COUNT, 7)
const FIVE_COUNT = five.length / 5

const prepared = CONTENDERS.map((c) => ({
  contender: c,
  five: encodeHands(five, c.encode),
  seven: encodeHands(seven, c.encode),
}))

// Honesty check: every contender must give the same strength (on our 1..7462 scale).
for (const { contender, five: f, seven: s } of prepared) {
  for (let i = 0; i < CHECK; i++) {
    const hand5 = Array.from(f.subarray(i * 5, i * 5 + 5))
    const ours5 = CONTENDERS[0]!.one(Array.from(five.subarray(i * 5, i * 5 + 5)))
    const hand7 = Array.from(s.subarray(i * 7, i * 7 + 7))
    const ours7 = CONTENDERS[0]!.one(Array.from(seven.subarray(i * 7, i * 7 + 7)))
    if (contender.one(hand5) !== ours5 || contender.one(hand7) !== ours7) {
      throw new Error(`${contender.name} disagrees on hand ${i}`)
    }
  }
}
console.log(
  `agreement: all contenders give identical strengths on ${CHECK.toLocaleString('en')} five- and seven-card hands`,
)

const best5 = new Map<string, number>()
const best7 = new Map<string, number>()
const sums = new Map<string, string>()
for (let round = 0; round < ROUNDS; round++) {
  for (const { contender, five: f, seven: s } of prepared) {
    let t = performance.now()
    const sum5 = contender.run5(f, FIVE_COUNT)
    const rate5 = FIVE_COUNT / ((performance.now() - t) / 1000)
    t = performance.now()
    const sum7 = contender.run7(s, SEVEN_COUNT)
    const rate7 = SEVEN_COUNT / ((performance.now() - t) / 1000)
    best5.set(contender.name, Math.max(best5.get(contender.name) ?? 0, rate5))
    best7.set(contender.name, Math.max(best7.get(contender.name) ?? 0, rate7))
    sums.set(contender.name, `${sum5}/${sum7}`)
  }
}

const mega = (x: number): string => `${(x / 1e6).toFixed(1)} M/s`
const ours = CONTENDERS[0]!.name
const bestOther = (m: Map<string, number>): number =>
  Math.max(...[...m].filter(([name]) => name !== ours).map(([, v]) => v))
console.log(
  `\n${FIVE_COUNT.toLocaleString('en')} five-card hands (shuffled), ${SEVEN_COUNT.toLocaleString('en')} random seven-card hands, best of ${ROUNDS} rounds, Node ${process.version}\n`,
)
console.log('| evaluator | 5 cards | 7 cards |')
console.log('|---|---:|---:|')
for (const { contender } of prepared) {
  console.log(
    `| ${contender.name} | ${mega(best5.get(contender.name)!)} | ${mega(best7.get(contender.name)!)} |`,
  )
}
const r5 = best5.get(ours)! / bestOther(best5)
const r7 = best7.get(ours)! / bestOther(best7)
console.log(`| **ours / best other** | **${r5.toFixed(2)}x** | **${r7.toFixed(2)}x** |`)
