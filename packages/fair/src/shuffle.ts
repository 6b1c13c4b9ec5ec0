import type { CardCode } from '@felt/cards'
import { canonicalOrder, type DeckSize } from './deck.ts'
import { assertSeedTriple, type SeedTriple } from './seeds.ts'
import { hmacKey, signBlocks } from './stream.ts'
import { fisherYates } from './uniform.ts'
import { WordQueue } from './words.ts'

/** What fixes one shuffle: the seed triple and the deck or shoe size. */
export interface ShuffleInput extends SeedTriple {
  /** 52, 53 (with joker), 312 (6 decks) or 416 (8 decks). */
  readonly cards: DeckSize | number
}

/**
 * The round's deck or shoe under algorithm `v1`: the canonical order of `cards` cards,
 * then Fisher-Yates from the back (for i = N-1 down to 1, j = uniform(i+1) from the byte
 * stream, swap i and j). The round deals from position 0. Web Crypto; blocks are signed
 * in parallel batches.
 * @throws {InvalidServerSeedError} | {InvalidClientSeedError} | {InvalidNonceError} |
 * {UnsupportedDeckSizeError}
 */
export async function shuffle(input: ShuffleInput): Promise<CardCode[]> {
  assertSeedTriple(input)
  return fisherYatesAsync(canonicalOrder(input.cards), input)
}

/**
 * Fisher-Yates from the back over any list with the `v1` byte stream of `seeds`,
 * returning a new array: what `shuffle` does to the canonical deck, for other lists
 * (the 4-card uniformity check, tests).
 * @throws {InvalidServerSeedError} | {InvalidClientSeedError} | {InvalidNonceError}
 */
export async function shuffleItems<T>(items: readonly T[], seeds: SeedTriple): Promise<T[]> {
  assertSeedTriple(seeds)
  return fisherYatesAsync(items.slice(), seeds)
}

async function fisherYatesAsync<T>(deck: T[], seeds: SeedTriple): Promise<T[]> {
  const { clientSeed, nonce } = seeds
  const queue = new WordQueue()
  let i = deck.length - 1
  let key: CryptoKey | undefined
  while ((i = fisherYates(deck, i, queue)) > 0) {
    key ??= await hmacKey(seeds.serverSeed)
    // Each remaining draw needs at least one word; rejections (rare) cost another batch.
    const blocks = await signBlocks(key, clientSeed, nonce, queue.nextBlock, Math.ceil(i / 8))
    for (const b of blocks) queue.pushBlock(b)
  }
  return deck
}
