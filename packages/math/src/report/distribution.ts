import { html } from 'hono/html'
import type { ReturnRow } from '../result.ts'
import { type Html, n, svg } from './svg.ts'

/** One bar of the distribution chart: a net result and its probability. */
export interface NetBar {
  /** Label under the bar. */
  readonly label: string
  /** Net result in units of the initial wager (colours the bar: loss, push, win). */
  readonly net: number
  readonly probability: number
}

/**
 * Whether the return table's lines are outcomes of a round (so that grouping them by net
 * pay gives the distribution of a round's net result). The full strategy runs of the stud
 * draw rule sets list each first action with its average net instead, and the blind box
 * one line with its average.
 */
export function isNetDistribution(table: readonly ReturnRow[]): boolean {
  const total = table.reduce((s, r) => s + r.probability, 0)
  return (
    table.length > 1 &&
    Math.abs(total - 1) < 1e-6 &&
    !table.some((r) => r.event.startsWith('first action:'))
  )
}

/** The return table grouped by net pay, ascending: the distribution of a round's net result. */
export function netDistribution(table: readonly ReturnRow[]): NetBar[] {
  const byNet = new Map<number, number>()
  for (const r of table) {
    const key = Math.round(r.pays * 1e9) / 1e9
    byNet.set(key, (byNet.get(key) ?? 0) + r.probability)
  }
  return [...byNet]
    .filter(([, p]) => p > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([net, probability]) => ({
      label: net > 0 ? `+${+net.toFixed(4)}` : String(+net.toFixed(4)),
      net,
      probability,
    }))
}

const W = 720
const H = 280
const M = { left: 58, right: 12, top: 14, bottom: 56 }

/**
 * A bar chart of probabilities on a log scale (tail events such as a royal flush stay
 * visible next to a 50% loss), bars coloured by loss, push and win.
 */
export function distributionChart(bars: readonly NetBar[], title: string): string {
  if (bars.length === 0) return ''
  const minP = Math.min(...bars.map((b) => b.probability))
  // Headroom below the rarest bar, so that it never has zero height.
  const lo = Math.min(-1, Math.floor(Math.log10(minP) - 0.3))
  const plotW = W - M.left - M.right
  const plotH = H - M.top - M.bottom
  const y = (p: number): number => M.top + plotH * (Math.log10(p) / lo)
  const slot = plotW / bars.length
  const parts: Html[] = []
  const every = Math.ceil(-lo / 8)
  for (let d = 0; d >= lo; d -= every) {
    const yy = y(10 ** d)
    parts.push(
      html`<line x1="${M.left}" x2="${W - M.right}" y1="${n(yy)}" y2="${n(yy)}" stroke="#d9d9d9"/>`,
      html`<text x="${M.left - 6}" y="${n(yy + 4)}" text-anchor="end" font-size="11">${d === 0 ? '1' : `1e${d}`}</text>`,
    )
  }
  const labelEvery = Math.ceil(bars.length / 36)
  bars.forEach((b, i) => {
    const x = M.left + i * slot
    const top = y(b.probability)
    const fill = b.net < 0 ? '#b4403a' : b.net === 0 ? '#7a7a7a' : '#2e7d4f'
    parts.push(
      html`<rect x="${n(x + slot * 0.12)}" y="${n(top)}" width="${n(slot * 0.76)}" height="${n(M.top + plotH - top)}" fill="${fill}"><title>${b.label}: ${b.probability.toPrecision(6)}</title></rect>`,
    )
    if (bars.length <= 16) {
      const text =
        b.probability >= 0.001
          ? `${+(b.probability * 100).toPrecision(3)}%`
          : b.probability.toExponential(1)
      parts.push(
        html`<text x="${n(x + slot / 2)}" y="${n(top - 3)}" font-size="10" text-anchor="middle">${text}</text>`,
      )
    }
    if (i % labelEvery === 0) {
      const cx = x + slot / 2
      const ly = M.top + plotH + 10
      parts.push(
        html`<text x="${n(cx)}" y="${n(ly)}" font-size="10" text-anchor="end" transform="rotate(-45 ${n(cx)} ${n(ly)})">${b.label}</text>`,
      )
    }
  })
  parts.push(
    html`<line x1="${M.left}" x2="${W - M.right}" y1="${M.top + plotH}" y2="${M.top + plotH}" stroke="#333"/>`,
    html`<text x="14" y="${M.top + plotH / 2}" font-size="11" text-anchor="middle" transform="rotate(-90 14 ${M.top + plotH / 2})">probability (log scale)</text>`,
  )
  return svg(W, H, title, parts)
}
