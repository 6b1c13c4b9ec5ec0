import {
  FeltError,
  formatCards,
  IllegalActionError,
  parseCards,
  RoundIncompleteError,
  RoundSettledError,
} from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { IllegalSettingError } from './errors.ts'
import { breakPoker } from './game.ts'
import { houseWay } from './house-way.ts'
import { dealStacked, set } from './test-helpers.ts'
import type { BreakPokerSeatWager, BreakPokerState } from './types.ts'

// House way: J-9 in front, Q-7-5 behind: below K-3-2.
const DEALER_NOT_QUALIFYING = 'Qc Jd 9h 7s 5c 3d 2h'
// House way: K-9 in front, A-7-5 behind.
const DEALER_ACE_HIGH = 'Ac Kd 9h 7s 5c 4d 2h'
// House way: 5-5 in front, 9-T-J behind: a Lucky Break.
const DEALER_LUCKY_BREAK = '5c 5d 9h Ts Jc 2d 3s'

function play(
  player: string,
  dealer: string,
  action: ReturnType<typeof set> | 'house-way',
  wager: BreakPokerSeatWager = { main: 10 },
  overrides: Record<string, unknown> = {},
) {
  const state = dealStacked([player], dealer, [wager], overrides)
  const way = houseWay(parseCards(player))
  const a =
    action === 'house-way' ? { type: 'set' as const, two: way.two, three: way.three } : action
  return breakPoker.settle(breakPoker.act(state, a)).settlement
}

const line = (s: ReturnType<typeof play>, wager: string) => s.lines.find((l) => l.wager === wager)

describe('dealing Break Poker', () => {
  it('deals seven consecutive cards to each seat in order, then seven to the dealer', () => {
    const state = dealStacked(
      ['Ad Kd 9d 7h 6h 4h 2h', '2c 8d 5h 6d 7c 9c Tc', 'Kc Kh Ks 9s 8s 3c 3h'],
      DEALER_LUCKY_BREAK,
    )
    expect(state.dealt.map((d) => d.position)).toEqual([...Array(28).keys()])
    expect(state.dealt.slice(0, 7).every((d) => d.to === 'seat:0')).toBe(true)
    expect(state.dealt.slice(14, 21).every((d) => d.to === 'seat:2')).toBe(true)
    expect(state.dealt.slice(21).every((d) => d.to === 'dealer')).toBe(true)
    expect(formatCards(state.seats[1]!.cards)).toBe('2c 8d 5h 6d 7c 9c Tc')
    expect(formatCards(state.dealer.cards)).toBe(DEALER_LUCKY_BREAK)
    expect(state.next).toBe(28)
    expect(breakPoker.deckSize(state.rules)).toBe(53)
  })

  it('stakes every wager, side bets included', () => {
    const state = dealStacked(['Ac Kd 9h 7s 5c 4d 2h'], DEALER_ACE_HIGH, [
      { main: 10, luckyBreak: 5, bonus: 2 },
    ])
    expect(state.staked).toBe(17)
  })

  it('refuses bad wagers and decks with named errors', () => {
    const rules = breakPoker.rules()
    const deck = [...Array(53).keys()]
    expect(() => breakPoker.deal(deck, rules, { seats: [] })).toThrow(
      expect.objectContaining({ code: 'INVALID_WAGER' }),
    )
    expect(() => breakPoker.deal(deck, rules, { seats: Array(7).fill({ main: 1 }) })).toThrow(
      expect.objectContaining({ code: 'INVALID_WAGER' }),
    )
    expect(() => breakPoker.deal(deck, rules, { seats: [{ main: 0 }] })).toThrow(
      expect.objectContaining({ code: 'INVALID_WAGER' }),
    )
    expect(() => breakPoker.deal(deck, rules, { seats: [{ main: 5, bonus: -1 }] })).toThrow(
      expect.objectContaining({ code: 'INVALID_WAGER' }),
    )
    expect(() => breakPoker.deal(deck, rules, { seats: [{ main: 5, ante: 1 } as never] })).toThrow(
      expect.objectContaining({ code: 'INVALID_WAGER' }),
    )
    expect(() => breakPoker.deal(deck.slice(1), rules, { seats: [{ main: 5 }] })).toThrow(
      expect.objectContaining({ code: 'INVALID_DECK' }),
    )
  })
})

describe('setting', () => {
  const player = 'Ac Ad Kc Kd 9h 5s 2c'
  const fresh = (): BreakPokerState => dealStacked([player], DEALER_ACE_HIGH)

  it.each([
    ['wrong-count', { type: 'set', two: parseCards('Ac'), three: parseCards('Ad Kc Kd') }],
    ['wrong-count', { type: 'set', two: parseCards('Kc Kd'), three: parseCards('Ac Ad 9h 5s') }],
    ['not-in-hand', set('Kc Kd', 'Ac Ad Qh')],
    ['repeated-card', set('Kc Kd', 'Ac Ac 9h')],
    ['two-card-hand-outranks', set('Ac Ad', 'Kc Kd 9h')],
    ['two-card-hand-outranks', set('Kc Kd', 'Ac 9h 5s')],
  ])('refuses a %s setting and leaves the state unchanged', (reason, action) => {
    const state = fresh()
    const before = structuredClone(state)
    let error: unknown
    try {
      breakPoker.act(state, action as never)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(IllegalSettingError)
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
      IllegalActionError,
    )
    const first = breakPoker.act(state, { ...set('Kc Kd', 'Ac Ad 9h'), seat: 0 })
    expect(first.turn).toBe(1)
    expect(first.status).toBe('awaiting-action')
    expect(() => breakPoker.settle(first)).toThrow(RoundIncompleteError)
    const done = breakPoker.act(first, set('Qc Qd', '9c 8c 7c'))
    const before = structuredClone(done)
    expect(() => breakPoker.act(done, set('Qc Qd', '9c 8c 7c'))).toThrow(IllegalActionError)
    const { state: settled } = breakPoker.settle(done)
    expect(() => breakPoker.act(settled, set('Qc Qd', '9c 8c 7c'))).toThrow(RoundSettledError)
    expect(() => breakPoker.settle(settled)).toThrow(RoundSettledError)
    expect(done).toEqual(before)
  })

  it('refuses an unknown action type', () => {
    expect(() => breakPoker.act(fresh(), { type: 'fold' } as never)).toThrow(FeltError)
  })
})

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

describe('the Break Bonus side bet', () => {
  const bonus = (hand: string, overrides: Record<string, unknown> = {}, stake = 10) => {
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

describe('rule sets', () => {
  it('resolves standard with its defaults', () => {
    expect(breakPoker.rules()).toMatchObject({
      name: 'standard',
      dealerQualifier: 'K32',
      luckyBreakPays: { dealer: 1, both: 4 },
    })
  })

  it.each([
    [{ breakBonusPays: { royal: 5 } }],
    [{ breakBonusPays: { trips: -1 } }],
    [{ luckyBreakPays: { dealer: 1 } }],
    [{ luckyBreakPays: { dealer: 1, both: 4, extra: 2 } }],
    [{ dealerQualifier: 'K3' }],
    [{ dealerQualifier: 'K31' }],
    [{ ante: 1 }],
  ])('refuses %j with INVALID_RULES', (overrides) => {
    expect(() => breakPoker.rules('standard', overrides)).toThrow(
      expect.objectContaining({ code: 'INVALID_RULES' }),
    )
  })

  it('refuses an unknown rule set', () => {
    expect(() => breakPoker.rules('vegas')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_RULESET' }),
    )
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
