import { describe, expect, it } from 'vitest'
import { zero } from '../game.ts'
import { deal, expectRefused, play } from '../test-helpers.ts'
import { ZERO_ACTION_TYPES } from './legal.ts'

describe('legal actions', () => {
  it('list each legal type once for the playing hand, in ZERO_ACTION_TYPES order', () => {
    expect(zero.actionTypes).toBe(ZERO_ACTION_TYPES)
    expect(zero.legalActions(deal('Ac 7d 2h 2s'))).toEqual([
      { type: 'stand', box: 0, hand: 0 },
      { type: 'hit', box: 0, hand: 0 },
      { type: 'split', box: 0, hand: 0 },
    ])
  })

  it('follow the splitTotals option: 4-4 splits on 8 by default, not under splitTotals [9]', () => {
    const types = (s: ReturnType<typeof deal>) => zero.legalActions(s).map((a) => a.type)
    expect(types(deal('4c 4d 2h 2s'))).toContain('split')
    const only9 = deal('4c 4d 2h 2s', { zero: 10 }, { splitTotals: [9] })
    expect(types(only9)).toEqual(['stand', 'hit'])
    expectRefused(only9, { type: 'split' }, undefined, 'NOT_NOW')
    expect(types(deal('Ac 6d 2h 2s', { zero: 10 }, { splitTotals: [7] }))).toContain('split')
  })
})

describe('refused actions', () => {
  it('say why with a stable reason code', () => {
    const s = deal('Ac 2d 2h 2s')
    expectRefused(s, { type: 'double' }, undefined, 'NOT_NOW')
    expectRefused(s, { type: 'surrender' } as never, undefined, 'NOT_NOW')
    expectRefused(s, { type: 'stand', hand: 1 }, undefined, 'NOT_YOUR_TURN')
    expectRefused(s, null as never, undefined, 'INVALID_ACTION')
    expectRefused(s, { type: 3 } as never, undefined, 'INVALID_ACTION')
    expectRefused(play(s, 'stand'), { type: 'stand' }, undefined, 'ROUND_COMPLETE')
  })

  it('list the legal types in the details', () => {
    expect(() => zero.act(deal('Ac 2d 2h 2s'), { type: 'split' })).toThrow(
      expect.objectContaining({
        code: 'ILLEGAL_ACTION',
        details: { reason: 'NOT_NOW', type: 'split', legal: ['stand', 'hit'], hand: 0, cards: 2 },
      }),
    )
  })
})
