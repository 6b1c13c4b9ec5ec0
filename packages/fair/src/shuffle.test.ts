import { assertDeck, formatCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { referenceCanonical, referenceShuffle } from '../test/reference.ts'
import golden from '../test-vectors/golden.json' with { type: 'json' }
import { canonicalOrder, DECK_SIZES } from './deck.ts'
import { shuffleItemsSync, shuffleSync, syncShuffler } from './node.ts'
import { shuffle, shuffleItems } from './shuffle.ts'

describe('golden vectors', () => {
  it('covers a 52-card deck, a 53-card deck with joker, a 6-deck and an 8-deck shoe', () => {
    expect(new Set(golden.shuffles.map((v) => v.cards))).toEqual(new Set([52, 53, 312, 416]))
  })

  for (const v of [...golden.shuffles, ...golden.rejections]) {
    it(`deals the golden ${v.name} (nonce ${v.nonce})`, async () => {
      const input = {
        serverSeed: v.serverSeed,
        clientSeed: v.clientSeed,
        nonce: v.nonce,
        cards: v.cards,
      }
      const deck = await shuffle(input)
      expect(deck).toEqual(v.codes)
      expect(formatCards(deck)).toBe(v.deck)
      expect(shuffleSync(input)).toEqual(v.codes)
      const ref = referenceShuffle(v.serverSeed, v.clientSeed, v.nonce, v.cards)
      expect(ref.deck).toEqual(v.codes)
      expect(ref.rejections).toEqual(v.rejections)
      expect(() => assertDeck(deck, v.cards)).not.toThrow()
    })
  }

  it('includes shuffles that take the rejection branch (52, 312 and 416 cards)', () => {
    expect(golden.rejections.map((v) => v.cards).sort((a, b) => a - b)).toEqual([52, 312, 416])
    for (const v of golden.rejections) expect(v.rejections.length).toBeGreaterThan(0)
  })
})

describe('shuffle', () => {
  it('starts from the canonical order: c d h s, 2..A per deck, joker last, decks one after the other', () => {
    for (const size of DECK_SIZES) {
      expect(formatCards(canonicalOrder(size))).toBe(referenceCanonical(size).join(' '))
    }
    expect(canonicalOrder(312)[52 * 3 + 13]).toBe(13)
    expect(canonicalOrder(53)[52]).toBe(52)
  })

  it('agrees with the independent implementation on 40 more seeds, sizes and nonces', async () => {
    const shuffler = syncShuffler(golden.commitments[1]!.serverSeed)
    for (let k = 0; k < 40; k++) {
      const cards = DECK_SIZES[k % 4]!
      const input = {
        serverSeed: golden.commitments[1]!.serverSeed,
        clientSeed: `client ${k}`.repeat(1 + (k % 7)),
        nonce: k * 7919,
        cards,
      }
      const ref = referenceShuffle(input.serverSeed, input.clientSeed, input.nonce, cards).deck
      expect(await shuffle(input)).toEqual(ref)
      expect(shuffler.shuffle(input)).toEqual(ref)
    }
  })

  it('shuffles any list with the same stream', async () => {
    const seeds = { serverSeed: golden.stream.serverSeed, clientSeed: 'felt', nonce: 0 }
    const items = canonicalOrder(52).map((c) => `card ${c}`)
    const expected = golden.shuffles[0]!.codes.map((c) => `card ${c}`)
    expect(await shuffleItems(items, seeds)).toEqual(expected)
    expect(shuffleItemsSync(items, seeds)).toEqual(expected)
    expect(items[0]).toBe('card 0')
    expect(await shuffleItems([], seeds)).toEqual([])
    expect(await shuffleItems(['only'], seeds)).toEqual(['only'])
  })

  it('names unsupported sizes and bad seeds', async () => {
    const base = { serverSeed: golden.stream.serverSeed, clientSeed: 'felt', nonce: 0 }
    for (const cards of [0, 4, 51, 54, 104, 313, 52.5]) {
      await expect(shuffle({ ...base, cards })).rejects.toMatchObject({
        code: 'UNSUPPORTED_DECK_SIZE',
      })
      expect(() => shuffleSync({ ...base, cards })).toThrow(
        expect.objectContaining({ code: 'UNSUPPORTED_DECK_SIZE' }),
      )
    }
    await expect(shuffle({ ...base, serverSeed: 'nope', cards: 52 })).rejects.toMatchObject({
      code: 'INVALID_SERVER_SEED',
    })
    await expect(shuffle({ ...base, clientSeed: 'a:b', cards: 52 })).rejects.toMatchObject({
      code: 'INVALID_CLIENT_SEED',
    })
    await expect(shuffle({ ...base, nonce: -1, cards: 52 })).rejects.toMatchObject({
      code: 'INVALID_NONCE',
    })
  })
})
