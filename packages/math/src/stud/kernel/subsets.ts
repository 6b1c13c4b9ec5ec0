/**
 * Binomial coefficients C(n, k) for n <= 52, k <= 6, as `BINOMIAL[k][n]`: the combinatorial
 * number system ranks a sorted k-subset {c0 < c1 < ...} as C(c0,1) + C(c1,2) + ... .
 */
export const BINOMIAL: readonly Float64Array[] = Array.from({ length: 7 }, (_, k) => {
  const row = new Float64Array(53)
  for (let n = 0; n <= 52; n++) {
    let c = 1
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1)
    row[n] = n < k ? 0 : Math.round(c)
  }
  return row
})

/** C(n, k) for n <= 52, k <= 6 (0 when k > n). */
export function choose(n: number, k: number): number {
  return BINOMIAL[k]![n]!
}

/** The number of cards in a draw mask (its set bits). */
export function popcount(x: number): number {
  let n = 0
  for (let y = x; y > 0; y &= y - 1) n++
  return n
}

/**
 * Writes the full deck's local indices of the card codes `cards[0..n)` (none of them `up`:
 * a code above the up card is one lower) into `out`, ascending.
 */
export function sortLocal(cards: ArrayLike<number>, n: number, up: number, out: Int32Array): void {
  for (let i = 0; i < n; i++) {
    const c = cards[i]!
    const l = c > up ? c - 1 : c
    let j = i
    while (j > 0 && out[j - 1]! > l) {
      out[j] = out[j - 1]!
      j--
    }
    out[j] = l
  }
}

/** `sortLocal` for n <= 6 cards, returning the colex rank of their local indices. */
export function localColex(
  cards: ArrayLike<number>,
  n: number,
  up: number,
  out: Int32Array,
): number {
  sortLocal(cards, n, up, out)
  let index = 0
  for (let i = 0; i < n; i++) index += BINOMIAL[i + 1]![out[i]!]!
  return index
}

/**
 * The card `card` with the suit `suit` and clubs swapped: the dealer tables and the solver
 * take the up card as the club of its rank, so a deal is seen with the up card's suit so.
 */
export function swapWithClubs(card: number, suit: number): number {
  const s = (card / 13) | 0
  return s === suit ? card - 13 * suit : s === 0 ? card + 13 * suit : card
}

/**
 * The suit renaming that makes a hand canonical against a club up card: clubs stay, and
 * each other suit `s` (1..3) goes to `perm[s]` = 1 + the number of those suits whose rank
 * mask in the hand (`masks[s]`) is higher (ties by suit order), so the masks of suits 1-3
 * do not increase.
 */
export function canonicalSuits(masks: Int32Array, perm: Int32Array): void {
  perm[0] = 0
  for (let s = 1; s < 4; s++) {
    let before = 0
    for (let t = 1; t < 4; t++)
      if (masks[t]! > masks[s]! || (masks[t] === masks[s] && t < s)) before++
    perm[s] = 1 + before
  }
}
