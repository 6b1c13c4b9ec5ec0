import { describe, expect, it } from 'vitest'
import { deal, play, settle } from '../test-helpers.ts'
import { zeroPayoutsPaid } from './payouts.ts'
import type { ZeroOverrides } from './rulesets.ts'

describe('the Zero Payouts side bet', () => {
  const side = (cards: string, overrides: ZeroOverrides = {}, stake = 10) => {
    let s = deal(cards, { zero: 10, zeroPayouts: stake }, overrides)
    if (s.status === 'awaiting-action') s = play(s, 'stand')
    const settlement = settle(s)
    return {
      line: settlement.lines.find((l) => l.wager === 'zero-payouts')!,
      ...settlement.details.zeroPayouts,
    }
  }

  it.each([
    ['Kc Kd 3h 4s', 'two-card-pair', 130],
    ['3c 7d 4h 4s', 'two-card', 30],
    ['Kc Kd Kh 4s', 'three-card-trips', 610],
    ['4c 4d 2h 4s', 'three-card-pair', 70],
    ['3c 5d 2h 4s', 'three-card', 20],
  ])('pays %s as %s on the example table', (cards, paid, payout) => {
    expect(side(cards)).toMatchObject({ paid, line: { outcome: 'win', payout } })
  })

  it('pays only the best-paying event when two happen', () => {
    expect(side('Kc Qd Jh 4s')).toMatchObject({
      events: ['two-card', 'three-card'],
      paid: 'two-card',
      line: { payout: 30 },
    })
  })

  it('loses without a zero, and is staked with the Zero wager', () => {
    const r = side('Ac 2d 3h 4s')
    expect(r).toMatchObject({ events: [], paid: null, line: { outcome: 'lose', payout: 0 } })
    expect(deal('Ac 2d 3h 4s', { zero: 10, zeroPayouts: 3 }).staked).toBe(13)
  })

  it('pays by an operator table, rounding down; an event off the table loses', () => {
    const table = { zeroPayoutsPays: { 'two-card': 1.5, 'three-card': 0 } }
    expect(side('3c 7d 4h 4s', table, 5).line.payout).toBe(12)
    expect(side('3c 5d 2h 4s', table).line).toMatchObject({ outcome: 'push', payout: 10 })
    expect(side('Kc Kd 3h 4s', table).line).toMatchObject({ outcome: 'lose', payout: 0 })
  })
})

describe('zeroPayoutsPaid', () => {
  it('picks the best-paying event on the table, the first of equal pays, or none', () => {
    const both = ['two-card', 'three-card'] as const
    expect(zeroPayoutsPaid(both, { 'two-card': 2, 'three-card': 1 })).toBe('two-card')
    expect(zeroPayoutsPaid(both, { 'two-card': 2, 'three-card': 5 })).toBe('three-card')
    expect(zeroPayoutsPaid(both, { 'two-card': 0, 'three-card': 0 })).toBe('two-card')
    expect(zeroPayoutsPaid(both, { 'three-card-trips': 60 })).toBeNull()
    expect(zeroPayoutsPaid([], { 'two-card': 2 })).toBeNull()
  })
})
