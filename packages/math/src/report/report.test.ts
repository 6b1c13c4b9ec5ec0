import { describe, expect, it } from 'vitest'
import { analyze } from '../analyze.ts'
import { formatAnalysis } from '../format.ts'
import type { Analysis } from '../result.ts'
import { commandLine } from './command.ts'
import { convergenceChart, convergenceScale } from './convergence.ts'
import { distributionChart, isNetDistribution, netDistribution } from './distribution.ts'
import { gridChart, type StrategyGrid } from './grid.ts'
import { REPORT_CSS, reportHtml } from './html.ts'
import { STUD_CLASSES, STUD_HIGH_CARD_CLASSES, studHandClass } from './stud-grid.ts'
import { niceTicks } from './svg.ts'
import { zeroGrids } from './zero-grid.ts'

const sim: Analysis = {
  game: 'zero',
  ruleset: 'six-deck',
  bet: 'main',
  strategy: 'basic',
  method: 'simulate',
  rounds: 100,
  seed: 7,
  overrides: {},
  houseEdge: 0.1,
  standardError: 0.09,
  elementOfRisk: 0.08,
  averageWager: 1.25,
  standardDeviation: 0.9,
  table: [
    { event: 'win', pays: 1, count: 40, probability: 0.4, return: 0.4 },
    { event: 'split, net +1', pays: 1, count: 5, probability: 0.05, return: 0.05 },
    { event: 'push', pays: 0, count: 5, probability: 0.05, return: 0 },
    { event: 'lose <b>', pays: -1, count: 50, probability: 0.5, return: -0.5 },
  ],
  seconds: 0.5,
  threads: 2,
  notes: ['a note & more'],
  convergence: [
    { rounds: 50, houseEdge: 0.2, standardError: 0.13 },
    { rounds: 100, houseEdge: 0.1, standardError: 0.09 },
  ],
}

describe('math report', () => {
  it('groups the return table by net pay into the distribution of a round', () => {
    expect(netDistribution(sim.table)).toEqual([
      { label: '-1', net: -1, probability: 0.5 },
      { label: '0', net: 0, probability: 0.05 },
      { label: '+1', net: 1, probability: 0.45 },
    ])
    expect(isNetDistribution(sim.table)).toBe(true)
    const firstActions = [{ event: 'first action: play', pays: -0.2, probability: 1, return: -0.2 }]
    expect(isNetDistribution(firstActions)).toBe(false)
    expect(isNetDistribution([{ ...firstActions[0]!, event: 'blind box' }])).toBe(false)
  })

  it('draws one bar per net result and a band with the running house edge', () => {
    const bars = distributionChart(netDistribution(sim.table), 'd')
    expect(bars.match(/<rect /g)).toHaveLength(3)
    const band = convergenceChart(sim.convergence!, 'c')
    expect(band).toContain('<polygon')
    expect(band).toContain('<polyline')
    expect(convergenceChart([], 'c')).toBe('')
    const narrow = convergenceChart(
      [
        { rounds: 1e6, houseEdge: 0.0522, standardError: 0.00002 },
        { rounds: 2e6, houseEdge: 0.05224, standardError: 0.000014 },
      ],
      'c',
    )
    const labels = [...narrow.matchAll(/>(5\.2\d+%)</g)].map((m) => m[1])
    expect(labels.length).toBeGreaterThan(2)
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('scales the convergence chart to the final band and clips the far-off start at the edge', () => {
    // Far off (90%) for the first checkpoints, then 3.3% ± 0.01% (1 SE) at the end.
    const end = 256 * 2 ** 13
    const run = Array.from({ length: 14 }, (_, k) => {
      const rounds = 256 * 2 ** k
      const standardError = 0.0001 * Math.sqrt(end / rounds)
      return { rounds, houseEdge: k < 3 ? 0.9 : 0.033 + 0.00005 * Math.sin(k), standardError }
    })
    const final = run[run.length - 1]!
    const se = final.standardError
    const scale = convergenceScale(run)
    expect(scale.clipped).toBe(true)
    expect(scale.lo).toBeLessThanOrEqual(final.houseEdge - 3 * se)
    expect(scale.hi).toBeGreaterThanOrEqual(final.houseEdge + 3 * se)
    expect(scale.lo).toBeGreaterThan(final.houseEdge - 12 * se)
    expect(scale.hi).toBeLessThan(final.houseEdge + 12 * se)
    const chart = convergenceChart(run, 'c')
    // The y-axis labels: all within a few SE of the final 3.3%, and more than two of them.
    const labels = [...chart.matchAll(/text-anchor="end">(-?[\d.]+)%</g)].map(
      (m) => Number(m[1]) / 100,
    )
    expect(labels.length).toBeGreaterThan(2)
    for (const v of labels) expect(Math.abs(v - final.houseEdge)).toBeLessThan(12 * se)
    // The line is drawn to the plot's top edge (y 14 to 240), not dropped: every checkpoint
    // has a vertex, plus one where the line comes down through the edge.
    const line = /<polyline points="([^"]+)"/.exec(chart)![1]!.split(' ')
    const ys = line.map((p) => Number(p.split(',')[1]))
    expect(line.length).toBe(run.length + 1)
    expect(ys.every((v) => v >= 14 && v <= 240)).toBe(true)
    expect(ys.slice(0, 4)).toEqual([14, 14, 14, 14])
    const band = /<polygon points="([^"]+)"/.exec(chart)![1]!.split(' ')
    expect(band.map((p) => Number(p.split(',')[1])).every((v) => v >= 14 && v <= 240)).toBe(true)
    // A run that stays inside its late band is not clipped.
    expect(convergenceScale(run.slice(-2).map((p) => ({ ...p, standardError: se }))).clipped).toBe(
      false,
    )
  })

  it('writes one self-contained page: no script, no external resource, text escaped', () => {
    const html = reportHtml({
      analysis: sim,
      grids: [],
      command: commandLine(['felt-math', 'analyze', 'zero']),
    })
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/)
    expect(html).toContain(`<style>${REPORT_CSS}</style>`)
    expect(html).toContain('lose &lt;b&gt;')
    expect(html).toContain('a note &amp; more')
    expect(html).toContain('10.0000% ± 9.0000% (1 SE)')
    expect(html).toContain('<h2>Convergence</h2>')
    expect(html).toContain('felt-math analyze zero')
    expect(
      reportHtml({ analysis: { ...sim, method: 'exact', convergence: undefined }, grids: [] }),
    ).not.toContain('Convergence')
  })

  it('escapes a hostile rule set, --set value, command and chart text (Hono html)', () => {
    const evil = '<script>alert(1)</script>'
    const safe = '&lt;script&gt;alert(1)&lt;/script&gt;'
    const grid: StrategyGrid = {
      title: `grid ${evil}`,
      rowHeading: evil,
      colHeading: evil,
      rows: [evil],
      cols: [evil],
      cells: [[{ action: 'k', text: evil, share: 1, detail: evil }]],
      actions: [{ key: 'k', label: evil, colour: '#336699" onload="alert(1)' }],
      note: evil,
    }
    const html = reportHtml({
      analysis: {
        ...sim,
        ruleset: evil,
        overrides: { x: evil },
        notes: [evil],
        table: sim.table.map((r, i) => (i === 0 ? { ...r, event: evil } : r)),
      },
      grids: [grid],
      command: commandLine(['felt-math', 'analyze', 'zero', '--set', `x=${evil}`]),
      version: evil,
    })
    expect(html).not.toMatch(/<script|onload="/)
    expect(html).toContain(
      `<title>Felt math report: Zero ${safe}: main bet, basic strategy</title>`,
    )
    expect(html).toContain(`<code>{&quot;x&quot;:&quot;${safe}&quot;}</code>`)
    expect(html).toContain(`<pre>felt-math analyze zero --set &#39;x=${safe}&#39;</pre>`)
    expect(html).toContain(`<li>${safe}</li>`)
    expect(html).toContain(`<tr><td>${safe}</td>`)
    expect(html).toContain(`<h3>grid ${safe}</h3>`)
    expect(html).toContain(`aria-label="grid ${safe}"`)
    expect(html).toContain(`<figcaption>${safe}</figcaption>`)
    expect(html).toContain('fill="#336699&quot; onload=&quot;alert(1)"')
    expect(html).toContain(`Computed by @felt/math ${safe}.`)
    // The stylesheet is markup, not text: it stays as written.
    expect(html).toContain(`<style>${REPORT_CSS}</style>`)
  })

  it('names a solver figure for what it is, with its approximation and measured error', () => {
    const solver: Analysis = {
      ...sim,
      game: 'stud-poker',
      ruleset: 'lunar',
      strategy: 'optimal-final-hand',
      method: 'solver',
      seed: null,
      standardError: 0,
      convergence: undefined,
      approximation: {
        name: 'second-order draws',
        description: 'the joint effect of three or more discards is left out',
        measuredError: {
          error: 0.000024,
          standardError: 0.00001,
          against: 'the sampled-exact edge',
        },
      },
    }
    const html = reportHtml({ analysis: solver, grids: [] })
    expect(html).toContain('Felt math report · the stud solver&#39;s approximation ·')
    expect(html).toContain(
      'solver: the stud solver&#39;s approximation (second-order draws: the joint effect of three or more discards is left out); measured error +0.0024% ± 0.0010% against the sampled-exact edge',
    )
    expect(html).toContain('<th scope="row">Situations valued</th>')
    expect(html).not.toContain('>exact<')
    const text = formatAnalysis(solver)
    expect(text.split('\n')[0]).toBe(
      'stud-poker / lunar / bet main / strategy optimal-final-hand / solver',
    )
    expect(text).toContain('House edge          10.0000% (solver; measured error +0.0024%)')
    expect(text).toContain('Method              solver (second-order draws), threads 2, 0.50 s')
  })

  it('draws the Zero basic strategy with the split candidates as rows of their own', () => {
    const rows = (l: string) => Array.from({ length: 10 }, () => l.repeat(10))
    const grids = zeroGrids({
      two: rows('H'),
      three: rows('S'),
      splitTwo: rows('H'),
      splitThree: rows('D'),
      pairs: { '4-4': 'HHPPPPPPPP', '0-9': 'P'.repeat(10) },
    })
    expect(grids).toHaveLength(4)
    expect(grids[0]!.rows).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '4-4 (8)', '0-9 (9)'])
    expect(grids[0]!.cells[8]!.map((c) => c?.action).join('')).toBe('HHPPPPPPPP')
    const svg = gridChart(grids[0]!)
    expect(svg).toContain('P split')
    expect(svg).not.toContain('D double')
  })

  it('shades a cell whose hands disagree and leaves impossible cells blank', () => {
    const g: StrategyGrid = {
      title: 't',
      rowHeading: 'r',
      colHeading: 'c',
      rows: ['a'],
      cols: ['x', 'y'],
      cells: [[{ action: 'k', text: 'K', share: 0.5 }, null]],
      actions: [{ key: 'k', label: 'K', colour: '#336699' }],
    }
    const svg = gridChart(g)
    expect(svg).toContain('fill-opacity="0.65"')
    expect(svg).toContain('fill="#fff" stroke="#eee"')
  })

  it('classes stud hands top down: made hands, pairs by rank, draws, high cards', () => {
    // Codes: rank = code % 13 (deuce 0 .. ace 12), suit = floor(code / 13).
    const cls = (...h: number[]) => STUD_CLASSES[studHandClass(h)]
    expect(cls(8, 9, 10, 11, 12)).toBe('Straight flush')
    expect(cls(12, 25, 38, 51, 0)).toBe('Four of a kind')
    expect(cls(12, 25, 0, 13, 27)).toBe('Two pair')
    expect(cls(12, 25, 0, 14, 28)).toBe('A-A')
    expect(cls(0, 13, 1, 2, 3)).toBe('2-2')
    expect(cls(0, 2, 4, 6, 22)).toBe('4 to a flush')
    expect(cls(12, 13, 27, 41, 7)).toBe('4 to a straight') // A-2-3-4 and a 9
    expect(cls(12, 24, 14, 29, 44)).toBe('A-K high')
    expect(cls(12, 23, 14, 29, 44)).toBe('Ace high')
    expect(cls(11, 23, 14, 29, 44)).toBe('King high or less')
    expect(STUD_HIGH_CARD_CLASSES[studHandClass([12, 24, 10, 29, 44], 'high-cards')]).toBe('A-K-Q')
    expect(STUD_HIGH_CARD_CLASSES[studHandClass([12, 24, 9, 29, 44], 'high-cards')]).toBe('A-K-J')
    expect(STUD_HIGH_CARD_CLASSES[studHandClass([12, 24, 8, 29, 44], 'high-cards')]).toBe(
      'A-K-T or less',
    )
  })

  it('charts a 1,000,000-round stud simulation (one work unit) with many convergence points', async () => {
    const a = await analyze({
      game: 'stud-poker',
      ruleset: 'caribbean-stud',
      strategy: 'rules-of-thumb',
      method: 'simulate',
      path: 'fast',
      rounds: 1_000_000,
      threads: 1,
    })
    const html = reportHtml({ analysis: a, grids: [] })
    const section = html.slice(html.indexOf('<h2>Convergence</h2>'))
    const line = /<polyline points="([^"]+)"/.exec(section)![1]!.split(' ')
    // A vertex per checkpoint, and one more where the line crosses the edge of the plot.
    expect(line.length).toBeGreaterThanOrEqual(a.convergence!.length)
    expect(a.convergence!.length).toBeGreaterThan(60)
    // From the first marks to the end, left to right.
    const xs = line.map((p) => Number(p.split(',')[0]))
    expect(xs.every((x, i) => i === 0 || x >= xs[i - 1]!)).toBe(true)
    expect(a.convergence![0]!.rounds).toBe(256)
    expect(section).toContain(`${a.convergence!.length} points from 256 rounds on`)
    expect(section).toContain('earlier values outside it are clipped at the edge of the plot')
  })

  it('quotes command words for a shell and picks round axis ticks', () => {
    expect(commandLine(['felt-math', '--set', "a=it's x"])).toBe(`felt-math --set 'a=it'\\''s x'`)
    expect(niceTicks(0.012, 0.031, 5)).toEqual([0.015, 0.02, 0.025, 0.03])
  })
})
