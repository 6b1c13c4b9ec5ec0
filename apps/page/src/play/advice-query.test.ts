import { parseCards } from '@felt/cards'
import { studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { dealt, GAMES, roundOf } from './advice-fixtures.ts'
import { adviceRequest, expectedLineCount, legalLines } from './advice-query.ts'
import { roundRules } from './advice-rules.ts'
import type { RoundOut } from './api.ts'

describe('the optimum advisor query', () => {
  it("asks with the box's five cards and the up card on a first decision", () => {
    const state = dealt('lunar', ['As Ks 7d 7h 2c'], '9s 3c 4d 5h 8c')
    const up = studPoker.view(state).dealer.upCard
    expect(adviceRequest(roundOf(state), GAMES)).toEqual({
      kind: 'first',
      ruleset: 'lunar',
      published: studPoker.rulesets.lunar,
      cards: parseCards('As Ks 7d 7h 2c'),
      up,
    })
  })

  it('offers no first decision when other boxes are seen, or under another game', () => {
    const state = dealt('lunar', ['As Ks 7d 7h 2c'], '9s 3c 4d 5h 8c')
    const two = dealt('lunar', ['As Ks 7d 7h 2c', 'Qd Jd 9c 6s 3h'], '9s 3c 4d 5h 8c')
    expect(adviceRequest(roundOf(two), GAMES)).toBeUndefined()
    // A stud view under another game's name (the wire type forbids it; the query must still refuse).
    const mislabelled = { ...roundOf(state), game: 'zero' } as unknown as RoundOut
    expect(adviceRequest(mislabelled, GAMES)).toBeUndefined()
  })

  it('keeps the legal actions only, in their order', () => {
    const legal = roundOf(dealt('lunar', ['As Ks 7d 7h 2c'], '9s 3c 4d 5h 8c')).legalActions
    const lines = [
      { action: 'instant', discard: [], ev: 3 },
      { action: 'play', discard: [], ev: 0.5 },
      { action: 'exchange', discard: parseCards('2c'), ev: 0.4 },
      { action: 'exchange', discard: parseCards('Ks 2c'), ev: 0.3 },
      { action: 'fold', discard: [], ev: -1 },
    ]
    expect(legalLines(lines, legal).map((l) => `${l.action} ${l.discard.length}`)).toEqual([
      'play 0',
      'exchange 2',
      'fold 0',
    ])
  })

  it('counts one line per action and per card subset of a draw', () => {
    // Lunar: buy, exchange 2-5 (10 + 10 + 5 + 1), fold, play; Oasis: switch 1-5 (31), fold, play.
    const lunar = roundOf(dealt('lunar', ['As Ks 7d 7h 2c'], '9s 3c 4d 5h 8c'))
    expect(expectedLineCount(lunar.legalActions)).toBe(29)
    const oasis = roundOf(dealt('oasis', ['As Ks 7d 7h 2c'], '9s 3c 4d 5h 8c'))
    expect(expectedLineCount(oasis.legalActions)).toBe(33)
  })
})

describe('the rules of an advised round', () => {
  it('are the stock rule set when the server publishes it unchanged', () => {
    expect(roundRules('russian', studPoker.rulesets.russian)).toEqual(studPoker.rules('russian'))
    expect(roundRules('russian', undefined)).toEqual(studPoker.rules('russian'))
  })

  it("take the server's changed options as validated overrides", () => {
    const published = { ...studPoker.rulesets.lunar, exchange: { min: 1, max: 5, fee: 1 } }
    expect(roundRules('lunar', published).exchange).toEqual({ min: 1, max: 5, fee: 1 })
    expect(() => roundRules('lunar', { ...published, exchange: { min: 9 } })).toThrow(/exchange/)
  })
})
