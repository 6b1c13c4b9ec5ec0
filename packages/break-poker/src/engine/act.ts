import { type CardCode, RoundSettledError } from '@felt/cards'
import { breakThreeValue, breakTwoValue } from '@felt/evaluators'
import { houseWay } from '../rules/house-way.ts'
import { illegal } from './errors.ts'
import { legalActions } from './legal.ts'
import type {
  BreakPokerAction,
  BreakPokerActionType,
  BreakPokerHandSetting,
  BreakPokerLegalAction,
  BreakPokerState,
} from './types.ts'

/** What one action does: the new state, given the legal action it was found as. */
type Handler = (
  state: BreakPokerState,
  legal: BreakPokerLegalAction,
  action: Record<string, unknown>,
) => BreakPokerState

const HANDLERS: Readonly<Record<BreakPokerActionType, Handler>> = {
  set: (state, legal, a) => {
    const turn = legal.seat
    const setting = checkSetting(legal, a.two, a.three)
    const seats = state.seats.map((s, i) => (i === turn ? { ...s, setting } : s))
    const actions = [...state.actions, { type: 'set' as const, seat: turn, ...setting }]
    if (turn + 1 < seats.length) return { ...state, seats, actions, turn: turn + 1 }
    const way = houseWay(state.dealer.cards)
    return {
      ...state,
      seats,
      actions,
      turn: null,
      status: 'complete',
      dealer: { ...state.dealer, setting: { two: way.two, three: way.three } },
    }
  },
}

/**
 * Applies a seat's action. The action must be one of `legalActions(state)`; its handler
 * then plays it: `set` checks the setting against the legal action's cards and counts and
 * the rule that the two-card hand may not outrank the three-card hand (docs/rules/
 * break-poker.md, "Legal setting"). After the last seat, the dealer's cards are set by the
 * house way and the round is complete.
 * @throws {RoundSettledError} `ROUND_SETTLED`; {IllegalActionError} `ILLEGAL_ACTION` with a
 * `details.reason` from `IllegalReason`.
 */
export function act(state: BreakPokerState, action: BreakPokerAction): BreakPokerState {
  if (state.status === 'settled') throw new RoundSettledError()
  const legal = legalActions(state)
  if (legal.length === 0) {
    illegal('ROUND_COMPLETE', 'every seat has set: the round is complete', {
      status: state.status,
    })
  }
  const a = action as unknown as Record<string, unknown> | null // checked: it may come from JSON
  if (typeof a !== 'object' || a === null || typeof a.type !== 'string') {
    illegal('INVALID_ACTION', 'a Break Poker action is { type: "set", two, three }')
  }
  const turn = state.turn!
  if (a.seat !== undefined && a.seat !== turn) {
    illegal('NOT_YOUR_TURN', `seat ${turn} sets next`, { seat: String(a.seat).slice(0, 8), turn })
  }
  const found = legal.find((l) => l.type === a.type)
  if (found === undefined) {
    illegal('NOT_NOW', `${JSON.stringify(a.type.slice(0, 16))} is not legal now`, {
      type: a.type.slice(0, 16),
      legal: legal.map((l) => l.type),
    })
  }
  return HANDLERS[found.type](state, found, a)
}

function checkSetting(
  legal: BreakPokerLegalAction,
  two: unknown,
  three: unknown,
): BreakPokerHandSetting {
  if (
    !Array.isArray(two) ||
    !Array.isArray(three) ||
    two.length !== legal.two ||
    three.length !== legal.three
  ) {
    illegal('WRONG_COUNT', 'a setting is a two-card hand and a three-card hand', {
      two: Array.isArray(two) ? two.length : null,
      three: Array.isArray(three) ? three.length : null,
    })
  }
  const used = [...two, ...three] as unknown[]
  for (const c of used) {
    if (!legal.cards.includes(c as CardCode)) {
      illegal('CARD_NOT_IN_HAND', 'a card of the setting is not in the hand', {
        card: String(c).slice(0, 8),
      })
    }
  }
  if (new Set(used).size !== used.length) {
    illegal('REPEATED_CARD', 'a card is used twice in the setting')
  }
  const t = two as [CardCode, CardCode]
  const h = three as [CardCode, CardCode, CardCode]
  const twoValue = breakTwoValue(t[0], t[1])
  const threeValue = breakThreeValue(h[0], h[1], h[2])
  if (twoValue > threeValue) {
    illegal('TWO_CARD_HAND_OUTRANKS', 'the two-card hand may not outrank the three-card hand', {
      twoValue,
      threeValue,
    })
  }
  return { two: [t[0], t[1]], three: [h[0], h[1], h[2]] }
}
