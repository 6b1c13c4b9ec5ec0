// A synchronous SHA-256 and HMAC-SHA256 in plain JavaScript, for the fast path only.
// The Web Crypto path (stream.ts) is the reference; tests check this one against
// node:crypto on many inputs and against every golden vector.

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])

const IV = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
])

/** Compresses the 16 big-endian words `w[0..15]` into `h` (8 words), in place. `w` must hold 64 words. */
function compress(h: Int32Array, w: Int32Array): void {
  for (let t = 16; t < 64; t++) {
    const a = w[t - 15]!
    const b = w[t - 2]!
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3)
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10)
    w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) | 0
  }
  let a = h[0]! | 0
  let b = h[1]! | 0
  let c = h[2]! | 0
  let d = h[3]! | 0
  let e = h[4]! | 0
  let f = h[5]! | 0
  let g = h[6]! | 0
  let hh = h[7]! | 0
  for (let t = 0; t < 64; t++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
    const ch = (e & f) ^ (~e & g)
    const t1 = (hh + S1 + ch + K[t]! + w[t]!) | 0
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
    const maj = (a & b) ^ (a & c) ^ (b & c)
    const t2 = (S0 + maj) | 0
    hh = g
    g = f
    f = e
    e = (d + t1) | 0
    d = c
    c = b
    b = a
    a = (t1 + t2) | 0
  }
  h[0] = (h[0]! + a) | 0
  h[1] = (h[1]! + b) | 0
  h[2] = (h[2]! + c) | 0
  h[3] = (h[3]! + d) | 0
  h[4] = (h[4]! + e) | 0
  h[5] = (h[5]! + f) | 0
  h[6] = (h[6]! + g) | 0
  h[7] = (h[7]! + hh) | 0
}

/**
 * HMAC-SHA256 under one fixed key of ASCII/Latin-1 characters, with the inner and
 * outer key blocks compressed once (two compressions per short message afterwards).
 */
export class HmacSha256 {
  // Int32Array: V8 keeps int32 values unboxed; Uint32 values >= 2^31 would become doubles.
  private readonly inner = new Int32Array(8)
  private readonly outer = new Int32Array(8)
  private readonly h = new Int32Array(8)
  private readonly w = new Int32Array(64)

  /** `key`: the key's bytes (at most 64; longer keys are not needed by `v1`). */
  constructor(key: Uint8Array) {
    if (key.length > 64) throw new RangeError('HmacSha256 takes keys of at most 64 bytes')
    const block = new Uint8Array(64)
    block.set(key)
    this.inner.set(IV)
    this.outer.set(IV)
    for (let i = 0; i < 16; i++) this.w[i] = readWord(block, i * 4) ^ 0x36363636
    compress(this.inner, this.w)
    for (let i = 0; i < 16; i++) this.w[i] = readWord(block, i * 4) ^ 0x5c5c5c5c
    compress(this.outer, this.w)
  }

  /**
   * Writes HMAC(key, message) as 8 big-endian words into `out` at `offset`.
   * `message` is a string of characters 0x00-0xFF, one byte each.
   */
  macWords(message: string, out: Uint32Array, offset: number): void {
    const h = this.h
    const w = this.w
    h.set(this.inner)
    const len = message.length
    // Message bytes follow the 64-byte key block; pad to whole blocks.
    let i = 0
    for (;;) {
      w.fill(0, 0, 16)
      const end = Math.min(len, i + 64)
      for (let k = i; k < end; k++) {
        const idx = k - i
        w[idx >> 2]! |= (message.charCodeAt(k) & 0xff) << (24 - 8 * (idx & 3))
      }
      if (end - i < 64) {
        const idx = end - i
        w[idx >> 2]! |= 0x80 << (24 - 8 * (idx & 3))
        if (idx < 56) {
          const bits = (64 + len) * 8
          w[14] = Math.floor(bits / 0x100000000)
          w[15] = bits | 0
          compress(h, w)
          break
        }
        compress(h, w)
        w.fill(0, 0, 16)
        const bits = (64 + len) * 8
        w[14] = Math.floor(bits / 0x100000000)
        w[15] = bits | 0
        compress(h, w)
        break
      }
      compress(h, w)
      i += 64
      if (i === len) {
        w.fill(0, 0, 16)
        w[0] = -0x80000000
        const bits = (64 + len) * 8
        w[14] = Math.floor(bits / 0x100000000)
        w[15] = bits | 0
        compress(h, w)
        break
      }
    }
    // Outer hash: the opad block, then the 32-byte inner digest in one padded block.
    for (let k = 0; k < 8; k++) w[k] = h[k]!
    w[8] = -0x80000000
    w.fill(0, 9, 15)
    w[15] = (64 + 32) * 8
    h.set(this.outer)
    compress(h, w)
    for (let k = 0; k < 8; k++) out[offset + k] = h[k]! >>> 0
  }
}

function readWord(b: Uint8Array, i: number): number {
  return (b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!
}
