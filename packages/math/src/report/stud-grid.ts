import { CATEGORY_FLOORS, rank5 } from '@felt/evaluators'
import { forEachCanonicalHand, InvalidTableError } from '@felt/strategy/stud-poker'
import type { GridAction, GridCell, StrategyGrid } from './grid.ts'

const RANKS = '23456789TJQKA'

/** How no-pair hands are grouped: by their draws (rule sets with draws) or top cards (Caribbean). */
export type StudGrouping = 'draws' | 'high-cards'

/**
 * The player-hand classes of the stud strategy charts, strongest first: the made hands,
 * pairs by rank, then no-pair hands by their draws and high cards. A hand belongs to the
 * first class that fits (a pair with four to a flush is a pair).
 */
export const STUD_CLASSES: readonly string[] = [
  'Straight flush',
  'Four of a kind',
  'Full house',
  'Flush',
  'Straight',
  'Three of a kind',
  'Two pair',
  ...[...RANKS].reverse().map((r) => `${r}-${r}`),
  '4 to a flush',
  '4 to a straight',
  'A-K high',
  'Ace high',
  'King high or less',
]

/** The classes of the `high-cards` grouping: no-pair hands by their top cards. */
export const STUD_HIGH_CARD_CLASSES: readonly string[] = [
  ...STUD_CLASSES.slice(0, 20),
  'A-K-Q',
  'A-K-J',
  'A-K-T or less',
  'Ace high',
  'King high or less',
]

const PAIR_ROW = 7
const SUITS = new Int8Array(4)

/**
 * The row of five card codes (rank = code % 13, deuce 0 .. ace 12) in `STUD_CLASSES`, or
 * in `STUD_HIGH_CARD_CLASSES` for the `high-cards` grouping.
 */
export function studHandClass(hand: readonly number[], grouping: StudGrouping = 'draws'): number {
  const strength = rank5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!)
  let cat = CATEGORY_FLOORS.length - 1
  while (strength < CATEGORY_FLOORS[cat]!) cat--
  // CATEGORY_FLOORS: 0 high card, 1 pair, 2 two pair, 3 trips, 4 straight, 5 flush, 6 full
  // house, 7 quads, 8 straight flush, 9 royal flush.
  if (cat >= 8) return 0
  if (cat >= 2) return 8 - cat
  let mask = 0
  let pair = -1
  SUITS.fill(0)
  for (let i = 0; i < 5; i++) {
    const c = hand[i]!
    const bit = 1 << (c % 13)
    if (mask & bit) pair = c % 13
    mask |= bit
    SUITS[Math.floor(c / 13)]!++
  }
  if (cat === 1) return PAIR_ROW + 12 - pair
  if (grouping === 'high-cards') {
    if ((mask & 0x1800) !== 0x1800) return mask & 0x1000 ? PAIR_ROW + 16 : PAIR_ROW + 17
    return mask & 0x400 ? PAIR_ROW + 13 : mask & 0x200 ? PAIR_ROW + 14 : PAIR_ROW + 15
  }
  if (SUITS[0]! >= 4 || SUITS[1]! >= 4 || SUITS[2]! >= 4 || SUITS[3]! >= 4) return PAIR_ROW + 13
  // Ace low too: bit 13 stands for the ace above the king, bit -1 below the deuce.
  const wide = ((mask << 1) | (mask >> 12)) & 0x3fff
  for (let lo = 0; lo <= 9; lo++) {
    let k = 0
    for (let r = lo; r < lo + 5; r++) if ((wide >> r) & 1) k++
    if (k >= 4) return PAIR_ROW + 14
  }
  if ((mask & 0x1800) === 0x1800) return PAIR_ROW + 15
  return mask & 0x1000 ? PAIR_ROW + 16 : PAIR_ROW + 17
}

/**
 * A stud strategy chart: for every canonical starting hand against every up rank
 * (weighted by its suit class), the action `decide` returns, counted per hand class and
 * up card; each cell shows the most frequent action and its share.
 * @param decide the action key (one of `actions`) of a canonical hand against the club of
 *   `upRank`; `index` is the hand's row in the stud strategy tables.
 * @throws {InvalidTableError} `INVALID_TABLE` (`{ action, known }`) when `decide` returns a
 *   key that is not one of `actions`.
 */
export function studGrid(
  title: string,
  actions: readonly (GridAction & { readonly text: string })[],
  decide: (hand: readonly number[], upRank: number, index: number) => string,
  note: string,
  grouping: StudGrouping = 'draws',
): StrategyGrid {
  const classes = grouping === 'draws' ? STUD_CLASSES : STUD_HIGH_CARD_CLASSES
  const keys = actions.map((a) => a.key)
  const k = keys.length
  const counts = new Float64Array(classes.length * 13 * k)
  const classOf = new Map<string, number>()
  for (let up = 0; up < 13; up++) {
    forEachCanonicalHand(up, (hand, index, weight) => {
      const key = decide(hand, up, index)
      let a = classOf.get(key)
      if (a === undefined) {
        a = keys.indexOf(key)
        if (a < 0) {
          throw new InvalidTableError(`the chart has no action ${JSON.stringify(key)}`, {
            action: key,
            known: keys,
          })
        }
        classOf.set(key, a)
      }
      counts[(studHandClass(hand, grouping) * 13 + up) * k + a]! += weight
    })
  }
  const cells = classes.map((_, row) =>
    Array.from({ length: 13 }, (_, up): GridCell | null => {
      const at = (row * 13 + up) * k
      const slice = counts.subarray(at, at + k)
      const total = slice.reduce((s, v) => s + v, 0)
      if (total === 0) return null
      const order = [...slice.keys()]
        .filter((i) => slice[i]! > 0)
        .sort((p, q) => slice[q]! - slice[p]!)
      const best = order[0]!
      const detail = order
        .map((i) => `${actions[i]!.label} ${((100 * slice[i]!) / total).toFixed(1)}%`)
        .join(', ')
      const share = slice[best]! / total
      // A mixed cell says how mixed in print too, where there is no tooltip.
      const text =
        share < 0.9 ? `${actions[best]!.text} ${Math.round(share * 100)}` : actions[best]!.text
      return { action: keys[best]!, text, share, detail }
    }),
  )
  return {
    title,
    rowHeading: 'Player hand',
    colHeading: "Dealer's up card",
    rows: classes,
    cols: [...RANKS],
    cells,
    actions,
    note,
  }
}
