import { describe, expect, it } from 'vitest'
import { zero } from '../game.ts'
import { deal, play, settle } from '../test-helpers.ts'

describe('Zero Pairs', () => {
  it('win at once and pay 3 to 2 on the first two cards: K-K, 5-5', () => {
    for (const cards of ['Kc Kd 3h 4s', '5c 5h 3h 4s', 'Tc Ts 3h 4s']) {
      const s = deal(cards)
      expect(s).toMatchObject({ status: 'complete', zeroPair: true, active: null })
      expect(zero.legalActions(s)).toEqual([])
      const settlement = settle(s)
      expect(settlement.lines).toEqual([
        {
          box: 0,
          wager: 'zero',
          stake: 10,
          outcome: 'win',
          payout: 25,
          reason: 'zero pair pays 3 to 2',
        },
      ])
    }
  })

  it('round 3 to 2 down to a whole unit on an odd stake', () => {
    expect(settle(deal('Qc Qd 3h 4s', { zero: 5 })).lines[0]!.payout).toBe(12)
  })

  it('need a pair: K-Q totals zero but plays on', () => {
    expect(deal('Kc Qd 3h 4s')).toMatchObject({ zeroPair: false, status: 'awaiting-action' })
  })

  it('leave the dealer without a draw', () => {
    const s = deal('Kc Kd 3h 4s 9c')
    expect(s.dealer.cards.length).toBe(2)
    expect(s.next).toBe(4)
  })
})

describe('settling the Zero wager', () => {
  it('wins 1 to 1 on a lower total, loses on a higher one, pushes on equal', () => {
    expect(settle(play(deal('Ac 2d 2h 2s'), 'stand')).lines[0]).toMatchObject({
      outcome: 'win',
      payout: 20,
      reason: "3 is lower than the dealer's 4",
    })
    expect(settle(play(deal('Ac 3d 2h Ks'), 'stand')).lines[0]).toMatchObject({
      outcome: 'lose',
      payout: 0,
    })
    expect(settle(play(deal('Ac 3d 2h 2s'), 'stand')).lines[0]).toMatchObject({
      outcome: 'push',
      payout: 10,
    })
  })

  it('settles a double with its hand: a push returns both stakes', () => {
    const s = play(deal('Ac 2d 2h 2s Tc Ad'), 'hit', 'double')
    expect(settle(s).lines.map((l) => [l.wager, l.outcome, l.payout])).toEqual([
      ['zero', 'push', 10],
      ['double', 'push', 10],
    ])
  })
})
