import { handValue, raisePays, type StudRules } from '@felt/stud-poker'

const POW13 = [1, 13, 169, 2197, 28561, 371293, 4826809]

/**
 * What the Raise pays on a win (to 1) for 5 or 6 card codes, by the settlement's own rule
 * (`raisePays` of `@felt/stud-poker`: two combinations, straight plus pair), memoised by
 * the hand's shape: its ranks, sorted, and which of them are suited when five or six share
 * a suit. The shape fixes the pays, and a few hundred thousand shapes cover every hand.
 */
export function raisePaysOf(rules: StudRules): (cards: ArrayLike<number>, n: number) => number {
  // One slot per shape: pays + 1, 0 until first asked.
  const memo5 = new Uint8Array(POW13[5]! * 8)
  const memo6 = new Uint8Array(POW13[6]! * 8)
  const ranks = new Int32Array(6)
  const suits = new Int32Array(6)
  const count = new Int32Array(4)
  return (cards, n) => {
    count.fill(0)
    for (let i = 0; i < n; i++) {
      // Insertion sort by rank, descending (suit along).
      const c = cards[i]!
      const r = c % 13
      const s = (c / 13) | 0
      count[s]!++
      let j = i
      while (j > 0 && ranks[j - 1]! < r) {
        ranks[j] = ranks[j - 1]!
        suits[j] = suits[j - 1]!
        j--
      }
      ranks[j] = r
      suits[j] = s
    }
    let key = 0
    for (let i = 0; i < n; i++) key += ranks[i]! * POW13[i]!
    let flush = 0
    for (let s = 0; s < 4; s++) {
      if (count[s]! === n) flush = 7
      else if (count[s]! === 5) for (let i = 0; i < n; i++) if (suits[i] !== s) flush = 1 + i
    }
    const memo = n === 5 ? memo5 : memo6
    const slot = key * 8 + flush
    const known = memo[slot]!
    if (known > 0) return known - 1
    const hand = Array.from({ length: n }, (_, i) => cards[i]!)
    const pays = raisePays(hand, handValue(hand), rules).pays
    memo[slot] = pays + 1
    return pays
  }
}
