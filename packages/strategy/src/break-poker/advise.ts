import {
  BREAK_POKER_RULESETS,
  type BreakPokerRules,
  houseWay,
  qualifierValue,
} from '@felt/break-poker'
import { type CardCode, InvalidRulesError, JOKER, rankOf } from '@felt/cards'
import { type BreakSetting, breakSettings } from '@felt/evaluators'
import { breakOptimalDiffs, breakOptimalInfo } from './optimal-table.ts'

/**
 * The rank pattern of seven Break Poker cards: 13 digits (count of each rank, deuce to
 * ace) then the joker count, e.g. `00000100020211` for 7 J J K K A Jk.
 */
export function breakPatternKey(cards7: readonly CardCode[]): string {
  const counts = new Array<number>(14).fill(0)
  for (const c of cards7) counts[c === JOKER ? 13 : rankOf(c)]!++
  return counts.join('')
}

/** A recommended setting: the cards, their values, and where the advice comes from. */
export interface BreakAdvice extends BreakSetting {
  /** `optimal` when the optimal setting differs in value from the house way, else `house-way`. */
  readonly source: 'optimal' | 'house-way'
}

/**
 * Whether the committed optimal table was computed for `rules`: their qualifier has the
 * table's value (compared as the game does, so `K23` is `K32`).
 * @throws {InvalidRulesError} `INVALID_RULES` for a malformed qualifier.
 */
export function breakOptimalFits(rules: Pick<BreakPokerRules, 'dealerQualifier'>): boolean {
  return qualifierValue(rules.dealerQualifier) === qualifierValue(breakOptimalInfo.dealerQualifier)
}

/**
 * The optimal setting of seven cards (highest expected Main-bet value against the
 * house-way dealer, computed exactly by `@felt/math`): the table stores the rank patterns
 * where it differs in value from the house way; every other hand is set by the house way.
 * The table was computed for one rule set (`breakOptimalInfo.dealerQualifier`, K-3-2): for
 * `rules` with another qualifier it refuses rather than advise for the wrong game
 * (`@felt/math`'s `breakAdvice` computes any rule set exactly). The qualifier is compared by
 * value, as the game compares it (`K23` is the table's K-3-2).
 * @throws {InvalidCardError} `INVALID_CARD` unless seven card codes with at most one joker;
 * {InvalidRulesError} `INVALID_RULES` (`option: 'dealerQualifier'`) for rules the table was
 * not computed for.
 */
export function breakOptimalSetting(
  cards7: readonly CardCode[],
  rules: Pick<BreakPokerRules, 'dealerQualifier'> = BREAK_POKER_RULESETS.standard!,
): BreakAdvice {
  if (!breakOptimalFits(rules)) {
    throw InvalidRulesError.forOption(
      'dealerQualifier',
      rules.dealerQualifier,
      `the optimal table was computed for a ${breakOptimalInfo.dealerQualifier} qualifier`,
    )
  }
  const hw = houseWay(cards7)
  const diff = breakOptimalDiffs[breakPatternKey(cards7)]
  if (diff) {
    const s = breakSettings(cards7).find((x) => x.twoValue === diff[0] && x.threeValue === diff[1])
    if (s) return { ...s, source: 'optimal' }
  }
  return {
    two: hw.two,
    three: hw.three,
    discards: hw.discards,
    twoValue: hw.twoValue,
    threeValue: hw.threeValue,
    luckyBreak: hw.luckyBreak,
    source: 'house-way',
  }
}
