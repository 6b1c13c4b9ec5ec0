import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { cards, dealRound } from '../test-helpers.ts'

const lunar = studPoker.rules('lunar')

describe('view', () => {
  it('shows the dealer up card only until the dealer hand is revealed', () => {
    const s = dealRound(lunar, ['2h 2d 9c 7s 4h'], 'Kc Kd 8h 6d 2c')
    const v = studPoker.view(s)
    expect(v.dealer).toEqual({
      upCard: cards('2c')[0],
      cards: null,
      qualifies: null,
      replacement: null,
    })
    expect(v.dealt.map((d) => d.position)).toEqual([0, 1, 2, 3, 4, 9])
    expect(v).not.toHaveProperty('deck')
    const after = studPoker.view(studPoker.act(s, { type: 'play' }))
    expect(after.dealer.cards).toEqual(cards('Kc Kd 8h 6d 2c'))
    expect(after.dealt).toHaveLength(10)
  })
})
