import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { actAll, cards, dealRound, linesOf } from '../test-helpers.ts'

const oasis = studPoker.rules('oasis')

describe('oasis', () => {
  it('prices a switch by the number of cards: 1x, 2x, 3x, 2x, 1x Ante', () => {
    const s = dealRound(oasis, ['2h 2d 9c 7s 4h'], 'Kc Kd 8c 6s 3c')
    expect(studPoker.legalActions(s).find((a) => a.type === 'switch')).toEqual({
      type: 'switch',
      box: 0,
      min: 1,
      max: 5,
      prices: [10, 20, 30, 20, 10],
    })
    const three = studPoker.act(s, { type: 'switch', cards: cards('9c 7s 4h') })
    expect(three.boxes[0]!.draw?.fee).toBe(30)
    expect(three.staked).toBe(40)
    expect(
      studPoker.act(s, { type: 'switch', cards: cards('2h 2d 9c 7s') }).boxes[0]!.draw?.fee,
    ).toBe(20)
  })

  it('makes a box that switched all five play', () => {
    const s = actAll(dealRound(oasis, ['2h 2d 9c 7s 4h'], 'Kc Kd 8c 6s 3c'), [
      { type: 'switch', cards: cards('2h 2d 9c 7s 4h') },
    ])
    expect(s.boxes[0]!.mustPlay).toBe(true)
    expect(studPoker.legalActions(s)).toEqual([{ type: 'play', box: 0, raise: 20 }])
    expect(() => studPoker.act(s, { type: 'fold' })).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ reason: 'MUST_PLAY' }) }),
    )
    const { settlement } = studPoker.settle(studPoker.act(s, { type: 'play' }))
    expect(linesOf(settlement.lines)[0]).toBe('switch-fee fee 10 0')
  })

  it('allows one switch only', () => {
    const s = actAll(dealRound(oasis, ['2h 2d 9c 7s 4h'], 'Kc Kd 8c 6s 3c'), [
      { type: 'switch', cards: cards('4h') },
    ])
    expect(() => studPoker.act(s, { type: 'switch', cards: cards('9c') })).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ reason: 'ALREADY_DREW' }) }),
    )
  })
})
