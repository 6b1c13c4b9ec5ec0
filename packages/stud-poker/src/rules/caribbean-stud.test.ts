import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { actAll, dealRound, linesOf } from '../test-helpers.ts'

const caribbean = studPoker.rules('caribbean-stud')

describe('caribbean-stud', () => {
  it('offers only fold or raise', () => {
    const s = dealRound(caribbean, ['Ah Ad Jc Js Kh'], 'Qc Qd 8h 6s 2c')
    expect(studPoker.legalActions(s)).toEqual([
      { type: 'fold', box: 0 },
      { type: 'play', box: 0, raise: 20 },
    ])
    expect(() => studPoker.act(s, { type: 'buy' })).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ reason: 'NOT_OFFERED' }) }),
    )
  })

  it('pays one combination on the Raise and the Ante 1 to 1', () => {
    const s = actAll(dealRound(caribbean, ['Ah Ad Jc Js Kh'], 'Qc Qd 8h 6s 2c'), [{ type: 'play' }])
    const { settlement } = studPoker.settle(s)
    expect(linesOf(settlement.lines)).toEqual(['ante win 10 20', 'raise win 20 60'])
    expect(settlement.details.boxes[0]!.combinations.map((c) => c.kind)).toEqual(['two-pair'])
  })

  it('has no instant payout', () => {
    const s = dealRound(caribbean, ['Ah Kh Qh Jh Th'], 'Qc Qd 8s 6s 2c')
    expect(s.boxes[0]!.status).toBe('pending')
    const { settlement } = studPoker.settle(studPoker.act(s, { type: 'play' }))
    expect(linesOf(settlement.lines)).toEqual(['ante win 10 20', 'raise win 20 2020'])
  })
})
