import { assertDeck, type CardCode, type DealtCard } from '@felt/cards'
import { BREAK_HAND_SIZE, BREAK_POKER_DECK_SIZE } from '../rules/facts.ts'
import { validateRules } from '../rules/resolve.ts'
import type { BreakPokerRules } from '../rules/rulesets.ts'
import type { BreakPokerSeat, BreakPokerState, BreakPokerWagers } from './types.ts'
import { normalizeWagers } from './wagers.ts'

/**
 * Starts a round (docs/rules/break-poker.md, "The round"): seat 0 gets deck positions 0..6, seat 1
 * 7..13, ..., then the dealer the next seven. Labels: `seat:0`, `seat:1`, ..., `dealer`.
 * @throws {InvalidDeckError} unless a permutation of the 53-card deck;
 * {InvalidWagerError}; {InvalidRulesError}.
 */
export function deal(
  deck: readonly CardCode[],
  rules: BreakPokerRules,
  wagers: BreakPokerWagers,
): BreakPokerState {
  const checked = validateRules(rules)
  assertDeck(deck, BREAK_POKER_DECK_SIZE)
  const stakes = normalizeWagers(wagers)
  const dealt: DealtCard[] = []
  let next = 0
  const take = (to: string): CardCode[] => {
    const cards: CardCode[] = []
    for (let k = 0; k < BREAK_HAND_SIZE; k++) {
      const card = deck[next]!
      dealt.push({ position: next, card, to })
      cards.push(card)
      next++
    }
    return cards
  }
  const seats: BreakPokerSeat[] = stakes.map((wager, i) => ({
    wager,
    cards: take(`seat:${i}`),
    setting: null,
  }))
  const dealer = { cards: take('dealer'), setting: null }
  return {
    game: 'break-poker',
    rules: checked,
    status: 'awaiting-action',
    deck: [...deck],
    next,
    dealt,
    actions: [],
    staked: stakes.reduce((sum, w) => sum + w.main + w.luckyBreak + w.bonus, 0),
    seats,
    dealer,
    turn: 0,
  }
}
