import { createHmac } from 'node:crypto'

/**
 * HMAC-SHA256 from `node:crypto` under one fixed key, writing the digest as 8
 * big-endian words: the block function of the synchronous Node path.
 */
export class NodeHmacSha256 {
  private readonly key: Buffer

  /** `key`: the key's bytes (the UTF-8 of the server seed's hex string). */
  constructor(key: Uint8Array) {
    this.key = Buffer.from(key)
  }

  /** Writes HMAC(key, message) as 8 big-endian words into `out` at `offset`. */
  macWords(message: string, out: Uint32Array, offset: number): void {
    const digest = createHmac('sha256', this.key).update(message, 'utf8').digest()
    for (let k = 0; k < 8; k++) out[offset + k] = digest.readUInt32BE(k * 4)
  }
}
