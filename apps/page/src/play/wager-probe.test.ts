import { studPoker } from '@felt/stud-poker'
import { zero } from '@felt/zero'
import { describe, expect, it } from 'vitest'
import { probeWagerKinds } from './wager-probe.ts'

describe('probeWagerKinds', () => {
  const kinds = studPoker.wagerKinds

  it('finds the Super that Lunar Poker requires and the side bets it offers', () => {
    expect(probeWagerKinds(studPoker, 'lunar', kinds, ['ante'], 'boxes')).toEqual({
      required: ['ante', 'super'],
      optional: ['dealerSuper'],
    })
  })

  it('offers no side bet where Caribbean Stud has none', () => {
    expect(probeWagerKinds(studPoker, 'caribbean-stud', kinds, ['ante'], 'boxes')).toEqual({
      required: ['ante'],
      optional: [],
    })
  })

  it('works for a single-hand game, and falls back without the game', () => {
    expect(probeWagerKinds(zero, 'six-deck', zero.wagerKinds, ['zero'], undefined)).toEqual({
      required: ['zero'],
      optional: ['zeroPayouts'],
    })
    expect(probeWagerKinds(undefined, 'x', ['a', 'b'], ['a'], undefined)).toEqual({
      required: ['a'],
      optional: ['b'],
    })
  })
})
