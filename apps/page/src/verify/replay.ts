import type { AnyGame, DealtCard, Settlement } from '@felt/cards'

/** What replaying a receipt's round through the rules gives. */
export interface Replayed {
  readonly dealt: readonly DealtCard[]
  readonly settlement: Settlement
}

/**
 * Replays a round from a recomputed deck: `deal` with the receipt's wagers, every
 * action through `act`, then `settle`; undefined when the rules refuse any step
 * (`verifyRound` names that as a mismatch). Used only to draw the true hands and payouts.
 */
export function replayRound(
  game: AnyGame,
  deck: readonly number[],
  receipt: {
    readonly ruleset: string
    readonly rules: unknown
    readonly wagers: unknown
    readonly actions: readonly unknown[]
  },
): Replayed | undefined {
  try {
    let state = game.deal(deck, receipt.rules, receipt.wagers)
    for (const action of receipt.actions) state = game.act(state, action)
    const { state: settled, settlement } = game.settle(state)
    return { dealt: settled.dealt, settlement }
  } catch {
    return undefined
  }
}

/** Dealt cards grouped by recipient, in the order each recipient first got a card. */
export function groupByRecipient<T extends { readonly to: string }>(
  dealt: readonly T[],
): Map<string, { item: T; index: number }[]> {
  const groups = new Map<string, { item: T; index: number }[]>()
  dealt.forEach((item, index) => {
    const list = groups.get(item.to) ?? []
    list.push({ item, index })
    groups.set(item.to, list)
  })
  return groups
}

/** A recipient label in words: `box:0` -> `Box 1`, `dealer` -> `Dealer`, `hand:1` -> `Hand 2`. */
export function recipientName(to: string): string {
  const m = /^([a-z-]+):(\d+)$/.exec(to)
  if (m) return `${capitalise(m[1]!.replace(/-/g, ' '))} ${Number(m[2]) + 1}`
  return capitalise(to.replace(/[-:]/g, ' '))
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
