import { type CardCode, InvalidRulesError } from '@felt/cards'
import { rank5 } from '@felt/evaluators'
import {
  ACE_KING_QUEEN,
  forEachCanonicalHand,
  HANDS_PER_UP,
  STUD_BUY,
  STUD_DRAW,
  STUD_FOLD,
  STUD_INSTANT,
  STUD_INSURE,
  STUD_PLAY,
} from '@felt/strategy/stud-poker'
import { toRankOrder } from '@felt/strategy/stud-poker/table'
import { ownerStrategy, type StudRules } from '@felt/stud-poker'
import { finalStrength } from '../kernel/final-hand.ts'
import { instantPays, ownerApplies } from '../solver/situation.ts'

/** A first decision as a strategy states it: an action, and the cards a draw discards. */
export interface FirstDecision {
  readonly action: 'fold' | 'play' | 'insure' | 'buy' | 'instant' | 'exchange' | 'switch'
  readonly discard?: readonly CardCode[]
}

/** The names of the first actions that are not draws, by code (`STUD_FOLD` ... `STUD_INSTANT`). */
export const STUD_ACTION_NAMES = ['fold', 'play', 'insure', 'buy', 'instant'] as const

const CODES = {
  fold: STUD_FOLD,
  play: STUD_PLAY,
  insure: STUD_INSURE,
  buy: STUD_BUY,
  instant: STUD_INSTANT,
} as const

/** The action code (`STUD_*`, draws in the hand's code order) of a first decision on `hand`. */
export function firstActionCode(decision: FirstDecision, hand: readonly CardCode[]): number {
  if (decision.action !== 'exchange' && decision.action !== 'switch') return CODES[decision.action]
  let code = STUD_DRAW
  hand.forEach((c, i) => {
    if (decision.discard!.includes(c)) code += 1 << i
  })
  return code
}

/**
 * A strategy's first decision in every canonical starting situation, as strategy-table
 * rows (`studTableRows`' layout: row `upRank * HANDS_PER_UP + index`, draws in rank
 * order), so that the fast table model plays it. `visit` sees each decision with its
 * code (hand order), for tools that also score the strategy.
 */
export function strategyRows<D extends FirstDecision>(
  decide: (hand: readonly CardCode[], up: CardCode) => D,
  visit?: (decision: D, up: number, index: number, code: number, size: number) => void,
): Uint8Array {
  const rows = new Uint8Array(13 * HANDS_PER_UP)
  for (let up = 0; up < 13; up++)
    forEachCanonicalHand(up, (hand, index, size) => {
      const decision = decide(hand, up)
      const code = firstActionCode(decision, hand)
      rows[up * HANDS_PER_UP + index] = toRankOrder(code, hand)
      visit?.(decision, up, index, code, size)
    })
  return rows
}

/** A row not yet decided, in rows that `TableRoundModel` fills as it meets them. */
export const UNDECIDED = 255

/** Rows for `TableRoundModel` to fill by a strategy's `decide` as situations come up. */
export function undecidedRows(): Uint8Array {
  return new Uint8Array(13 * HANDS_PER_UP).fill(UNDECIDED)
}

/**
 * The game owner's first decision (`ownerStrategy` of `@felt/stud-poker`), for a rule set
 * it applies to (buy and exchange, `ownerApplies`): an instant payout where the rules pay
 * one on the dealt hand, else the owner's action. Its second decision is `ownerPlays`.
 * @throws {InvalidRulesError} `INVALID_RULES` for rules without both buy and exchange.
 */
export function ownerFirst(
  rules: StudRules,
): (hand: readonly CardCode[], up: CardCode) => FirstDecision {
  if (!ownerApplies(rules))
    throw new InvalidRulesError("the owner's strategy needs a rule set with buy and exchange")
  return (hand, up) => {
    if (instantPays(rules, rank5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!)) > 0)
      return { action: 'instant' }
    const { action } = ownerStrategy(hand, up)
    return action.type === 'exchange'
      ? { action: 'exchange', discard: action.cards }
      : { action: action.type as 'fold' | 'play' | 'buy' }
  }
}

/** The owner's second decision after a buy or exchange: play from ace-king-queen on. */
export function ownerPlays(cards: ArrayLike<number>): boolean {
  return finalStrength(cards, cards.length) >= ACE_KING_QUEEN
}
