import { assertBlockIndex, assertSeedTriple, type SeedTriple } from './seeds.ts'
import { drawUniform, uniformLimit } from './uniform.ts'
import { WordQueue } from './words.ts'

const encoder = new TextEncoder()
// One imported key, for the seed used last: a shuffle signs 7 to 52 blocks under it.
let lastKey: { seed: string; key: CryptoKey } | undefined

/**
 * The HMAC message of block `r`: `"<clientSeed>:<nonce>:<r>"` (nonce and r in decimal).
 */
export function streamMessage(clientSeed: string, nonce: number, r: number): string {
  return `${clientSeed}:${nonce}:${r}`
}

/** The Web Crypto HMAC-SHA256 key of a server seed: the UTF-8 bytes of its hex string. Internal. */
export async function hmacKey(serverSeed: string): Promise<CryptoKey> {
  if (lastKey?.seed === serverSeed) return lastKey.key
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  lastKey = { seed: serverSeed, key }
  return key
}

/** Signs blocks `from .. from+count-1` in parallel. Internal. */
export async function signBlocks(
  key: CryptoKey,
  clientSeed: string,
  nonce: number,
  from: number,
  count: number,
): Promise<Uint8Array[]> {
  const pending: Promise<ArrayBuffer>[] = []
  for (let r = from; r < from + count; r++) {
    pending.push(
      crypto.subtle.sign('HMAC', key, encoder.encode(streamMessage(clientSeed, nonce, r))),
    )
  }
  return (await Promise.all(pending)).map((b) => new Uint8Array(b))
}

/**
 * Block `r` of the `v1` byte stream:
 * `HMAC-SHA256(key = UTF-8 of the server seed hex, message = "<clientSeed>:<nonce>:<r>")`,
 * 32 bytes. Web Crypto.
 * @throws {InvalidServerSeedError} | {InvalidClientSeedError} | {InvalidNonceError} for bad seeds;
 * {InvalidNonceError} also for a negative or fractional block index `r`.
 */
export async function streamBlock(seeds: SeedTriple, r: number): Promise<Uint8Array> {
  assertSeedTriple(seeds)
  assertBlockIndex(r)
  const key = await hmacKey(seeds.serverSeed)
  const [block] = await signBlocks(key, seeds.clientSeed, seeds.nonce, r, 1)
  return block!
}

/** A reader over the `v1` byte stream of one (server seed, client seed, nonce). */
export interface ByteStream {
  readonly seeds: SeedTriple
  /** Blocks computed so far (each 32 bytes, 8 words). */
  readonly blocksRead: number
  /** The next 4 bytes, big-endian, as an unsigned 32-bit integer. */
  nextUint32(): Promise<number>
  /** The next `count` words, fetching the blocks they need in parallel. */
  words(count: number): Promise<number[]>
  /**
   * A uniform integer in `[0, n)` by rejection: read a word `v`; if
   * `v >= n * floor(2^32 / n)` read the next one; else return `v mod n`.
   * @throws {InvalidRangeError} `INVALID_RANGE` unless `n` is an integer from 1 to 2^32.
   */
  uniformInt(n: number): Promise<number>
}

/**
 * Opens the `v1` byte stream of a round: block 0, block 1, ... read 4 bytes at a time.
 * Web Crypto; blocks are computed on demand.
 * @throws {InvalidServerSeedError} | {InvalidClientSeedError} | {InvalidNonceError}
 */
export function byteStream(seeds: SeedTriple): ByteStream {
  assertSeedTriple(seeds)
  const { serverSeed, clientSeed, nonce } = seeds
  const queue = new WordQueue()
  const fill = async (words: number): Promise<void> => {
    const missing = words - queue.available
    if (missing <= 0) return
    const key = await hmacKey(serverSeed)
    const blocks = await signBlocks(key, clientSeed, nonce, queue.nextBlock, Math.ceil(missing / 8))
    for (const b of blocks) queue.pushBlock(b)
  }
  return {
    seeds: { serverSeed, clientSeed, nonce },
    get blocksRead() {
      return queue.nextBlock
    },
    async nextUint32() {
      await fill(1)
      return queue.shift()
    },
    async words(count) {
      await fill(count)
      const out: number[] = []
      for (let i = 0; i < count; i++) out.push(queue.shift())
      return out
    },
    async uniformInt(n) {
      const limit = uniformLimit(n)
      for (;;) {
        await fill(1)
        const v = drawUniform(queue, n, limit)
        if (v >= 0) return v
      }
    },
  }
}
