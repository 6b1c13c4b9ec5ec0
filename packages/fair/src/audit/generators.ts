import { assertDeckSize, type DeckSize } from '../deck.ts'
import { NodeHmacSha256 } from '../node-hmac.ts'
import { fisherYates } from '../uniform.ts'
import { WordQueue } from '../words.ts'
import type { Tallier } from './tallier.ts'

/**
 * The shuffles an audit can run: `v1` (the real algorithm), and deliberately broken ones
 * that show the battery has the power to fail.
 */
export type GeneratorName =
  | 'v1'
  | 'modulo-byte'
  | 'sattolo'
  | 'skip-last'
  | 'naive'
  | 'stuck-bit'
  | 'reversed-pairs'

/** What each generator does, in one line (for the CLI, the report and the README). */
export const GENERATORS: Readonly<Record<GeneratorName, string>> = {
  v1: 'the v1 shuffle: Fisher-Yates from the back, j = uniform(i + 1) by rejection from the HMAC stream',
  'modulo-byte':
    'known bad: j = (top byte of the word) mod (i + 1), modulo reduction of 8 bits instead of rejection',
  sattolo: "known bad, off by one: j = uniform(i) instead of uniform(i + 1) (Sattolo's cycles)",
  'skip-last':
    'known bad, off by one: the loop stops at i = 2, so positions 0 and 1 are never swapped',
  naive:
    'known bad: every position i = N-1 .. 0 swaps with uniform(N), any position (N^N outcomes)',
  'stuck-bit': 'known bad stream: the lowest bit of every word is 0 (the v1 shuffle reads it)',
  'reversed-pairs':
    "known bad: an odd nonce deals the previous nonce's deck reversed (its own stream is still read)",
}

/** The generator names, `v1` first. */
export const GENERATOR_NAMES: readonly GeneratorName[] = Object.keys(GENERATORS) as GeneratorName[]

/**
 * Makes shuffles of one deck size under one seed pair, nonce by nonce, reporting every
 * HMAC block it reads to a `Tallier`. The shuffle is of canonical indices 0..N-1 (what
 * Fisher-Yates moves), so a shoe's identical codes stay distinct cards.
 */
export interface AuditGenerator {
  /** Fills `perm` (length N) with the canonical indices in dealt order for `nonce`. */
  shuffle(nonce: number, perm: number[]): void
}

const TWO_32 = 0x100000000

/** The HMAC-SHA256 byte stream of `v1`, block by block into a word queue. */
class Stream {
  readonly queue = new WordQueue()
  private readonly mac: NodeHmacSha256
  private prefix = ''
  tallier: Tallier | undefined

  constructor(
    serverSeed: string,
    private readonly clientSeed: string,
    tallier: Tallier | undefined,
    private readonly stuckBit = false,
  ) {
    this.mac = new NodeHmacSha256(new TextEncoder().encode(serverSeed))
    this.tallier = tallier
  }

  start(nonce: number): void {
    this.queue.reset()
    this.prefix = `${this.clientSeed}:${nonce}:`
  }

  append(blocks: number): void {
    const q = this.queue
    for (; blocks > 0; blocks--) {
      q.reserve(8)
      this.mac.macWords(this.prefix + q.nextBlock, q.words, q.tail)
      if (this.stuckBit) for (let k = q.tail; k < q.tail + 8; k++) q.words[k] = q.words[k]! & ~1
      this.tallier?.block(q.words, q.tail)
      q.tail += 8
      q.nextBlock++
    }
  }

  word(): number {
    if (this.queue.head === this.queue.tail) this.append(1)
    return this.queue.words[this.queue.head++]!
  }

  uniform(n: number): number {
    const limit = n * Math.floor(TWO_32 / n)
    for (;;) {
      const v = this.word()
      if (v < limit) return v % n
    }
  }
}

function identity(perm: number[]): void {
  for (let i = 0; i < perm.length; i++) perm[i] = i
}

function swap(perm: number[], i: number, j: number): void {
  const t = perm[i]!
  perm[i] = perm[j]!
  perm[j] = t
}

/** The v1 shuffle exactly as `syncShuffler` runs it (same blocks, same draws). */
function v1(stream: Stream, nonce: number, perm: number[]): void {
  stream.start(nonce)
  identity(perm)
  let i = perm.length - 1
  while ((i = fisherYates(perm, i, stream.queue)) > 0) stream.append(Math.ceil(i / 8))
}

/**
 * A generator of `name` for seeds and a deck size; every block it reads goes to `tallier`.
 */
export function createGenerator(
  name: GeneratorName,
  serverSeed: string,
  clientSeed: string,
  cards: DeckSize,
  tallier?: Tallier,
): AuditGenerator {
  assertDeckSize(cards)
  const stream = new Stream(serverSeed, clientSeed, tallier, name === 'stuck-bit')
  const n = cards
  switch (name) {
    case 'v1':
    case 'stuck-bit':
      return { shuffle: (nonce, perm) => v1(stream, nonce, perm) }
    case 'modulo-byte':
      return {
        shuffle(nonce, perm) {
          stream.start(nonce)
          identity(perm)
          for (let i = n - 1; i > 0; i--) swap(perm, i, (stream.word() >>> 24) % (i + 1))
        },
      }
    case 'sattolo':
      return {
        shuffle(nonce, perm) {
          stream.start(nonce)
          identity(perm)
          for (let i = n - 1; i > 0; i--) swap(perm, i, stream.uniform(i))
        },
      }
    case 'skip-last':
      return {
        shuffle(nonce, perm) {
          stream.start(nonce)
          identity(perm)
          for (let i = n - 1; i > 1; i--) swap(perm, i, stream.uniform(i + 1))
        },
      }
    case 'naive':
      return {
        shuffle(nonce, perm) {
          stream.start(nonce)
          identity(perm)
          for (let i = n - 1; i >= 0; i--) swap(perm, i, stream.uniform(n))
        },
      }
    case 'reversed-pairs': {
      const quiet = new Stream(serverSeed, clientSeed, undefined)
      const previous = new Array<number>(n).fill(0)
      return {
        shuffle(nonce, perm) {
          v1(stream, nonce, perm)
          if (nonce % 2 === 0) return
          v1(quiet, nonce - 1, previous)
          for (let p = 0; p < n; p++) perm[p] = previous[n - 1 - p]!
        },
      }
    }
  }
}
