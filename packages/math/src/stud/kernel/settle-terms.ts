// The per-Ante terms a final hand settles on, apart from the scorer (final-hand.ts) so that the
// force estimate, which the scorer uses, can read them without an import cycle.
import { rank5, rank6 } from '@felt/evaluators'
import { DEALER_QUALIFYING_STRENGTH, RAISE_MULTIPLE, type StudRules } from '@felt/stud-poker'

/** Taking the non-qualifying payment, per Ante: the Ante pays 1 to 1, the Raise pushes. */
export const TAKE = 1

/** What a played box loses to a qualified dealer who beats it: the Ante and the Raise. */
export const LOSS: number = 1 + RAISE_MULTIPLE

/** What the Ante nets, per Ante, when a played box beats a qualified dealer (`anteOnWin`). */
export function anteOnWinNet(rules: StudRules): number {
  return rules.anteOnWin === 'even' ? 1 : 0
}

/** The strength (`rank5` / `rank6`) of a final hand's first `n` cards (5 or 6). */
export function finalStrength(cards: ArrayLike<number>, n: number): number {
  return n === 5
    ? rank5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!)
    : rank6(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!, cards[5]!)
}

/** The strength the dealer qualifies with under these rules (`DEALER_QUALIFYING_STRENGTH`). */
export function qualifyingStrength(rules: StudRules): number {
  return DEALER_QUALIFYING_STRENGTH[rules.qualifier]
}
