import { html } from 'hono/html'
import { encodePng } from './png.ts'
import { type Html, markup, residualColour } from './svg.ts'

/** Where the heatmap's numbers came from, for its caption. */
export interface HeatmapSummary {
  readonly svg: string
  readonly minCount: number
  readonly maxCount: number
  /** The largest |standardized residual|, and where. */
  readonly maxResidual: number
  readonly at: { readonly code: number; readonly position: number }
}

/**
 * The card x position heatmap: one pixel per (code, position) cell in a PNG inside an SVG
 * with axes, coloured by the standardized residual (observed - expected) / sqrt(expected).
 * `counts[code * positions + p]`, `copies[code]`.
 */
export function heatmapSvg(
  counts: Float64Array,
  copies: readonly number[],
  shuffles: number,
  positions: number,
): HeatmapSummary {
  const rows = copies.length
  const rgb = new Uint8Array(rows * positions * 3)
  let minCount = Number.POSITIVE_INFINITY
  let maxCount = 0
  let maxResidual = 0
  let at = { code: 0, position: 0 }
  for (let c = 0; c < rows; c++) {
    const e = (shuffles * copies[c]!) / positions
    for (let p = 0; p < positions; p++) {
      const o = counts[c * positions + p]!
      minCount = Math.min(minCount, o)
      maxCount = Math.max(maxCount, o)
      const z = (o - e) / Math.sqrt(e)
      if (Math.abs(z) > Math.abs(maxResidual)) {
        maxResidual = z
        at = { code: c, position: p }
      }
      rgb.set(residualColour(z), (c * positions + p) * 3)
    }
  }
  const png = encodePng(positions, rows, rgb).toString('base64')
  const cellW = Math.max(1.5, Math.min(12, 720 / positions))
  const cellH = 7
  const left = 34
  const top = 8
  const w = cellW * positions
  const h = cellH * rows
  const suits = ['c', 'd', 'h', 's'].map(
    (s, i) =>
      html`<text x="${left - 4}" y="${top + (i * 13 + 6.5) * cellH + 4}" class="tick" text-anchor="end">2${s}-A${s}</text>`,
  )
  const joker =
    rows > 52
      ? html`<text x="${left - 4}" y="${top + 52.5 * cellH + 4}" class="tick" text-anchor="end">Jk</text>`
      : ''
  const step = positions > 100 ? 50 : 10
  const cols: Html[] = []
  for (let p = 0; p < positions; p += step) {
    cols.push(
      html`<text x="${left + (p + 0.5) * cellW}" y="${top + h + 14}" class="tick" text-anchor="middle">${p}</text>`,
    )
  }
  const width = left + w + 8
  const height = top + h + 34
  const svg =
    markup(html`<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="card by position heatmap">
<image x="${left}" y="${top}" width="${w}" height="${h}" preserveAspectRatio="none" class="pixels" href="data:image/png;base64,${png}"/>
<rect x="${left}" y="${top}" width="${w}" height="${h}" class="frame"/>
${suits}${joker}${cols}
<text x="${left + w / 2}" y="${height - 4}" class="label" text-anchor="middle">position (0 = dealt first)</text>
</svg>`)
  return { svg, minCount, maxCount, maxResidual, at }
}
