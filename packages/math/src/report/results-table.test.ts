import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SOLVER_ERRORS } from '../games/stud-solver.ts'
import {
  RESULT_LINES,
  readmeResultsTable,
  renderResultsTable,
  type StoredResults,
} from './results-table.ts'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const stored: StoredResults = JSON.parse(
  readFileSync(new URL('./results.json', import.meta.url), 'utf8'),
)

describe('the README results table', () => {
  it('is the rendering of the stored figures (pnpm exec tsx packages/math/scripts/results.ts --readme renders it)', () => {
    expect(readmeResultsTable(readme)).toBe(renderResultsTable(stored))
  })

  it('stores figures for every line of the registry, and for nothing else', () => {
    expect(Object.keys(stored).sort()).toEqual(RESULT_LINES.map((l) => l.command).sort())
  })

  it('names every line by one command, and every solver line the true line it is compared with', () => {
    expect(new Set(RESULT_LINES.map((l) => l.command)).size).toBe(RESULT_LINES.length)
    for (const l of RESULT_LINES.filter((l) => l.method === 'solver')) {
      const truth = RESULT_LINES.find((t) => t.command === l.truth)
      expect(truth?.method, l.command).toMatch(/^(sampled-exact|simulate)$/)
      expect([truth?.ruleset, truth?.bet, truth?.strategy]).toEqual([l.ruleset, l.bet, l.strategy])
    }
  })

  it("states each solver line's error where the CLI reports it (SOLVER_ERRORS), against the same true line", () => {
    // The CLI says how far its solver figure is off; that must be the README's measurement.
    const pct = (x: number): string => `${(x * 100).toFixed(4)}%`
    for (const l of RESULT_LINES.filter((l) => l.method === 'solver')) {
      const m = SOLVER_ERRORS[l.ruleset]?.[l.strategy]
      const solver = stored[l.command]!
      const truth = stored[l.truth!]!
      expect(m, l.command).toBeDefined()
      expect(m!.error, l.command).toBeCloseTo(solver.houseEdge - truth.houseEdge, 5)
      expect(m!.standardError, l.command).toBeCloseTo(truth.standardError, 5)
      expect(m!.against, l.command).toContain(
        `${pct(truth.houseEdge)} ± ${pct(truth.standardError)}`,
      )
    }
  })

  it('labels a figure exact only where every outcome is enumerated, and gives every other an SE', () => {
    for (const l of RESULT_LINES) {
      const f = stored[l.command]!
      if (l.method === 'exact' || l.method === 'solver') expect(f.standardError, l.command).toBe(0)
      else expect(f.standardError, l.command).toBeGreaterThan(0)
      if (l.method === 'simulate') expect(l.command, l.command).toContain('--method simulate')
      if (l.method === 'solver') expect(l.command, l.command).toContain('--method solver')
      if (l.method === 'exact' && l.game === 'stud-poker')
        expect(
          ['super', 'dealer-super', 'bonus', 'blind'].includes(l.bet) ||
            l.ruleset === 'caribbean-stud',
          l.command,
        ).toBe(true)
    }
  })
})
