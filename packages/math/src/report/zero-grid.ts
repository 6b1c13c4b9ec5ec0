import type { ZeroBasicRows } from '../zero/basic.ts'
import type { GridAction, GridCell, StrategyGrid } from './grid.ts'

const ACTIONS: readonly GridAction[] = [
  { key: 'S', label: 'S stand', colour: '#f2c14e' },
  { key: 'H', label: 'H hit', colour: '#8cc084' },
  { key: 'D', label: 'D double', colour: '#6fa8dc' },
  { key: 'P', label: 'P split', colour: '#b48ccf' },
]

const UP = Array.from({ length: 10 }, (_, u) => String(u))

function cells(rows: readonly string[]): GridCell[][] {
  return rows.map((letters) =>
    [...letters].map((l) => ({ action: l, text: l, share: 1 }) satisfies GridCell),
  )
}

function grid(
  title: string,
  labels: string[],
  rows: readonly string[],
  note?: string,
): StrategyGrid {
  return {
    title,
    rowHeading: 'Hand total',
    colHeading: "Dealer's up card (point value)",
    rows: labels,
    cols: UP,
    cells: cells(rows),
    actions: ACTIONS,
    ...(note ? { note } : {}),
  }
}

/**
 * The Zero basic strategy as four grids (first two cards with the split candidates as
 * their own rows, like blackjack's pair rows; three cards; a split hand's two and three
 * cards), hand total by the dealer's up-card point value.
 */
export function zeroGrids(t: ZeroBasicRows): StrategyGrid[] {
  const totals = Array.from({ length: 10 }, (_, i) => String(i))
  const sum = (k: string) => k.split('-').reduce((s, v) => s + Number(v), 0) % 10
  const pairKeys = Object.keys(t.pairs).sort((a, b) => sum(a) - sum(b) || a.localeCompare(b))
  // The rows of the pairs say which totals the rule set lets split (8 and 9 by default).
  const splitTotals = [...new Set(pairKeys.map(sum))]
  const plain = totals.filter((_, i) => !splitTotals.includes(i))
  const firstLabels = [...plain, ...pairKeys.map((k) => `${k} (${sum(k)})`)]
  const firstRows = [...plain.map((i) => t.two[Number(i)]!), ...pairKeys.map((k) => t.pairs[k]!)]
  return [
    grid(
      'Zero basic strategy: first two cards',
      firstLabels,
      firstRows,
      `Two cards totalling ${splitTotals.join(' or ')} may be split: they have a row of their own by their two point values (lo-hi, total in brackets).`,
    ),
    grid('Zero basic strategy: three cards (after a hit)', totals, t.three),
    grid('Zero basic strategy: split hand, two cards', totals, t.splitTwo),
    grid('Zero basic strategy: split hand, three cards', totals, t.splitThree),
  ]
}
