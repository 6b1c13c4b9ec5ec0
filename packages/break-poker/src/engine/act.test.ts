import {
  formatCards,
  IllegalActionError,
  parseCards,
  RoundIncompleteError,
  RoundSettledError,
} from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { breakPoker } from '../game.ts'
import { DEALER_ACE_HIGH, dealStacked, set } from '../test-helpers.ts'
import type { BreakPokerState } from './types.ts'

describe('setting', () => {
  const player = 'Ac Ad Kc Kd 9h 5s 2c'
  const fresh = (): BreakPokerState => dealStacked([player], DEALER_ACE_HIGH)

  it.each([
    ['WRONG_COUNT', { type: 'set', two: parseCards('Ac'), three: parseCards('Ad Kc Kd') }],
    ['WRONG_COUNT', { type: 'set', two: parseCards('Kc Kd'), three: parseCards('Ac Ad 9h 5s') }],
    ['CARD_NOT_IN_HAND', set('Kc Kd', 'Ac Ad Qh')],
    ['REPEATED_CARD', set('Kc Kd', 'Ac Ac 9h')],
    ['TWO_CARD_HAND_OUTRANKS', set('Ac Ad', 'Kc Kd 9h')],
    ['TWO_CARD_HAND_OUTRANKS', set('Kc Kd', 'Ac 9h 5s')],
    ['NOT_NOW', { type: 'fold' }],
    ['INVALID_ACTION', null],
  ])('refuses a %s setting and leaves the state unchanged', (reason, action) => {
    const state = fresh()
    const before = structuredClone(state)
    let error: unknown
    try {
      breakPoker.act(state, action as never)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(IllegalActionError)
    expect(error).toMatchObject({ code: 'ILLEGAL_ACTION', details: { reason } })
    expect(state).toEqual(before)
  })

  it('accepts a legal setting, and then the dealer sets by the house way', () => {
    const done = breakPoker.act(fresh(), set('Kc Kd', 'Ac Ad 9h'))
    expect(done.status).toBe('complete')
    const ranks = (cs: readonly number[]) =>
      formatCards([...cs].sort((a, b) => (b % 13) - (a % 13))).replace(/[cdhs]/g, '')
    expect(ranks(done.dealer.setting!.two)).toBe('K 9')
    expect(ranks(done.dealer.setting!.three)).toBe('A 7 5')
    expect(breakPoker.legalActions(done)).toEqual([])
  })

  it('makes seats set in order, and refuses acting after completion or settlement', () => {
    const state = dealStacked(['Ac Ad Kc Kd 9h 5s 2c', 'Qc Qd 9c 8c 7c 4h 3h'], DEALER_ACE_HIGH)
    expect(breakPoker.legalActions(state)).toMatchObject([{ type: 'set', seat: 0, box: 0 }])
    expect(() => breakPoker.act(state, { ...set('Qc Qd', '9c 8c 7c'), seat: 1 })).toThrow(
      expect.objectContaining({ details: { reason: 'NOT_YOUR_TURN', seat: '1', turn: 0 } }),
    )
    const first = breakPoker.act(state, { ...set('Kc Kd', 'Ac Ad 9h'), seat: 0 })
    expect(first.turn).toBe(1)
    expect(first.status).toBe('awaiting-action')
    expect(() => breakPoker.settle(first)).toThrow(RoundIncompleteError)
    const done = breakPoker.act(first, set('Qc Qd', '9c 8c 7c'))
    const before = structuredClone(done)
    expect(() => breakPoker.act(done, set('Qc Qd', '9c 8c 7c'))).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ reason: 'ROUND_COMPLETE' }) }),
    )
    const { state: settled } = breakPoker.settle(done)
    expect(() => breakPoker.act(settled, set('Qc Qd', '9c 8c 7c'))).toThrow(RoundSettledError)
    expect(() => breakPoker.settle(settled)).toThrow(RoundSettledError)
    expect(done).toEqual(before)
  })

  it('lists the one legal action with its limits, typed', () => {
    const [legal] = breakPoker.legalActions(fresh())
    expect(legal).toEqual({
      type: 'set',
      box: 0,
      seat: 0,
      cards: parseCards(player),
      two: 2,
      three: 3,
    })
  })
})
