import type { CardCode } from '@felt/cards'
import { canonicalOrder } from './deck.ts'
import { NodeHmacSha256 as HmacSha256 } from './node-hmac.ts'
import {
  assertBlockIndex,
  assertClientSeed,
  assertNonce,
  assertSeedTriple,
  type SeedTriple,
} from './seeds.ts'
import type { ShuffleInput } from './shuffle.ts'
import { streamMessage } from './stream.ts'
import { drawUniform, fisherYates, uniformLimit } from './uniform.ts'
import { WordQueue } from './words.ts'

export { ALGORITHM, assertClientSeed, assertNonce, assertServerSeed } from './seeds.ts'

const encoder = new TextEncoder()

/** A synchronous `v1` stream reader (`node:crypto` HMAC-SHA256, for Node only). */
export interface SyncByteStream {
  readonly seeds: SeedTriple
  /** Blocks computed so far. */
  readonly blocksRead: number
  /** The next 4 bytes, big-endian, as an unsigned 32-bit integer. */
  nextUint32(): number
  /**
   * A uniform integer in `[0, n)` by the `v1` rejection rule.
   * @throws {InvalidRangeError} `INVALID_RANGE` unless `n` is an integer from 1 to 2^32.
   */
  uniformInt(n: number): number
}

function appendBlock(mac: HmacSha256, prefix: string, queue: WordQueue): void {
  queue.reserve(8)
  mac.macWords(prefix + queue.nextBlock, queue.words, queue.tail)
  queue.tail += 8
  queue.nextBlock++
}

/**
 * Block `r` of the `v1` byte stream, synchronously (same bytes as `streamBlock`).
 * @throws {InvalidServerSeedError} | {InvalidClientSeedError} | {InvalidNonceError}
 */
export function streamBlockSync(seeds: SeedTriple, r: number): Uint8Array {
  assertSeedTriple(seeds)
  assertBlockIndex(r)
  const words = new Uint32Array(8)
  new HmacSha256(encoder.encode(seeds.serverSeed)).macWords(
    streamMessage(seeds.clientSeed, seeds.nonce, r),
    words,
    0,
  )
  const out = new Uint8Array(32)
  const view = new DataView(out.buffer)
  for (let i = 0; i < 8; i++) view.setUint32(i * 4, words[i]!)
  return out
}

/**
 * Opens the `v1` byte stream synchronously.
 * @throws {InvalidServerSeedError} | {InvalidClientSeedError} | {InvalidNonceError}
 */
export function byteStreamSync(seeds: SeedTriple): SyncByteStream {
  assertSeedTriple(seeds)
  const mac = new HmacSha256(encoder.encode(seeds.serverSeed))
  const prefix = `${seeds.clientSeed}:${seeds.nonce}:`
  const queue = new WordQueue()
  return {
    seeds: { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
    get blocksRead() {
      return queue.nextBlock
    },
    nextUint32() {
      if (queue.available === 0) appendBlock(mac, prefix, queue)
      return queue.shift()
    },
    uniformInt(n) {
      const limit = uniformLimit(n)
      for (;;) {
        if (queue.available === 0) appendBlock(mac, prefix, queue)
        const v = drawUniform(queue, n, limit)
        if (v >= 0) return v
      }
    },
  }
}

/**
 * A shuffler bound to one server seed: the HMAC key blocks are prepared once, so
 * many nonces (a lab dump, a statistics run) cost two SHA-256 compressions per block.
 * @throws {InvalidServerSeedError} `INVALID_SERVER_SEED`.
 */
export function syncShuffler(serverSeed: string): SyncShuffler {
  assertSeedTriple({ serverSeed, clientSeed: 'x', nonce: 0 })
  const mac = new HmacSha256(encoder.encode(serverSeed))
  // One queue per shuffler: a shuffle is synchronous, so calls never interleave.
  const queue = new WordQueue()
  const run = <T>(deck: T[], clientSeed: string, nonce: number): T[] => {
    assertClientSeed(clientSeed)
    assertNonce(nonce)
    const prefix = `${clientSeed}:${nonce}:`
    queue.reset()
    let i = deck.length - 1
    while ((i = fisherYates(deck, i, queue)) > 0) {
      for (let b = Math.ceil(i / 8); b > 0; b--) appendBlock(mac, prefix, queue)
    }
    return deck
  }
  return {
    shuffle: (input) => run(canonicalOrder(input.cards), input.clientSeed, input.nonce),
    shuffleItems: (items, clientSeed, nonce) => run(items.slice(), clientSeed, nonce),
  }
}

/** Synchronous shuffles under one server seed (see `syncShuffler`). */
export interface SyncShuffler {
  /** Same as `shuffleSync` with the bound server seed. */
  shuffle(input: Omit<ShuffleInput, 'serverSeed'>): CardCode[]
  /** Fisher-Yates over any list with the `v1` stream, as `shuffleItems`. */
  shuffleItems<T>(items: readonly T[], clientSeed: string, nonce: number): T[]
}

/**
 * The same deck as `shuffle`, synchronously, with `node:crypto` HMAC-SHA256 (Node only;
 * no promise per block, see the README). Checked against `shuffle` and the golden vectors.
 * @throws {InvalidServerSeedError} | {InvalidClientSeedError} | {InvalidNonceError} |
 * {UnsupportedDeckSizeError}
 */
export function shuffleSync(input: ShuffleInput): CardCode[] {
  assertSeedTriple(input)
  return syncShuffler(input.serverSeed).shuffle(input)
}

/**
 * Fisher-Yates over any list with the `v1` stream, synchronously (as `shuffleItems`).
 * @throws {InvalidServerSeedError} | {InvalidClientSeedError} | {InvalidNonceError}
 */
export function shuffleItemsSync<T>(items: readonly T[], seeds: SeedTriple): T[] {
  assertSeedTriple(seeds)
  return syncShuffler(seeds.serverSeed).shuffleItems(items, seeds.clientSeed, seeds.nonce)
}
