import { parseCards } from '@felt/cards'
import { CATEGORY_FLOORS, HAND_CATEGORIES, rankCards } from '@felt/evaluators'
import type { StudRules } from './types.ts'

/** The Raise is exactly 2x Ante (docs/rules/stud-family.md, core rule 3). */
export const RAISE_MULTIPLE = 2

/** Most boxes a round may have (docs/rules/stud-family.md, core rule 1). */
export const MAX_BOXES = 6

/**
 * The weakest hand strength (`rankCards` of `@felt/evaluators`, 1..7462) that qualifies the
 * dealer, by `qualifier` (docs/rules/stud-family.md, "Dealer qualification"): the dealer
 * qualifies with this strength or more. `ace-king`: A-K-4-3-2 of mixed suits, the lowest
 * high-card hand that holds an ace and a king (every high-card hand above it holds both, and
 * every pair is above it); `pair`: the lowest pair, 2-2-5-4-3.
 */
export const DEALER_QUALIFYING_STRENGTH: Readonly<Record<StudRules['qualifier'], number>> = {
  'ace-king': rankCards(parseCards('As Kd 4h 3c 2s')),
  pair: CATEGORY_FLOORS[HAND_CATEGORIES.indexOf('pair')]!,
}
