import type { SettlementLine } from '@felt/cards'
import { type CardCode, parseCards, stackedDeck } from '@felt/cards'
import type { StudAction, StudBoxWagers, StudState } from './engine/types.ts'
import { studPoker } from './game.ts'
import type { StudRules } from './rules/types.ts'

/** A deck stacked as: each box's five cards, the dealer's five, then the cards drawn later. */
export function deckOf(boxes: readonly string[], dealer: string, later = ''): CardCode[] {
  return stackedDeck(parseCards([...boxes, dealer, later].join(' ')), 52)
}

/** Deals a stacked round. */
export function dealRound(
  rules: StudRules,
  boxes: readonly string[],
  dealer: string,
  later = '',
  wagers?: readonly StudBoxWagers[],
): StudState {
  const w = wagers ?? boxes.map(() => defaultWager(rules))
  return studPoker.deal(deckOf(boxes, dealer, later), rules, { boxes: w })
}

/** Ante 10 (and Super 10 where the rule set requires it). */
export function defaultWager(rules: StudRules): StudBoxWagers {
  return rules.superWager ? { ante: 10, super: 10 } : { ante: 10 }
}

/** Applies actions in order. */
export function actAll(state: StudState, actions: readonly StudAction[]): StudState {
  return actions.reduce((s, a) => studPoker.act(s, a), state)
}

/** The settlement lines of box `box` as `wager outcome stake payout`. */
export function linesOf(lines: readonly SettlementLine[], box = 0): string[] {
  return lines
    .filter((l) => l.box === box)
    .map((l) => `${l.wager} ${l.outcome} ${l.stake} ${l.payout}`)
}

/** Cards as codes. */
export const cards: (text: string) => CardCode[] = parseCards

/** The `code` of the error `fn` throws, or `no error`. */
export function codeOf(fn: () => unknown): unknown {
  try {
    fn()
  } catch (e) {
    return (e as { code: string }).code
  }
  return 'no error'
}
