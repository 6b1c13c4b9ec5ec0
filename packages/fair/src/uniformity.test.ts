// Uniformity of the v1 shuffle with fixed seeds (deterministic). The lab-sized run is
// `felt-fair stats --shuffles 100000 --cards 52`, documented in the README.
import { seededRandom, shuffleWith } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { CardPositionTally, OrderTally } from './chi-square.ts'
import { canonicalOrder } from './deck.ts'
import { syncShuffler } from './node.ts'
import { shuffleItems } from './shuffle.ts'

const serverSeed = '42f75b193ebac72f2ceaede9fcebf2d55f1bf7461fce8dba10ffee961bf1c3ae'
const clientSeed = 'felt-uniformity'

function cardPosition(cards: 52 | 53 | 416, shuffles: number) {
  const shuffler = syncShuffler(serverSeed)
  const tally = new CardPositionTally(canonicalOrder(cards))
  for (let nonce = 0; nonce < shuffles; nonce++)
    tally.add(shuffler.shuffle({ clientSeed, nonce, cards }))
  return tally.result()
}

describe('uniformity (chi-square, fixed seeds)', () => {
  it('puts every card on every position equally often: 52 cards, 5,200 shuffles', () => {
    const r = cardPosition(52, 5200)
    expect(r.degreesOfFreedom).toBe(51 * 51)
    expect(r.pValue).toBeGreaterThan(0.001)
    expect(r.pValue).toBeLessThan(0.999)
  })

  it('does the same for the 53-card deck with joker and the 8-deck shoe', () => {
    const joker = cardPosition(53, 2650)
    expect(joker.degreesOfFreedom).toBe(52 * 52)
    expect(joker.pValue).toBeGreaterThan(0.001)
    const shoe = cardPosition(416, 1040)
    expect(shoe.degreesOfFreedom).toBe(51 * 415)
    expect(shoe.pValue).toBeGreaterThan(0.001)
    expect(shoe.pValue).toBeLessThan(0.999)
  })

  it('deals all 24 orders of a 4-card deck equally often (Web Crypto path, 2,400 shuffles)', async () => {
    const tally = new OrderTally(4)
    for (let nonce = 0; nonce < 2400; nonce++) {
      tally.add(await shuffleItems([0, 1, 2, 3], { serverSeed, clientSeed, nonce }))
    }
    const r = tally.result()
    expect(r.degreesOfFreedom).toBe(23)
    expect(r.pValue).toBeGreaterThan(0.001)
    expect(r.pValue).toBeLessThan(0.999)
    expect(Math.min(...tally.orders)).toBeGreaterThan(0)
  })

  it('has the power to reject biased shuffles of the same sizes', () => {
    const random = seededRandom(7)
    // Naive shuffle: swap each position with any position (n^n outcomes, not n!).
    const naive = new OrderTally(4)
    for (let k = 0; k < 24000; k++) {
      const d = [0, 1, 2, 3]
      for (let i = 0; i < 4; i++) {
        const j = random(4)
        ;[d[i], d[j]] = [d[j]!, d[i]!]
      }
      naive.add(d)
    }
    expect(naive.result().pValue).toBeLessThan(1e-6)
    // Off by one (j < i, Sattolo): no card ever stays where it was.
    const sattolo = new CardPositionTally(canonicalOrder(52))
    for (let k = 0; k < 1000; k++) {
      const d = canonicalOrder(52)
      for (let i = 51; i > 0; i--) {
        const j = random(i)
        ;[d[i], d[j]] = [d[j]!, d[i]!]
      }
      sattolo.add(d)
    }
    expect(sattolo.result().pValue).toBeLessThan(1e-6)
    // And the unbiased reference shuffle passes with the same machinery.
    const fair = new OrderTally(4)
    for (let k = 0; k < 24000; k++) fair.add(shuffleWith([0, 1, 2, 3], random))
    expect(fair.result().pValue).toBeGreaterThan(0.001)
  })
})
