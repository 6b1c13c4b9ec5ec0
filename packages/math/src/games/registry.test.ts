import { describe, expect, it } from 'vitest'
import { analyze, planAnalysis } from '../analyze.ts'
import { ANALYZERS, analyzerOf, GAMES } from './registry.ts'

function codeOf(fn: () => unknown): string {
  try {
    fn()
  } catch (e) {
    return (e as { code: string }).code
  }
  throw new Error('expected an error')
}

describe('the analyzer registry', () => {
  it('is where GAMES comes from', () => {
    expect(Object.keys(GAMES)).toEqual(Object.keys(ANALYZERS))
    for (const [id, a] of Object.entries(ANALYZERS)) expect(GAMES[id]).toBe(a.info)
  })

  it('refuses a game it does not hold, inherited names included', () => {
    expect(codeOf(() => analyzerOf('blackjack'))).toBe('UNKNOWN_GAME')
    expect(codeOf(() => analyzerOf('toString'))).toBe('UNKNOWN_GAME')
  })
})

describe('planAnalysis checks everything before any work', () => {
  const bad: [string, Parameters<typeof planAnalysis>[0], string][] = [
    ['zero rounds', { game: 'zero', method: 'simulate', rounds: 0 }, 'INVALID_OPTION'],
    ['fractional rounds', { game: 'zero', method: 'simulate', rounds: 1.5 }, 'INVALID_OPTION'],
    ['a negative seed', { game: 'zero', method: 'simulate', seed: -1 }, 'INVALID_OPTION'],
    ['zero threads', { game: 'zero', threads: 0 }, 'INVALID_OPTION'],
    ['an unknown method', { game: 'zero', method: 'guess' as 'exact' }, 'INVALID_OPTION'],
    ['an unknown strategy', { game: 'stud-poker', strategy: 'rule-of-thumb' }, 'UNKNOWN_STRATEGY'],
    ['an unknown bet', { game: 'break-poker', bet: 'zero' }, 'UNKNOWN_BET'],
    ['an unknown rule set', { game: 'stud-poker', ruleset: 'texas' }, 'UNKNOWN_RULESET'],
    [
      'a typo in a rule option',
      { game: 'zero', overrides: { doubel: 'two-card' } },
      'INVALID_RULES',
    ],
    [
      "the owner's strategy on the fast model of rules without exchanges",
      { game: 'stud-poker', ruleset: 'oasis', strategy: 'owner', method: 'simulate', path: 'fast' },
      'UNSUPPORTED_ANALYSIS',
    ],
    [
      'a blind box the rules lack',
      { game: 'stud-poker', ruleset: 'lunar', bet: 'blind' },
      'UNSUPPORTED_ANALYSIS',
    ],
  ]
  for (const [what, options, code] of bad) {
    it(`throws ${code} for ${what}`, () => {
      expect(codeOf(() => planAnalysis(options))).toBe(code)
    })
  }

  it('takes "zero" for Zero\'s main bet, and defaults the Caribbean strategy', async () => {
    const a = await analyze({
      game: 'zero',
      bet: 'zero',
      strategy: 'basic',
      method: 'simulate',
      path: 'fast',
      rounds: 1000,
    })
    expect(a).toMatchObject({ bet: 'main', strategy: 'basic', rounds: 1000 })
    const c = await analyze({ game: 'stud-poker', ruleset: 'oasis', bet: 'bonus' }).catch((e) => e)
    expect(c.code).toBe('UNSUPPORTED_ANALYSIS')
    const s = await analyze({
      game: 'stud-poker',
      ruleset: 'caribbean-stud',
      method: 'simulate',
      rounds: 1000,
    })
    expect(s).toMatchObject({
      strategy: 'rules-of-thumb',
      notes: ['simulated with the verified fast model'],
    })
  })
})
