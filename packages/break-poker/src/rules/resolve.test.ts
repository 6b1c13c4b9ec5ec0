import { describe, expect, it } from 'vitest'
import { breakPoker } from '../game.ts'
import { qualifierValue, resolveRules } from './resolve.ts'

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
  it('resolves standard with its defaults', () => {
    expect(breakPoker.rules).toBe(resolveRules)
    expect(breakPoker.rules()).toMatchObject({
      name: 'standard',
      dealerQualifier: 'K32',
      luckyBreakPays: { dealer: 1, both: 4 },
    })
  })

  it('overrides one Lucky Break pay and keeps the other; upper-cases the qualifier', () => {
    expect(breakPoker.rules('standard', { luckyBreakPays: { both: 5 } }).luckyBreakPays).toEqual({
      dealer: 1,
      both: 5,
    })
    expect(breakPoker.rules('standard', { dealerQualifier: 'a42' }).dealerQualifier).toBe('A42')
  })

  it.each([
    [{ breakBonusPays: { royal: 5 } }, 'breakBonusPays.royal', 5],
    [{ breakBonusPays: { trips: -1 } }, 'breakBonusPays.trips', -1],
    [{ luckyBreakPays: { dealer: 'one' } }, 'luckyBreakPays.dealer', 'one'],
    [{ luckyBreakPays: { dealer: 1, both: 4, extra: 2 } }, 'luckyBreakPays.extra', 2],
    [{ dealerQualifier: 'K3' }, 'dealerQualifier', 'K3'],
    [{ dealerQualifier: 'K31' }, 'dealerQualifier', 'K31'],
    [{ ante: 1 }, 'ante', 1],
  ])('refuses %j with INVALID_RULES { option: %j, value }', (overrides, option, value) => {
    expect(refusal(() => breakPoker.rules('standard', overrides as never))).toEqual({
      code: 'INVALID_RULES',
      details: { option, value },
    })
  })

  it('refuses an unknown rule set with { option: "ruleset", value }', () => {
    expect(refusal(() => breakPoker.rules('vegas'))).toEqual({
      code: 'UNKNOWN_RULESET',
      details: { game: 'break-poker', option: 'ruleset', value: 'vegas', known: ['standard'] },
    })
  })

  it('values the qualifier as a three-card hand, and refuses a malformed one', () => {
    expect(qualifierValue('A42')).toBeGreaterThan(qualifierValue('K32'))
    expect(refusal(() => qualifierValue('XYZ'))).toEqual({
      code: 'INVALID_RULES',
      details: { option: 'dealerQualifier', value: 'XYZ' },
    })
  })

  it('refuse a misspelt option at compile time and at run time', () => {
    expect(
      refusal(() =>
        // @ts-expect-error: a typo in an option name does not compile
        breakPoker.rules(undefined, { dealerQualifer: 'A42' }),
      ),
    ).toMatchObject({ code: 'INVALID_RULES', details: { option: 'dealerQualifer' } })
  })
})
