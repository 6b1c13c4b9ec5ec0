import { type CardCode, IllegalActionError, type LegalAction, RoundSettledError } from '@felt/cards'
import { breakThreeValue, breakTwoValue } from '@felt/evaluators'
import { IllegalSettingError } from './errors.ts'
import { houseWay } from './house-way.ts'
import type { BreakPokerAction, BreakPokerHandSetting, BreakPokerState } from './types.ts'

/** What the seat to act may do: set its seven cards. Empty once every seat has set. */
export function breakPokerLegalActions(state: BreakPokerState): LegalAction[] {
  if (state.status !== 'awaiting-action' || state.turn === null) return []
  const seat = state.seats[state.turn]!
  return [
    { type: 'set', box: state.turn, seat: state.turn, cards: [...seat.cards], two: 2, three: 3 },
  ]
}

/**
 * Applies a seat's setting (break-poker.md, "Play" step 3). After the last seat, the dealer's
 * cards are turned and set by the house way, and the round is complete.
 * @throws {RoundSettledError} `ROUND_SETTLED`; {IllegalActionError} `ILLEGAL_ACTION` for a wrong
 * type, seat or complete round; {IllegalSettingError} (`ILLEGAL_ACTION`) for an illegal setting.
 */
export function breakPokerAct(state: BreakPokerState, action: BreakPokerAction): BreakPokerState {
  if (state.status === 'settled') throw new RoundSettledError()
  if (state.status !== 'awaiting-action' || state.turn === null) {
    throw new IllegalActionError('every seat has set: the round is complete', {
      status: state.status,
    })
  }
  const a = action as unknown as Record<string, unknown> | null
  if (typeof a !== 'object' || a === null || a.type !== 'set') {
    throw new IllegalActionError('the only Break Poker action is { type: "set", two, three }', {
      type: String(a?.type).slice(0, 32),
    })
  }
  const turn = state.turn
  if (a.seat !== undefined && a.seat !== turn) {
    throw new IllegalActionError(`seat ${turn} sets next`, { seat: String(a.seat), turn })
  }
  const setting = checkSetting(state.seats[turn]!.cards, a.two, a.three)
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
}

function checkSetting(
  cards: readonly CardCode[],
  two: unknown,
  three: unknown,
): BreakPokerHandSetting {
  if (!Array.isArray(two) || !Array.isArray(three) || two.length !== 2 || three.length !== 3) {
    throw new IllegalSettingError(
      'wrong-count',
      'a setting is a two-card hand and a three-card hand',
      {
        two: Array.isArray(two) ? two.length : null,
        three: Array.isArray(three) ? three.length : null,
      },
    )
  }
  const used = [...two, ...three] as unknown[]
  for (const c of used) {
    if (!cards.includes(c as CardCode)) {
      throw new IllegalSettingError('not-in-hand', 'a card of the setting is not in the hand', {
        card: String(c).slice(0, 8),
      })
    }
  }
  if (new Set(used).size !== 5) {
    throw new IllegalSettingError('repeated-card', 'a card is used twice in the setting')
  }
  const t = two as [CardCode, CardCode]
  const h = three as [CardCode, CardCode, CardCode]
  const twoValue = breakTwoValue(t[0], t[1])
  const threeValue = breakThreeValue(h[0], h[1], h[2])
  if (twoValue > threeValue) {
    throw new IllegalSettingError(
      'two-card-hand-outranks',
      'the two-card hand may not outrank the three-card hand',
      { twoValue, threeValue },
    )
  }
  return { two: [t[0], t[1]], three: [h[0], h[1], h[2]] }
}
