import {
  type DealtCard,
  IllegalActionError,
  type LegalAction,
  RoundSettledError,
} from '@felt/cards'
import { dealerDraws, isSplittable } from './hand.ts'
import type { ZeroAction, ZeroHand, ZeroState } from './types.ts'

type ActionType = ZeroAction['type']

/** The action types the active hand may take now (zero.md, "Play" step 4). */
export function zeroActionTypes(state: ZeroState): ActionType[] {
  if (state.status !== 'awaiting-action' || state.active === null) return []
  const hand = state.hands[state.active]!
  const n = hand.cards.length
  const types: ActionType[] = ['stand']
  if (n === 2 && !hand.hit) types.push('hit')
  const doubleAt = state.rules.double === 'two-card' ? 2 : 3
  if (n === doubleAt && !hand.doubled) types.push('double')
  if (state.hands.length === 1 && n === 2 && isSplittable(hand.cards[0]!, hand.cards[1]!)) {
    types.push('split')
  }
  return types
}

/** What the player may do now, on which hand; empty once the round is complete or settled. */
export function zeroLegalActions(state: ZeroState): LegalAction[] {
  const box = state.active
  if (box === null) return []
  return zeroActionTypes(state).map((type) => ({ type, box, hand: box }))
}

/**
 * Applies one action to the active hand: stand; hit (once, a third card); double (a second
 * wager equal to the first; by the `double` option: on three cards for one card, on three
 * cards with no card, or on two cards for one card; the hand then stands); split (two cards
 * totalling 8 or 9, once per round: each card starts a hand, hand 0 gets its second card now
 * and hand 1 when hand 0 is done). In `two-card` double mode a hit ends the hand, since
 * standing is then all that is left. When the player is done, the dealer turns his hole card
 * and draws (zero.md, "Play" step 5) and the round is complete.
 * @throws {RoundSettledError} `ROUND_SETTLED`; {IllegalActionError} `ILLEGAL_ACTION` for an
 * action the hand may not take now (details give the legal ones).
 */
export function zeroAct(state: ZeroState, action: ZeroAction): ZeroState {
  if (state.status === 'settled') throw new RoundSettledError()
  const legal = zeroActionTypes(state)
  const a = action as unknown as Record<string, unknown> | null
  const type = typeof a === 'object' && a !== null ? a.type : undefined
  if (state.active === null) {
    throw new IllegalActionError('the round is complete: no more actions', { status: state.status })
  }
  if (a?.hand !== undefined && a.hand !== state.active) {
    throw new IllegalActionError(`hand ${state.active} plays now`, {
      hand: String(a.hand).slice(0, 8),
      active: state.active,
    })
  }
  if (!legal.includes(type as ActionType)) {
    throw new IllegalActionError(`${JSON.stringify(String(type).slice(0, 16))} is not legal now`, {
      type: String(type).slice(0, 16),
      legal,
      hand: state.active,
      cards: state.hands[state.active]!.cards.length,
    })
  }
  const h = state.active
  const draw = new Drawer(state)
  let hands = [...state.hands]
  let staked = state.staked
  const hand = hands[h]!
  const update = (patch: Partial<ZeroHand>): void => {
    hands[h] = { ...hands[h]!, ...patch }
  }
  switch (type as ActionType) {
    case 'stand':
      update({ done: true })
      break
    case 'hit': {
      const cards = [...hand.cards, draw.card(`hand:${h}`)]
      update({ cards, hit: true, done: state.rules.double === 'two-card' })
      break
    }
    case 'double': {
      staked += state.wagers.zero
      const cards =
        state.rules.double === 'three-card-no-card'
          ? hand.cards
          : [...hand.cards, draw.card(`hand:${h}`)]
      update({ cards, doubled: true, done: true })
      break
    }
    case 'split': {
      staked += state.wagers.zero
      hands = [
        { cards: [hand.cards[0]!, draw.card('hand:0')], hit: false, doubled: false, done: false },
        { cards: [hand.cards[1]!], hit: false, doubled: false, done: false },
      ]
      break
    }
  }
  let active: number | null = h
  if (hands[h]!.done) {
    active = h + 1 < hands.length ? h + 1 : null
    if (active !== null) {
      const next = hands[active]!
      hands[active] = { ...next, cards: [...next.cards, draw.card(`hand:${active}`)] }
    }
  }
  let dealer = state.dealer
  if (active === null) {
    const cards = [...dealer.cards]
    while (dealerDraws(cards)) cards.push(draw.card('dealer'))
    dealer = { cards }
  }
  return {
    ...state,
    status: active === null ? 'complete' : 'awaiting-action',
    hands,
    active,
    dealer,
    staked,
    next: draw.next,
    dealt: [...state.dealt, ...draw.dealt],
    actions: [...state.actions, { type: type as ActionType, hand: h }],
  }
}

/** Takes cards from the shoe in order, recording who got them. */
class Drawer {
  next: number
  readonly dealt: DealtCard[] = []
  private readonly deck: readonly number[]

  constructor(state: ZeroState) {
    this.next = state.next
    this.deck = state.deck
  }

  card(to: string): number {
    const card = this.deck[this.next]!
    this.dealt.push({ position: this.next, card, to })
    this.next++
    return card
  }
}
