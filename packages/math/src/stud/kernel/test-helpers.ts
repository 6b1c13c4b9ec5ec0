import type { CardCode } from '@felt/cards'

/**
 * Calls `fn` with every dealer hand a player can face: the `up` card and four of the cards
 * not in `seen` (the player's hand and every other card he has seen), in a fixed order.
 */
export function forEachDealerHand(
  up: CardCode,
  seen: readonly CardCode[],
  fn: (dealer: CardCode[]) => void,
): void {
  const unseen = Array.from({ length: 52 }, (_, c) => c).filter(
    (c) => c !== up && !seen.includes(c),
  )
  const n = unseen.length
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) fn([up, unseen[a]!, unseen[b]!, unseen[c]!, unseen[d]!])
}
