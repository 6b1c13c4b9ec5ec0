import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { referenceUniforms, referenceWords } from '../test/reference.ts'
import golden from '../test-vectors/golden.json' with { type: 'json' }
import { byteStreamSync, streamBlockSync } from './node.ts'
import { toHex } from './seeds.ts'
import { byteStream, streamBlock } from './stream.ts'
import { uniformLimit } from './uniform.ts'

const { serverSeed, clientSeed, nonce } = golden.stream
const seeds = { serverSeed, clientSeed, nonce }

describe('byte stream', () => {
  it('block r is HMAC-SHA256(server seed hex, "client:nonce:r"), as golden and node:crypto say', async () => {
    for (const b of golden.stream.blocks) {
      const expected = createHmac('sha256', serverSeed).update(b.message).digest('hex')
      expect(b.hex).toBe(expected)
      expect(toHex(await streamBlock(seeds, b.r))).toBe(expected)
      expect(toHex(streamBlockSync(seeds, b.r))).toBe(expected)
    }
  })

  it('reads 4-byte big-endian words, block after block', async () => {
    expect(await byteStream(seeds).words(16)).toEqual(golden.stream.words)
    const sync = byteStreamSync(seeds)
    expect(Array.from({ length: 16 }, () => sync.nextUint32())).toEqual(golden.stream.words)
    const stream = byteStream(seeds)
    expect(await stream.nextUint32()).toBe(golden.stream.words[0])
    expect(await stream.words(9)).toEqual(golden.stream.words.slice(1, 10))
    expect(stream.blocksRead).toBe(2)
  })

  it('gives the same blocks through node:crypto and Web Crypto for client seeds of every length', async () => {
    for (let len = 1; len <= 64; len++) {
      const client = 'c'.repeat(len)
      for (const n of [0, 9, 123456789, 2 ** 53 - 1]) {
        const s = { serverSeed, clientSeed: client, nonce: n }
        expect(toHex(streamBlockSync(s, 7))).toBe(toHex(await streamBlock(s, 7)))
      }
    }
  })
})

describe('uniform integers', () => {
  it('rejects words at or above n * floor(2^32 / n), as an independent BigInt implementation does', async () => {
    const n = 2 ** 31 + 1 // limit = n: about half of all words are rejected
    const ref = referenceUniforms(serverSeed, clientSeed, nonce, n, 200)
    expect(ref.rejected).toBeGreaterThan(50)
    const stream = byteStream(seeds)
    const sync = byteStreamSync(seeds)
    const values: number[] = []
    const syncValues: number[] = []
    for (let i = 0; i < 200; i++) {
      values.push(await stream.uniformInt(n))
      syncValues.push(sync.uniformInt(n))
    }
    expect(values).toEqual(ref.values)
    expect(syncValues).toEqual(ref.values)
    expect(stream.blocksRead).toBe(Math.ceil(ref.wordsRead / 8))
    expect(values.slice(0, 16)).toEqual(golden.uniform.values)
    expect(golden.uniform.rejected).toBeGreaterThan(0)
  })

  it('agrees with the reference for ranges where rejection is rare or impossible', async () => {
    for (const n of [1, 2, 3, 52, 416, 2 ** 32 - 1, 2 ** 32, 3 * 2 ** 30]) {
      const ref = referenceUniforms(serverSeed, clientSeed, nonce, n, 20)
      const stream = byteStream(seeds)
      const values: number[] = []
      for (let i = 0; i < 20; i++) values.push(await stream.uniformInt(n))
      expect(values).toEqual(ref.values)
    }
    expect(referenceWords(serverSeed, clientSeed, nonce, 16)).toEqual(golden.stream.words)
  })

  it('computes the rejection limit exactly and refuses ranges outside 1..2^32', () => {
    expect(uniformLimit(52)).toBe(52 * 82595524)
    expect(uniformLimit(2 ** 32)).toBe(2 ** 32)
    expect(uniformLimit(2 ** 31 + 1)).toBe(2 ** 31 + 1)
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) {
      expect(() => uniformLimit(bad)).toThrow(expect.objectContaining({ code: 'INVALID_RANGE' }))
    }
  })

  it('names a bad block index', async () => {
    await expect(streamBlock(seeds, -1)).rejects.toMatchObject({ code: 'INVALID_NONCE' })
    expect(() => streamBlockSync(seeds, 1.5)).toThrow(
      expect.objectContaining({ code: 'INVALID_NONCE' }),
    )
  })
})
