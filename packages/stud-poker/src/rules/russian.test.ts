import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { actAll, cards, dealRound, linesOf } from '../test-helpers.ts'

const russian = studPoker.rules('russian')
const NOT_QUALIFYING = 'Kc Jd 8h 6s 2c'

describe('russian: buy a game', () => {
  it('draws again when the replacement has the replaced card rank, then settles normally', () => {
    const s = actAll(dealRound(russian, ['Ah Ad 9c 7s 4h'], NOT_QUALIFYING, 'Kd 8d'), [
      { type: 'play' },
      { type: 'force' },
    ])
    expect(s.dealer.replacement).toMatchObject({
      replaced: cards('Kc')[0],
      redrawn: cards('Kd'),
      drawn: cards('8d')[0],
      qualifies: true,
    })
    expect(s.dealt.slice(-2)).toEqual([
      { position: 10, card: cards('Kd')[0], to: 'dealer' },
      { position: 11, card: cards('8d')[0], to: 'dealer' },
    ])
    // A A beats the replacement's 8 8: the Ante pushes, the Raise pays 1 to 1.
    expect(linesOf(studPoker.settle(s).settlement.lines)).toEqual([
      'ante push 10 10',
      'raise win 20 40',
      'force-fee fee 10 0',
    ])
  })

  it('pushes Ante and Raise and loses the fee when the dealer still does not qualify', () => {
    // Kc replaced: Kd drawn again (same rank), then 3d: J 8 6 3 2 still does not qualify.
    const s = actAll(dealRound(russian, ['Ah Ad 9c 7s 4h'], NOT_QUALIFYING, 'Kd 3d'), [
      { type: 'play' },
      { type: 'force' },
    ])
    expect(s.dealer.replacement).toMatchObject({
      replaced: cards('Kc')[0],
      redrawn: cards('Kd'),
      drawn: cards('3d')[0],
      qualifies: false,
    })
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'ante push 10 10',
      'raise push 20 20',
      'force-fee fee 10 0',
    ])
    expect(settlement.details.boxes[0]!.result).toBe('forced-still-not-qualifying')
    expect(settlement.staked).toBe(40)
    expect(settlement.net).toBe(-10)
  })

  it("pays the Ante 1 to 1 and returns the Raise to a box that takes the dealer's hand", () => {
    const s = actAll(dealRound(russian, ['Ah Ad 9c 7s 4h'], NOT_QUALIFYING), [
      { type: 'play' },
      { type: 'take' },
    ])
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual(['ante win 10 20', 'raise push 20 20'])
    expect(settlement.net).toBe(10)
  })

  it("pays the Ante 1 to 1 when the dealer still does not qualify with ifStillNot: 'anteWins'", () => {
    const rules = studPoker.rules('russian', { forceDealer: { ifStillNot: 'anteWins' } })
    const s = actAll(dealRound(rules, ['Ah Ad 9c 7s 4h'], NOT_QUALIFYING, 'Kd 3d'), [
      { type: 'play' },
      { type: 'force' },
    ])
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'ante win 10 20',
      'raise push 20 20',
      'force-fee fee 10 0',
    ])
    expect(settlement.net).toBe(0)
  })
})

describe('russian: blind boxes', () => {
  const boxes = ['2h 2d 9c 7s 4h', '3h 3d 9d 7h 4c', '5h 5d Tc 8s 6h']

  it('posts the blind box Raise at the deal and gives it no decision', () => {
    const s = dealRound(russian, boxes, 'Kc Kd 8h 6d 2c')
    expect(s.boxes.map((b) => b.blind)).toEqual([false, false, true])
    expect(s.boxes[2]!.raise).toBe(20)
    expect(s.staked).toBe(50)
    expect(() => studPoker.act(s, { type: 'buy', box: 2 })).toThrow(
      expect.objectContaining({
        code: 'ILLEGAL_ACTION',
        details: expect.objectContaining({ reason: 'BLIND_BOX' }),
      }),
    )
    expect(() => studPoker.act(s, { type: 'exchange', box: 2, cards: cards('Tc') })).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ reason: 'BLIND_BOX' }) }),
    )
    const done = actAll(s, [{ type: 'fold' }, { type: 'play' }])
    expect(done.status).toBe('complete')
    const { settlement } = studPoker.settle(done)
    expect(linesOf(settlement.lines, 2)).toEqual(['ante lose 10 0', 'raise lose 20 0'])
    expect(settlement.staked).toBe(70)
  })

  it('lets a blind box with three of a kind insure, but not fold', () => {
    const s = actAll(
      dealRound(russian, ['2h 2d 9c 7s 4h', '3h 3d 9d 7h 4c', 'Qh Qd Qc 8s 6h'], 'Kc Kd 8h 6d 2c'),
      [{ type: 'play' }, { type: 'play' }],
    )
    expect(s.turn).toBe(2)
    expect(studPoker.legalActions(s)).toEqual([
      { type: 'play', box: 2, raise: 0 },
      { type: 'insure', box: 2, min: 1, max: 30, raise: 0 },
    ])
    expect(() => studPoker.act(s, { type: 'fold' })).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ reason: 'BLIND_BOX' }) }),
    )
  })
})

describe('russian: options', () => {
  it('offers insurance up to 500 for a flush with Ante 100 (potential Raise win 1000)', () => {
    const s = dealRound(russian, ['Ah 9h 7h 4h 2h'], 'Kc Kd 8c 6s 2c', '', [{ ante: 100 }])
    expect(studPoker.legalActions(s).find((a) => a.type === 'insure')).toEqual({
      type: 'insure',
      box: 0,
      min: 1,
      max: 500,
      raise: 200,
    })
  })

  it('exchanges up to four cards, not five', () => {
    const s = dealRound(russian, ['2h 2d 9c 7s 4h'], 'Kc Kd 8c 6s 3c')
    expect(studPoker.legalActions(s).find((a) => a.type === 'exchange')).toEqual({
      type: 'exchange',
      box: 0,
      min: 1,
      max: 4,
      fee: 10,
    })
    expect(() => studPoker.act(s, { type: 'exchange', cards: cards('2h 2d 9c 7s 4h') })).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ reason: 'DRAW_COUNT' }) }),
    )
    expect(
      studPoker.act(s, { type: 'exchange', cards: cards('4h') }).boxes[0]!.draw?.drawn,
    ).toHaveLength(1)
  })

  it('pushes the Ante of a box that beats a qualified dealer; the Raise pays two combinations', () => {
    // A A J J K vs K K: two pair 2 + ace-king 1 = 3 to 1 on the Raise 20.
    const s = actAll(dealRound(russian, ['Ah Ad Jh Js Kh'], 'Kc Kd 8h 6s 2c'), [{ type: 'play' }])
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual(['ante push 10 10', 'raise win 20 80'])
    expect(settlement.details.boxes[0]!.combinations.map((c) => [c.kind, c.pays])).toEqual([
      ['two-pair', 2],
      ['ace-king', 1],
    ])
    expect(settlement.net).toBe(60)
  })

  it('pushes the Ante of a box that wins after buying a sixth card (5 4 3 2 A + K = 5)', () => {
    const s = actAll(dealRound(russian, ['5h 4d 3c 2h Ah'], 'Kc Kd 8h 6s 2c', 'Ks'), [
      { type: 'buy' },
      { type: 'play' },
    ])
    expect(linesOf(studPoker.settle(s).settlement.lines)).toEqual([
      'buy-fee fee 10 0',
      'ante push 10 10',
      'raise win 20 120',
    ])
  })

  it("pays the Ante 1 to 1 when the box wins with anteOnWin: 'even'", () => {
    const rules = studPoker.rules('russian', { anteOnWin: 'even' })
    const s = actAll(dealRound(rules, ['Ah Ad Jh Js Kh'], 'Kc Kd 8h 6s 2c'), [{ type: 'play' }])
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual(['ante win 10 20', 'raise win 20 80'])
    expect(settlement.net).toBe(70)
  })
})

// /work/shared/rules/stud-family.md, russian: "Optional Bonus side bet on the first five
// cards, as the lunar-finland Jackpot Bonus table."
describe('russian: Bonus side bet', () => {
  it('pays the Bonus 70 to 1 on a dealt full house', () => {
    // 7 7 7 4 4 beats the kings: Raise 20 x full house 7; Bonus 5 x 70 = 350 (payout 355).
    const s = actAll(
      dealRound(russian, ['7c 7d 7h 4s 4c'], 'Kc Kd 8h 6s 2c', '', [{ ante: 10, bonus: 5 }]),
      [{ type: 'play' }],
    )
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'bonus win 5 355',
      'ante push 10 10',
      'raise win 20 160',
    ])
    expect(settlement.details.boxes[0]!.bonus).toEqual({ category: 'full-house', pays: 70 })
    expect(settlement.net).toBe(490) // staked 35, returned 525
  })

  it('loses the Bonus on a dealt pair, even when a bought card makes three of a kind', () => {
    // First five 2 2 9 7 4: a pair, not on the table. The bought 2c makes trips, which beat
    // the kings (Raise 20 x three of a kind 3), but the Bonus is settled on the first five.
    const s = actAll(
      dealRound(russian, ['2h 2d 9c 7s 4h'], 'Kc Kd 8h 6s 3c', '2c', [{ ante: 10, bonus: 5 }]),
      [{ type: 'buy' }, { type: 'play' }],
    )
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual([
      'bonus lose 5 0',
      'buy-fee fee 10 0',
      'ante push 10 10',
      'raise win 20 80',
    ])
    expect(settlement.details.boxes[0]!.bonus).toBeNull()
    expect(settlement.staked).toBe(45)
    expect(settlement.net).toBe(45)
  })
})

// /work/shared/rules/stud-family.md, russian: boxes from the third on are blind (Ante and Raise
// posted at the deal); "Buy a game: when the dealer does not qualify, each box that played (and
// is not insured) either takes the Ante 1 to 1 (Raise returned), or pays 1x Ante so that the
// dealer replaces his highest card with the next card". A blind box has played, so it chooses
// too (docs/rules/stud-family.md, Blind boxes).
describe('russian: a blind box in buy a game', () => {
  // box 2 is blind: A A has no insurance, so it has no decision before the dealer shows
  const boxes = ['2h 2d 9c 7s 4h', '3h 3d 9d 7h 4c', 'Ah Ad Tc 8s 6h']

  it('offers the blind box force or take; forcing, it is settled against the replacement', () => {
    // K J 8 6 2 does not qualify. Box 0 takes, boxes 1 and 2 buy the game: Kc is replaced,
    // Kd is set aside (same rank), 6c comes in: 6c Jd 8h 6s 2c qualifies with sixes.
    const s = actAll(dealRound(russian, boxes, NOT_QUALIFYING, 'Kd 6c'), [
      { type: 'play' },
      { type: 'play' },
    ])
    expect(s.boxes[2]).toMatchObject({ blind: true, status: 'played', raise: 20 })
    expect(s.phase).toBe('force')
    const taken = actAll(s, [{ type: 'take' }, { type: 'force' }])
    expect(taken.turn).toBe(2)
    expect(studPoker.legalActions(taken)).toEqual([
      { type: 'force', box: 2, fee: 10 },
      { type: 'take', box: 2 },
    ])
    const done = studPoker.act(taken, { type: 'force' })
    expect(done.status).toBe('complete')
    expect(done.dealer.replacement).toMatchObject({
      replaced: cards('Kc')[0],
      redrawn: cards('Kd'),
      drawn: cards('6c')[0],
      cards: cards('6c Jd 8h 6s 2c'),
      qualifies: true,
    })
    expect(done.next).toBe(22) // one replacement (two cards) for both forcing boxes
    const { settlement } = studPoker.settle(done)
    expect(linesOf(settlement.lines, 0)).toEqual(['ante win 10 20', 'raise push 20 20'])
    // 3 3 loses to the sixes
    expect(linesOf(settlement.lines, 1)).toEqual([
      'ante lose 10 0',
      'raise lose 20 0',
      'force-fee fee 10 0',
    ])
    // the blind A A beats the sixes: Ante pushed, Raise 20 x pair 1, fee lost
    expect(linesOf(settlement.lines, 2)).toEqual([
      'ante push 10 10',
      'raise win 20 40',
      'force-fee fee 10 0',
    ])
    expect(settlement.details.boxes[2]).toMatchObject({ result: 'win', against: 'replacement' })
  })

  it('pushes Ante and Raise of a blind box whose bought game still does not qualify', () => {
    // Kd set aside, 3s comes in: J 8 6 3 2 still does not qualify. The fee is lost.
    const s = actAll(dealRound(russian, boxes, NOT_QUALIFYING, 'Kd 3s'), [
      { type: 'play' },
      { type: 'play' },
      { type: 'take' },
      { type: 'take' },
      { type: 'force' },
    ])
    expect(s.dealer.replacement).toMatchObject({ drawn: cards('3s')[0], qualifies: false })
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines, 2)).toEqual([
      'ante push 10 10',
      'raise push 20 20',
      'force-fee fee 10 0',
    ])
    expect(settlement.details.boxes[2]!.result).toBe('forced-still-not-qualifying')
  })

  it('pays the Ante 1 to 1 and returns the Raise of a blind box that takes', () => {
    const s = actAll(dealRound(russian, boxes, NOT_QUALIFYING, 'Kd 6c'), [
      { type: 'play' },
      { type: 'play' },
      { type: 'take' },
      { type: 'take' },
      { type: 'take' },
    ])
    expect(s.status).toBe('complete')
    expect(s.dealer.replacement).toBeNull() // nobody forced: no card drawn
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines, 2)).toEqual(['ante win 10 20', 'raise push 20 20'])
    expect(settlement.details.boxes[2]!.result).toBe('dealer-not-qualifying')
  })

  it("gives an insured blind box no choice; its insurance is judged on the dealer's dealt hand", () => {
    // Blind Q Q Q insures 10. docs/rules/stud-family.md:175: insurance pays 1 to 1 if the
    // dealer's dealt hand does not qualify. Box 0 buys the game and the replacement qualifies
    // (6c Jd 8h 6s 2c), box 1 takes; the insured blind box is never asked and is settled
    // against the hand as dealt.
    const s = actAll(
      dealRound(
        russian,
        ['2h 2d 9c 7s 4h', '3h 3d 9d 7h 4c', 'Qh Qd Qc 8s 6h'],
        NOT_QUALIFYING,
        'Kd 6c',
      ),
      [{ type: 'play' }, { type: 'play' }, { type: 'insure', amount: 10 }, { type: 'force' }],
    )
    expect(s.turn).toBe(1)
    expect(studPoker.legalActions(s)).toEqual([
      { type: 'force', box: 1, fee: 10 },
      { type: 'take', box: 1 },
    ])
    const done = studPoker.act(s, { type: 'take' })
    expect(done.status).toBe('complete')
    expect(done.dealer.replacement?.qualifies).toBe(true)
    const { settlement } = studPoker.settle(done)
    // 2 2 loses to the sixes
    expect(linesOf(settlement.lines, 0)).toEqual([
      'ante lose 10 0',
      'raise lose 20 0',
      'force-fee fee 10 0',
    ])
    expect(linesOf(settlement.lines, 1)).toEqual(['ante win 10 20', 'raise push 20 20'])
    expect(linesOf(settlement.lines, 2)).toEqual([
      'ante win 10 20',
      'raise push 20 20',
      'insurance win 10 20',
    ])
    expect(settlement.details.boxes[2]).toMatchObject({
      result: 'dealer-not-qualifying',
      against: null,
    })
  })
})
