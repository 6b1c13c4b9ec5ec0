import { RAISE_MULTIPLE } from '../rules/facts.ts'
import type { StudRules } from '../rules/types.ts'
import { atLeast, handValue, raisePays } from './hand.ts'
import type { StudBox, StudState } from './types.ts'

/**
 * Cards kept back for the dealer's replacement when the rule set lets boxes force him:
 * one, or four with a same-rank redraw (a rank has at most three other cards).
 */
export function dealerReserve(rules: StudRules): number {
  if (rules.forceDealer === null) return 0
  return rules.forceDealer.redrawSameRank ? 4 : 1
}

/** Cards a box may still draw: the rest of the deck less the dealer's reserve. */
export function drawable(state: StudState): number {
  return Math.max(0, state.deck.length - state.next - dealerReserve(state.rules))
}

/** Insurance limits of a box that has not yet played, or null when it may not insure. */
export function insuranceLimits(
  box: StudBox,
  rules: StudRules,
): { min: number; max: number } | null {
  const ins = rules.insurance
  if (ins === null) return null
  const hand = handValue(box.cards)
  if (!atLeast(hand.category, ins.minHand)) return null
  const raise = RAISE_MULTIPLE * box.ante
  const potential = Math.floor(raise * raisePays(box.cards, hand, rules).pays)
  const min = Math.max(1, Math.ceil(ins.min * box.ante))
  const max = Math.floor(potential * ins.max)
  return max >= min ? { min, max } : null
}

/** A played box that is not insured may force the dealer / buy a game. */
export function mayForce(box: StudBox): boolean {
  return box.status === 'played' && box.insurance === 0
}
