import type { CardCode, DealtCard } from '@felt/cards'
import { rankOf } from '@felt/cards'
import { handValue, qualifies } from './hand.ts'
import { mayForce } from './limits.ts'
import type { StudBox, StudReplacement, StudState } from './types.ts'

/** Takes the next `count` cards of the deck for `to`. */
export function draw(
  state: StudState,
  count: number,
  to: string,
): { cards: CardCode[]; next: number; dealt: DealtCard[] } {
  const cards: CardCode[] = []
  const dealt = [...state.dealt]
  let next = state.next
  for (let i = 0; i < count; i++) {
    const card = state.deck[next]!
    cards.push(card)
    dealt.push({ position: next, card, to })
    next++
  }
  return { cards, next, dealt }
}

/**
 * Moves the round on from box `from`: the next box awaiting a decision gets the turn; when
 * none is left the dealer's hand is turned over.
 */
export function advance(state: StudState, from: number): StudState {
  const next = state.boxes.findIndex((b, i) => i >= from && b.status === 'pending')
  if (next >= 0) return { ...state, phase: 'decisions', status: 'awaiting-action', turn: next }
  return reveal(state)
}

function complete(state: StudState): StudState {
  return { ...state, phase: 'complete', status: 'complete', turn: null }
}

/**
 * Turns the dealer's cards over. When he does not qualify and the rule set lets boxes force
 * him, every played, uninsured box chooses force or take, in seat order.
 */
function reveal(state: StudState): StudState {
  const q = qualifies(handValue(state.dealer.cards), state.rules.qualifier)
  const revealed: StudState = {
    ...state,
    dealer: { ...state.dealer, revealed: true, qualifies: q },
  }
  if (q || state.rules.forceDealer === null) return complete(revealed)
  return nextForce(revealed, 0)
}

/** Gives the turn to the next box that must choose force or take, or finishes the round. */
export function nextForce(state: StudState, from: number): StudState {
  const next = state.boxes.findIndex((b, i) => i >= from && mayForce(b) && b.force === null)
  if (next >= 0) return { ...state, phase: 'force', status: 'awaiting-action', turn: next }
  if (!state.boxes.some((b) => b.force === 'force')) return complete(state)
  return complete(replaceDealerCard(state))
}

/**
 * The dealer replaces his highest (or lowest) card with the next card of the deck: one
 * replacement for all the boxes that forced him; with `redrawSameRank` a card of the replaced card's rank is set
 * aside and the next one drawn.
 */
function replaceDealerCard(state: StudState): StudState {
  const force = state.rules.forceDealer!
  const cards = state.dealer.cards
  // a dealer who does not qualify holds five different ranks, so the pick is unique
  let at = 0
  for (let i = 1; i < cards.length; i++) {
    const better =
      force.replace === 'highest'
        ? rankOf(cards[i]!) > rankOf(cards[at]!)
        : rankOf(cards[i]!) < rankOf(cards[at]!)
    if (better) at = i
  }
  const replaced = cards[at]!
  const redrawn: CardCode[] = []
  let current = state
  let drawn: CardCode
  for (;;) {
    const d = draw(current, 1, 'dealer')
    current = { ...current, next: d.next, dealt: d.dealt }
    drawn = d.cards[0]!
    if (!force.redrawSameRank || rankOf(drawn) !== rankOf(replaced)) break
    redrawn.push(drawn)
  }
  const after = cards.map((c, i) => (i === at ? drawn : c))
  const replacement: StudReplacement = {
    replaced,
    redrawn,
    drawn,
    cards: after,
    qualifies: qualifies(handValue(after), state.rules.qualifier),
  }
  return { ...current, dealer: { ...current.dealer, replacement } }
}

/** A copy of `boxes` with box `index` replaced. */
export function withBox(boxes: readonly StudBox[], index: number, box: StudBox): StudBox[] {
  return boxes.map((b, i) => (i === index ? box : b))
}
