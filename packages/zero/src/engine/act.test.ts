import { formatCards, parseCards, RoundIncompleteError, RoundSettledError } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { zero } from '../game.ts'
import { cardsOf, deal, expectRefused, play, settle } from '../test-helpers.ts'

describe('player actions', () => {
  it('stand keeps two cards', () => {
    const s = play(deal('Ac 2d 2h 2s'), 'stand')
    expect(cardsOf(s)).toBe('Ac 2d')
    expect(s.status).toBe('complete')
  })

  it('hit draws one card, once only', () => {
    const s = play(deal('Ac 2d 2h 2s 5c'), 'hit')
    expect(cardsOf(s)).toBe('Ac 2d 5c')
    expect(s.dealt.at(-1)).toEqual({ position: 4, card: parseCards('5c')[0], to: 'hand:0' })
    expect(zero.legalActions(s).map((a) => a.type)).toEqual(['stand', 'double'])
    expectRefused(s, { type: 'hit' })
  })

  it('doubles a three-card hand for one more card, staking the original wager again', () => {
    const s = play(deal('Ac 2d 2h 2s 5c 3d'), 'hit', 'double')
    expect(cardsOf(s)).toBe('Ac 2d 5c 3d')
    expect(s.staked).toBe(20)
    expect(s.status).toBe('complete')
    const lines = settle(s).lines
    expect(lines.map((l) => [l.wager, l.stake, l.outcome, l.payout])).toEqual([
      ['zero', 10, 'win', 20],
      ['double', 10, 'win', 20],
    ])
  })

  it('refuses to double two cards under the default rules, leaving the state unchanged', () => {
    expectRefused(deal('Ac 2d 2h 2s'), { type: 'double' })
  })

  it('three-card-no-card: doubles after the hit without another card', () => {
    const s = play(
      deal('Ac 2d 2h 2s 5c 3d', { zero: 10 }, { double: 'three-card-no-card' }),
      'hit',
      'double',
    )
    expect(cardsOf(s)).toBe('Ac 2d 5c')
    expect(s.staked).toBe(20)
    expect(formatCards(s.dealer.cards)).toBe('2h 2s')
  })

  it('two-card: doubles two cards for exactly one card; a hit then ends the hand', () => {
    const rules = { double: 'two-card' } as const
    const doubled = play(deal('Ac 2d 2h 2s 5c 3d', { zero: 10 }, rules), 'double')
    expect(cardsOf(doubled)).toBe('Ac 2d 5c')
    expect(doubled).toMatchObject({ status: 'complete', staked: 20 })
    const hit = play(deal('Ac 2d 2h 2s 5c 3d', { zero: 10 }, rules), 'hit')
    expect(cardsOf(hit)).toBe('Ac 2d 5c')
    expect(hit.status).toBe('complete')
    expect(zero.legalActions(deal('Ac 2d 2h 2s', { zero: 10 }, rules)).map((a) => a.type)).toEqual([
      'stand',
      'hit',
      'double',
    ])
  })

  it('splits two cards totalling 8 or 9; the second hand gets its card when the first is done', () => {
    const s0 = deal('Ac 7d 2h 2s 3c 9h 4d 6s')
    expect(zero.legalActions(s0).map((a) => a.type)).toEqual(['stand', 'hit', 'split'])
    const s1 = play(s0, 'split')
    expect(s1.hands.map((h) => formatCards(h.cards))).toEqual(['Ac 3c', '7d'])
    expect(s1.staked).toBe(20)
    expect(zero.legalActions(s1).map((a) => a.type)).toEqual(['stand', 'hit'])
    const s2 = play(s1, 'hit')
    expect(cardsOf(s2)).toBe('Ac 3c 9h')
    const s3 = play(s2, 'stand')
    expect(s3.active).toBe(1)
    expect(cardsOf(s3, 1)).toBe('7d 4d')
    const s4 = zero.act(s3, { type: 'stand', hand: 1 })
    expect(s4.dealt.slice(4).map((d) => [d.position, d.to])).toEqual([
      [4, 'hand:0'],
      [5, 'hand:0'],
      [6, 'hand:1'],
    ])
    expect(s4.status).toBe('complete')
    const lines = settle(s4).lines
    // Hand 0: 3 beats 4; hand 1: 1 beats 4.
    expect(lines.map((l) => [l.box, l.wager, l.outcome, l.payout])).toEqual([
      [0, 'zero', 'win', 20],
      [1, 'zero', 'win', 20],
    ])
  })

  it('splits a 9 that is not a pair, and lets a split hand hit and double', () => {
    const s = play(deal('4c 5d 2h 2s 3c 9h 2d Kc'), 'split', 'hit', 'double', 'stand')
    expect(s.hands.map((h) => formatCards(h.cards))).toEqual(['4c 3c 9h 2d', '5d Kc'])
    expect(s.staked).toBe(30)
    const lines = settle(s).lines
    // Hand 0 totals 8 against the dealer's 4: loses wager and double; hand 1 totals 5: loses.
    expect(lines.map((l) => [l.box, l.wager, l.outcome])).toEqual([
      [0, 'zero', 'lose'],
      [0, 'double', 'lose'],
      [1, 'zero', 'lose'],
    ])
  })

  it('refuses to split 7 points, and to split twice', () => {
    expectRefused(deal('Ac 6d 2h 2s'), { type: 'split' })
    const split = play(deal('4c 4d 2h 2s 4h 4s'), 'split')
    expect(cardsOf(split)).toBe('4c 4h')
    expectRefused(split, { type: 'split' })
  })

  it('never pays a zero pair on a split hand', () => {
    const s = play(deal('Kc 8d 2h 2s Kh 3c'), 'split', 'stand', 'stand')
    expect(cardsOf(s)).toBe('Kc Kh')
    const settlement = settle(s)
    expect(settlement.details.zeroPair).toBe(false)
    expect(settlement.lines[0]).toMatchObject({ box: 0, wager: 'zero', outcome: 'win', payout: 20 })
  })

  it('refuses acting on the wrong hand, after completion and after settlement', () => {
    const s = deal('Ac 2d 2h 2s')
    expectRefused(s, { type: 'stand', hand: 1 })
    expectRefused(s, { type: 'surrender' } as never)
    const done = play(s, 'stand')
    expectRefused(done, { type: 'stand' })
    const settled = zero.settle(done).state
    expectRefused(settled, { type: 'stand' }, RoundSettledError)
    expect(() => zero.settle(settled)).toThrow(RoundSettledError)
    expect(() => zero.settle(s)).toThrow(RoundIncompleteError)
  })
})

describe('the dealer', () => {
  it('stands on a two-card total under 5', () => {
    const s = play(deal('Ac 2d 2h 2s 9c'), 'stand')
    expect(formatCards(s.dealer.cards)).toBe('2h 2s')
    expect(s.next).toBe(4)
  })

  it('draws once on 5 or more, then stands on a three-card total under 5', () => {
    const s = play(deal('Ac 2d 3h 2s 9c Tc'), 'stand')
    expect(formatCards(s.dealer.cards)).toBe('3h 2s 9c')
    expect(s.dealt.at(-1)).toMatchObject({ position: 4, to: 'dealer' })
  })

  it('draws again on a three-card 5 or more, and stands on four cards whatever the total', () => {
    const s = play(deal('Ac 2d 4h 3s 9c Tc 8c'), 'stand')
    expect(formatCards(s.dealer.cards)).toBe('4h 3s 9c Tc')
    expect(settle(s).details.dealer.total).toBe(6)
  })
})
