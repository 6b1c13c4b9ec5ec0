import { JOKER, RoundSettledError } from '@felt/cards'
import { RAISE_MULTIPLE } from '../rules/facts.ts'
import { illegal } from './errors.ts'
import { advance, draw, nextForce, withBox } from './flow.ts'
import { drawable, insuranceLimits, mayForce } from './limits.ts'
import type { StudAction, StudActionType, StudBox, StudState } from './types.ts'

/** The action types `act` accepts. */
export const STUD_ACTION_TYPES: readonly StudActionType[] = [
  'fold',
  'play',
  'buy',
  'exchange',
  'switch',
  'insure',
  'force',
  'take',
]

const DRAWS: readonly StudActionType[] = ['buy', 'exchange', 'switch']
const DECISIONS: readonly StudActionType[] = ['fold', 'play', 'insure', ...DRAWS]

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
  const out: StudAction = { type: a.type as StudActionType }
  return {
    ...out,
    ...(a.box !== undefined ? { box: a.box as number } : {}),
    ...(a.cards !== undefined ? { cards: [...(a.cards as number[])] } : {}),
    ...(a.amount !== undefined ? { amount: a.amount as number } : {}),
  }
}

function offered(state: StudState, type: StudActionType): boolean {
  const r = state.rules
  switch (type) {
    case 'buy':
      return r.buy !== null
    case 'exchange':
      return r.exchange !== null
    case 'switch':
      return r.switchPrices !== null
    case 'insure':
      return r.insurance !== null
    case 'force':
    case 'take':
      return r.forceDealer !== null
    default:
      return true
  }
}

/**
 * Applies one action of the player and returns the new state; the input is never changed.
 * Boxes decide in seat order, each finished before the next: at most one draw (buy,
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
  const type = action.type
  if (box.status === 'folded') illegal('BOX_FOLDED', `box ${index} has folded`, { box: index })
  if (box.status === 'instant') {
    illegal('BOX_FINISHED', `box ${index} was paid an instant payout`, { box: index })
  }
  if (!offered(state, type))
    illegal('NOT_OFFERED', `${state.rules.name} has no ${type}`, { box: index })
  if (box.blind && (DRAWS.includes(type) || type === 'fold')) {
    illegal('BLIND_BOX', `blind box ${index} may not ${type}`, { box: index })
  }
  if (state.phase === 'force') {
    if (DECISIONS.includes(type))
      illegal('NOT_NOW', `the boxes have decided; ${type} is over`, { box: index })
    if (!mayForce(box)) {
      illegal('INSURED', `box ${index} is insured and takes the dealer as he is`, { box: index })
    }
  } else if (type === 'force' || type === 'take') {
    illegal('NOT_NOW', 'force and take come after the dealer shows a non-qualifying hand', {
      box: index,
    })
  }
  if (index !== state.turn) {
    if (index < state.turn!) illegal('BOX_DECIDED', `box ${index} has decided`, { box: index })
    illegal('NOT_YOUR_TURN', `box ${state.turn} decides first`, { box: index, turn: state.turn })
  }
  const next = { ...state, actions: [...state.actions, action] }
  switch (type) {
    case 'buy':
    case 'exchange':
    case 'switch':
      return drawFor(next, box, action)
    case 'fold':
      if (box.mustPlay)
        illegal('MUST_PLAY', `box ${index} switched five cards and must play`, { box: index })
      return advance(
        { ...next, boxes: withBox(next.boxes, index, { ...box, status: 'folded' }) },
        index + 1,
      )
    case 'play':
    case 'insure':
      return play(next, box, action)
    default: {
      const fee = type === 'force' ? state.rules.forceDealer!.fee * box.ante : 0
      const decided: StudBox = { ...box, force: type === 'force' ? 'force' : 'take', forceFee: fee }
      return nextForce(
        { ...next, staked: next.staked + fee, boxes: withBox(next.boxes, index, decided) },
        index + 1,
      )
    }
  }
}

function drawFor(state: StudState, box: StudBox, action: StudAction): StudState {
  const rules = state.rules
  const i = box.index
  if (box.draw !== null) illegal('ALREADY_DREW', `box ${i} has already drawn`, { box: i })
  let discard: number[] = []
  let fee: number
  if (action.type === 'buy') {
    fee = rules.buy!.fee * box.ante
  } else {
    discard = [...(action.cards ?? [])]
    const n = discard.length
    if (new Set(discard).size !== n || discard.some((c) => !box.cards.includes(c))) {
      illegal('CARD_NOT_IN_HAND', `box ${i} can only discard its own cards, once each`, { box: i })
    }
    if (action.type === 'exchange') {
      const { min, max } = rules.exchange!
      if (n < min || n > max) {
        illegal('DRAW_COUNT', `box ${i} may exchange ${min} to ${max} cards, not ${n}`, {
          box: i,
          min,
          max,
        })
      }
      fee = rules.exchange!.fee * box.ante
    } else {
      if (n < 1 || n > 5)
        illegal('DRAW_COUNT', `box ${i} may switch 1 to 5 cards, not ${n}`, { box: i })
      fee = rules.switchPrices![n - 1]! * box.ante
    }
  }
  const count = action.type === 'buy' ? 1 : discard.length
  if (count > drawable(state))
    illegal('DECK_EXHAUSTED', 'not enough cards left to draw', { box: i })
  const d = draw(state, count, `box:${i}`)
  let k = 0
  const cards =
    action.type === 'buy'
      ? [...box.cards, d.cards[0]!]
      : box.cards.map((c) => (discard.includes(c) ? d.cards[k++]! : c))
  const drew: StudBox = {
    ...box,
    cards,
    draw: {
      type: action.type as 'buy' | 'exchange' | 'switch',
      discarded: discard,
      drawn: d.cards,
      fee,
    },
    mustPlay: action.type === 'switch' && discard.length === 5,
  }
  return {
    ...state,
    next: d.next,
    dealt: d.dealt,
    staked: state.staked + fee,
    boxes: withBox(state.boxes, i, drew),
  }
}

function play(state: StudState, box: StudBox, action: StudAction): StudState {
  const i = box.index
  const raise = box.blind ? 0 : RAISE_MULTIPLE * box.ante
  let insurance = 0
  if (action.type === 'insure') {
    const limits = insuranceLimits(box, state.rules)
    if (limits === null) {
      illegal(
        'INSURANCE_HAND',
        `box ${i} needs ${state.rules.insurance!.minHand} or better to insure`,
        {
          box: i,
        },
      )
    }
    const amount = action.amount
    if (amount === undefined || amount < limits.min || amount > limits.max) {
      illegal('INSURANCE_AMOUNT', `box ${i} may insure ${limits.min} to ${limits.max}`, {
        box: i,
        ...limits,
      })
    }
    insurance = amount
  }
  const played: StudBox = { ...box, status: 'played', raise: box.raise + raise, insurance }
  return advance(
    { ...state, staked: state.staked + raise + insurance, boxes: withBox(state.boxes, i, played) },
    i + 1,
  )
}
