import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { actAll, cards, dealRound, linesOf } from '../test-helpers.ts'

const lunar = studPoker.rules('lunar')

describe('lunar: dealing', () => {
  it('deals box 0 cards 0-4, box 1 cards 5-9, then the dealer, and labels later draws', () => {
    const s0 = dealRound(lunar, ['2c 3c 4c 6d 8d', '2h 3h 4h 6s 8s'], 'Qc Jd 8h 6h Td', 'Ks As')
    expect(s0.dealt.map((d) => d.to)).toEqual([
      ...Array(5).fill('box:0'),
      ...Array(5).fill('box:1'),
      ...Array(5).fill('dealer'),
    ])
    expect(s0.dealer.upCard).toBe(cards('Td')[0])
    const s1 = actAll(s0, [{ type: 'buy', box: 0 }])
    expect(s1.dealt.at(-1)).toEqual({ position: 15, card: cards('Ks')[0], to: 'box:0' })
    expect(s1.boxes[0]!.cards).toHaveLength(6)
  })
})

describe('lunar: instant payout', () => {
  it('pays a dealt royal flush 1000 to 1 on the Ante at once and ends the box round', () => {
    const s = dealRound(lunar, ['Ah Kh Qh Jh Th'], '2c 3d 5h 8s 9c')
    expect(s.status).toBe('complete')
    expect(studPoker.legalActions(s)).toEqual([])
    const { settlement } = studPoker.settle(s)
    // the Super is paid too: a royal flush is a flush on the Super table
    expect(linesOf(settlement.lines)).toEqual(['super win 10 610', 'ante win 10 10010'])
    expect(settlement.details.boxes[0]!.result).toBe('instant-payout')
  })

  it('pays a dealt straight flush 200 to 1 and lets the next box play on', () => {
    const s = dealRound(lunar, ['9s 8s 7s 6s 5s', 'Ah Ad 9c 7c 4h'], 'Kc Kd 8h 6h 2c')
    expect(s.turn).toBe(1)
    expect(() => studPoker.act(s, { type: 'play', box: 0 })).toThrow(
      expect.objectContaining({
        code: 'ILLEGAL_ACTION',
        details: expect.objectContaining({ reason: 'BOX_FINISHED' }),
      }),
    )
    const { settlement } = studPoker.settle(studPoker.act(s, { type: 'play' }))
    expect(linesOf(settlement.lines, 0)).toEqual(['super win 10 610', 'ante win 10 2010'])
    expect(linesOf(settlement.lines, 1)).toEqual([
      'super lose 10 0',
      'ante push 10 10',
      'raise win 20 40',
    ])
  })
})

describe('lunar: Ante and Raise', () => {
  it('pushes the Ante and pays the Raise when the box beats a qualified dealer', () => {
    const s = actAll(dealRound(lunar, ['Ah Ad 9c 7s 4h'], 'Kc Kd 8h 6s 2c'), [{ type: 'play' }])
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'super lose 10 0',
      'ante push 10 10',
      'raise win 20 40',
    ])
    expect(settlement.details.dealer.qualifies).toBe(true)
  })

  it('pays the Ante 1 to 1 and pushes the Raise when the dealer does not qualify', () => {
    const s = actAll(dealRound(lunar, ['2h 2d 9c 7s 4h'], 'Qc Jd 8h 6s 3c'), [{ type: 'play' }])
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'super lose 10 0',
      'ante win 10 20',
      'raise push 20 20',
    ])
    expect(settlement.details.boxes[0]!.result).toBe('dealer-not-qualifying')
  })

  it('qualifies the dealer with ace-king high', () => {
    const s = actAll(dealRound(lunar, ['2h 2d 9c 7s 4h'], 'Ac Kd 8h 6s 3c'), [{ type: 'play' }])
    const { settlement } = studPoker.settle(s)
    expect(settlement.details.dealer.qualifies).toBe(true)
    expect(linesOf(settlement.lines)).toEqual([
      'super lose 10 0',
      'ante push 10 10',
      'raise win 20 40',
    ])
  })

  it('loses Ante and Raise to a better dealer hand and pushes both on a tie', () => {
    const lose = studPoker.settle(
      actAll(dealRound(lunar, ['2h 2d 9c 7s 4h'], 'Kc Kd 8h 6s 3c'), [{ type: 'play' }]),
    )
    expect(linesOf(lose.settlement.lines)).toEqual([
      'super lose 10 0',
      'ante lose 10 0',
      'raise lose 20 0',
    ])
    const tie = studPoker.settle(
      actAll(dealRound(lunar, ['Ah Kd 9c 7s 4h'], 'As Kc 9d 7h 4c'), [{ type: 'play' }]),
    )
    expect(linesOf(tie.settlement.lines)).toEqual([
      'super lose 10 0',
      'ante push 10 10',
      'raise push 20 20',
    ])
  })

  it('loses the Ante and the fee of a box that folds after a draw, and still pays its Super', () => {
    const s = actAll(dealRound(lunar, ['Kh Qh 9h 7h 6h'], 'Kc Kd 8c 6s 3c', '2d'), [
      { type: 'buy' },
      { type: 'fold' },
    ])
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'super win 10 610',
      'buy-fee fee 10 0',
      'ante lose 10 0',
    ])
    expect(settlement.staked).toBe(30)
  })

  it('pays a Super on the dealer hand on his dealt five cards', () => {
    const s = actAll(
      dealRound(lunar, ['2h 2d 9c 7s 4h'], 'Kc Kd Kh 6s 3c', '', [
        { ante: 10, super: 10, dealerSuper: 5 },
      ]),
      [{ type: 'fold' }],
    )
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'super lose 10 0',
      'dealer-super win 5 45',
      'ante lose 10 0',
    ])
  })

  it('exchanges the chosen cards in place from the top of the deck', () => {
    const s = actAll(dealRound(lunar, ['Ah Kd 9c 7s 4h'], 'Qc Qd 8h 6s 2c', 'Ac Kc 5d'), [
      { type: 'exchange', cards: cards('9c 7s 4h') },
    ])
    expect(s.boxes[0]!.cards).toEqual(cards('Ah Kd Ac Kc 5d'))
    expect(s.boxes[0]!.draw).toEqual({
      type: 'exchange',
      discarded: cards('9c 7s 4h'),
      drawn: cards('Ac Kc 5d'),
      fee: 10,
    })
    const { settlement } = studPoker.settle(studPoker.act(s, { type: 'play' }))
    // two pair beats queens; A A K K: two pair + nothing new = 2
    expect(linesOf(settlement.lines)).toEqual([
      'super lose 10 0',
      'exchange-fee fee 10 0',
      'ante push 10 10',
      'raise win 20 60',
    ])
  })
})

describe('lunar: two combinations (examples of docs/rules/stud-family.md, Raise 20)', () => {
  const dealer = '4c 4s 9s 2s 3d'
  const cases: [string, string, string, string, number][] = [
    ['K K K K A = 21', 'Kc Kd Kh Ks Ad', '', dealer, 21],
    ['A K 5 5 T = 2', 'Ah Kd 5c 5s Th', '', dealer, 2],
    ['A A J J K = 3', 'Ah Ad Jh Js Kh', '', dealer, 3],
    ['5 4 3 2 A + K = 5', '5h 4d 3c 2h Ah', 'Kc', dealer, 5],
    ['8 7 6 5 4 + 5 = 8', '8h 7d 6c 5s 4h', '5d', dealer, 8],
    ['six hearts K Q 9 7 6 3 = 10', 'Kh Qh 9h 7h 6h', '3h', dealer, 10],
    ['Q Q 6 6 3 3 = 4', 'Qh Qd 6c 6s 3h', '3c', '4c 4s 9s 2s 8d', 4],
    ['A A A K 8 8 = 8', 'Ah Ad Ac 8h 8d', 'Ks', dealer, 8],
    ['A K Q J T 9 of hearts = 150', 'Ah Kh Qh Jh 9h', 'Th', dealer, 150],
  ]
  it.each(cases)('pays %s', (_, box, bought, dealerCards, total) => {
    const actions = bought
      ? [{ type: 'buy' as const }, { type: 'play' as const }]
      : [{ type: 'play' as const }]
    const s = actAll(dealRound(lunar, [box], dealerCards, bought), actions)
    const { settlement } = studPoker.settle(s)
    const raise = settlement.lines.find((l) => l.wager === 'raise')!
    expect(raise.outcome).toBe('win')
    expect(raise.payout).toBe(20 + 20 * total)
    const paid = settlement.details.boxes[0]!.combinations.reduce((t, c) => t + c.pays, 0)
    expect(paid).toBe(total)
  })

  it('pays straight + pair = 5 for 8 7 6 5 4 + 5 where the house pays it so', () => {
    const rules = studPoker.rules('lunar', { straightPlusPair: 'straight-and-pair' })
    const s = actAll(dealRound(rules, ['8h 7d 6c 5s 4h'], dealer, '5d'), [
      { type: 'buy' },
      { type: 'play' },
    ])
    const raise = studPoker.settle(s).settlement.lines.find((l) => l.wager === 'raise')!
    expect(raise.payout).toBe(20 + 20 * 5)
  })

  it('pays ace-king with 5 5 5 A A K against 7 7 7 9 4 although it alone would lose', () => {
    const s = actAll(dealRound(lunar, ['5h 5d 5c As Ah'], '7c 7d 7h 9s 4c', 'Kd'), [
      { type: 'buy' },
      { type: 'play' },
    ])
    const { settlement } = studPoker.settle(s)
    expect(settlement.details.boxes[0]!.combinations.map((c) => c.kind)).toEqual([
      'full-house',
      'ace-king',
    ])
    expect(linesOf(settlement.lines)).toEqual([
      'super win 10 1010',
      'buy-fee fee 10 0',
      'ante push 10 10',
      'raise win 20 180',
    ])
  })

  it('pays nothing for Q Q 8 8 5 5 against 7 7 7 9 4', () => {
    const s = actAll(dealRound(lunar, ['Qh Qd 8c 8s 5h'], '7c 7d 7h 9s 4c', '5d'), [
      { type: 'buy' },
      { type: 'play' },
    ])
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'super lose 10 0',
      'buy-fee fee 10 0',
      'ante lose 10 0',
      'raise lose 20 0',
    ])
    expect(settlement.details.boxes[0]!.combinations).toEqual([])
  })
})
