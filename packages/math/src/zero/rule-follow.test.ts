import { parseCard, parseCards } from '@felt/cards'
import { zeroBasicDecision } from '@felt/strategy/zero'
import { zero } from '@felt/zero'
import { describe, expect, it } from 'vitest'
import { zeroAdvice } from './advise.ts'
import { deriveZeroBasic, tablesToRows } from './basic.ts'
import { ZeroEngine } from './engine.ts'
import { EV_SPLIT0 } from './events.ts'
import { zeroMathRules } from './rules.ts'
import { expectSameRounds } from './test-rounds.ts'

// One rule option changed in @felt/zero (splitTotals: 9 only) and the math and advisors follow.
const ONLY_NINE = { splitTotals: [9] }

describe('the Zero math follows the splitTotals option of @felt/zero', () => {
  it('reads the option from the game package', () => {
    expect(zeroMathRules('six-deck', {}).splitTotals).toEqual(zero.rules().splitTotals)
    expect(zeroMathRules('six-deck', ONLY_NINE).splitTotals).toEqual([9])
  })

  it('plays the same rounds as the game under the changed rule (a split of 8 would be refused)', () => {
    const rules = zeroMathRules('six-deck', ONLY_NINE)
    const gameRules = zero.rules('six-deck', ONLY_NINE)
    const engine = new ZeroEngine(rules)
    const played = expectSameRounds(engine, gameRules, 400, 7)
    const splits = played.filter((r) => r.event >= EV_SPLIT0 - 4).length
    expect(splits).toBeGreaterThan(5)
  })

  it('enumerates no split at all when no total may be split', () => {
    // A small shoe keeps the exact run short: 4 fours, 4 fives, 4 tens.
    const small = {
      ...zeroMathRules('six-deck', {}),
      ranks: [0, 0, 4, 4, 0, 0, 0, 0, 4, 0, 0, 0, 0],
    }
    const splitMass = (totals: number[]) => {
      const out = new ZeroEngine({ ...small, splitTotals: totals }).run()
      let m = 0
      for (let k = -4; k <= 4; k++) m += out[EV_SPLIT0 + k]!
      return m
    }
    expect(splitMass([8, 9])).toBeGreaterThan(0)
    expect(splitMass([])).toBe(0)
  })

  it('moves the composition-dependent advisor: 4-4 offers a split by default, not under [9]', () => {
    const q = { hand: parseCards('4d 4s'), up: parseCard('5h') }
    expect(zeroAdvice(zeroMathRules('six-deck', {}), q).ev.split).toBeDefined()
    expect(zeroAdvice(zeroMathRules('six-deck', ONLY_NINE), q).ev.split).toBeUndefined()
    const nine = { hand: parseCards('4d 5s'), up: parseCard('5h') }
    expect(zeroAdvice(zeroMathRules('six-deck', ONLY_NINE), nine).ev.split).toBeDefined()
  })

  it('moves the basic strategy and its advisor: a table derived under [9] has no rows for 8', () => {
    const rules = zeroMathRules('six-deck', ONLY_NINE)
    const rows = tablesToRows(deriveZeroBasic(rules, [5]))
    expect(
      Object.keys(rows.pairs).every(
        (k) => k === '0-9' || k === '4-5' || k === '1-8' || k === '2-7' || k === '3-6',
      ),
    ).toBe(true)
    const strategy = { decks: 6, double: rules.double, expectedReturn: 0, ...rows }
    expect(zeroBasicDecision(strategy, parseCards('4d 4s'), parseCard('5h'))).not.toBe('split')
  })

  it('refuses an advice query with no decision left with INVALID_CARD', () => {
    const rules = zeroMathRules('six-deck', {})
    expect(() =>
      zeroAdvice(rules, { hand: parseCards('2d 3s 4c 9h'), up: parseCard('5h') }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_CARD' }))
  })
})
