import { ZERO_DEALER_RULE } from '@felt/zero'

// The walk below deals the dealer's third and fourth cards: it is written for a dealer who
// stops at four cards (ZERO_DEALER_RULE.maxCards; dealer.test.ts checks it).
const DRAWS_FROM = ZERO_DEALER_RULE.drawsFrom

/** 16^v: removed-card codes pack a count per point value in 4 bits. */
export const P16: Float64Array = Float64Array.from({ length: 10 }, (_, v) => 16 ** v)

/** Floats per cached dealer entry: final-total distribution, P(player total t wins), P(t loses). */
export const BLOCK = 30

/**
 * Memo of the dealer's final-total distribution in Zero for every (cards removed,
 * up card) met during an enumeration. The dealer draws by `ZERO_DEALER_RULE` of
 * `@felt/zero` (a third card on a two-card total of 5 or more, a fourth on a three-card
 * total of 5 or more).
 * Entry layout at `offset`: [0..9] P(dealer ends on d), [10..19] P(player total t is
 * lower, a win), [20..29] P(player total t is higher, a loss).
 */
export class DealerCache {
  // Open addressing on integer keys below 2^52: a Map of heap-number keys is several
  // times slower on this hot path.
  private keys: Float64Array = new Float64Array(1 << 16).fill(-1)
  private offs: Int32Array = new Int32Array(1 << 16)
  private mask = (1 << 16) - 1
  private count = 0
  /** The cached blocks; read entries at the offset `lookup` returns. */
  store: Float64Array = new Float64Array(BLOCK * 4096)
  private used = 0

  /** Number of distinct dealer situations computed. */
  get size(): number {
    return this.count
  }

  private slot(key: number): number {
    const lo = key >>> 0
    const hi = (key / 4294967296) >>> 0
    let h = (Math.imul(lo, 0x9e3779b1) ^ Math.imul(hi + 0x7f4a7c15, 0x85ebca6b)) >>> 0
    h = (h ^ (h >>> 15)) & this.mask
    const keys = this.keys
    while (keys[h] !== key && keys[h] !== -1) h = (h + 1) & this.mask
    return h
  }

  private grow(): void {
    const oldKeys = this.keys
    const oldOffs = this.offs
    this.keys = new Float64Array(oldKeys.length * 2).fill(-1)
    this.offs = new Int32Array(oldKeys.length * 2)
    this.mask = oldKeys.length * 2 - 1
    for (let i = 0; i < oldKeys.length; i++) {
      const k = oldKeys[i]!
      if (k === -1) continue
      const h = this.slot(k)
      this.keys[h] = k
      this.offs[h] = oldOffs[i]!
    }
  }

  /**
   * Offset of the entry for `key`, computing it from the remaining counts `cnt`
   * (up card already removed), `n` cards left, if it is new.
   */
  lookup(key: number, cnt: Int32Array, n: number, up: number): number {
    let h = this.slot(key)
    if (this.keys[h] === key) return this.offs[h]!
    if (this.count * 2 > this.mask) {
      this.grow()
      h = this.slot(key)
    }
    if (this.used + BLOCK > this.store.length) {
      const grown = new Float64Array(this.store.length * 2)
      grown.set(this.store)
      this.store = grown
    }
    const off = this.used
    this.used += BLOCK
    fillDealer(this.store, off, cnt, n, up)
    this.keys[h] = key
    this.offs[h] = off
    this.count++
    return off
  }
}

function fillDealer(s: Float64Array, off: number, cnt: Int32Array, n: number, up: number): void {
  for (let h = 0; h < 10; h++) {
    const ch = cnt[h]!
    if (ch === 0) continue
    const ph = ch / n
    const t2 = (up + h) % 10
    if (t2 < DRAWS_FROM) {
      s[off + t2]! += ph
      continue
    }
    cnt[h] = ch - 1
    for (let x = 0; x < 10; x++) {
      const cx = cnt[x]!
      if (cx === 0) continue
      const px = (ph * cx) / (n - 1)
      const t3 = (t2 + x) % 10
      if (t3 < DRAWS_FROM) {
        s[off + t3]! += px
        continue
      }
      cnt[x] = cx - 1
      for (let y = 0; y < 10; y++) {
        const cy = cnt[y]!
        if (cy === 0) continue
        s[off + ((t3 + y) % 10)]! += (px * cy) / (n - 2)
      }
      cnt[x] = cx
    }
    cnt[h] = ch
  }
  // Lowest total wins: the player's t wins against any higher dealer total.
  for (let t = 0; t < 10; t++) {
    let win = 0
    let lose = 0
    for (let d = 0; d < 10; d++) {
      if (d > t) win += s[off + d]!
      else if (d < t) lose += s[off + d]!
    }
    s[off + 10 + t] = win
    s[off + 20 + t] = lose
  }
}
