import type { CardCode } from '@felt/cards'
import { evaluate, twoCombinations } from '@felt/evaluators'
import { DEALER_QUALIFYING_STRENGTH } from '../rules/facts.ts'
import { POKER_CATEGORIES, type PokerCategory, type StudRules } from '../rules/types.ts'
import type { StudPaidCombination } from './types.ts'

/** A hand's poker value: strength 1..7462 (higher wins), category and best five cards. */
export interface HandValue {
  readonly strength: number
  readonly category: PokerCategory
  readonly best: readonly CardCode[]
}

/** The value of the best five of 5 or 6 cards (the shared poker evaluator). */
export function handValue(cards: readonly CardCode[]): HandValue {
  const e = evaluate(cards)
  return { strength: e.strength, category: e.category, best: e.best }
}

/** True when `category` ranks at or above `min`. */
export function atLeast(category: PokerCategory, min: PokerCategory): boolean {
  return POKER_CATEGORIES.indexOf(category) >= POKER_CATEGORIES.indexOf(min)
}

/**
 * Dealer qualification (docs/rules/stud-family.md, "Dealer qualification"): `ace-king` = a pair or better, or a
 * hand holding an ace and a king; `pair` = a pair or better. Read off
 * `DEALER_QUALIFYING_STRENGTH`, the one statement of the rule.
 */
export function qualifies(hand: HandValue, qualifier: StudRules['qualifier']): boolean {
  return hand.strength >= DEALER_QUALIFYING_STRENGTH[qualifier]
}

/** The combinations a winning box is paid on its Raise, and their total (to 1). */
export interface RaisePays {
  readonly combinations: readonly StudPaidCombination[]
  readonly pays: number
}

/**
 * What the Raise pays when the box beats a qualified dealer: the winning hand's combination
 * and, where the rule set pays two combinations, the best second one. A high-card hand
 * without an ace and a king (never a winner against an ace-king qualifier) is paid on the
 * `ace-king` line ("pair or less").
 */
export function raisePays(
  cards: readonly CardCode[],
  hand: HandValue,
  rules: StudRules,
): RaisePays {
  const r = twoCombinations(cards, hand.best, {
    pays: rules.raiseTable,
    straightPlusPair: rules.straightPlusPair,
  })
  if (r.first === null) return { combinations: [], pays: rules.raiseTable['ace-king'] }
  const combinations: StudPaidCombination[] = [
    { kind: r.first.kind, cards: r.first.cards, pays: rules.raiseTable[r.first.kind] },
  ]
  if (rules.secondCombination && r.second !== null) {
    combinations.push({
      kind: r.second.kind,
      cards: r.second.cards,
      pays: rules.raiseTable[r.second.kind],
    })
  }
  return { combinations, pays: combinations.reduce((s, c) => s + c.pays, 0) }
}
