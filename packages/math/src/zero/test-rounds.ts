import { canonicalDeck, seededRandom, shuffleWith } from '@felt/cards'
import type { ZeroRules } from '@felt/zero'
import { expect } from 'vitest'
import type { ZeroEngine } from './engine.ts'
import { playZeroPackageRound } from './package-round.ts'
import { playZeroRound } from './round.ts'

/**
 * Plays `rounds` seeded six-deck shoes through the real `@felt/zero` game and through the
 * fast model with the same `engine`, expects the same event and stake on each, and returns
 * the package's rounds for the caller to count.
 */
export function expectSameRounds(
  engine: ZeroEngine,
  gameRules: ZeroRules,
  rounds: number,
  seed: number,
): { event: number; staked: number }[] {
  const random = seededRandom(seed)
  const base = canonicalDeck(6)
  const out: { event: number; staked: number }[] = []
  for (let i = 0; i < rounds; i++) {
    const deck = shuffleWith(base, random)
    const real = playZeroPackageRound(deck, gameRules, engine)
    const fast = playZeroRound(
      deck.map((c) => c % 13),
      engine,
    )
    expect(fast).toEqual({ event: real.event, staked: real.staked })
    out.push(real)
  }
  return out
}
