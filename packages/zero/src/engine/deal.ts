import { assertDeck, type CardCode } from '@felt/cards'
import { isZeroPair } from '../rules/facts.ts'
import { validateRules } from '../rules/resolve.ts'
import type { ZeroRules } from '../rules/rulesets.ts'
import type { ZeroState, ZeroWagers } from './types.ts'
import { normalizeWagers } from './wagers.ts'

/** Cards in the shoe of a rule set: 312 (six decks) or 416 (eight). */
export function deckSize(rules: ZeroRules): number {
  return rules.decks * 52
}

/**
 * Starts a round (docs/rules/zero.md, "Deal"): the player's two cards from positions 0 and 1
 * (label `hand:0`), the dealer's up card (2) and hole card (3) (label `dealer`). A zero pair
 * ends the round at once (complete; the dealer does not draw).
 * @throws {InvalidDeckError} unless a permutation of the rule set's shoe;
 * {InvalidWagerError}; {InvalidRulesError}.
 */
export function deal(deck: readonly CardCode[], rules: ZeroRules, wagers: ZeroWagers): ZeroState {
  const checked = validateRules(rules)
  assertDeck(deck, deckSize(checked))
  const w = normalizeWagers(wagers)
  const [a, b, up, hole] = [deck[0]!, deck[1]!, deck[2]!, deck[3]!]
  const zeroPair = isZeroPair(a, b)
  return {
    game: 'zero',
    rules: checked,
    status: zeroPair ? 'complete' : 'awaiting-action',
    deck: [...deck],
    next: 4,
    dealt: [
      { position: 0, card: a, to: 'hand:0' },
      { position: 1, card: b, to: 'hand:0' },
      { position: 2, card: up, to: 'dealer' },
      { position: 3, card: hole, to: 'dealer' },
    ],
    actions: [],
    staked: w.zero + w.zeroPayouts,
    wagers: w,
    hands: [{ cards: [a, b], hit: false, doubled: false, done: zeroPair }],
    active: zeroPair ? null : 0,
    dealer: { cards: [up, hole] },
    zeroPair,
  }
}
