import { permutationIndex } from '../chi-square.ts'
import { type AuditTally, emptyTally, type TallyShape } from './tally.ts'

// Set bits of each byte value.
const POPCOUNT = new Uint8Array(256)
for (let b = 1; b < 256; b++) POPCOUNT[b] = (b & 1) + POPCOUNT[b >> 1]!

/**
 * Fills an `AuditTally` as the shuffles of a range of nonces are made, in nonce order:
 * `block` for each HMAC block as it is read, `shuffle` for each finished shuffle.
 */
export class Tallier {
  readonly tally: AuditTally
  private readonly cards: number
  private readonly codeOf: Int32Array
  private readonly chosen: readonly (readonly number[])[]
  private pos: Int32Array
  private prev: Int32Array
  private readonly scratch: number[][]
  private lastWordBit = -1

  /** `codes`: the card code of each canonical index (the canonical order). */
  constructor(shape: TallyShape, codes: readonly number[]) {
    this.tally = emptyTally(shape)
    this.cards = shape.cards
    this.codeOf = Int32Array.from(codes)
    this.chosen = shape.chosen
    this.pos = new Int32Array(shape.cards)
    this.prev = new Int32Array(shape.cards)
    this.scratch = shape.chosen.map((c) => new Array<number>(c.length).fill(0))
  }

  /** Tallies the 8 words of one HMAC block: `words[offset .. offset + 7]`. */
  block(words: Uint32Array, offset: number): void {
    const t = this.tally
    const bytes = t.byteCounts
    let ones = 0
    let changes = 0
    let last = this.lastWordBit
    if (t.firstBit < 0) t.firstBit = words[offset]! >>> 31
    for (let k = offset; k < offset + 8; k++) {
      const w = words[k]!
      const b0 = w >>> 24
      const b1 = (w >>> 16) & 255
      const b2 = (w >>> 8) & 255
      const b3 = w & 255
      bytes[b0]!++
      bytes[b1]!++
      bytes[b2]!++
      bytes[b3]!++
      ones += POPCOUNT[b0]! + POPCOUNT[b1]! + POPCOUNT[b2]! + POPCOUNT[b3]!
      // Bit i differs from bit i + 1 (31 pairs inside the word), then the pair across words.
      const d = (w ^ (w >>> 1)) & 0x7fffffff
      changes += POPCOUNT[d >>> 24]! + POPCOUNT[(d >>> 16) & 255]!
      changes += POPCOUNT[(d >>> 8) & 255]! + POPCOUNT[d & 255]!
      if (last >= 0) changes += last ^ (w >>> 31)
      last = w & 1
    }
    this.lastWordBit = last
    t.lastBit = last
    t.blocks++
    t.blockSquares += (2 * ones - 256) * (2 * ones - 256)
    t.bitChanges += changes
  }

  /** Tallies one finished shuffle: `perm[p]` is the canonical index of the card at position p. */
  shuffle(perm: readonly number[]): void {
    const t = this.tally
    const n = this.cards
    const pos = this.pos
    const counts = t.cardPosition
    const codeOf = this.codeOf
    let descents = 0
    let before = n
    for (let p = 0; p < n; p++) {
      const i = perm[p]!
      counts[codeOf[i]! * n + p]!++
      pos[i] = p
      if (before > i) descents++
      before = i
    }
    // The first card counted as a descent from `n`: that is the + 1 of runs = descents + 1.
    t.ascendingRuns += descents
    for (let k = 0; k < this.chosen.length; k++) {
      const cards = this.chosen[k]!
      const at = this.scratch[k]!
      for (let j = 0; j < cards.length; j++) at[j] = pos[cards[j]!]!
      t.orders[k]![permutationIndex(at)]!++
    }
    if (t.shuffles === 0) {
      t.firstPositions.set(pos)
    } else {
      const prev = this.prev
      const m = n - 1
      let s = 0
      for (let c = 0; c < n; c++) s += (2 * prev[c]! - m) * (2 * pos[c]! - m)
      t.serialSum += s
      t.serialPairs++
    }
    this.pos = this.prev
    this.prev = pos
    t.shuffles++
  }

  /** The finished tally (copies the last shuffle's positions in). */
  finish(): AuditTally {
    this.tally.lastPositions.set(this.prev)
    return this.tally
  }
}
