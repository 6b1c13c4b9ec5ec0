import { InvalidClientSeedError, InvalidNonceError, InvalidServerSeedError } from './errors.ts'

/** The id of the algorithm this package implements; every receipt names it. */
export const ALGORITHM = 'v1' as const
/** An algorithm id. Only `v1` exists. */
export type Algorithm = typeof ALGORITHM

/** The inputs that fix one round's cards. */
export interface SeedTriple {
  /** 64 lowercase hex characters (32 bytes), secret until revealed. */
  readonly serverSeed: string
  /** 1-64 printable ASCII characters (0x20-0x7E) without `:`, chosen by the player. */
  readonly clientSeed: string
  /** Round counter under the seed pair: 0, 1, 2, ... (a non-negative safe integer). */
  readonly nonce: number
}

const SERVER_SEED = /^[0-9a-f]{64}$/

/** Lowercase hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i++) out += bytes[i]!.toString(16).padStart(2, '0')
  return out
}

function randomHex(byteCount: number): string {
  const bytes = new Uint8Array(byteCount)
  crypto.getRandomValues(bytes)
  return toHex(bytes)
}

/**
 * A fresh server seed: 32 bytes from `crypto.getRandomValues` as 64 lowercase hex
 * characters (never time, never `Math.random`).
 */
export function generateServerSeed(): string {
  return randomHex(32)
}

/** A random default client seed: 16 bytes from `crypto.getRandomValues` as 32 lowercase hex characters. */
export function randomClientSeed(): string {
  return randomHex(16)
}

/**
 * Checks a server seed: exactly 64 lowercase hex characters.
 * @throws {InvalidServerSeedError} `INVALID_SERVER_SEED` otherwise.
 */
export function assertServerSeed(seed: unknown): asserts seed is string {
  if (typeof seed !== 'string') {
    throw new InvalidServerSeedError(
      'the server seed must be a string of 64 lowercase hex characters',
    )
  }
  if (!SERVER_SEED.test(seed)) {
    throw new InvalidServerSeedError(
      seed.length === 64 && /^[0-9a-fA-F]{64}$/.test(seed)
        ? 'the server seed must be lowercase hex'
        : `the server seed must be 64 lowercase hex characters, not ${seed.length}`,
      { length: seed.length },
    )
  }
}

/**
 * Checks a client seed: 1 to 64 printable ASCII characters (0x20-0x7E), none of them `:`.
 * @throws {InvalidClientSeedError} `INVALID_CLIENT_SEED` otherwise.
 */
export function assertClientSeed(seed: unknown): asserts seed is string {
  if (typeof seed !== 'string') {
    throw new InvalidClientSeedError('the client seed must be a string')
  }
  if (seed.length < 1 || seed.length > 64) {
    throw new InvalidClientSeedError(
      `the client seed must be 1 to 64 characters (got ${seed.length})`,
      { length: seed.length },
    )
  }
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i)
    if (c === 0x3a) {
      throw new InvalidClientSeedError(`the client seed must not contain ':' (position ${i})`, {
        index: i,
      })
    }
    if (c < 0x20 || c > 0x7e) {
      throw new InvalidClientSeedError(
        `the client seed must be printable ASCII (character ${i} is U+${c.toString(16).toUpperCase().padStart(4, '0')})`,
        { index: i },
      )
    }
  }
}

/**
 * Checks a nonce: an integer from 0 to `Number.MAX_SAFE_INTEGER`.
 * @throws {InvalidNonceError} `INVALID_NONCE` otherwise.
 */
export function assertNonce(nonce: unknown): asserts nonce is number {
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) {
    throw new InvalidNonceError('the nonce must be an integer from 0 to 2^53 - 1', {
      nonce: String(nonce).slice(0, 24),
    })
  }
}

/**
 * Checks a block index `r` of the byte stream: an integer from 0 to 2^53 - 1.
 * @throws {InvalidNonceError} `INVALID_NONCE` otherwise (it counts like a nonce).
 */
export function assertBlockIndex(r: unknown): asserts r is number {
  if (typeof r !== 'number' || !Number.isSafeInteger(r) || r < 0) {
    throw new InvalidNonceError('the block index r must be an integer from 0 to 2^53 - 1', {
      r: String(r).slice(0, 24),
    })
  }
}

/**
 * Checks all three inputs of a round.
 * @throws {InvalidServerSeedError} | {InvalidClientSeedError} | {InvalidNonceError}
 */
export function assertSeedTriple(seeds: SeedTriple): void {
  assertServerSeed(seeds.serverSeed)
  assertClientSeed(seeds.clientSeed)
  assertNonce(seeds.nonce)
}

/**
 * The commitment to a server seed: SHA-256 of its 64-character hex string (UTF-8
 * bytes), as 64 lowercase hex characters. Web Crypto.
 * @throws {InvalidServerSeedError} `INVALID_SERVER_SEED` for a malformed seed.
 */
export async function commit(serverSeed: string): Promise<string> {
  assertServerSeed(serverSeed)
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(serverSeed))
  return toHex(new Uint8Array(digest))
}
