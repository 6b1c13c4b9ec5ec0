// Times one up rank of a full stud strategy run (`studSolvePart`): tabulating its draws, then
// valuing every canonical starting hand, and prints its stats to the last digit, so that a
// faster solver can be checked to give the same results. Two side by side show what two
// threads of a full run cost each other.
// Usage (in research/): pnpm exec tsx scripts/stud-part-time.ts [--ruleset lunar] [--up 6]
import { parseArgs } from 'node:util'
import { studSolvePart } from '@felt/math/internal/stud/solver/solve'
import { HANDS_PER_UP } from '@felt/strategy/stud-poker'
import { studPoker } from '@felt/stud-poker'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    up: { type: 'string', default: '6' },
  },
})
const started = performance.now()
let tabulated = 0
const part = studSolvePart(studPoker.rules(args.ruleset!), Number(args.up), {
  onProgress: (done) => {
    if (tabulated === 0 && done >= HANDS_PER_UP) tabulated = performance.now()
  },
})
const seconds = (from: number, to: number): string => ((to - from) / 1000).toFixed(1)
console.log(
  `${args.ruleset}, up card ${args.up}: tabulated in ${seconds(started, tabulated)} s, hands valued in ${seconds(tabulated, performance.now())} s`,
)
console.log(`stats: ${[...part.stats].map((v) => v.toPrecision(17)).join(',')}`)
