import { describe, expect, it } from 'vitest'
import {
  DEALER_ACE_HIGH,
  DEALER_LUCKY_BREAK,
  DEALER_NOT_QUALIFYING,
  line,
  play,
  set,
} from '../test-helpers.ts'

describe('the Main bet', () => {
  it('pushes when the dealer does not qualify with K-3-2', () => {
    const s = play('Ac Ad Kc Kd 9h 5s 2c', DEALER_NOT_QUALIFYING, 'house-way')
    expect(line(s, 'main')).toMatchObject({ outcome: 'push', payout: 10 })
    expect(line(s, 'main')!.reason).toMatch(/does not qualify/)
    expect(s.details.dealer).toMatchObject({ qualifies: false, qualifier: 'K32' })
  })

  it('lets the dealer qualify with the dealerQualifier option, at exactly the minimum', () => {
    const s = play(
      'Ac Ad Kc Kd 9h 5s 2c',
      DEALER_NOT_QUALIFYING,
      'house-way',
      { main: 10 },
      {
        dealerQualifier: 'Q75',
      },
    )
    expect(s.details.dealer.qualifies).toBe(true)
    expect(line(s, 'main')).toMatchObject({ outcome: 'win', payout: 20 })
  })

  it('reads \'A32\' as the A-2-3 straight, not ace-high (docs/rules/break-poker.md, "Options")', () => {
    const at = (dealerQualifier: string) =>
      play('Ah As Kc Kh 9d 6s 2s', DEALER_ACE_HIGH, 'house-way', { main: 10 }, { dealerQualifier })
    expect(at('A42').details.dealer.qualifies).toBe(true)
    expect(line(at('A42'), 'main')).toMatchObject({ outcome: 'win', payout: 20 })
    expect(at('A32').details.dealer.qualifies).toBe(false)
    expect(line(at('A32'), 'main')).toMatchObject({ outcome: 'push', payout: 10 })
  })

  it('loses to a dealer Lucky Break when the player has none, whatever his hands', () => {
    const s = play('Ac Ad Kc Kd 9h 5s 2c', DEALER_LUCKY_BREAK, 'house-way')
    expect(line(s, 'main')).toMatchObject({ outcome: 'lose', payout: 0 })
    expect(line(s, 'main')!.reason).toBe('dealer Lucky Break beats no Lucky Break')
  })

  it('wins 1 to 1 with a Lucky Break against none, even with a weaker two-card hand', () => {
    const s = play('2c 2d 5h 6h 7h 9c Tc', 'Ac Ad Kc Kd 9h 5s 3c', set('2c 2d', '5h 6h 7h'))
    expect(s.details.dealer).toMatchObject({ twoHand: 'pair of kings', luckyBreak: false })
    expect(line(s, 'main')).toMatchObject({ outcome: 'win', payout: 20 })
  })

  it('with both Lucky Breaks: wins both hands to win, loses when the dealer wins both', () => {
    const win = play('9c 9d Jh Qs Kc 3d 2h', DEALER_LUCKY_BREAK, 'house-way')
    expect(line(win, 'main')).toMatchObject({ outcome: 'win', payout: 20 })
    expect(line(win, 'main')!.reason).toMatch(/^both Lucky Breaks/)
    const lose = play('3c 3d 6h 7s 8c Kd 2h', DEALER_LUCKY_BREAK, 'house-way')
    expect(line(lose, 'main')).toMatchObject({ outcome: 'lose', payout: 0 })
  })

  it('with both Lucky Breaks and one hand each: pushes', () => {
    const s = play('9c 9d 2h 3s 4c Kd 7h', DEALER_LUCKY_BREAK, 'house-way')
    expect(s.details.seats[0]).toMatchObject({ twoHand: 'pair of nines', luckyBreak: true })
    expect(line(s, 'main')).toMatchObject({ outcome: 'push', payout: 10 })
  })

  it('wins when both hands beat the dealer', () => {
    const s = play('Ah As Kc Kh 9d 6s 2s', DEALER_ACE_HIGH, set('Kc Kh', 'Ah As 9d'))
    expect(line(s, 'main')).toMatchObject({ outcome: 'win', payout: 20 })
    expect(line(s, 'main')!.reason).toBe(
      'two-card pair of kings beats king-nine high, three-card pair of aces, nine kicker beats ace-seven-five high: both hands win',
    )
  })

  it('loses when the dealer wins both hands', () => {
    const s = play(DEALER_NOT_QUALIFYING, DEALER_ACE_HIGH, set('Jd 9h', 'Qc 7s 5c'))
    expect(line(s, 'main')).toMatchObject({ outcome: 'lose', payout: 0 })
  })

  it('loses when the dealer ties both hands (the dealer wins ties)', () => {
    const s = play('As Ks 9s 7h 5d 4s 2s', DEALER_ACE_HIGH, set('Ks 9s', 'As 7h 5d'))
    expect(line(s, 'main')).toMatchObject({ outcome: 'lose', payout: 0 })
    expect(line(s, 'main')!.reason).toMatch(/ties/)
  })

  it('pushes when each side wins one hand', () => {
    const s = play('Ah As 2c 5d 3s Td 8c', DEALER_ACE_HIGH, set('As 2c', 'Ah 5d 3s'))
    expect(line(s, 'main')).toMatchObject({ outcome: 'push', payout: 10 })
  })

  it('pushes when the player wins one hand and ties the other', () => {
    const s = play('Ah Kh 9d 7c As 8h 6c', DEALER_ACE_HIGH, set('Kh 9d', 'Ah As 8h'))
    expect(line(s, 'main')).toMatchObject({ outcome: 'push', payout: 10 })
  })
})

describe("the Dealer's Lucky Break side bet", () => {
  it('pays 1 to 1 on a dealer Lucky Break', () => {
    const s = play('Ac Ad Kc Kd 9h 5s 2c', DEALER_LUCKY_BREAK, 'house-way', {
      main: 10,
      luckyBreak: 5,
    })
    expect(line(s, 'lucky-break')).toMatchObject({ stake: 5, outcome: 'win', payout: 10 })
  })

  it('pays 4 to 1 when the player holds a Lucky Break too, even if he set otherwise', () => {
    const wager = { main: 10, luckyBreak: 5 }
    const lucky = play('9c 9d Jh Qs Kc 3d 2h', DEALER_LUCKY_BREAK, 'house-way', wager)
    expect(line(lucky, 'lucky-break')).toMatchObject({ outcome: 'win', payout: 25 })
    const other = play('2c 2d 5h 6h 7h 9c Tc', DEALER_LUCKY_BREAK, set('Tc 9c', '2c 2d 7h'), wager)
    expect(other.details.seats[0]).toMatchObject({ luckyBreak: false, holdsLuckyBreak: true })
    expect(line(other, 'lucky-break')).toMatchObject({ outcome: 'win', payout: 25 })
  })

  it('loses without a dealer Lucky Break, even when the player has one', () => {
    const s = play('2c 2d 5h 6h 7h 9c Tc', DEALER_ACE_HIGH, set('2c 2d', '5h 6h 7h'), {
      main: 10,
      luckyBreak: 5,
    })
    expect(line(s, 'lucky-break')).toMatchObject({ outcome: 'lose', payout: 0 })
  })

  it('is settled when the dealer does not qualify, and uses the rule set pays', () => {
    const s = play(
      'Ac Ad Kc Kd 9h 5s 2c',
      DEALER_LUCKY_BREAK,
      'house-way',
      {
        main: 10,
        luckyBreak: 5,
      },
      { dealerQualifier: 'AAA', luckyBreakPays: { dealer: 2, both: 5 } },
    )
    expect(line(s, 'main')).toMatchObject({ outcome: 'push' })
    expect(line(s, 'lucky-break')).toMatchObject({ outcome: 'win', payout: 15 })
  })
})

describe('settlement', () => {
  it('itemises every line and details the hands', () => {
    const s = play('9c 9d Jh Qs Kc 3d 2h', DEALER_LUCKY_BREAK, 'house-way', {
      main: 10,
      luckyBreak: 5,
      bonus: 2,
    })
    expect(s.lines.map((l) => l.wager)).toEqual(['main', 'lucky-break', 'break-bonus'])
    expect(s.staked).toBe(17)
    expect(s.returned).toBe(20 + 25 + 4)
    expect(s.net).toBe(32)
    expect(s.details.dealer).toMatchObject({
      houseWayCase: 2,
      houseWayCaseName: 'pair & straight',
      twoHand: 'pair of fives',
      threeHand: 'straight to the jack',
      luckyBreak: true,
      qualifies: true,
    })
    expect(s.details.seats[0]).toMatchObject({
      twoHand: 'pair of nines',
      threeHand: 'straight to the king',
      main: 'win',
      bonusCategory: 'lucky-break-straight',
    })
  })
})
