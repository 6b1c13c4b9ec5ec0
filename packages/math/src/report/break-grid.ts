import { HOUSE_WAY_CASES, houseWay } from '@felt/break-poker'
import { breakOptimalDiffs, breakPatternKey } from '@felt/strategy/break-poker'
import { breakPatterns, patternCards } from '../break/patterns.ts'
import type { GridCell, StrategyGrid } from './grid.ts'

const RANKS = '23456789TJQKA'

/**
 * The Break Poker optimal setting as a grid. Break Poker has no dealer up card, so the
 * columns are the highest natural card of the player's seven, and the rows the house
 * way's case (with and without the joker); each cell is the share of hands (by card
 * combinations) whose optimal setting differs in value from the house way.
 */
export function breakGrid(): StrategyGrid {
  const p = breakPatterns()
  const rows = [...HOUSE_WAY_CASES, ...HOUSE_WAY_CASES.map((c) => `${c}, joker`)]
  const all = new Float64Array(rows.length * 13)
  const differ = new Float64Array(rows.length * 13)
  const cards = new Int32Array(7)
  for (let i = 0; i < p.count; i++) {
    patternCards(p, i, cards)
    const hand = [...cards]
    let high = 12
    while (p.counts[i * 14 + high] === 0) high--
    const joker = p.counts[i * 14 + 13] === 1 ? 7 : 0
    const at = (houseWay(hand).case - 1 + joker) * 13 + high
    all[at]! += p.weight[i]!
    if (breakOptimalDiffs[breakPatternKey(hand)]) differ[at]! += p.weight[i]!
  }
  const cells = rows.map((_, r) =>
    Array.from({ length: 13 }, (_, c): GridCell | null => {
      const total = all[r * 13 + c]!
      if (total === 0) return null
      const share = differ[r * 13 + c]! / total
      if (share === 0) return { action: 'house', text: '', share: 1, detail: 'house way' }
      const text = share < 0.005 ? '<1%' : `${Math.round(share * 100)}%`
      return {
        action: 'optimal',
        text,
        share: Math.max(share, 0.15),
        detail: `${(share * 100).toFixed(2)}% of hands set otherwise than the house way`,
      }
    }),
  )
  return {
    title: 'Break Poker optimal setting: where it departs from the house way',
    rowHeading: "House way's case",
    colHeading: "Highest natural card in the player's seven (there is no dealer up card)",
    rows,
    cols: [...RANKS],
    cells,
    actions: [
      { key: 'house', label: 'set by the house way', colour: '#cfd8dc' },
      { key: 'optimal', label: 'optimal differs (share)', colour: '#d9822b' },
    ],
    note: 'Each cell: the share of seven-card hands (by card combinations) whose optimal setting differs in value from the house way; elsewhere the optimal strategy is the house way. Blank: cannot happen.',
  }
}
