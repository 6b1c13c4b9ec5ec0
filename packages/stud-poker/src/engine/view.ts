import type { StudState, StudView } from './types.ts'

/**
 * What the player may see: every box's own cards and draws, the dealer's up card, and the
 * dealer's other cards (and replacement) only once they are turned over. Never the deck.
 */
export function view(state: StudState): StudView {
  const d = state.dealer
  const upPosition = state.boxes.length * 5 + state.rules.dealerUpCard
  const dealt = state.dealt.filter(
    (c) => c.to !== 'dealer' || d.revealed || c.position === upPosition,
  )
  return {
    game: 'stud-poker',
    ruleset: state.rules.name,
    status: state.status,
    phase: state.phase,
    turn: state.turn,
    boxes: state.boxes.map((b) => ({
      index: b.index,
      blind: b.blind,
      ante: b.ante,
      super: b.super,
      dealerSuper: b.dealerSuper,
      bonus: b.bonus,
      firstFive: b.firstFive,
      cards: b.cards,
      draw: b.draw,
      status: b.status,
      raise: b.raise,
      insurance: b.insurance,
      mustPlay: b.mustPlay,
      force: b.force,
    })),
    dealer: {
      upCard: d.upCard,
      cards: d.revealed ? d.cards : null,
      qualifies: d.qualifies,
      replacement: d.replacement,
    },
    dealt,
    staked: state.staked,
  }
}
