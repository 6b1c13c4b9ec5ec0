// An independent, deliberately slow implementation of v1 for tests: node:crypto
// createHmac, hex digests parsed with BigInt, the rejection rule in BigInt, and the
// canonical deck built from card names. It shares no code with src/.
import { createHmac } from 'node:crypto'

const TWO_32 = 2n ** 32n

function block(serverSeed: string, clientSeed: string, nonce: number, r: number): string {
  return createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
    .update(Buffer.from(`${clientSeed}:${nonce}:${r}`, 'utf8'))
    .digest('hex')
}

/** The stream's words as BigInt, with the number of blocks read so far. */
function* words(serverSeed: string, clientSeed: string, nonce: number): Generator<bigint> {
  for (let r = 0; ; r++) {
    const hex = block(serverSeed, clientSeed, nonce, r)
    for (let i = 0; i < 64; i += 8) yield BigInt(`0x${hex.slice(i, i + 8)}`)
  }
}

/** The first `count` words of the stream. */
export function referenceWords(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  const out: number[] = []
  const it = words(serverSeed, clientSeed, nonce)
  while (out.length < count) out.push(Number(it.next().value))
  return out
}

/** `count` uniform integers in [0, n) by the v1 rejection rule, with the words read and rejected. */
export function referenceUniforms(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  n: number,
  count: number,
): { values: number[]; wordsRead: number; rejected: number } {
  const it = words(serverSeed, clientSeed, nonce)
  const bn = BigInt(n)
  const limit = bn * (TWO_32 / bn)
  const values: number[] = []
  let wordsRead = 0
  let rejected = 0
  while (values.length < count) {
    const v = it.next().value as bigint
    wordsRead++
    if (v >= limit) rejected++
    else values.push(Number(v % bn))
  }
  return { values, wordsRead, rejected }
}

const RANKS = '23456789TJQKA'
const SUITS = 'cdhs'

/** The canonical deck as names: per deck c d h s, each 2..A; the joker last. */
export function referenceCanonical(cards: number): string[] {
  const decks = cards === 53 ? 1 : cards / 52
  const out: string[] = []
  for (let d = 0; d < decks; d++) for (const s of SUITS) for (const r of RANKS) out.push(r + s)
  if (cards === 53) out.push('Jk')
  return out
}

function code(name: string): number {
  return name === 'Jk' ? 52 : SUITS.indexOf(name[1]!) * 13 + RANKS.indexOf(name[0]!)
}

/**
 * The v1 shuffle: Fisher-Yates from the back with j = uniform(i + 1), over card names,
 * returned as codes, with the number of blocks read and every rejected word.
 */
export function referenceShuffle(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  cards: number,
): {
  deck: number[]
  blocks: number
  rejections: { i: number; word: number; wordIndex: number }[]
} {
  const deck = referenceCanonical(cards)
  const it = words(serverSeed, clientSeed, nonce)
  let wordIndex = -1
  const rejections: { i: number; word: number; wordIndex: number }[] = []
  for (let i = deck.length - 1; i >= 1; i--) {
    const n = BigInt(i + 1)
    const limit = n * (TWO_32 / n)
    let v: bigint
    for (;;) {
      v = it.next().value as bigint
      wordIndex++
      if (v < limit) break
      rejections.push({ i, word: Number(v), wordIndex })
    }
    const j = Number(v % n)
    ;[deck[i], deck[j]] = [deck[j]!, deck[i]!]
  }
  return { deck: deck.map(code), blocks: Math.floor(wordIndex / 8) + 1, rejections }
}
