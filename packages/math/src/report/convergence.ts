import { html } from 'hono/html'
import type { Checkpoint } from '../result.ts'
import { compact, type Html, n, niceTicks, pct, svg } from './svg.ts'

const W = 720
const H = 280
const M = { left: 64, right: 16, top: 14, bottom: 40 }

/** Margin above and below the late band, as a share of its height. */
const MARGIN = 0.5

/** The house-edge range a convergence chart shows, and whether any of the run falls outside it. */
export interface ConvergenceScale {
  readonly lo: number
  readonly hi: number
  /** Some of the band or the line (early checkpoints, as a rule) lies outside [lo, hi]. */
  readonly clipped: boolean
}

/**
 * The y-range of a convergence chart: the ±3 SE band over the last half of the run (the
 * checkpoints from half the final round count on), widened by half its height above and
 * below. Early checkpoints, far off and with wide bands, would otherwise set the axis and
 * flatten the band a reader cares about into a line; they are clipped at the plot's edge.
 */
export function convergenceScale(points: readonly Checkpoint[]): ConvergenceScale {
  if (points.length === 0) return { lo: 0, hi: 0, clipped: false }
  const last = points[points.length - 1]!.rounds
  const late = points.filter((p) => p.rounds * 2 >= last)
  let lo = Math.min(...late.map((p) => p.houseEdge - 3 * p.standardError))
  let hi = Math.max(...late.map((p) => p.houseEdge + 3 * p.standardError))
  if (hi > lo) {
    const pad = MARGIN * (hi - lo)
    lo -= pad
    hi += pad
  } else {
    lo -= 0.001
    hi += 0.001
  }
  const clipped = points.some(
    (p) => p.houseEdge - 3 * p.standardError < lo || p.houseEdge + 3 * p.standardError > hi,
  )
  return { lo, hi, clipped }
}

/**
 * Screen points of a line through `(xs[i], vs[i])` clipped to the value range [lo, hi]: a
 * stretch outside it runs along the edge, with a vertex where the line crosses the edge,
 * so it is drawn to the edge rather than dropped.
 */
function clippedLine(
  xs: readonly number[],
  vs: readonly number[],
  lo: number,
  hi: number,
  y: (v: number) => number,
): string[] {
  const out: string[] = []
  const at = (px: number, v: number) => out.push(`${n(px)},${n(y(Math.min(hi, Math.max(lo, v))))}`)
  for (let i = 0; i < xs.length; i++) {
    if (i > 0) {
      const x0 = xs[i - 1]!
      const v0 = vs[i - 1]!
      const x1 = xs[i]!
      const v1 = vs[i]!
      // Crossings of the edges strictly inside the segment, left to right.
      const ts = [lo, hi]
        .filter((e) => (v0 - e) * (v1 - e) < 0)
        .map((e) => (e - v0) / (v1 - v0))
        .sort((a, b) => a - b)
      for (const t of ts) at(x0 + t * (x1 - x0), v0 + t * (v1 - v0))
    }
    at(xs[i]!, vs[i]!)
  }
  return out
}

/**
 * The running house edge against rounds played (log scale), with its ±3 standard error
 * band, so a reader sees the run converge. The y-axis is set by the last half of the run
 * (see `convergenceScale`); earlier values outside it are clipped at the plot's edge.
 * Empty for no checkpoints.
 */
export function convergenceChart(points: readonly Checkpoint[], title: string): string {
  if (points.length === 0) return ''
  const plotW = W - M.left - M.right
  const plotH = H - M.top - M.bottom
  const first = points[0]!.rounds
  const last = points[points.length - 1]!.rounds
  const lx = Math.log10(first)
  const spanX = Math.max(1e-9, Math.log10(last) - lx)
  const x = (r: number): number =>
    points.length === 1 ? M.left + plotW / 2 : M.left + (plotW * (Math.log10(r) - lx)) / spanX
  const { lo, hi } = convergenceScale(points)
  const y = (v: number): number => M.top + (plotH * (hi - v)) / (hi - lo)
  const parts: Html[] = []
  const ticks = niceTicks(lo, hi, 8)
  // Enough decimals to tell neighbouring ticks apart (a long run's band is narrow).
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : 0.01
  const digits = Math.min(6, Math.max(1, Math.ceil(-Math.log10(step * 100) - 1e-9)))
  for (const t of ticks) {
    parts.push(
      html`<line x1="${M.left}" x2="${W - M.right}" y1="${n(y(t))}" y2="${n(y(t))}" stroke="${t === 0 ? '#888' : '#e0e0e0'}"/>`,
      html`<text x="${M.left - 6}" y="${n(y(t) + 4)}" font-size="11" text-anchor="end">${pct(t, digits)}</text>`,
    )
  }
  for (let d = Math.ceil(lx); d <= Math.log10(last) + 1e-9; d++) {
    for (const m of [1, 2, 5]) {
      const r = m * 10 ** d
      if (r < first || r > last || points.length === 1) continue
      parts.push(
        html`<line x1="${n(x(r))}" x2="${n(x(r))}" y1="${M.top}" y2="${M.top + plotH}" stroke="#eee"/>`,
        html`<text x="${n(x(r))}" y="${M.top + plotH + 16}" font-size="11" text-anchor="middle">${compact(r)}</text>`,
      )
    }
  }
  if (points.length === 1) {
    const p = points[0]!
    parts.push(
      html`<line x1="${n(x(p.rounds))}" x2="${n(x(p.rounds))}" y1="${n(y(p.houseEdge + 3 * p.standardError))}" y2="${n(y(p.houseEdge - 3 * p.standardError))}" stroke="#3b6ea5" stroke-width="8" stroke-opacity="0.35"/>`,
      html`<circle cx="${n(x(p.rounds))}" cy="${n(y(p.houseEdge))}" r="4" fill="#1f4e79"/>`,
      html`<text x="${n(x(p.rounds))}" y="${M.top + plotH + 16}" font-size="11" text-anchor="middle">${compact(p.rounds)}</text>`,
    )
  } else {
    const xs = points.map((p) => x(p.rounds))
    const line = (v: (p: Checkpoint) => number) => clippedLine(xs, points.map(v), lo, hi, y)
    const upper = line((p) => p.houseEdge + 3 * p.standardError)
    const lower = line((p) => p.houseEdge - 3 * p.standardError).reverse()
    const final = points[points.length - 1]!.houseEdge
    parts.push(
      html`<polygon points="${[...upper, ...lower].join(' ')}" fill="#3b6ea5" fill-opacity="0.22"/>`,
      html`<line x1="${M.left}" x2="${W - M.right}" y1="${n(y(final))}" y2="${n(y(final))}" stroke="#1f4e79" stroke-dasharray="4 3"/>`,
      html`<polyline points="${line((p) => p.houseEdge).join(' ')}" fill="none" stroke="#1f4e79" stroke-width="1.8"/>`,
    )
  }
  parts.push(
    html`<rect x="${M.left}" y="${M.top}" width="${plotW}" height="${plotH}" fill="none" stroke="#333"/>`,
    html`<text x="${M.left + plotW / 2}" y="${H - 6}" font-size="11" text-anchor="middle">rounds played (log scale)</text>`,
    html`<text x="14" y="${M.top + plotH / 2}" font-size="11" text-anchor="middle" transform="rotate(-90 14 ${M.top + plotH / 2})">house edge so far</text>`,
  )
  return svg(W, H, title, parts)
}
