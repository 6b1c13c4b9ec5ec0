import { type DealtCard, RoundSettledError } from '@felt/cards'
import { dealerDraws } from '../rules/facts.ts'
import { illegal } from './errors.ts'
import { legalActions } from './legal.ts'
import type { ZeroAction, ZeroActionType, ZeroHand, ZeroState } from './types.ts'

/** What one action does to the playing hand `h`: the new hands and the stake now at risk. */
type Handler = (state: ZeroState, h: number, draw: Drawer) => { hands: ZeroHand[]; staked: number }

const HANDLERS: Readonly<Record<ZeroActionType, Handler>> = {
  stand: (s, h) => ({ hands: patch(s.hands, h, { done: true }), staked: s.staked }),
  // Under the `two-card` double a hit ends the hand: standing is all that is left.
  hit: (s, h, draw) => ({
    hands: patch(s.hands, h, {
      cards: [...s.hands[h]!.cards, draw.card(`hand:${h}`)],
      hit: true,
      done: s.rules.double === 'two-card',
    }),
    staked: s.staked,
  }),
  double: (s, h, draw) => {
    const cards = s.hands[h]!.cards
    return {
      hands: patch(s.hands, h, {
        cards: s.rules.double === 'three-card-no-card' ? cards : [...cards, draw.card(`hand:${h}`)],
        doubled: true,
        done: true,
      }),
      staked: s.staked + s.wagers.zero,
    }
  },
  split: (s, _h, draw) => {
    const [first, second] = s.hands[0]!.cards
    const fresh = { hit: false, doubled: false, done: false }
    return {
      hands: [
        { cards: [first!, draw.card('hand:0')], ...fresh },
        { cards: [second!], ...fresh },
      ],
      staked: s.staked + s.wagers.zero,
    }
  },
}

/**
 * Applies one action to the playing hand. The action must be one of `legalActions(state)`;
 * its handler then plays it: stand; hit (a third card); double (a second wager equal to
 * the first; by the `double` option one more card or none, and the hand stands); split
 * (each card starts a hand: hand 0 gets its second card now, hand 1 when hand 0 is done).
 * When the player is done, the dealer turns his hole card and draws by `ZERO_DEALER_RULE`
 * and the round is complete (docs/rules/zero.md, "Player actions" and "Dealer").
 * @throws {RoundSettledError} `ROUND_SETTLED`; {IllegalActionError} `ILLEGAL_ACTION` with a
 * `details.reason` from `IllegalReason` (details list the legal types).
 */
export function act(state: ZeroState, action: ZeroAction): ZeroState {
  if (state.status === 'settled') throw new RoundSettledError()
  const legal = legalActions(state)
  if (legal.length === 0) {
    illegal('ROUND_COMPLETE', 'the round is complete: no more actions', { status: state.status })
  }
  const a = action as { type?: unknown; hand?: unknown } | null // checked: it may come from JSON
  if (typeof a !== 'object' || a === null || typeof a.type !== 'string') {
    illegal('INVALID_ACTION', 'an action is { type, hand? }')
  }
  const h = state.active!
  if (a.hand !== undefined && a.hand !== h) {
    illegal('NOT_YOUR_TURN', `hand ${h} plays now`, { hand: String(a.hand).slice(0, 8), active: h })
  }
  const found = legal.find((l) => l.type === a.type)
  if (found === undefined) {
    illegal('NOT_NOW', `${JSON.stringify(a.type.slice(0, 16))} is not legal now`, {
      type: a.type.slice(0, 16),
      legal: legal.map((l) => l.type),
      hand: h,
      cards: state.hands[h]!.cards.length,
    })
  }
  const draw = new Drawer(state)
  const { hands, staked } = HANDLERS[found.type](state, h, draw)
  let active: number | null = h
  if (hands[h]!.done) {
    active = h + 1 < hands.length ? h + 1 : null
    if (active !== null) hands[active] = withCard(hands[active]!, draw.card(`hand:${active}`))
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
    actions: [...state.actions, { type: found.type, hand: h }],
  }
}

function patch(hands: readonly ZeroHand[], h: number, change: Partial<ZeroHand>): ZeroHand[] {
  return hands.map((hand, i) => (i === h ? { ...hand, ...change } : hand))
}

function withCard(hand: ZeroHand, card: number): ZeroHand {
  return { ...hand, cards: [...hand.cards, card] }
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
