import { createHash } from 'node:crypto'
import { FeltError } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import golden from '../test-vectors/golden.json' with { type: 'json' }
import {
  assertClientSeed,
  assertNonce,
  assertServerSeed,
  commit,
  generateServerSeed,
  randomClientSeed,
} from './seeds.ts'

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(FeltError)
    return (e as FeltError).code
  }
  return undefined
}

describe('server seeds', () => {
  it('generates 64 lowercase hex characters, different every time', () => {
    const seeds = new Set(Array.from({ length: 100 }, generateServerSeed))
    expect(seeds.size).toBe(100)
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{64}$/)
  })

  it('offers a random default client seed that is valid', () => {
    const seed = randomClientSeed()
    expect(seed).toMatch(/^[0-9a-f]{32}$/)
    expect(() => assertClientSeed(seed)).not.toThrow()
    expect(randomClientSeed()).not.toBe(seed)
  })

  it('rejects server seeds that are not 64 lowercase hex characters', () => {
    for (const bad of [
      '',
      'abc',
      'g'.repeat(64),
      'A'.repeat(64),
      'a'.repeat(63),
      'a'.repeat(65),
      42,
      null,
    ]) {
      expect(codeOf(() => assertServerSeed(bad))).toBe('INVALID_SERVER_SEED')
    }
    expect(() => assertServerSeed('0'.repeat(64))).not.toThrow()
  })
})

describe('client seeds and nonces', () => {
  it('accepts 1 to 64 printable ASCII characters without a colon', () => {
    for (const ok of [
      'a',
      ' ',
      '~',
      'Lucky Player 7',
      'x'.repeat(64),
      '!"#$%&\'()*+,-./09;<=>?@AZ[\\]^_`az{|}',
    ]) {
      expect(() => assertClientSeed(ok)).not.toThrow()
    }
  })

  it('rejects an empty, too long, non-ASCII or colon-holding client seed', () => {
    for (const bad of [
      '',
      'x'.repeat(65),
      'a:b',
      ':',
      'caf\u00e9',
      'tab\there',
      'new\nline',
      '\u0000',
      7,
    ]) {
      expect(codeOf(() => assertClientSeed(bad))).toBe('INVALID_CLIENT_SEED')
    }
  })

  it('rejects negative, fractional, unsafe and non-number nonces', () => {
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '1', null]) {
      expect(codeOf(() => assertNonce(bad))).toBe('INVALID_NONCE')
    }
    for (const ok of [0, 1, 2 ** 53 - 1]) expect(() => assertNonce(ok)).not.toThrow()
  })
})

describe('commitment', () => {
  it('is SHA-256 of the seed hex string, as every golden vector states', async () => {
    for (const { serverSeed, commitment } of golden.commitments) {
      expect(await commit(serverSeed)).toBe(commitment)
      expect(createHash('sha256').update(serverSeed, 'utf8').digest('hex')).toBe(commitment)
    }
  })

  it('refuses to commit to a malformed seed', async () => {
    await expect(commit('xyz')).rejects.toMatchObject({ code: 'INVALID_SERVER_SEED' })
  })
})
