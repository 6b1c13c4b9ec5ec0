import { type CardCode, JOKER } from './card.ts'
import { InvalidDeckError } from './errors.ts'

/**
 * A shoe of `decks` canonical 52-card decks one after the other (card `i` is card
 * `i mod 52` of a deck), plus `jokers` jokers at the end: the canonical order of the
 * provably fair spec. `canonicalDeck()` is the plain 52-card deck.
 */
export function canonicalDeck(decks = 1, jokers = 0): CardCode[] {
  if (!Number.isInteger(decks) || decks < 1 || decks > 16) {
    throw new InvalidDeckError('a shoe holds 1 to 16 decks', { decks })
  }
  if (!Number.isInteger(jokers) || jokers < 0 || jokers > decks) {
    throw new InvalidDeckError('at most one joker per deck', { jokers })
  }
  const cards: CardCode[] = []
  for (let d = 0; d < decks; d++) for (let c = 0; c < 52; c++) cards.push(c)
  for (let j = 0; j < jokers; j++) cards.push(JOKER)
  return cards
}

/**
 * Checks that `deck` is a permutation of the canonical shoe of `size` cards
 * (52, 53 with joker, or a multiple of 52).
 * @throws {InvalidDeckError} `INVALID_DECK` naming the first problem.
 */
export function assertDeck(deck: readonly CardCode[], size: number): void {
  if (deck.length !== size) {
    throw new InvalidDeckError(`expected ${size} cards, got ${deck.length}`, {
      expected: size,
      actual: deck.length,
    })
  }
  const decks = Math.max(1, Math.floor(size / 52))
  const counts = new Uint16Array(53)
  for (const c of deck) {
    if (!Number.isInteger(c) || c < 0 || c > JOKER) {
      throw new InvalidDeckError('a deck holds card codes 0..52', { card: String(c) })
    }
    counts[c]!++
  }
  const jokers = size - decks * 52
  for (let c = 0; c < 52; c++) {
    if (counts[c] !== decks) {
      throw new InvalidDeckError(`card ${c} appears ${counts[c]} times, expected ${decks}`, {
        card: c,
      })
    }
  }
  if (counts[JOKER] !== jokers) {
    throw new InvalidDeckError(`expected ${jokers} jokers, got ${counts[JOKER]}`)
  }
}

/**
 * A small deterministic generator (xoshiro128**) for tests and simulations, never for
 * real dealing (use `@felt/fair`). Returns a function giving uniform integers in [0, n).
 */
export function seededRandom(seed: number): (n: number) => number {
  // The state lives in a typed array: closure variables holding 32-bit values are boxed on
  // every write, which made a call about three times slower (same stream either way).
  const s = new Int32Array(4)
  const a = seed >>> 0 || 0x9e3779b9
  const b = Math.imul(a, 0x85ebca6b) >>> 0 || 1
  const c = Math.imul(b, 0xc2b2ae35) >>> 0 || 2
  s[0] = a
  s[1] = b
  s[2] = c
  s[3] = (a ^ b ^ c ^ 0x27d4eb2f) >>> 0 || 3
  const next = (): number => {
    const b = s[1]!
    const r = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0
    const c = s[2]! ^ s[0]!
    const d = s[3]! ^ b
    s[0]! ^= d
    s[1] = b ^ c
    s[2] = c ^ (b << 9)
    s[3] = rotl(d, 11)
    return r
  }
  for (let i = 0; i < 16; i++) next()
  return (n: number) => {
    const limit = n < LIMITS.length ? LIMITS[n]! : acceptBelow(n)
    let v = next()
    while (v >= limit) v = next()
    // v - n * floor(v / n) is v % n exactly here (v < 2^32), without a floating modulo.
    return v - n * Math.floor(v / n)
  }
}

/** The values below which `next() % n` is uniform: the largest multiple of n up to 2^32. */
function acceptBelow(n: number): number {
  return n * Math.floor(0x100000000 / n)
}

// `acceptBelow` for every n a deal of decks asks for, worked out once (it was a division
// per call: a tenth of the fast stud model's time).
const LIMITS = Float64Array.from({ length: 417 }, (_, n) => acceptBelow(n))

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0
}

/** Fisher-Yates from the back with `random(n)` in [0, n), returning a new array. */
export function shuffleWith<T>(items: readonly T[], random: (n: number) => number): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1)
    const t = out[i]!
    out[i] = out[j]!
    out[j] = t
  }
  return out
}

/**
 * Builds a deck whose first cards are `top` (in order) and whose remaining cards are
 * the rest of the canonical shoe in canonical order: the stacked deck of rules tests.
 * @throws {InvalidDeckError} if `top` uses a card more often than the shoe holds it.
 */
export function stackedDeck(top: readonly CardCode[], size = 52): CardCode[] {
  const decks = Math.max(1, Math.floor(size / 52))
  const rest = canonicalDeck(decks, size - decks * 52)
  for (const c of top) {
    const i = rest.indexOf(c)
    if (i < 0) throw new InvalidDeckError(`card ${c} is stacked more often than the shoe holds it`)
    rest.splice(i, 1)
  }
  return [...top, ...rest]
}
