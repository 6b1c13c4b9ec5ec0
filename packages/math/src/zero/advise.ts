import { InvalidCardError } from '@felt/cards'
import { baccaratPoints } from '@felt/evaluators'
import { ZeroEngine, type ZeroMathRules } from './engine.ts'

/** What the composition-dependent advisor is asked: the cards seen, in card codes. */
export interface ZeroAdviceQuery {
  /** The hand to decide on (2 or 3 cards). */
  readonly hand: readonly number[]
  /** The dealer's face-up card. */
  readonly up: number
  /** Whether the hand comes from a split. */
  readonly split?: boolean
  /** Every other card the player has seen this round (the other split hand). */
  readonly seen?: readonly number[]
}

/** The advice: the best decision and the expected value of each legal one, per unit of the Zero wager. */
export interface ZeroAdvice {
  readonly decision: 'stand' | 'hit' | 'double' | 'split'
  readonly ev: Readonly<Partial<Record<'stand' | 'hit' | 'double' | 'split', number>>>
}

/**
 * Composition-dependent advice for Zero: the expected value of every legal decision for
 * `hand` against the up card, with exact removal of every card seen from the shoe of
 * `rules`, and the best of them (the optimal strategy of `felt-math analyze zero`). A
 * split is offered when the two cards' total is one of `rules.splitTotals`; its value
 * assumes both hands are then played by this advisor.
 * @throws {InvalidCardError} `INVALID_CARD` for a hand that has no decision left (not two
 * cards, or three under the `two-card` double), or (from `baccaratPoints`) for a code that
 * is not a card.
 */
export function zeroAdvice(rules: ZeroMathRules, q: ZeroAdviceQuery): ZeroAdvice {
  const e = new ZeroEngine(rules)
  const pts = q.hand.map(baccaratPoints)
  const seen = (q.seen ?? []).map(baccaratPoints)
  for (const v of [...pts, ...seen]) e.add(v)
  e.setUp(baccaratPoints(q.up))
  const t = pts.reduce((a, b) => a + b, 0) % 10
  const split = q.split ?? false
  const ev: Partial<Record<'stand' | 'hit' | 'double' | 'split', number>> = {}
  if (pts.length === 2) {
    ev.stand = e.evStand(t, 1)
    ev.hit = e.evHit(t, split)
    if (rules.double === 'two-card') ev.double = e.evDoubleCard(t)
    if (!split && e.splittable[t] === 1) {
      const out = e.splitOutcome(pts[0]!, pts[1]!)
      let m = 0
      for (let k = -4; k <= 4; k++) m += out[11 + k]! * k
      ev.split = m
    }
  } else if (pts.length === 3 && rules.double !== 'two-card') {
    ev.stand = e.evStand(t, 1)
    ev.double = rules.double === 'three-card' ? e.evDoubleCard(t) : e.evStand(t, 2)
  } else {
    throw new InvalidCardError('no decision left for this hand', { cards: pts.length })
  }
  let decision: ZeroAdvice['decision'] = 'stand'
  for (const [k, v] of Object.entries(ev) as [ZeroAdvice['decision'], number][]) {
    if (v > (ev[decision] ?? Number.NEGATIVE_INFINITY)) decision = k
  }
  return { decision, ev }
}
