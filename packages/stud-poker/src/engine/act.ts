import { JOKER, RoundSettledError } from '@felt/cards'
import { illegal } from './errors.ts'
import { advance, draw, nextForce, withBox } from './flow.ts'
import { LEGALITY, legalActions, refusal } from './legal.ts'
import type {
  StudAction,
  StudActionType,
  StudBox,
  StudExchangeLegal,
  StudLegalAction,
  StudState,
  StudSwitchLegal,
} from './types.ts'

/** The action types `act` accepts, in the order `legalActions` lists them. */
export const STUD_ACTION_TYPES: readonly StudActionType[] = Object.freeze(
  Object.keys(LEGALITY) as StudActionType[],
)

function checkShape(action: unknown): StudAction {
  if (typeof action !== 'object' || action === null)
    illegal('INVALID_ACTION', 'an action is an object')
  const a = action as Record<string, unknown>
  if (!STUD_ACTION_TYPES.includes(a.type as StudActionType)) {
    illegal('INVALID_ACTION', `unknown action type ${JSON.stringify(String(a.type).slice(0, 16))}`)
  }
  if (a.box !== undefined && (typeof a.box !== 'number' || !Number.isInteger(a.box))) {
    illegal('NO_SUCH_BOX', 'box must be a box index')
  }
  if (
    a.cards !== undefined &&
    (!Array.isArray(a.cards) ||
      a.cards.some((c) => typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= JOKER))
  ) {
    illegal('INVALID_ACTION', 'cards must be a list of card codes')
  }
  if (a.amount !== undefined && (typeof a.amount !== 'number' || !Number.isSafeInteger(a.amount))) {
    illegal('INSURANCE_AMOUNT', 'amount must be a whole number')
  }
  return {
    type: a.type as StudActionType,
    ...(a.box !== undefined ? { box: a.box as number } : {}),
    ...(a.cards !== undefined ? { cards: [...(a.cards as number[])] } : {}),
    ...(a.amount !== undefined ? { amount: a.amount as number } : {}),
  }
}

/**
 * Applies one action of the player and returns the new state; the input is never changed.
 * The action must be one of `legalActions(state)` (the box whose turn it is), within its
 * limits. Boxes decide in seat order, each finished before the next: at most one draw (buy,
 * exchange or switch), then fold, play or insure (= play and post insurance). After the last
 * decision the dealer's hand is turned over; when he does not qualify and the rule set lets
 * boxes force him, every played, uninsured box chooses `force` or `take`, in seat order.
 * @throws {RoundSettledError} `ROUND_SETTLED`; {IllegalActionError} `ILLEGAL_ACTION` with a
 * stable `details.reason` (see `IllegalReason`).
 */
export function act(state: StudState, input: StudAction): StudState {
  if (state.status === 'settled') throw new RoundSettledError()
  if (state.status === 'complete') illegal('ROUND_COMPLETE', 'the round awaits settlement')
  const action = checkShape(input)
  const index = action.box ?? state.turn!
  const box = state.boxes[index]
  if (box === undefined) illegal('NO_SUCH_BOX', `there is no box ${index}`, { box: index })
  const legal = legalActions(state).find((a) => a.type === action.type && a.box === index)
  if (legal === undefined) {
    const why = refusal(state, box, action.type)
    illegal(why.reason, why.message, why.details)
  }
  const next = { ...state, actions: [...state.actions, action] }
  const handle = HANDLERS[legal.type] as Handler<StudLegalAction>
  return handle(next, box, action, legal)
}

type Handler<L extends StudLegalAction> = (
  state: StudState,
  box: StudBox,
  action: StudAction,
  legal: L,
) => StudState

/** One handler per action type; each gets the legal action it was matched to. */
const HANDLERS: { readonly [T in StudActionType]: Handler<Extract<StudLegalAction, { type: T }>> } =
  {
    buy: (state, box, _, legal) => drew(state, box, 'buy', [], legal.fee),
    exchange: (state, box, action, legal) => {
      const discard = discards(box, action, legal)
      return drew(state, box, 'exchange', discard, legal.fee)
    },
    switch: (state, box, action, legal) => {
      const discard = discards(box, action, legal)
      return drew(state, box, 'switch', discard, legal.prices[discard.length - 1]!)
    },
    fold: (state, box) =>
      advance(
        { ...state, boxes: withBox(state.boxes, box.index, { ...box, status: 'folded' }) },
        box.index + 1,
      ),
    play: (state, box, _, legal) => played(state, box, legal.raise, 0),
    insure: (state, box, action, legal) => {
      const amount = action.amount
      if (amount === undefined || amount < legal.min || amount > legal.max) {
        illegal('INSURANCE_AMOUNT', `box ${box.index} may insure ${legal.min} to ${legal.max}`, {
          box: box.index,
          min: legal.min,
          max: legal.max,
        })
      }
      return played(state, box, legal.raise, amount)
    },
    force: (state, box, _, legal) => forced(state, box, 'force', legal.fee),
    take: (state, box) => forced(state, box, 'take', 0),
  }

/** The cards an exchange or switch discards: the box's own, once each, `min`..`max` of them. */
function discards(
  box: StudBox,
  action: StudAction,
  legal: StudExchangeLegal | StudSwitchLegal,
): number[] {
  const i = box.index
  const discard = [...(action.cards ?? [])]
  const n = discard.length
  if (new Set(discard).size !== n || discard.some((c) => !box.cards.includes(c))) {
    illegal('CARD_NOT_IN_HAND', `box ${i} can only discard its own cards, once each`, { box: i })
  }
  if (n < legal.min || n > legal.max) {
    illegal(
      'DRAW_COUNT',
      `box ${i} may ${legal.type} ${legal.min} to ${legal.max} cards, not ${n}`,
      {
        box: i,
        min: legal.min,
        max: legal.max,
      },
    )
  }
  return discard
}

function drew(
  state: StudState,
  box: StudBox,
  type: 'buy' | 'exchange' | 'switch',
  discard: readonly number[],
  fee: number,
): StudState {
  const i = box.index
  const d = draw(state, type === 'buy' ? 1 : discard.length, `box:${i}`)
  let k = 0
  const cards =
    type === 'buy'
      ? [...box.cards, d.cards[0]!]
      : box.cards.map((c) => (discard.includes(c) ? d.cards[k++]! : c))
  const after: StudBox = {
    ...box,
    cards,
    draw: { type, discarded: [...discard], drawn: d.cards, fee },
    mustPlay: type === 'switch' && discard.length === 5,
  }
  return {
    ...state,
    next: d.next,
    dealt: d.dealt,
    staked: state.staked + fee,
    boxes: withBox(state.boxes, i, after),
  }
}

function played(state: StudState, box: StudBox, raise: number, insurance: number): StudState {
  const after: StudBox = { ...box, status: 'played', raise: box.raise + raise, insurance }
  return advance(
    {
      ...state,
      staked: state.staked + raise + insurance,
      boxes: withBox(state.boxes, box.index, after),
    },
    box.index + 1,
  )
}

function forced(state: StudState, box: StudBox, choice: 'force' | 'take', fee: number): StudState {
  const after: StudBox = { ...box, force: choice, forceFee: fee }
  return nextForce(
    { ...state, staked: state.staked + fee, boxes: withBox(state.boxes, box.index, after) },
    box.index + 1,
  )
}
