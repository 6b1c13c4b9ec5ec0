import { describe, expect, it } from 'vitest'
import { studPoker } from './game.ts'
import { actAll, cards, dealRound, linesOf } from './test-support.ts'

const caribbean = studPoker.rules('caribbean-stud')
const oasis = studPoker.rules('oasis')

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

describe('Ante when the box beats a qualified dealer, by rule set', () => {
  it.each([
    ['lunar', 'push'],
    ['lunar-finland', 'push'],
    ['russian', 'push'],
    ['caribbean-stud', 'win'],
    ['oasis', 'win'],
  ])('%s: Ante %s', (name, outcome) => {
    const rules = studPoker.rules(name)
    const s = actAll(dealRound(rules, ['Ah Ad 9c 7s 4h'], 'Kc Kd 8h 6s 2c'), [{ type: 'play' }])
    const ante = studPoker.settle(s).settlement.lines.find((l) => l.wager === 'ante')!
    expect(ante.outcome).toBe(outcome)
  })
})
