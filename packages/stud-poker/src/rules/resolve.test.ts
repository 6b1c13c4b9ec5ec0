import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { resolveRules, validateRules } from './resolve.ts'
import type { StudOverrides } from './types.ts'

/** The code and `{ option, value }` details of what `fn` throws. */
function errorOf(fn: () => unknown): { code: string; option: unknown; value: unknown } {
  try {
    fn()
  } catch (e) {
    const err = e as { code: string; details?: { option?: unknown; value?: unknown } }
    return { code: err.code, option: err.details?.option, value: err.details?.value }
  }
  throw new Error('expected an error')
}

/** Overrides as they come from JSON (an API body, a CLI flag): not checked by the compiler. */
const json = (text: string): StudOverrides => JSON.parse(text)

const invalid = (option: string, value: unknown) => ({ code: 'INVALID_RULES', option, value })

describe('custom rule sets', () => {
  it('applies overrides and keeps the rest of the named rule set', () => {
    const rules = studPoker.rules('lunar', { anteOnWin: 'even', exchange: { max: 4 } })
    expect(rules.anteOnWin).toBe('even')
    expect(rules.exchange).toEqual({ min: 2, max: 4, fee: 1 })
    expect(rules.superWager).toBe(true)
  })

  it('merges a pay table override line by line and a nullable option field by field', () => {
    const rules = resolveRules('russian', { raiseTable: { pair: 2 }, forceDealer: { fee: 2 } })
    expect(rules.raiseTable.pair).toBe(2)
    expect(rules.raiseTable.flush).toBe(studPoker.rulesets.russian!.raiseTable.flush)
    expect(rules.forceDealer).toEqual({ ...studPoker.rulesets.russian!.forceDealer, fee: 2 })
  })

  it('does not compile a misspelt option', () => {
    // @ts-expect-error: `jackpot` is no stud option
    const typo: StudOverrides = { jackpot: 5 }
    // @ts-expect-error: `fees` is no exchange field
    const nested: StudOverrides = { exchange: { fees: 1 } }
    expect(errorOf(() => resolveRules('lunar', typo))).toEqual(invalid('jackpot', 5))
    expect(errorOf(() => resolveRules('lunar', nested))).toEqual(invalid('exchange.fees', 1))
  })

  it('names an unknown rule set', () => {
    expect(errorOf(() => resolveRules('texas'))).toEqual({
      code: 'UNKNOWN_RULESET',
      option: 'ruleset',
      value: 'texas',
    })
  })

  it('names an unknown option from JSON', () => {
    expect(errorOf(() => studPoker.rules('lunar', json('{"jackpot":5}')))).toEqual(
      invalid('jackpot', 5),
    )
    expect(errorOf(() => studPoker.rules('lunar', json('{"exchange":{"fees":1}}')))).toEqual(
      invalid('exchange.fees', 1),
    )
    expect(errorOf(() => studPoker.rules('lunar', json('[1]')))).toEqual(invalid('rules', [1]))
  })

  it('names a bad pay table line', () => {
    expect(errorOf(() => studPoker.rules('lunar', { raiseTable: { flush: -5 } }))).toEqual(
      invalid('raiseTable.flush', -5),
    )
    // One pay schema for every game (@felt/cards' PaySchema): at most 1,000,000 to 1.
    expect(
      studPoker.rules('lunar', { bonusTable: { 'royal-flush': 1_000_000 } }).bonusTable,
    ).toEqual({
      'royal-flush': 1_000_000,
    })
    expect(errorOf(() => studPoker.rules('lunar', { raiseTable: { flush: 1_000_001 } }))).toEqual(
      invalid('raiseTable.flush', 1_000_001),
    )
    expect(errorOf(() => studPoker.rules('lunar', json('{"superTable":{"pair":3}}')))).toEqual(
      invalid('superTable.pair', 3),
    )
    expect(errorOf(() => studPoker.rules('russian', json('{"bonusTable":"big"}')))).toEqual(
      invalid('bonusTable', 'big'),
    )
  })

  it('names inconsistent options', () => {
    expect(errorOf(() => studPoker.rules('lunar', { superTable: null }))).toEqual(
      invalid('superTable', null),
    )
    expect(errorOf(() => studPoker.rules('lunar', { exchange: { min: 4, max: 2 } }))).toEqual(
      invalid('exchange.min', 4),
    )
    expect(errorOf(() => studPoker.rules('oasis', { switchPrices: [1, 2, 3] }))).toEqual(
      invalid('switchPrices', [1, 2, 3]),
    )
    expect(errorOf(() => studPoker.rules('russian', { blindBoxesFrom: 7 }))).toEqual(
      invalid('blindBoxesFrom', 7),
    )
    expect(errorOf(() => studPoker.rules('russian', { insurance: { max: 2 } }))).toEqual(
      invalid('insurance.max', 2),
    )
    expect(
      errorOf(() => studPoker.rules('russian', json('{"forceDealer":{"replace":"random"}}'))),
    ).toEqual(invalid('forceDealer.replace', 'random'))
    expect(errorOf(() => studPoker.rules('lunar', { dealerUpCard: 5 }))).toEqual(
      invalid('dealerUpCard', 5),
    )
  })

  it('names a missing option of a whole rule set, and a field missing where null is replaced', () => {
    const { qualifier: _, ...rest } = studPoker.rules('lunar')
    expect(errorOf(() => validateRules(rest))).toEqual(invalid('qualifier', undefined))
    expect(errorOf(() => resolveRules('caribbean-stud', { exchange: { max: 4 } }))).toEqual(
      invalid('exchange.min', undefined),
    )
  })
})
