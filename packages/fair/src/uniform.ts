import { InvalidRangeError } from './errors.ts'
import type { WordQueue } from './words.ts'

const TWO_32 = 0x100000000

/**
 * The rejection limit of `v1` for a uniform integer in `[0, n)`: `n * floor(2^32 / n)`.
 * A word `v >= limit` is rejected and the next word is read.
 * @throws {InvalidRangeError} `INVALID_RANGE` unless `n` is an integer from 1 to 2^32.
 */
export function uniformLimit(n: number): number {
  assertRange(n)
  return n * Math.floor(TWO_32 / n)
}

/**
 * Checks that `n` is an integer from 1 to 2^32.
 * @throws {InvalidRangeError} `INVALID_RANGE` otherwise.
 */
export function assertRange(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new InvalidRangeError(n)
}

/**
 * Draws from `queue` until a word is below the limit: the uniform integer, or -1 when
 * the queue ran dry first (the rejected words stay consumed, so a caller refills the
 * queue and calls again). Internal.
 */
export function drawUniform(queue: WordQueue, n: number, limit: number): number {
  while (queue.head < queue.tail) {
    const v = queue.words[queue.head++]!
    if (v < limit) return v % n
  }
  return -1
}

/**
 * Fisher-Yates from the back over `deck` in place, resumable: continues from index
 * `i` and returns the index it stopped at (0 when done, otherwise the queue ran dry
 * and must be refilled). Internal.
 */
export function fisherYates<T>(deck: T[], i: number, queue: WordQueue): number {
  for (; i > 0; i--) {
    const n = i + 1
    const j = drawUniform(queue, n, n * Math.floor(TWO_32 / n))
    if (j < 0) return i
    const t = deck[i]!
    deck[i] = deck[j]!
    deck[j] = t
  }
  return 0
}
