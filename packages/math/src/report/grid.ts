import { html } from 'hono/html'
import { type Html, n, svg } from './svg.ts'

/** An action of a strategy chart: its key, legend label and colour (#rrggbb). */
export interface GridAction {
  readonly key: string
  readonly label: string
  readonly colour: string
}

/** One cell: the action taken (the most frequent, when a class holds several hands). */
export interface GridCell {
  /** Key of a `GridAction`. */
  readonly action: string
  /** Short text in the cell (S, H, X3, 12%). */
  readonly text: string
  /** Share of the cell's hands (weighted) that take `action`; below 1 the cell is paler. */
  readonly share: number
  /** Tooltip: the full breakdown. */
  readonly detail?: string
}

/** A strategy chart in the familiar grid form: player hand class by dealer up card. */
export interface StrategyGrid {
  readonly title: string
  readonly rowHeading: string
  readonly colHeading: string
  readonly rows: readonly string[]
  readonly cols: readonly string[]
  /** cells[row][col]; null for a combination that cannot happen. */
  readonly cells: readonly (readonly (GridCell | null)[])[]
  readonly actions: readonly GridAction[]
  /** How the classes are grouped and how to read the colours. */
  readonly note?: string
}

function textColour(hex: string, share: number): string {
  const v = Number.parseInt(hex.slice(1), 16)
  const lum = (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255
  // A pale (mixed) cell is drawn over white, so it is lighter than its colour.
  return lum + (1 - lum) * (1 - share) * 0.6 > 0.55 ? '#111' : '#fff'
}

/** The grid as SVG: one coloured cell per class and up card, row and column labels, a legend. */
export function gridChart(g: StrategyGrid): string {
  const labelW = Math.max(70, 7 * Math.max(...g.rows.map((r) => r.length)) + 12)
  const cellW = Math.max(26, Math.min(48, Math.floor((720 - labelW) / g.cols.length)))
  const cellH = 20
  const top = 34
  const width = labelW + cellW * g.cols.length + 2
  const gridH = cellH * g.rows.length
  const used = new Set(g.cells.flatMap((r) => r.map((c) => c?.action)))
  const legend = g.actions.filter((a) => used.has(a.key))
  const legendRows = Math.ceil(legend.length / 4)
  const height = top + gridH + 14 + legendRows * 20
  const colour = new Map(g.actions.map((a) => [a.key, a.colour]))
  const parts: Html[] = [
    html`<text x="${labelW + (cellW * g.cols.length) / 2}" y="12" font-size="11" text-anchor="middle">${g.colHeading}</text>`,
    html`<text x="4" y="${top - 8}" font-size="11" font-weight="bold">${g.rowHeading}</text>`,
  ]
  g.cols.forEach((c, j) => {
    parts.push(
      html`<text x="${n(labelW + j * cellW + cellW / 2)}" y="${top - 8}" font-size="11" font-weight="bold" text-anchor="middle">${c}</text>`,
    )
  })
  g.rows.forEach((r, i) => {
    const yy = top + i * cellH
    parts.push(
      html`<text x="${labelW - 6}" y="${yy + 14}" font-size="11" text-anchor="end">${r}</text>`,
    )
    g.cols.forEach((_, j) => {
      const cell = g.cells[i]?.[j] ?? null
      const xx = labelW + j * cellW
      if (!cell) {
        parts.push(
          html`<rect x="${xx}" y="${yy}" width="${cellW}" height="${cellH}" fill="#fff" stroke="#eee"/>`,
        )
        return
      }
      const fill = colour.get(cell.action) ?? '#cccccc'
      const opacity = cell.share >= 0.999 ? 1 : 0.3 + 0.7 * cell.share
      const tip = `${r} / ${g.cols[j]}: ${cell.detail ?? cell.action}`
      parts.push(
        html`<g><title>${tip}</title><rect x="${xx}" y="${yy}" width="${cellW}" height="${cellH}" fill="${fill}" fill-opacity="${n(opacity)}" stroke="#fff"/>`,
        html`<text x="${n(xx + cellW / 2)}" y="${yy + 14}" font-size="11" text-anchor="middle" fill="${textColour(fill, cell.share)}">${cell.text}</text></g>`,
      )
    })
  })
  const ly = top + gridH + 14
  legend.forEach((a, k) => {
    const lx = 4 + (k % 4) * 170
    const yy = ly + Math.floor(k / 4) * 20
    parts.push(
      html`<rect x="${lx}" y="${yy}" width="14" height="14" fill="${a.colour}"/>`,
      html`<text x="${lx + 20}" y="${yy + 11}" font-size="11">${a.label}</text>`,
    )
  })
  return svg(Math.max(width, 690), height, g.title, parts)
}
