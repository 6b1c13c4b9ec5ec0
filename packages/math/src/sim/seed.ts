/**
 * The seed of work unit `index` of a run seeded with `seed`: a splitmix32-style mix, so
 * that a run's result depends only on (seed, rounds, chunk size), never on the number
 * of threads or the order in which threads finish.
 */
export function chunkSeed(seed: number, index: number): number {
  let z = (seed + Math.imul(index + 1, 0x9e3779b9)) >>> 0
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
  return (z ^ (z >>> 16)) >>> 0
}
