import { describe, expect, it } from 'vitest'
import { zero } from '../game.ts'
import { ZERO_SPLIT_TOTALS } from './facts.ts'
import { resolveRules } from './resolve.ts'

const refusal = (f: () => unknown) => {
  try {
    f()
  } catch (e) {
    const { code, details } = e as { code: string; details: unknown }
    return { code, details }
  }
  throw new Error('not refused')
}

describe('rule sets', () => {
  it('default to six decks, the three-card double and splits on 8 and 9', () => {
    expect(zero.rules()).toMatchObject({
      name: 'six-deck',
      decks: 6,
      double: 'three-card',
      splitTotals: [8, 9],
    })
    expect(ZERO_SPLIT_TOTALS).toEqual([8, 9])
    expect(zero.defaultRuleset).toBe('six-deck')
    expect(zero.rules).toBe(resolveRules)
  })

  it.each([
    [{ double: 'four-card' }, 'double', 'four-card'],
    [{ decks: 4 }, 'decks', 4],
    [{ zeroPayoutsPays: { 'four-card': 5 } }, 'zeroPayoutsPays.four-card', 5],
    [{ zeroPayoutsPays: { 'two-card': -1 } }, 'zeroPayoutsPays.two-card', -1],
    [{ splitTotals: [8, 10] }, 'splitTotals', [8, 10]],
    [{ splitTotals: [9, 9] }, 'splitTotals', [9, 9]],
    [{ splitTotals: 9 }, 'splitTotals', 9],
  ])('refuse %j with INVALID_RULES { option: %j, value }', (overrides, option, value) => {
    expect(refusal(() => zero.rules('six-deck', overrides as never))).toEqual({
      code: 'INVALID_RULES',
      details: { option, value },
    })
  })

  it('refuse an unknown rule set with { option: "ruleset", value }', () => {
    expect(refusal(() => zero.rules('single-deck'))).toEqual({
      code: 'UNKNOWN_RULESET',
      details: {
        game: 'zero',
        option: 'ruleset',
        value: 'single-deck',
        known: ['six-deck', 'eight-deck'],
      },
    })
  })

  it('take other split totals, sorted and frozen', () => {
    const rules = zero.rules('six-deck', { splitTotals: [9, 0] })
    expect(rules.splitTotals).toEqual([0, 9])
    expect(Object.isFrozen(rules.splitTotals)).toBe(true)
    expect(zero.rules('six-deck', { splitTotals: [] }).splitTotals).toEqual([])
  })

  it('refuse a misspelt option at compile time and at run time', () => {
    expect(
      refusal(() =>
        // @ts-expect-error: a typo in an option name does not compile
        zero.rules(undefined, { splitTotal: [9] }),
      ),
    ).toMatchObject({ code: 'INVALID_RULES', details: { option: 'splitTotal' } })
  })
})
