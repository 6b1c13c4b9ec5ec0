import { analyze } from '@felt/math'
import { describe, expect, it } from 'vitest'
import {
  analyzeOptions,
  inputsKey,
  isSimulated,
  MATH_REPORTS,
  readStore,
  STORE,
} from './math-reports.ts'

const store = readStore()
/** Re-run to the first checkpoint from here on (a unit's marks are 16,384 rounds apart). */
const SLICE = 16_384
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(b))

// The page renders its simulated reports from the committed store: each must still be what
// the code computes. The inputs (arguments, rules, strategy tables) are compared whole;
// the simulators are re-run on the start of each run, whose running figures the store
// holds as convergence checkpoints (a unit's checkpoints are those of a shorter run).
describe('stored math report simulations', () => {
  for (const report of MATH_REPORTS.filter(isSimulated)) {
    it(`are what the code computes: ${report.file}`, async () => {
      const stored = store[report.file]
      const rewrite = `${STORE}: run tsx scripts/math-reports.ts --write and commit it`
      expect(stored, rewrite).toBeDefined()
      expect(stored!.key, `inputs changed; ${rewrite}`).toBe(inputsKey(report))
      const options = analyzeOptions(report)
      const a = stored!.analysis
      expect([a.rounds, a.seed]).toEqual([options.rounds, options.seed])
      const points = a.convergence ?? []
      const slice = points.find((p) => p.rounds >= SLICE)!
      expect(slice, 'a checkpoint to re-run to').toBeDefined()
      const now = await analyze({ ...options, rounds: slice.rounds })
      const earlier = points.filter((p) => p.rounds <= slice.rounds)
      expect(earlier.length).toBeGreaterThan(5)
      for (const p of earlier) {
        const q = now.convergence!.find((c) => c.rounds === p.rounds)
        expect(q, `checkpoint ${p.rounds}`).toBeDefined()
        expect(close(q!.houseEdge, p.houseEdge), `house edge after ${p.rounds}`).toBe(true)
        expect(close(q!.standardError, p.standardError), `SE after ${p.rounds}`).toBe(true)
      }
      expect(close(now.houseEdge, slice.houseEdge)).toBe(true)
    })
  }
})
