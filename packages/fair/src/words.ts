/** Bytes per block of the `v1` stream (one HMAC-SHA256 output). */
export const BLOCK_BYTES = 32
/** 32-bit words per block. */
export const BLOCK_WORDS = 8

/**
 * A queue of the stream's unsigned 32-bit words (4 bytes each, big-endian), filled
 * block by block in stream order. Internal: shared by the async and sync shuffles.
 */
export class WordQueue {
  words: Uint32Array = new Uint32Array(64)
  head = 0
  tail = 0
  /** Index `r` of the next block to append. */
  nextBlock = 0

  /** Empties the queue and restarts at block 0, keeping the buffer. */
  reset(): void {
    this.head = this.tail = this.nextBlock = 0
  }

  /** Words available to read. */
  get available(): number {
    return this.tail - this.head
  }

  /** Makes room for `count` more words at the tail. */
  reserve(count: number): void {
    if (this.head === this.tail) this.head = this.tail = 0
    if (this.tail + count <= this.words.length) return
    const live = this.words.subarray(this.head, this.tail)
    const next = new Uint32Array(Math.max(this.words.length, (live.length + count) * 2))
    next.set(live)
    this.words = next
    this.tail -= this.head
    this.head = 0
  }

  /** Appends a 32-byte block as 8 big-endian words. */
  pushBlock(block: Uint8Array): void {
    this.reserve(BLOCK_WORDS)
    const w = this.words
    let t = this.tail
    for (let i = 0; i < BLOCK_BYTES; i += 4) {
      w[t++] =
        ((block[i]! << 24) | (block[i + 1]! << 16) | (block[i + 2]! << 8) | block[i + 3]!) >>> 0
    }
    this.tail = t
    this.nextBlock++
  }

  /** Reads the next word; callers check `available` first. */
  shift(): number {
    return this.words[this.head++]!
  }
}
