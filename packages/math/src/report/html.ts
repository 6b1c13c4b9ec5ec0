import { html, raw } from 'hono/html'
import { type Analysis, hasStandardError, type Method } from '../result.ts'
import { MARK_FIRST } from '../sim/tally.ts'
import { convergenceChart, convergenceScale } from './convergence.ts'
import { distributionChart, isNetDistribution, netDistribution } from './distribution.ts'
import { gridChart, type StrategyGrid } from './grid.ts'
import { type Html, int, markup, pct } from './svg.ts'

/** What a report shows: the analysis, its strategy charts and how to reproduce it. */
export interface ReportInput {
  readonly analysis: Analysis
  /** Strategy charts (see `strategyGrids`); none for side bets and strategies Felt does not compute. */
  readonly grids: readonly StrategyGrid[]
  /** The command that reproduces the analysis. */
  readonly command?: string
  /** The `@felt/math` version that computed it. */
  readonly version?: string
  /** When it was computed (ISO 8601); left out for reproducible builds. */
  readonly generated?: string
}

/**
 * The report's only stylesheet: a constant, so a Content-Security-Policy can allow it by
 * its hash. Colours in the charts are SVG attributes, not styles.
 */
export const REPORT_CSS: string = `
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #fff; margin: 0 auto; max-width: 780px; padding: 24px 20px 48px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid #ccc; padding-bottom: 2px; }
h3 { font-size: 14px; margin: 18px 0 6px; }
.sub { color: #444; margin: 0 0 16px; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
th, td { padding: 3px 8px; border-bottom: 1px solid #e3e3e3; text-align: left; vertical-align: top; }
td.num, th.num { text-align: right; }
tfoot td { font-weight: 600; border-top: 1px solid #999; }
.summary th { width: 34%; font-weight: 600; }
figure { margin: 12px 0 20px; break-inside: avoid; page-break-inside: avoid; }
figure svg { max-width: 100%; height: auto; display: block; }
figcaption, .note { color: #444; font-size: 12.5px; margin-top: 4px; }
code, pre { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre { background: #f5f5f5; padding: 8px 10px; white-space: pre-wrap; word-break: break-all; }
ul { padding-left: 20px; }
footer { margin-top: 32px; color: #555; font-size: 12px; }
@media print {
  body { max-width: none; padding: 0; font-size: 11pt; }
  h2 { break-after: avoid; page-break-after: avoid; }
  tr { break-inside: avoid; }
  pre { background: none; border: 1px solid #ccc; }
}
@page { margin: 16mm 14mm; }
`

/** The method as the report's subtitle names it. */
const SUBTITLES: Readonly<Record<Method, string>> = {
  exact: 'exact',
  solver: "the stud solver's approximation",
  'sampled-exact': 'sampled exact',
  simulate: 'Monte Carlo simulation',
}

const GAME_TITLES: Readonly<Record<string, string>> = {
  zero: 'Zero',
  'break-poker': 'Break Poker',
  'stud-poker': 'Stud Poker',
}

function row(label: string, value: Html | string): Html {
  return html`<tr><th scope="row">${label}</th><td>${value}</td></tr>`
}

/** The Method row: what the figure is, and for the solver its approximation and error. */
function methodRow(a: Analysis): string {
  if (a.method === 'simulate')
    return 'Monte Carlo simulation (seeded: the same seed and rounds give the same figures on any number of threads)'
  if (a.method === 'sampled-exact')
    return 'sampled exact: every starting situation valued exactly, the draws by sampled replacement cards (unbiased, with its standard error)'
  if (a.method === 'exact') return 'exact: every outcome enumerated'
  const ap = a.approximation
  const m = ap?.measuredError
  const error = m
    ? `measured error ${m.error >= 0 ? '+' : '-'}${pct(Math.abs(m.error))} ± ${pct(m.standardError)} against ${m.against}`
    : 'error not measured for these rules'
  return `solver: the stud solver's approximation${ap ? ` (${ap.name}: ${ap.description})` : ''}; ${error}`
}

function summary(a: Analysis): Html {
  const sim = hasStandardError(a.method)
  const edge = sim
    ? `${pct(a.houseEdge)} ± ${pct(a.standardError)} (1 SE); ±3 SE: ${pct(a.houseEdge - 3 * a.standardError)} to ${pct(a.houseEdge + 3 * a.standardError)}`
    : pct(a.houseEdge)
  const rows = [
    row('House edge', html`${edge} <span class="note">expected loss / initial wager</span>`),
    row(
      'Element of risk',
      html`${pct(a.elementOfRisk)} <span class="note">expected loss / average total wagered</span>`,
    ),
    row(
      'Standard deviation',
      html`${a.standardDeviation.toFixed(6)} <span class="note">of one round's net result, per initial wager</span>`,
    ),
    row(
      'Average total wagered',
      html`${a.averageWager.toFixed(6)} <span class="note">per initial wager</span>`,
    ),
    row('Method', methodRow(a)),
    row(
      a.method === 'simulate'
        ? 'Rounds'
        : a.method === 'exact'
          ? 'Deals enumerated'
          : 'Situations valued',
      a.rounds === null ? 'weighted (not a count of deals)' : int(a.rounds),
    ),
    row('Seed', a.seed === null ? `none (${a.method})` : String(a.seed)),
    row('Threads, time', `${a.threads}, ${a.seconds.toFixed(2)} s`),
  ]
  if (Object.keys(a.overrides).length > 0)
    rows.push(row('Rule overrides', html`<code>${JSON.stringify(a.overrides)}</code>`))
  return html`<table class="summary"><tbody>${rows}</tbody></table>`
}

function returnTable(a: Analysis): Html {
  const hasCount = a.table.some((r) => r.count !== undefined)
  const countHead = hasCount ? html`<th class="num">Count</th>` : ''
  const head = html`<tr><th>Event</th><th class="num">Pays</th>${countHead}<th class="num">Probability</th><th class="num">Return</th></tr>`
  let p = 0
  let ret = 0
  const body = a.table.map((r) => {
    p += r.probability
    ret += r.return
    const count = hasCount
      ? html`<td class="num">${r.count === undefined ? '' : int(r.count)}</td>`
      : ''
    return html`<tr><td>${r.event}</td><td class="num">${+r.pays.toFixed(4)}</td>${count}<td class="num">${r.probability.toFixed(10)}</td><td class="num">${r.return.toFixed(10)}</td></tr>`
  })
  const totalCount = hasCount
    ? html`<td class="num">${a.rounds === null ? '' : int(a.rounds)}</td>`
    : ''
  const foot = html`<tr><td>Total</td><td></td>${totalCount}<td class="num">${p.toFixed(10)}</td><td class="num">${ret.toFixed(10)}</td></tr>`
  return html`<table class="returns"><thead>${head}</thead><tbody>${body}</tbody><tfoot>${foot}</tfoot></table>`
}

function distributionSection(a: Analysis): Html {
  if (!isNetDistribution(a.table)) {
    return html`<p class="note">The lines of this return table are averages (each first action, or the whole bet, with its average net result), not outcomes of a round, so there is no chart of a round's net result; a simulation of the same bet (<code>--method simulate</code>) draws one.</p>`
  }
  const bars = netDistribution(a.table)
  const chart = distributionChart(bars, "Distribution of a round's net result")
  return html`<figure>${raw(chart)}<figcaption>Probability of each net result of a round, in units of the initial wager (log scale: red a loss, grey a push, green a win). Mean ${(-a.houseEdge).toFixed(6)}, standard deviation ${a.standardDeviation.toFixed(6)}.</figcaption></figure>`
}

function convergenceSection(a: Analysis): Html | '' {
  const points = a.convergence ?? []
  if (a.method !== 'simulate' || points.length === 0) return ''
  const chart = convergenceChart(points, 'Running house edge with its ±3 SE band')
  const one =
    points.length === 1
      ? ` This run is too short for more than one point (the first comes after ${int(MARK_FIRST)} rounds).`
      : ''
  const clipped = convergenceScale(points).clipped
    ? ' The vertical axis spans the band over the last half of the run, with a margin; earlier values outside it are clipped at the edge of the plot.'
    : ''
  return html`<h2>Convergence</h2><figure>${raw(chart)}<figcaption>The house edge so far as the simulation ran (${int(points.length)} points from ${int(points[0]!.rounds)} rounds on, in the order the rounds were dealt), with the band of ±3 standard errors, against rounds played; the dashed line is the final figure, ${pct(a.houseEdge)}.${clipped}${one}</figcaption></figure>`
}

function gridSection(grids: readonly StrategyGrid[]): Html | '' {
  if (grids.length === 0) return ''
  const figs = grids.map(
    (g) =>
      html`<h3>${g.title}</h3><figure>${raw(gridChart(g))}${g.note ? html`<figcaption>${g.note}</figcaption>` : ''}</figure>`,
  )
  return html`<h2>Strategy</h2>${figs}`
}

/**
 * One self-contained, printable HTML report of an analysis (no script, no network):
 * the summary figures with method, seed and rounds, the distribution of a round's net
 * result, for simulations the running house edge with its ±3 SE band, the strategy
 * charts, the return table and the notes. Pure: the same input gives the same bytes.
 * Every text is escaped (Hono's `html` template); only the charts' SVG and `REPORT_CSS`
 * go in as markup.
 */
export function reportHtml(input: ReportInput): string {
  const a = input.analysis
  const game = GAME_TITLES[a.game] ?? a.game
  const title = `${game} ${a.ruleset}: ${a.bet} bet, ${a.strategy} strategy`
  const notes = a.notes.length > 0 ? html`<ul>${a.notes.map((x) => html`<li>${x}</li>`)}</ul>` : ''
  const reproduce = input.command ? html`<h2>Reproduce</h2><pre>${input.command}</pre>` : ''
  const by = [
    `@felt/math${input.version ? ` ${input.version}` : ''}`,
    input.generated ? `on ${input.generated}` : '',
  ]
    .filter(Boolean)
    .join(' ')
  return markup(html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Felt math report: ${title}</title>
<style>${raw(REPORT_CSS)}</style>
</head>
<body>
<header><h1>${title}</h1><p class="sub">Felt math report · ${SUBTITLES[a.method]} · every money figure per unit of the initial wager</p></header>
<main>
<h2>Summary</h2>
${summary(a)}
${notes}
<h2>Distribution of a round's net result</h2>
${distributionSection(a)}
${convergenceSection(a)}
${gridSection(input.grids)}
<h2>Return table</h2>
${returnTable(a)}
${reproduce}
</main>
<footer>Computed by ${by}. House edge: expected loss over the initial required wager(s); element of risk: expected loss over the average total wagered; standard deviation: of one round's net result.</footer>
</body>
</html>
`)
}
