import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { actAll, cards, dealRound, linesOf } from '../test-helpers.ts'

describe('rule options beyond the named rule sets', () => {
  it('does not redraw a same-rank replacement in lunar-finland', () => {
    const s = actAll(
      dealRound(studPoker.rules('lunar-finland'), ['Ah Ad 9c 7s 4h'], 'Qc Jd 8h 6s 2c', 'Qd'),
      [{ type: 'play' }, { type: 'force' }],
    )
    expect(s.dealer.replacement).toMatchObject({
      replaced: cards('Qc')[0],
      redrawn: [],
      drawn: cards('Qd')[0],
    })
    expect(linesOf(studPoker.settle(s).settlement.lines)).toEqual([
      'ante push 10 10',
      'raise push 20 20',
      'force-fee fee 10 0',
    ])
  })

  it('replaces the lowest card with replace: lowest', () => {
    const rules = studPoker.rules('russian', { forceDealer: { replace: 'lowest' } })
    const s = actAll(dealRound(rules, ['Ah Ad 9c 7s 4h'], 'Kc Jd 8h 6s 2c', 'Jh'), [
      { type: 'play' },
      { type: 'force' },
    ])
    expect(s.dealer.replacement?.cards).toEqual(cards('Kc Jd 8h 6s Jh'))
    expect(s.dealer.replacement?.qualifies).toBe(true)
  })

  it('needs a pair with qualifier: pair', () => {
    const rules = studPoker.rules('caribbean-stud', { qualifier: 'pair' })
    const s = actAll(dealRound(rules, ['2h 2d 9c 7s 4h'], 'Ac Kd 8h 6s 3c'), [{ type: 'play' }])
    const { settlement } = studPoker.settle(s)
    expect(settlement.details.dealer.qualifies).toBe(false)
    expect(linesOf(settlement.lines)).toEqual(['ante win 10 20', 'raise push 20 20'])
  })

  it('moves the dealer face-up card with dealerUpCard', () => {
    const rules = studPoker.rules('caribbean-stud', { dealerUpCard: 0 })
    const s = dealRound(rules, ['2h 2d 9c 7s 4h'], 'Ac Kd 8h 6s 3c')
    expect(studPoker.view(s).dealer.upCard).toBe(cards('Ac')[0])
  })

  it('rounds a fractional win down to a whole unit', () => {
    const rules = studPoker.rules('caribbean-stud', { raiseTable: { pair: 1.25 } })
    const s = actAll(dealRound(rules, ['Ah Ad 9c 7s 4h'], 'Kc Kd 8h 6s 2c', '', [{ ante: 3 }]), [
      { type: 'play' },
    ])
    // Raise 6 x 1.25 = 7.5 -> 7
    expect(linesOf(studPoker.settle(s).settlement.lines)).toEqual([
      'ante win 3 6',
      'raise win 6 13',
    ])
  })
})
