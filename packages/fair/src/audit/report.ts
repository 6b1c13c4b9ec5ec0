import { formatCard } from '@felt/cards'
import { html, raw } from 'hono/html'
import { type BatteryResult, copiesOf } from './battery.ts'
import { GENERATORS } from './generators.ts'
import { heatmapSvg } from './heatmap.ts'
import type { AuditSpec } from './spec.ts'
import { type Html, histogramSvg, legendSvg, markup, qqSvg } from './svg.ts'
import type { AuditTally } from './tally.ts'
import type { Versions } from './versions.ts'

/** Everything an audit run produced: what the JSON output and the report show. */
export interface AuditRun {
  readonly spec: AuditSpec
  readonly commitment: string
  readonly battery: BatteryResult
  readonly tally: AuditTally
  readonly threads: number
  readonly seconds: number
  readonly startedAt: string
  readonly versions: Versions
  readonly commands: readonly string[]
}

const STYLE = `
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; margin: 24px auto; max-width: 980px; padding: 0 16px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 26px 0 8px; border-bottom: 1px solid #d0d7de; padding-bottom: 4px; }
.verdict { display: inline-block; font-weight: 700; padding: 2px 10px; border-radius: 4px; }
.verdict.pass { background: #dafbe1; color: #116329; }
.verdict.fail { background: #ffebe9; color: #a40e26; }
.bad { background: #fff8c5; border: 1px solid #d4a72c; padding: 6px 10px; border-radius: 4px; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #eaeef2; vertical-align: top; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.method { color: #57606a; font-size: 12px; }
tr.fail td { background: #fff5f5; }
.pass-cell { color: #116329; font-weight: 600; }
.fail-cell { color: #a40e26; font-weight: 700; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0; }
dt { color: #57606a; } dd { margin: 0; word-break: break-all; }
code, pre { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
pre { background: #f6f8fa; padding: 8px 10px; border-radius: 4px; white-space: pre-wrap; word-break: break-all; }
.charts { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
figure { margin: 0; display: table; } figcaption { display: table-caption; caption-side: bottom; font-size: 12px; color: #57606a; }
svg .bar { fill: #8c959f; } svg .axis { stroke: #57606a; } svg .frame { fill: none; stroke: #8c959f; }
svg .expected { stroke: #cf222e; stroke-dasharray: 4 3; fill: none; }
svg .dot { fill: #57606a; } svg .mark-pass { fill: #1a7f37; stroke: #1a7f37; stroke-width: 2; }
svg .mark-fail { fill: #cf222e; stroke: #cf222e; stroke-width: 2; }
svg .tick { font-size: 10px; fill: #57606a; } svg .label { font-size: 11px; fill: #1b1f24; }
svg .pixels { image-rendering: pixelated; }
.note { color: #57606a; font-size: 12px; }
@page { size: A4; margin: 14mm; }
@media print {
  body { margin: 0; max-width: none; font-size: 11px; }
  h2 { break-after: avoid; }
  figure, table, pre, .charts { break-inside: avoid; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`

function fmt(x: number): string {
  if (x === 0) return '0'
  if (Math.abs(x) >= 1e5) return x.toFixed(1)
  return Math.abs(x) < 1e-3 ? x.toExponential(3) : x.toFixed(3)
}

function fmtP(p: number): string {
  return p >= 0.001 ? p.toFixed(4) : p === 0 ? '< 1e-300' : p.toPrecision(3)
}

function testsTable(b: BatteryResult): Html {
  const rows = b.tests.map(
    (t, i) => html`${i > 0 ? '\n' : ''}<tr class="${t.passed ? 'pass' : 'fail'}"><td>${t.name}</td>
<td class="num">${t.statisticName} ${fmt(t.statistic)}</td>
<td class="num">${t.degreesOfFreedom ?? html`&ndash;`}</td>
<td class="num">${fmtP(t.pValue)}</td><td>${t.tail}</td>
<td class="${t.passed ? 'pass-cell' : 'fail-cell'}">${t.passed ? 'pass' : 'FAIL'}</td>
<td class="method">${t.method}</td></tr>`,
  )
  return html`<table><thead><tr><th>test</th><th>statistic</th><th>df</th><th>p-value</th><th>tail</th><th>result</th><th>method</th></tr></thead>
<tbody>${rows}</tbody></table>`
}

/**
 * The audit report: one self-contained HTML file (inline CSS and SVG, the heatmap as a
 * data: PNG, no script, no network), laid out to print on A4.
 */
export function renderReport(run: AuditRun): string {
  const { spec, battery, tally } = run
  const copies = copiesOf(spec)
  const heat = heatmapSvg(tally.cardPosition, copies, tally.shuffles, spec.cards)
  const marks = battery.tests.map((t) => ({ label: t.name, p: t.pValue, passed: t.passed }))
  const diagnostics = [...battery.positionPValues, ...battery.codePValues]
  const bad = spec.generator !== 'v1'
  const title = `Shuffle audit: ${spec.cards} cards, ${spec.shuffles.toLocaleString('en-US')} shuffles`
  const expected = tally.shuffles * (copies[0]! / spec.cards)
  const params: [string, string][] = [
    ['algorithm', `${run.versions.algorithm} (HMAC-SHA256 byte stream, Fisher-Yates by rejection)`],
    ['generator', `${spec.generator}: ${GENERATORS[spec.generator]}`],
    [
      'deck',
      `${spec.cards} cards (${copies.length} codes, ${copies[0]} of each${spec.cards === 53 ? ', joker included' : ''})`,
    ],
    ['shuffles', `${spec.shuffles.toLocaleString('en-US')} (nonces 0 .. ${spec.shuffles - 1})`],
    ['server seed', spec.serverSeed],
    ['commitment', `${run.commitment} (SHA-256 of the server seed)`],
    ['client seed', JSON.stringify(spec.clientSeed)],
    [
      'stream tested',
      `${(battery.streamBytes / 1e6).toFixed(1)} MB (${tally.blocks.toLocaleString('en-US')} HMAC blocks)`,
    ],
    [
      'run',
      `${run.startedAt}, ${run.seconds.toFixed(1)} s on ${run.threads} thread${run.threads === 1 ? '' : 's'}`,
    ],
  ]
  return markup(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${raw(STYLE)}</style></head>
<body>
<h1>${title}</h1>
<p><span class="verdict ${battery.passed ? 'pass' : 'fail'}" id="verdict">${battery.passed ? 'PASS' : 'FAIL'}</span>
${battery.passed ? `all ${battery.tests.length} tests pass` : `failed: ${battery.failed.join(', ')}`}
&middot; algorithm ${run.versions.algorithm} &middot; generator ${spec.generator}</p>
${bad ? html`<p class="bad"><strong>Known-bad generator.</strong> ${GENERATORS[spec.generator]}. This run shows that the battery can fail; it is not a Felt shuffle.</p>` : ''}
<h2>Tests</h2>
<p>${battery.correction}. Chi-square p-values are P(X &ge; statistic) (regularized incomplete gamma), so only too much deviation fails, not too good a fit; normal and NIST p-values are two-sided. Even a perfect shuffle fails a battery about &alpha; = ${battery.alpha} of the time: a single failure is a reason to rerun with new seeds, repeated failures are a finding.</p>
${testsTable(battery)}
<h2>Card &times; position</h2>
<div class="charts"><figure id="heatmap">${raw(heat.svg)}
<figcaption>Counts of each card code (rows) at each position (columns), coloured by the standardized residual (observed &minus; expected) / &radic;expected: white is on expectation, red more often, blue less often. Expected ${fmt(expected)} per cell; counts from ${heat.minCount} to ${heat.maxCount}; largest residual ${heat.maxResidual.toFixed(2)} (${formatCard(heat.at.code)} at position ${heat.at.position}). A fair shuffle gives speckle with no pattern; |residual| &gt; 4 in a few of ${copies.length * spec.cards} cells is expected about ${(copies.length * spec.cards * 6.3e-5).toFixed(2)} times.</figcaption>
${raw(legendSvg())}</figure></div>
<h2>p-values</h2>
<div class="charts"><figure id="histogram">${raw(histogramSvg(diagnostics, marks))}
<figcaption>Histogram of ${diagnostics.length} diagnostic p-values: one chi-square per position (the codes dealt there, df ${copies.length - 1}) and per code (its positions, df ${spec.cards - 1}). Ticks under the axis: the ${battery.tests.length} battery tests (green pass, red fail). Under a fair shuffle the bars are flat.</figcaption></figure>
<figure id="qq">${raw(qqSvg(diagnostics, marks))}
<figcaption>QQ plot: the sorted p-values against uniform quantiles; a fair shuffle follows the diagonal. Large dots: the battery tests.</figcaption></figure></div>
<p class="note">The diagnostics overlap with the card &times; position test and are not independent of each other; they are for looking, not part of the pass rule.</p>
<h2>Parameters and seeds</h2>
<dl>${params.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>
<h2>Reproduce</h2>
<p>The run is a function of the seeds, the deck size and the number of shuffles (any machine, any thread count). <code>felt-fair</code> is the bin of <code>@felt/fair</code>.</p>
<pre>${run.commands.map((c, i) => html`${i > 0 ? '\n' : ''}${c}`)}</pre>
<p class="note">The second command writes the decks tallied (card codes, position 0 first, one nonce per line); the third the raw HMAC stream of nonce 0 for external suites (NIST STS, dieharder, PractRand).</p>
<h2>Versions</h2>
<dl><dt>package</dt><dd>${run.versions.package}</dd><dt>algorithm</dt><dd>${run.versions.algorithm}</dd><dt>Node</dt><dd>${run.versions.node}</dd><dt>platform</dt><dd>${run.versions.platform}</dd></dl>
</body></html>
`)
}
