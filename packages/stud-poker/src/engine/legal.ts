import { RAISE_MULTIPLE } from '../rules/facts.ts'
import type { Refusal } from './errors.ts'
import { drawable, insuranceLimits, mayForce } from './limits.ts'
import type { StudActionType, StudBox, StudLegalAction, StudState } from './types.ts'

type LegalOf<T extends StudActionType> = Extract<StudLegalAction, { type: T }>

/**
 * The legality of one action type, written once: `rule` refuses it by the rule set, the
 * phase or the kind of box (`NOT_OFFERED`, `BLIND_BOX`, `NOT_NOW`, `INSURED`), whichever box
 * asks; `offer` is what the box may do at its turn, with its limits, or why it may not
 * (`ALREADY_DREW`, `DECK_EXHAUSTED`, `MUST_PLAY`, `INSURANCE_HAND`).
 */
interface Legality<T extends StudActionType> {
  rule(state: StudState, box: StudBox): Refusal | null
  offer(state: StudState, box: StudBox): LegalOf<T> | Refusal
}

/** Any action type's legality, as `legalActions` and `refusal` use it. */
interface AnyLegality {
  rule(state: StudState, box: StudBox): Refusal | null
  offer(state: StudState, box: StudBox): StudLegalAction | Refusal
}

/** Refusals carry a string `reason`; no legal action has a limit of that name. */
function isRefusal(o: StudLegalAction | Refusal): o is Refusal {
  return typeof (o as { reason?: unknown }).reason === 'string'
}

const refuse = (reason: Refusal['reason'], message: string, box: StudBox): Refusal => ({
  reason,
  message,
  details: { box: box.index },
})

function notOffered(state: StudState, box: StudBox, type: StudActionType, has: boolean) {
  return has ? null : refuse('NOT_OFFERED', `${state.rules.name} has no ${type}`, box)
}

/** A decision before the dealer shows: offered, and not (yet) in the force phase. */
function decision(type: StudActionType, has: (s: StudState) => boolean, blindMay: boolean) {
  return (state: StudState, box: StudBox): Refusal | null =>
    notOffered(state, box, type, has(state)) ??
    (box.blind && !blindMay
      ? refuse('BLIND_BOX', `blind box ${box.index} may not ${type}`, box)
      : null) ??
    (state.phase === 'force'
      ? refuse('NOT_NOW', `the boxes have decided; ${type} is over`, box)
      : null)
}

/** A choice after a non-qualifying dealer: offered, in the force phase, uninsured. */
function forceChoice(state: StudState, box: StudBox): Refusal | null {
  if (state.rules.forceDealer === null) return notOffered(state, box, 'force', false)
  if (state.phase !== 'force') {
    return refuse(
      'NOT_NOW',
      'force and take come after the dealer shows a non-qualifying hand',
      box,
    )
  }
  if (!mayForce(box)) {
    return refuse('INSURED', `box ${box.index} is insured and takes the dealer as he is`, box)
  }
  return null
}

/** One draw per box, and only from the cards not kept back for the dealer. */
function drawRoom(state: StudState, box: StudBox, least: number): number | Refusal {
  if (box.draw !== null) return refuse('ALREADY_DREW', `box ${box.index} has already drawn`, box)
  const room = drawable(state)
  return room >= least ? room : refuse('DECK_EXHAUSTED', 'not enough cards left to draw', box)
}

const raiseOf = (box: StudBox): number => (box.blind ? 0 : RAISE_MULTIPLE * box.ante)

/** Every action type's legality, in the order `legalActions` lists them. */
export const LEGALITY: { readonly [T in StudActionType]: Legality<T> } = {
  buy: {
    rule: decision('buy', (s) => s.rules.buy !== null, false),
    offer(state, box) {
      const room = drawRoom(state, box, 1)
      if (typeof room !== 'number') return room
      return { type: 'buy', box: box.index, fee: state.rules.buy!.fee * box.ante }
    },
  },
  exchange: {
    rule: decision('exchange', (s) => s.rules.exchange !== null, false),
    offer(state, box) {
      const { min, max, fee } = state.rules.exchange!
      const room = drawRoom(state, box, min)
      if (typeof room !== 'number') return room
      return {
        type: 'exchange',
        box: box.index,
        min,
        max: Math.min(max, room),
        fee: fee * box.ante,
      }
    },
  },
  switch: {
    rule: decision('switch', (s) => s.rules.switchPrices !== null, false),
    offer(state, box) {
      const room = drawRoom(state, box, 1)
      if (typeof room !== 'number') return room
      const max = Math.min(5, room)
      const prices = state.rules.switchPrices!.slice(0, max).map((p) => p * box.ante)
      return { type: 'switch', box: box.index, min: 1, max, prices }
    },
  },
  fold: {
    rule: decision('fold', () => true, false),
    offer(_, box) {
      if (box.mustPlay) {
        return refuse('MUST_PLAY', `box ${box.index} switched five cards and must play`, box)
      }
      return { type: 'fold', box: box.index }
    },
  },
  play: {
    rule: decision('play', () => true, true),
    offer: (_, box) => ({ type: 'play', box: box.index, raise: raiseOf(box) }),
  },
  insure: {
    rule: decision('insure', (s) => s.rules.insurance !== null, true),
    offer(state, box) {
      const limits = insuranceLimits(box, state.rules)
      if (limits === null) {
        const minHand = state.rules.insurance!.minHand
        return refuse(
          'INSURANCE_HAND',
          `box ${box.index} needs ${minHand} or better to insure`,
          box,
        )
      }
      return { type: 'insure', box: box.index, ...limits, raise: raiseOf(box) }
    },
  },
  force: {
    rule: forceChoice,
    offer: (state, box) => ({
      type: 'force',
      box: box.index,
      fee: state.rules.forceDealer!.fee * box.ante,
    }),
  },
  take: {
    rule: forceChoice,
    offer: (_, box) => ({ type: 'take', box: box.index }),
  },
}

const TYPES = Object.keys(LEGALITY) as StudActionType[]

/**
 * What the player may do now, for the box whose turn it is, typed per action
 * (`StudLegalAction`): `buy { fee }`, `exchange { min, max, fee }`, `switch { min, max,
 * prices }` (prices[n-1] = fee for n cards), `fold`, `play { raise }` (the amount posted now;
 * 0 for a blind box), `insure { min, max, raise }`; in the force phase `force { fee }` and
 * `take`. Empty once the round is complete.
 */
export function legalActions(state: StudState): StudLegalAction[] {
  if (state.status !== 'awaiting-action' || state.turn === null) return []
  const box = state.boxes[state.turn]!
  const out: StudLegalAction[] = []
  for (const type of TYPES) {
    const legality: AnyLegality = LEGALITY[type]
    if (legality.rule(state, box) !== null) continue
    const offer = legality.offer(state, box)
    if (!isRefusal(offer)) out.push(offer)
  }
  return out
}

/**
 * Why `type` on `box` is not among `legalActions(state)`: the box's state, then the rule
 * (whichever box asks), then the seat order, then what the box may do at its turn.
 */
export function refusal(state: StudState, box: StudBox, type: StudActionType): Refusal {
  const i = box.index
  if (box.status === 'folded') return refuse('BOX_FOLDED', `box ${i} has folded`, box)
  if (box.status === 'instant') {
    return refuse('BOX_FINISHED', `box ${i} was paid an instant payout`, box)
  }
  const legality: AnyLegality = LEGALITY[type]
  const ruled = legality.rule(state, box)
  if (ruled !== null) return ruled
  if (state.turn !== null && i < state.turn)
    return refuse('BOX_DECIDED', `box ${i} has decided`, box)
  if (i === state.turn) {
    const offer = legality.offer(state, box)
    if (isRefusal(offer)) return offer
  }
  return {
    ...refuse('NOT_YOUR_TURN', `box ${state.turn} decides first`, box),
    details: { box: i, turn: state.turn },
  }
}
