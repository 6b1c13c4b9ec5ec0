import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { actAll, cards, dealRound } from '../test-helpers.ts'
import type { StudAction, StudState } from './types.ts'

const lunar = studPoker.rules('lunar')

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v)
    Object.freeze(value)
  }
  return value
}

/** Expects `act` to throw ILLEGAL_ACTION with `reason` and leave the state as it was. */
function expectIllegal(state: StudState, action: StudAction, reason: string): void {
  const before = JSON.stringify(state)
  expect(() => studPoker.act(deepFreeze(state), action)).toThrow(
    expect.objectContaining({
      code: 'ILLEGAL_ACTION',
      details: expect.objectContaining({ reason }),
    }),
  )
  expect(JSON.stringify(state)).toBe(before)
}

describe('illegal actions', () => {
  const two = () =>
    dealRound(lunar, ['2h 2d 9c 7s 4h', '3h 3d 9d 7h 4c'], 'Kc Kd 8h 6d 2c', 'Ac As Ad')

  it('refuses exchanging one card under lunar', () => {
    expectIllegal(two(), { type: 'exchange', cards: cards('4h') }, 'DRAW_COUNT')
  })

  it('refuses buying twice', () => {
    expectIllegal(studPoker.act(two(), { type: 'buy' }), { type: 'buy' }, 'ALREADY_DREW')
  })

  it('refuses acting on a folded box', () => {
    expectIllegal(studPoker.act(two(), { type: 'fold' }), { type: 'play', box: 0 }, 'BOX_FOLDED')
  })

  it('refuses acting out of seat order and on a box that has decided', () => {
    expectIllegal(two(), { type: 'play', box: 1 }, 'NOT_YOUR_TURN')
    expectIllegal(studPoker.act(two(), { type: 'play' }), { type: 'buy', box: 0 }, 'BOX_DECIDED')
  })

  it('refuses discarding cards the box does not hold', () => {
    expectIllegal(two(), { type: 'exchange', cards: cards('As Kd') }, 'CARD_NOT_IN_HAND')
    expectIllegal(two(), { type: 'exchange', cards: cards('4h 4h') }, 'CARD_NOT_IN_HAND')
  })

  it('refuses options the rule set does not have and actions of another phase', () => {
    expectIllegal(two(), { type: 'insure', amount: 10 }, 'NOT_OFFERED')
    expectIllegal(two(), { type: 'switch', cards: cards('4h') }, 'NOT_OFFERED')
    const finland = dealRound(
      studPoker.rules('lunar-finland'),
      ['2h 2d 9c 7s 4h'],
      'Qc Jd 8h 6s 3c',
    )
    expectIllegal(finland, { type: 'force' }, 'NOT_NOW')
    expectIllegal(studPoker.act(finland, { type: 'play' }), { type: 'fold' }, 'NOT_NOW')
  })

  it('refuses malformed actions and unknown boxes', () => {
    expectIllegal(two(), { type: 'double' } as never, 'INVALID_ACTION')
    expectIllegal(two(), { type: 'play', box: 6 }, 'NO_SUCH_BOX')
    expectIllegal(two(), { type: 'exchange', cards: [99] }, 'INVALID_ACTION')
  })

  it('refuses acting once the round is complete, and after settlement', () => {
    const done = actAll(two(), [{ type: 'play' }, { type: 'play' }])
    expectIllegal(done, { type: 'play' }, 'ROUND_COMPLETE')
    const settled = studPoker.settle(done).state
    expect(() => studPoker.act(settled, { type: 'play' })).toThrow(
      expect.objectContaining({ code: 'ROUND_SETTLED' }),
    )
    expect(() => studPoker.settle(settled)).toThrow(
      expect.objectContaining({ code: 'ROUND_SETTLED' }),
    )
  })

  it('refuses settling before the decisions are made', () => {
    expect(() => studPoker.settle(two())).toThrow(
      expect.objectContaining({ code: 'ROUND_INCOMPLETE' }),
    )
  })

  it('never mutates the state it is given', () => {
    const s0 = deepFreeze(two())
    const s1 = deepFreeze(studPoker.act(s0, { type: 'exchange', cards: cards('9c 7s 4h') }))
    const s2 = deepFreeze(studPoker.act(s1, { type: 'play' }))
    const s3 = deepFreeze(studPoker.act(s2, { type: 'fold' }))
    expect(studPoker.settle(s3).settlement.staked).toBe(70)
  })
})
