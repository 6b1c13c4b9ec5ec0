import {
  BREAK_MAIN_EVENTS,
  type BreakPokerRules,
  houseWay,
  qualifierValue,
} from '@felt/break-poker'
import { type CardCode, InvalidCardError, JOKER, rankOf } from '@felt/cards'
import { type BreakSetting, breakSettings } from '@felt/evaluators'
import { breakExactPart } from './exact.ts'
import { breakPatterns } from './patterns.ts'

/** Exact advice on one Break Poker hand: the best setting and its Main-bet value. */
export interface BreakExactAdvice extends BreakSetting {
  /** `optimal` when the best setting differs in value from the house way, else `house-way`. */
  readonly source: 'optimal' | 'house-way'
  /** Expected net of the Main bet per unit with this setting, against the house-way dealer. */
  readonly ev: number
  /** The same for the house way's setting (equal to `ev` when the house way is best). */
  readonly houseWayEv: number
}

/**
 * The optimal setting of seven cards under `rules` (any dealer qualifier): every legal
 * setting that is not dominated is valued exactly against every dealer hand of the 46 cards
 * left, set by the house way and settled by the game's Main-bet rule, and the best kept.
 * The committed table of `@felt/strategy/break-poker` is this, for the standard rules.
 * @throws {InvalidCardError} `INVALID_CARD` unless seven different card codes with at most
 * one joker; {InvalidRulesError} `INVALID_RULES` for a malformed qualifier.
 */
export function breakAdvice(rules: BreakPokerRules, cards7: readonly CardCode[]): BreakExactAdvice {
  const hw = houseWay(cards7)
  const p = breakPatterns()
  const counts = new Array<number>(14).fill(0)
  for (const c of cards7) counts[c === JOKER ? 13 : rankOf(c)]!++
  let i = 0
  while (i < p.count && !counts.every((v, r) => p.counts[i * 14 + r] === v)) i++
  if (i === p.count) throw new InvalidCardError('no Break Poker hand has these ranks')
  const part = breakExactPart(qualifierValue(rules.dealerQualifier), i, p.count)
  const n = BREAK_MAIN_EVENTS.length
  // part.main holds the house way's events, then the optimal setting's.
  const evAt = (off: number) => {
    let net = 0
    let total = 0
    for (let e = 0; e < n; e++) {
      net += part.main[off + e]! * BREAK_MAIN_EVENTS[e]!.pays
      total += part.main[off + e]!
    }
    return net / total
  }
  const ev = evAt(n)
  const houseWayEv = evAt(0)
  if (part.optimalDiffs.length > 0) {
    const [, two, three] = part.optimalDiffs as [number, number, number]
    const s = breakSettings(cards7).find((x) => x.twoValue === two && x.threeValue === three)!
    return { ...s, source: 'optimal', ev, houseWayEv }
  }
  const { two, three, discards, twoValue, threeValue, luckyBreak } = hw
  return {
    two,
    three,
    discards,
    twoValue,
    threeValue,
    luckyBreak,
    source: 'house-way',
    ev,
    houseWayEv,
  }
}
