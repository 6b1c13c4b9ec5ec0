import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { actAll, cards, dealRound, linesOf } from '../test-helpers.ts'

const finland = studPoker.rules('lunar-finland')
const NOT_QUALIFYING = 'Qc Jd 8h 6s 2c'

describe('lunar-finland: forcing the dealer', () => {
  it('offers force or take to a played box when the dealer does not qualify', () => {
    const s = actAll(dealRound(finland, ['Ah Ad 9c 7s 4h'], NOT_QUALIFYING), [{ type: 'play' }])
    expect(s.phase).toBe('force')
    expect(s.dealer.revealed).toBe(true)
    expect(studPoker.legalActions(s)).toEqual([
      { type: 'force', box: 0, fee: 10 },
      { type: 'take', box: 0 },
    ])
  })

  it('replaces the highest card; a dealer who now qualifies is played normally', () => {
    const s = actAll(dealRound(finland, ['Ah Ad 9c 7s 4h'], NOT_QUALIFYING, '8d'), [
      { type: 'play' },
      { type: 'force' },
    ])
    expect(s.status).toBe('complete')
    expect(s.dealer.replacement).toEqual({
      replaced: cards('Qc')[0],
      redrawn: [],
      drawn: cards('8d')[0],
      cards: cards('8d Jd 8h 6s 2c'),
      qualifies: true,
    })
    expect(s.dealt.at(-1)).toEqual({ position: 10, card: cards('8d')[0], to: 'dealer' })
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'ante push 10 10',
      'raise win 20 40',
      'force-fee fee 10 0',
    ])
    expect(settlement.details.boxes[0]!.against).toBe('replacement')
  })

  it('loses to a forced dealer who now beats the box', () => {
    const s = actAll(dealRound(finland, ['3h 3d 9c 7s 4h'], NOT_QUALIFYING, 'Jc'), [
      { type: 'play' },
      { type: 'force' },
    ])
    expect(linesOf(studPoker.settle(s).settlement.lines)).toEqual([
      'ante lose 10 0',
      'raise lose 20 0',
      'force-fee fee 10 0',
    ])
  })

  it('pushes the box when the forced dealer still does not qualify (only the fee is lost)', () => {
    const s = actAll(dealRound(finland, ['Ah Ad 9c 7s 4h'], NOT_QUALIFYING, 'Kd'), [
      { type: 'play' },
      { type: 'force' },
    ])
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'ante push 10 10',
      'raise push 20 20',
      'force-fee fee 10 0',
    ])
    expect(settlement.details.boxes[0]!.result).toBe('forced-still-not-qualifying')
    expect(settlement.net).toBe(-10)
  })

  it('pays the Ante 1 to 1 to a box that takes; one replacement serves every forcing box', () => {
    const s = actAll(
      dealRound(finland, ['Ah Ad 9c 7s 4h', '5h 5d Tc 3s 2h'], NOT_QUALIFYING, '8d Kh'),
      [{ type: 'play' }, { type: 'play' }, { type: 'take', box: 0 }, { type: 'force', box: 1 }],
    )
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines, 0)).toEqual(['ante win 10 20', 'raise push 20 20'])
    // 8d replaced the queen: 8 8 beats 5 5 for box 1
    expect(linesOf(settlement.lines, 1)).toEqual([
      'ante lose 10 0',
      'raise lose 20 0',
      'force-fee fee 10 0',
    ])
    expect(s.next).toBe(16)
  })
})

describe('lunar-finland: insurance', () => {
  it('offers insurance from 1x Ante to half the potential Raise win with three of a kind', () => {
    const s = dealRound(finland, ['Ah Ad Ac 7s 4h'], NOT_QUALIFYING)
    expect(studPoker.legalActions(s).find((a) => a.type === 'insure')).toEqual({
      type: 'insure',
      box: 0,
      min: 10,
      max: 30,
      raise: 20,
    })
    for (const amount of [9, 31]) {
      expect(() => studPoker.act(s, { type: 'insure', amount })).toThrow(
        expect.objectContaining({
          details: expect.objectContaining({ reason: 'INSURANCE_AMOUNT' }),
        }),
      )
    }
  })

  it('pays insurance 1 to 1 when the dealer does not qualify; an insured box does not force', () => {
    const s = actAll(dealRound(finland, ['Ah Ad Ac 7s 4h'], NOT_QUALIFYING), [
      { type: 'insure', amount: 30 },
    ])
    expect(s.status).toBe('complete')
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'ante win 10 20',
      'raise push 20 20',
      'insurance win 30 60',
    ])
    expect(settlement.staked).toBe(60)
  })

  it('loses insurance when the dealer qualifies', () => {
    const s = actAll(dealRound(finland, ['Ah Ad Ac 7s 4h'], 'Kc Kd 8h 6s 2c'), [
      { type: 'insure', amount: 10 },
    ])
    expect(linesOf(studPoker.settle(s).settlement.lines)).toEqual([
      'ante push 10 10',
      'raise win 20 80',
      'insurance lose 10 0',
    ])
  })

  it("judges insurance on the dealer's dealt hand when another box forces a qualifying one", () => {
    // docs/rules/stud-family.md:175: "Insurance pays 1 to 1 if the dealer's dealt hand does not
    // qualify and loses if it does." Q J 8 6 2 does not qualify; box 1 forces, the queen is
    // replaced by 8d and 8d Jd 8h 6s 2c qualifies. The insured box 0 does not force and is
    // settled against the hand as dealt: its Ante wins, its Raise pushes, its insurance wins.
    const s = actAll(
      dealRound(finland, ['Ah Ad Ac 7s 4h', '5h 5d Tc 3s 2h'], NOT_QUALIFYING, '8d'),
      [{ type: 'insure', amount: 10 }, { type: 'play' }],
    )
    expect(s.phase).toBe('force')
    expect(s.turn).toBe(1) // the insured box 0 has no force/take choice
    expect(studPoker.legalActions(s)).toEqual([
      { type: 'force', box: 1, fee: 10 },
      { type: 'take', box: 1 },
    ])
    const forced = studPoker.act(s, { type: 'force' })
    expect(forced.status).toBe('complete')
    expect(forced.dealer.qualifies).toBe(false)
    expect(forced.dealer.replacement).toMatchObject({
      replaced: cards('Qc')[0],
      drawn: cards('8d')[0],
      cards: cards('8d Jd 8h 6s 2c'),
      qualifies: true,
    })
    const { settlement } = studPoker.settle(forced)
    expect(linesOf(settlement.lines, 0)).toEqual([
      'ante win 10 20',
      'raise push 20 20',
      'insurance win 10 20',
    ])
    expect(settlement.details.boxes[0]!).toMatchObject({
      result: 'dealer-not-qualifying',
      against: null,
    })
    // box 1's 5 5 loses to the replacement's 8 8
    expect(linesOf(settlement.lines, 1)).toEqual([
      'ante lose 10 0',
      'raise lose 20 0',
      'force-fee fee 10 0',
    ])
    expect(settlement.details.boxes[1]!.against).toBe('replacement')
  })

  it('refuses insurance below three of a kind, and allows it after a draw makes trips', () => {
    const pair = dealRound(finland, ['Ah Ad 9c 7s 4h'], NOT_QUALIFYING, 'Ac')
    expect(studPoker.legalActions(pair).map((a) => a.type)).not.toContain('insure')
    expect(() => studPoker.act(pair, { type: 'insure', amount: 10 })).toThrow(
      expect.objectContaining({
        code: 'ILLEGAL_ACTION',
        details: expect.objectContaining({ reason: 'INSURANCE_HAND' }),
      }),
    )
    const bought = studPoker.act(pair, { type: 'buy' })
    expect(studPoker.legalActions(bought).map((a) => a.type)).toContain('insure')
  })
})

describe('lunar-finland: Jackpot Bonus', () => {
  it('pays the bonus on the first five cards', () => {
    const s = actAll(
      dealRound(finland, ['Ah Ad Ac 7s 4h'], 'Kc Kd 8h 6s 2c', '', [{ ante: 10, bonus: 5 }]),
      [{ type: 'play' }],
    )
    expect(linesOf(studPoker.settle(s).settlement.lines)).toEqual([
      'bonus win 5 130',
      'ante push 10 10',
      'raise win 20 80',
    ])
  })

  // /work/shared/rules/stud-family.md, lunar-finland: the Jackpot Bonus table, to 1. Bonus 5,
  // so a win pays 5 + 5 x the line. The box plays against kings, so Ante and Raise settle too.
  it.each([
    {
      hand: 'royal flush',
      box: 'Ah Kh Qh Jh Th',
      dealer: 'Kc Kd 8s 6s 2c',
      pays: 1000,
      bonus: 5005,
      raise: 2020,
    },
    {
      hand: 'straight flush',
      box: '9s 8s 7s 6s 5s',
      dealer: 'Kc Kd 8h 6h 2c',
      pays: 500,
      bonus: 2505,
      raise: 1020,
    },
    {
      hand: 'four of a kind',
      box: '9c 9d 9h 9s 4h',
      dealer: 'Kc Kd 8h 6s 2c',
      pays: 200,
      bonus: 1005,
      raise: 420,
    },
    {
      hand: 'full house',
      box: '7c 7d 7h 4s 4c',
      dealer: 'Kc Kd 8h 6s 2c',
      pays: 70,
      bonus: 355,
      raise: 160,
    },
    {
      hand: 'flush',
      box: 'Ah 9h 7h 4h 2h',
      dealer: 'Kc Kd 8c 6s 2c',
      pays: 50,
      bonus: 255,
      raise: 120,
    },
    {
      hand: 'straight',
      box: '9c 8d 7h 6s 5c',
      dealer: 'Kc Kd 8h 6d 2c',
      pays: 40,
      bonus: 205,
      raise: 100,
    },
  ])(
    'pays the Jackpot Bonus $pays to 1 on a $hand ($box)',
    ({ hand, box, dealer, pays, bonus, raise }) => {
      // Raise 20 on the Raise pay table: royal 100, straight flush 50, four of a kind 20,
      // full house 7, flush 5, straight 4 (no second combination in these hands).
      const s = actAll(dealRound(finland, [box], dealer, '', [{ ante: 10, bonus: 5 }]), [
        { type: 'play' },
      ])
      const { settlement } = studPoker.settle(s)
      expect(linesOf(settlement.lines)).toEqual([
        `bonus win 5 ${bonus}`,
        'ante push 10 10',
        `raise win 20 ${raise}`,
      ])
      expect(settlement.details.boxes[0]!.bonus).toEqual({
        category: hand.replaceAll(' ', '-'),
        pays,
      })
    },
  )

  it('loses the Jackpot Bonus on two pair, the category below the lowest line', () => {
    // A A J J K beats the kings (two pair 2 + ace-king 1 on the Raise), but two pair is not
    // on the Jackpot Bonus table: the bonus is lost.
    const s = actAll(
      dealRound(finland, ['Ah Ad Jh Js Kh'], 'Kc Kd 8h 6s 2c', '', [{ ante: 10, bonus: 5 }]),
      [{ type: 'play' }],
    )
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'bonus lose 5 0',
      'ante push 10 10',
      'raise win 20 80',
    ])
    expect(settlement.details.boxes[0]!.bonus).toBeNull()
  })

  it('has no instant payout and no Super', () => {
    const s = dealRound(finland, ['Ah Kh Qh Jh Th'], 'Kc Kd 8s 6s 2c')
    expect(s.boxes[0]!.status).toBe('pending')
    expect(() =>
      dealRound(finland, ['2h 3d 9c 7s 4h'], 'Kc Kd 8s 6s 2c', '', [{ ante: 10, super: 10 }]),
    ).toThrow(expect.objectContaining({ code: 'INVALID_WAGER' }))
  })
})
