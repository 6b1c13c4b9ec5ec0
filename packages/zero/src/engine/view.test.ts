import { formatCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { zero } from '../game.ts'
import { deal, play } from '../test-helpers.ts'

describe('the player view', () => {
  it('shows the up card and hides the hole card until the round is complete', () => {
    const s = deal('Ac 2d 3h 2s 9c')
    const view = zero.view(s)
    expect(formatCards(view.dealer.cards)).toBe('3h')
    expect(view.dealer.total).toBeNull()
    expect(view.dealt.map((d) => d.position)).toEqual([0, 1, 2])
    expect(JSON.stringify(view)).not.toMatch(/"deck"/)
    const done = zero.view(play(s, 'stand'))
    expect(formatCards(done.dealer.cards)).toBe('3h 2s 9c')
  })
})
