import { BACCARAT_POINTS } from '@felt/evaluators'
import { isZeroPair, ZERO_DEALER_RULE } from '@felt/zero'
import { D, P, S, type ZeroEngine } from './engine.ts'
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

const DRAWS_FROM = ZERO_DEALER_RULE.drawsFrom

/** What one round of Zero ended in: its event index (events.ts) and total wagered. */
export interface ZeroRoundResult {
  readonly event: number
  readonly staked: number
}

/**
 * Plays one round of Zero on a shoe given as rank indices in deal order (docs/rules/zero.md):
 * player cards 0 and 1, up card 2, hole card 3, then every card in the order it is
 * drawn (hits and doubles; for a split, hand 1's second card and draws, then hand 2's;
 * the dealer last). Decisions come from `engine` (its tables or optimal play), whose
 * shoe must be full on entry; it is full again on return.
 */
export function playZeroRound(deck: ArrayLike<number>, engine: ZeroEngine): ZeroRoundResult {
  const r0 = deck[0]!
  const r1 = deck[1]!
  // Rank indices are the card codes of the first suit, so BACCARAT_POINTS reads them.
  const a = BACCARAT_POINTS[r0]!
  const b = BACCARAT_POINTS[r1]!
  if (isZeroPair(r0, r1)) return { event: EV_ZERO_PAIR, staked: 1 }
  const u = BACCARAT_POINTS[deck[2]!]!
  const hole = BACCARAT_POINTS[deck[3]!]!
  let pos = 4
  const seen: number[] = [a, b]
  engine.add(a)
  engine.add(b)
  engine.setUp(u)
  const draw = (): number => {
    const v = BACCARAT_POINTS[deck[pos++]!]!
    engine.add(v)
    seen.push(v)
    return v
  }
  // One hand from its two-card total t with decision act: [final total, stake multiple].
  const hand = (t: number, act: number, split: boolean): [number, number] => {
    if (act === S) return [t, 1]
    const t3 = (t + draw()) % 10
    if (act === D) return [t3, 2]
    if (engine.best3(t3, split) === S) return [t3, 1]
    if (engine.rules.double === 'three-card-no-card') return [t3, 2]
    return [(t3 + draw()) % 10, 2]
  }
  const act = engine.decideTwo(a, b)
  const hands: [number, number][] = []
  if (act === P) {
    for (const first of [a, b]) {
      const t = (first + draw()) % 10
      hands.push(hand(t, engine.decideSplit2(t), true))
    }
  } else hands.push(hand((a + b) % 10, act, false))
  for (const v of seen) engine.remove(v)
  engine.clearUp()
  // The dealer: hole card, then draws by ZERO_DEALER_RULE (at most two cards).
  let d = (u + hole) % 10
  if (d >= DRAWS_FROM) {
    d = (d + BACCARAT_POINTS[deck[pos++]!]!) % 10
    if (d >= DRAWS_FROM) d = (d + BACCARAT_POINTS[deck[pos++]!]!) % 10
  }
  const result = ([t, m]: [number, number]) => m * Math.sign(d - t)
  if (act === P) {
    const [h1, h2] = hands as [[number, number], [number, number]]
    return { event: EV_SPLIT0 + result(h1) + result(h2), staked: h1[1] + h2[1] }
  }
  const [t, m] = hands[0]!
  const net = result([t, m])
  const event =
    m === 1
      ? net > 0
        ? EV_WIN
        : net < 0
          ? EV_LOSE
          : EV_PUSH
      : net > 0
        ? EV_WIN2
        : net < 0
          ? EV_LOSE2
          : EV_PUSH2
  return { event, staked: m }
}
