import { describe, expect, it } from 'vitest'
import { DEALER_NOT_QUALIFYING, line, play } from '../test-helpers.ts'
import type { BreakPokerOverrides } from './rulesets.ts'

describe('the Break Bonus side bet', () => {
  const bonus = (hand: string, overrides: BreakPokerOverrides = {}, stake = 10) => {
    const s = play(hand, DEALER_NOT_QUALIFYING, 'house-way', { main: 10, bonus: stake }, overrides)
    return { line: line(s, 'break-bonus')!, category: s.details.seats[0]!.bonusCategory }
  }

  it.each([
    ['Jk Kc Kd Kh Ks 2c 3d', 'five-of-a-kind', 1010],
    ['Kc Kd Kh 9c 9d 5c 5d', 'lucky-break-trips', 80],
    ['2c 2d 5h 6h 7h 9c Tc', 'lucky-break-straight', 20],
    ['8c 8d 8h Ac Kd 5h 2s', 'trips', 20],
  ])('pays %s as %s on the example table', (hand, category, payout) => {
    expect(bonus(hand)).toMatchObject({ category, line: { outcome: 'win', payout } })
  })

  it('loses a straight (not on the example table) and a hand with no category', () => {
    expect(bonus('As Ks Qs 9d 8d 7c 2h')).toMatchObject({
      category: 'straight',
      line: { outcome: 'lose', payout: 0 },
    })
    expect(bonus('Kc Jd 9h 7s 5c 3d 2h')).toMatchObject({
      category: null,
      line: { outcome: 'lose', payout: 0 },
    })
  })

  it('pays by an operator table, rounding winnings down to whole units', () => {
    const table = { breakBonusPays: { trips: 1.5, straight: 0 } }
    expect(bonus('8c 8d 8h Ac Kd 5h 2s', table, 5).line).toMatchObject({ payout: 12 })
    expect(bonus('As Ks Qs 9d 8d 7c 2h', table).line).toMatchObject({ outcome: 'push', payout: 10 })
  })
})
