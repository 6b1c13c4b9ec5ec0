import { isSplittable } from '../rules/facts.ts'
import type { ZeroActionType, ZeroLegalAction, ZeroState } from './types.ts'

/** Every Zero action type, in the order `legalActions` lists them. */
export const ZERO_ACTION_TYPES: readonly ZeroActionType[] = Object.freeze([
  'stand',
  'hit',
  'double',
  'split',
])

/**
 * What the playing hand may do now (docs/rules/zero.md, "Player actions"): stand; hit once on two
 * cards; double on three cards (on two under the `two-card` double), once; split two cards
 * whose total is one of `rules.splitTotals`, once per round. Empty once the player is done.
 */
export function legalActions(state: ZeroState): ZeroLegalAction[] {
  if (state.status !== 'awaiting-action' || state.active === null) return []
  const box = state.active
  const hand = state.hands[box]!
  const n = hand.cards.length
  const types: ZeroActionType[] = ['stand']
  if (n === 2 && !hand.hit) types.push('hit')
  const doubleAt = state.rules.double === 'two-card' ? 2 : 3
  if (n === doubleAt && !hand.doubled) types.push('double')
  if (
    state.hands.length === 1 &&
    n === 2 &&
    isSplittable(state.rules, hand.cards[0]!, hand.cards[1]!)
  ) {
    types.push('split')
  }
  return types.map((type) => ({ type, box, hand: box }))
}
