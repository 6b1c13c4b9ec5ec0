// Writes test-vectors/golden.json from the Web Crypto implementation, after checking
// every vector against an independent node:crypto implementation (test/reference.ts).
// Run: pnpm exec tsx scripts/golden.ts   (the file is committed; rerunning must not change it)
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatCards } from '@felt/cards'
import { byteStream, commit, shuffle, streamBlock, toHex } from '../src/index.ts'
import { referenceShuffle, referenceUniforms, referenceWords } from '../test/reference.ts'

const A = '42f75b193ebac72f2ceaede9fcebf2d55f1bf7461fce8dba10ffee961bf1c3ae'
const B = '9f2c6e0d8b5a4f17e3c2d1b0a9876543210fedcba9876543210fedcba9876543'

const shuffleCases = [
  { name: '52-card deck', serverSeed: A, clientSeed: 'felt', nonce: 0, cards: 52 },
  { name: '53-card deck with joker', serverSeed: A, clientSeed: 'felt', nonce: 1, cards: 53 },
  { name: '6-deck shoe', serverSeed: A, clientSeed: 'felt', nonce: 2, cards: 312 },
  { name: '8-deck shoe', serverSeed: A, clientSeed: 'felt', nonce: 3, cards: 416 },
  {
    name: '52-card deck, client seed with spaces, large nonce',
    serverSeed: B,
    clientSeed: 'Lucky Player 7',
    nonce: 123456789,
    cards: 52,
  },
]
const rejectionCases = [
  {
    name: '6-deck shoe whose shuffle rejects a word',
    serverSeed: A,
    clientSeed: 'felt-rejection',
    nonce: 13133,
    cards: 312,
  },
  {
    name: '8-deck shoe whose shuffle rejects a word',
    serverSeed: A,
    clientSeed: 'felt-rejection',
    nonce: 13133,
    cards: 416,
  },
  // Found by scripts/find-rejections.ts 52 0 30000000 (about 1 in 7 million 52-card shuffles rejects).
  {
    name: '52-card deck whose shuffle rejects a word',
    serverSeed: A,
    clientSeed: 'felt-rejection',
    nonce: 12242477,
    cards: 52,
  },
]

function same(a: unknown, b: unknown, what: string): void {
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`reference disagrees on ${what}`)
}

async function shuffleVector(c: (typeof shuffleCases)[number]) {
  const deck = await shuffle(c)
  const ref = referenceShuffle(c.serverSeed, c.clientSeed, c.nonce, c.cards)
  same(deck, ref.deck, c.name)
  return {
    name: c.name,
    serverSeed: c.serverSeed,
    commitment: await commit(c.serverSeed),
    clientSeed: c.clientSeed,
    nonce: c.nonce,
    cards: c.cards,
    blocks: ref.blocks,
    rejections: ref.rejections,
    deck: formatCards(deck),
    codes: deck,
  }
}

const seeds = { serverSeed: A, clientSeed: 'felt', nonce: 0 }
const block0 = toHex(await streamBlock(seeds, 0))
const block1 = toHex(await streamBlock(seeds, 1))
const words = await byteStream(seeds).words(16)
same(words, referenceWords(A, 'felt', 0, 16), 'words')
const n = 2 ** 31 + 1
const uniformStream = byteStream(seeds)
const values: number[] = []
for (let i = 0; i < 16; i++) values.push(await uniformStream.uniformInt(n))
const ref = referenceUniforms(A, 'felt', 0, n, 16)
same(values, ref.values, 'uniform values')

const golden = {
  algorithm: 'v1',
  about:
    'Golden vectors of Felt provably fair algorithm v1 (see packages/fair/README.md). deck: position 0 first; codes: card codes (clubs 2..A = 0..12, diamonds 13..25, hearts 26..38, spades 39..51, joker 52). blocks: HMAC blocks the shuffle read; rejections: words the shuffle rejected.',
  commitments: [
    { serverSeed: A, commitment: await commit(A) },
    { serverSeed: B, commitment: await commit(B) },
  ],
  stream: {
    ...seeds,
    blocks: [
      { r: 0, message: 'felt:0:0', hex: block0 },
      { r: 1, message: 'felt:0:1', hex: block1 },
    ],
    words,
  },
  uniform: { ...seeds, n, values, wordsRead: ref.wordsRead, rejected: ref.rejected },
  shuffles: await Promise.all(shuffleCases.map(shuffleVector)),
  rejections: await Promise.all(rejectionCases.map(shuffleVector)),
}
for (const r of golden.rejections)
  if (r.rejections.length === 0) throw new Error(`${r.name}: no rejection`)
const file = fileURLToPath(new URL('../test-vectors/golden.json', import.meta.url))
writeFileSync(file, `${JSON.stringify(golden, null, 2)}\n`)
// The repository's formatter owns the layout (numbers filled up to the line width).
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', file], { stdio: 'ignore' })
console.log('wrote test-vectors/golden.json')
