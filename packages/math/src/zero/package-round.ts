import type { CardCode } from '@felt/cards'
import { baccaratPoints } from '@felt/evaluators'
import { type ZeroRules, type ZeroState, zero } from '@felt/zero'
import { D, H, P, S, type ZeroEngine } from './engine.ts'
import {
  EV_LOSE,
  EV_LOSE2,
  EV_PUSH,
  EV_PUSH2,
  EV_SPLIT0,
  EV_WIN,
  EV_WIN2,
  EV_ZERO_PAIR,
} from './events.ts'

const ACTION = ['stand', 'hit', 'double', 'split'] as const
/** The Zero stake used to drive the package: even, so that 3 to 2 is paid without rounding. */
export const ZERO_STAKE = 2

/**
 * The decision `engine` (tables or optimal play) takes in a `@felt/zero` state: it sees
 * the player's cards and the up card, exactly as a player at the table.
 */
export function zeroDecision(
  engine: ZeroEngine,
  state: ZeroState,
): 'stand' | 'hit' | 'double' | 'split' {
  const seen: number[] = []
  for (const h of state.hands) for (const c of h.cards) seen.push(baccaratPoints(c))
  for (const v of seen) engine.add(v)
  engine.setUp(baccaratPoints(state.dealer.cards[0]!))
  const hand = state.hands[state.active ?? 0]!
  const split = state.hands.length > 1
  const pts = hand.cards.map(baccaratPoints)
  const t = pts.reduce((a, b) => a + b, 0) % 10
  let act: number
  if (pts.length === 2) act = split ? engine.decideSplit2(t) : engine.decideTwo(pts[0]!, pts[1]!)
  else act = engine.best3(t, split)
  engine.clearUp()
  for (const v of seen) engine.remove(v)
  return ACTION[act === P ? P : act === D ? D : act === H ? H : S]
}

/**
 * Plays one round of the real `@felt/zero` game on `deck` with the Zero wager only, the
 * decisions of `engine`, and returns the round's event (events.ts) and total staked in
 * units of the Zero wager.
 */
export function playZeroPackageRound(
  deck: readonly CardCode[],
  rules: ZeroRules,
  engine: ZeroEngine,
): { event: number; staked: number; net: number } {
  let state = zero.deal(deck, rules, { zero: ZERO_STAKE })
  while (state.status === 'awaiting-action')
    state = zero.act(state, { type: zeroDecision(engine, state) })
  const { settlement } = zero.settle(state)
  const d = settlement.details
  const net = settlement.net / ZERO_STAKE
  const staked = settlement.staked / ZERO_STAKE
  let event: number
  if (d.zeroPair) event = EV_ZERO_PAIR
  else if (d.hands.length > 1) event = EV_SPLIT0 + net
  else {
    const h = d.hands[0]!
    const i = h.outcome === 'win' ? 0 : h.outcome === 'push' ? 1 : 2
    event = (h.doubled ? [EV_WIN2, EV_PUSH2, EV_LOSE2] : [EV_WIN, EV_PUSH, EV_LOSE])[i]!
  }
  return { event, staked, net }
}
