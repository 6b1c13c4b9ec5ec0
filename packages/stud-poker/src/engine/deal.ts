import { assertDeck, type CardCode, type DealtCard } from '@felt/cards'
import { RAISE_MULTIPLE } from '../rules/facts.ts'
import { validateRules } from '../rules/resolve.ts'
import type { StudRules } from '../rules/types.ts'
import { advance } from './flow.ts'
import { handValue } from './hand.ts'
import { insuranceLimits } from './limits.ts'
import type { StudBox, StudState, StudWagers } from './types.ts'
import { validateWagers } from './wagers.ts'

/**
 * Starts a round: box 0 gets deck cards 0-4, box 1 cards 5-9, ..., then the dealer five
 * (docs/rules/stud-family.md, core rule 2). Blind boxes post their Raise now; a box dealt an instant
 * payout hand is finished at once.
 * @throws {InvalidDeckError} `INVALID_DECK`; {InvalidRulesError} `INVALID_RULES`;
 * {InvalidWagerError} `INVALID_WAGER`.
 */
export function deal(deck: readonly CardCode[], rulesIn: StudRules, wagers: StudWagers): StudState {
  assertDeck(deck, 52)
  const rules = validateRules(rulesIn)
  const bets = validateWagers(wagers, rules)
  const dealt: DealtCard[] = []
  const take = (position: number, to: string): CardCode => {
    const card = deck[position]!
    dealt.push({ position, card, to })
    return card
  }
  let staked = 0
  const boxes: StudBox[] = bets.map((w, index) => {
    const firstFive = [0, 1, 2, 3, 4].map((k) => take(index * 5 + k, `box:${index}`))
    const blind = rules.blindBoxesFrom !== null && index >= rules.blindBoxesFrom
    const raise = blind ? RAISE_MULTIPLE * w.ante : 0
    staked += w.ante + (w.super ?? 0) + (w.dealerSuper ?? 0) + (w.bonus ?? 0) + raise
    const instant = rules.instantPayout?.[handValue(firstFive).category] ?? 0
    const box: StudBox = {
      index,
      blind,
      ante: w.ante,
      super: w.super ?? 0,
      dealerSuper: w.dealerSuper ?? 0,
      bonus: w.bonus ?? 0,
      firstFive,
      cards: firstFive,
      draw: null,
      status: instant > 0 ? 'instant' : blind ? 'played' : 'pending',
      raise,
      insurance: 0,
      mustPlay: false,
      force: null,
      forceFee: 0,
    }
    // a blind box only decides whether to insure
    if (blind && box.status === 'played' && insuranceLimits(box, rules) !== null) {
      return { ...box, status: 'pending' }
    }
    return box
  })
  const base = bets.length * 5
  const dealerCards = [0, 1, 2, 3, 4].map((k) => take(base + k, 'dealer'))
  const state: StudState = {
    game: 'stud-poker',
    rules,
    status: 'awaiting-action',
    phase: 'decisions',
    turn: null,
    deck: [...deck],
    next: base + 5,
    dealt,
    actions: [],
    staked,
    boxes,
    dealer: {
      cards: dealerCards,
      upCard: dealerCards[rules.dealerUpCard]!,
      revealed: false,
      qualifies: null,
      replacement: null,
    },
  }
  return advance(state, 0)
}
