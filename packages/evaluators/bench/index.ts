/**
 * `pnpm bench`: our evaluator side by side with the fastest JavaScript evaluators on npm,
 * on the same pre-generated hands: all 2,598,960 five-card hands in shuffled order and
 * N random seven-card hands (default 10,000,000; `pnpm bench -- --hands 1000000` for fewer).
 * Only the evaluation loops are timed, chunk by chunk (see timeAll).
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

// The machine may be shared, so load comes and goes: time short chunks (about 500,000 hands),
// rotate the contenders' order on every chunk, keep each contender's fastest time per chunk
// over all rounds and add those up.
function timeAll(size: 5 | 7, count: number, chunk: number): Map<string, number> {
  const best = new Map<string, number[]>()
  const chunks = Math.ceil(count / chunk)
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < chunks; k++) {
      const from = k * chunk
      const n = Math.min(chunk, count - from)
      for (let j = 0; j < prepared.length; j++) {
        const { contender, five: f, seven: s } = prepared[(j + k + round) % prepared.length]!
        const hands =
          size === 5 ? f.subarray(from * 5, (from + n) * 5) : s.subarray(from * 7, (from + n) * 7)
        const t = performance.now()
        const sum = size === 5 ? contender.run5(hands, n) : contender.run7(hands, n)
        const ms = performance.now() - t
        if (sum <= 0) throw new Error('no work done')
        const times = best.get(contender.name) ?? new Array<number>(chunks).fill(Infinity)
        times[k] = Math.min(times[k]!, ms)
        best.set(contender.name, times)
      }
    }
  }
  const rates = new Map<string, number>()
  for (const [name, times] of best)
    rates.set(name, count / (times.reduce((x, y) => x + y, 0) / 1000))
  return rates
}

const best5 = timeAll(5, FIVE_COUNT, 519_792)
const best7 = timeAll(7, SEVEN_COUNT, 500_000)

const mega = (x: number): string => `${(x / 1e6).toFixed(1)} M/s`
const ours = CONTENDERS[0]!.name
const bestOther = (m: Map<string, number>): number =>
  Math.max(...[...m].filter(([name]) => name !== ours).map(([, v]) => v))
console.log(
  `\n${FIVE_COUNT.toLocaleString('en')} five-card hands (shuffled), ${SEVEN_COUNT.toLocaleString('en')} random seven-card hands, chunks of about 500,000 hands, fastest of ${ROUNDS} rounds per chunk, Node ${process.version}\n`,
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
