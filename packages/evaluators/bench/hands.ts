/** Pre-generated benchmark hands, in our card codes, packed in typed arrays. */
import { seededRandom } from '@felt/cards'

/** All 2,598,960 five-card hands, shuffled with a fixed seed, 5 bytes each. */
export function allFiveCardHands(seed: number): Uint8Array {
  const count = 2598960
  const hands = new Uint8Array(count * 5)
  let o = 0
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++) {
            hands[o++] = a
            hands[o++] = b
            hands[o++] = c
            hands[o++] = d
            hands[o++] = e
          }
  const random = seededRandom(seed)
  for (let i = count - 1; i > 0; i--) {
    const j = random(i + 1)
    for (let k = 0; k < 5; k++) {
      const t = hands[i * 5 + k]!
      hands[i * 5 + k] = hands[j * 5 + k]!
      hands[j * 5 + k] = t
    }
  }
  return hands
}

/** `count` uniformly random 7-card hands (seven distinct cards each), 7 bytes each. */
export function randomSevenCardHands(count: number, seed: number): Uint8Array {
  const random = seededRandom(seed)
  const hands = new Uint8Array(count * 7)
  const deck = new Uint8Array(52)
  for (let i = 0; i < 52; i++) deck[i] = i
  for (let h = 0, o = 0; h < count; h++) {
    // Partial Fisher-Yates: the first seven cards of a fresh shuffle.
    for (let k = 0; k < 7; k++) {
      const j = k + random(52 - k)
      const t = deck[k]!
      deck[k] = deck[j]!
      deck[j] = t
      hands[o++] = deck[k]!
    }
  }
  return hands
}

/** The same hands in another card encoding. */
export function encodeHands(hands: Uint8Array, encode: (code: number) => number): Uint8Array {
  const table = new Uint8Array(52)
  for (let c = 0; c < 52; c++) table[c] = encode(c)
  const out = new Uint8Array(hands.length)
  for (let i = 0; i < hands.length; i++) out[i] = table[hands[i]!]!
  return out
}
