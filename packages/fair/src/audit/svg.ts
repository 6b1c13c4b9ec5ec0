// The report's charts as SVG strings from Hono's `html` template (every interpolation
// escaped): no script, so the file prints as it shows and opens offline.
import { html } from 'hono/html'

/** What Hono's `html` tag returns: markup whose interpolations are escaped. */
export type Html = ReturnType<typeof html>

/**
 * The text of a report template. The report's templates interpolate no promises, so
 * `html` has already built them synchronously; a promise here is a bug.
 */
export function markup(h: Html): string {
  if (h instanceof Promise) throw new TypeError('a report template returned a promise')
  return h.toString()
}

const n2 = (x: number): string => (Math.round(x * 100) / 100).toString()

/** A p-value marked on a chart: a battery test, coloured by its verdict. */
export interface MarkedP {
  readonly label: string
  readonly p: number
  readonly passed: boolean
}

const W = 380
const H = 240
const M = { left: 44, right: 12, top: 14, bottom: 40 }

/**
 * Histogram of `pValues` in 20 bins over [0, 1] with the count a uniform distribution
 * expects, and the battery's p-values as ticks under the axis.
 */
export function histogramSvg(pValues: readonly number[], marks: readonly MarkedP[]): string {
  const bins = new Array<number>(20).fill(0)
  for (const p of pValues) bins[Math.min(19, Math.floor(p * 20))]!++
  const expected = pValues.length / 20
  const top = Math.max(1, ...bins, expected * 1.6)
  const w = W - M.left - M.right
  const h = H - M.top - M.bottom
  const x = (v: number): number => M.left + v * w
  const y = (c: number): number => M.top + h - (c / top) * h
  const bars = bins.map(
    (c, i) =>
      html`<rect x="${n2(x(i / 20) + 1)}" y="${n2(y(c))}" width="${n2(w / 20 - 2)}" height="${n2(M.top + h - y(c))}" class="bar"><title>${n2(i / 20)}-${n2((i + 1) / 20)}: ${c}</title></rect>`,
  )
  const ticks = [0, 0.25, 0.5, 0.75, 1].map(
    (t) => html`<text x="${n2(x(t))}" y="${H - 17}" class="tick" text-anchor="middle">${t}</text>`,
  )
  const yTicks = [0, Math.round(top / 2), Math.round(top)].map(
    (c) =>
      html`<text x="${M.left - 6}" y="${n2(y(c) + 4)}" class="tick" text-anchor="end">${c}</text>`,
  )
  const marked = marks.map(
    (m) =>
      html`<line x1="${n2(x(m.p))}" x2="${n2(x(m.p))}" y1="${M.top + h + 2}" y2="${M.top + h + 10}" class="${m.passed ? 'mark-pass' : 'mark-fail'}"><title>${m.label}: p = ${m.p.toPrecision(3)}</title></line>`,
  )
  return markup(html`<svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="histogram of p-values">
<line x1="${M.left}" x2="${M.left + w}" y1="${n2(y(expected))}" y2="${n2(y(expected))}" class="expected"/>
${bars}
<line x1="${M.left}" x2="${M.left + w}" y1="${M.top + h}" y2="${M.top + h}" class="axis"/>
<line x1="${M.left}" x2="${M.left}" y1="${M.top}" y2="${M.top + h}" class="axis"/>
${ticks}${yTicks}${marked}
<text x="${M.left + w / 2}" y="${H - 3}" class="label" text-anchor="middle">p-value (20 bins; dashed: uniform expectation)</text>
</svg>`)
}

/**
 * QQ plot: sorted `pValues` against the uniform quantiles (i - 1/2) / m, with the
 * diagonal a fair generator follows, and the battery's p-values against their own quantiles.
 */
export function qqSvg(pValues: readonly number[], marks: readonly MarkedP[]): string {
  const size = 260
  const m = { left: 44, top: 12, right: 12, bottom: 40 }
  const s = size - m.left - m.right
  const x = (v: number): number => m.left + v * s
  const y = (v: number): number => m.top + s - v * s
  const sorted = [...pValues].sort((a, b) => a - b)
  const dots = sorted.map(
    (p, i) =>
      html`<circle cx="${n2(x((i + 0.5) / sorted.length))}" cy="${n2(y(p))}" r="1.6" class="dot"/>`,
  )
  const ordered = [...marks].sort((a, b) => a.p - b.p)
  const big = ordered.map(
    (mk, i) =>
      html`<circle cx="${n2(x((i + 0.5) / ordered.length))}" cy="${n2(y(mk.p))}" r="3.5" class="${mk.passed ? 'mark-pass' : 'mark-fail'}"><title>${mk.label}: p = ${mk.p.toPrecision(3)}</title></circle>`,
  )
  const ticks = [0, 0.5, 1].map(
    (t) =>
      html`<text x="${n2(x(t))}" y="${m.top + s + 16}" class="tick" text-anchor="middle">${t}</text><text x="${m.left - 6}" y="${n2(y(t) + 4)}" class="tick" text-anchor="end">${t}</text>`,
  )
  const height = size + 8
  return markup(html`<svg viewBox="0 0 ${size} ${height}" width="${size}" height="${height}" role="img" aria-label="QQ plot of p-values">
<rect x="${m.left}" y="${m.top}" width="${s}" height="${s}" class="frame"/>
<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(1)}" class="expected"/>
${dots}${big}${ticks}
<text x="${m.left + s / 2}" y="${height - 6}" class="label" text-anchor="middle">uniform quantile</text>
<text x="12" y="${m.top + s / 2}" class="label" text-anchor="middle" transform="rotate(-90 12 ${m.top + s / 2})">observed p</text>
</svg>`)
}

const BLUE = [33, 102, 172]
const WHITE = [247, 247, 247]
const RED = [178, 24, 43]

/** Diverging colour of a standardized residual, clipped at +-4. */
export function residualColour(z: number): [number, number, number] {
  const f = Math.max(-1, Math.min(1, z / 4))
  const to = f < 0 ? BLUE : RED
  const a = Math.abs(f)
  return [0, 1, 2].map((i) => Math.round(WHITE[i]! + (to[i]! - WHITE[i]!) * a)) as [
    number,
    number,
    number,
  ]
}

/** The heatmap's colour scale from -4 to +4 as an SVG legend. */
export function legendSvg(): string {
  const stops = [-4, -2, 0, 2, 4].map((z) => {
    const [r, g, b] = residualColour(z)
    return html`<stop offset="${(z + 4) / 8}" stop-color="rgb(${r},${g},${b})"/>`
  })
  const labels = [-4, -2, 0, 2, 4].map(
    (z) =>
      html`<text x="${10 + ((z + 4) / 8) * 240}" y="34" class="tick" text-anchor="middle">${z > 0 ? `+${z}` : z}</text>`,
  )
  return markup(html`<svg viewBox="0 0 260 40" width="260" height="40" role="img" aria-label="colour scale of standardized residuals">
<defs><linearGradient id="scale">${stops}</linearGradient></defs>
<rect x="10" y="4" width="240" height="14" fill="url(#scale)" stroke="#8c959f"/>${labels}
</svg>`)
}
