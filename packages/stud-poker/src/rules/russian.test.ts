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
