import type { CardCode, DealtCard } from '@felt/cards'
import type { GameInfo, LegalAction, RoundOut } from './api.ts'

/** What the advice worker is asked: the player's five cards, the up card and the round's rules. */
export interface AdviceRequest {
  readonly ruleset: string
  /** The rule set as the server published it (`GET /v1/games`), overrides included. */
  readonly published: unknown
  readonly cards: readonly CardCode[]
  readonly up: CardCode
}

/** One legal first action with its exact EV, as the worker answers it. */
export interface AdviceLine {
  readonly action: string
  /** The cards an exchange or switch discards, else empty. */
  readonly discard: readonly CardCode[]
  /** Expected net per Ante (fees, Raise and insurance included). */
  readonly ev: number
}

/** The worker's reply: every first action by value, best first, or why it could not answer. */
export type AdviceReply =
  | { readonly ok: true; readonly actions: readonly AdviceLine[]; readonly seconds: number }
  | { readonly ok: false; readonly message: string }

interface StudBoxView {
  readonly index: number
  readonly blind: boolean
  readonly cards: readonly CardCode[]
  readonly draw: unknown
}

interface StudViewShape {
  readonly phase: string
  readonly turn: number | null
  readonly boxes: readonly StudBoxView[]
  readonly dealer: { readonly upCard: CardCode }
  readonly dealt: readonly DealtCard[]
}

/** Types of the legal actions studAdvice values; `force` and `take` come later in a round. */
const FIRST_ACTIONS = new Set(['fold', 'play', 'insure', 'buy', 'exchange', 'switch'])
const DRAWS = new Set(['exchange', 'switch'])

/**
 * The advice request for a stud round awaiting the player's first decision on one box,
 * when the only cards the player has seen are that box's five and the dealer's up card
 * (so the exact answer needs nothing else); undefined for any other round.
 */
export function adviceRequest(
  round: RoundOut,
  games: readonly GameInfo[],
): AdviceRequest | undefined {
  if (round.game !== 'stud-poker' || round.status !== 'awaiting-action') return undefined
  const view = round.view as StudViewShape
  if (view.phase !== 'decisions' || view.turn === null) return undefined
  const box = view.boxes.find((b) => b.index === view.turn)
  if (!box || box.blind || box.draw !== null || box.cards.length !== 5) return undefined
  const up = view.dealer.upCard
  if (!view.dealt.every((d) => d.card === up || box.cards.includes(d.card))) return undefined
  if (!round.legalActions.some((la) => FIRST_ACTIONS.has(la.type))) return undefined
  const published = games.find((g) => g.id === round.game)?.rulesets[round.ruleset]
  return { ruleset: round.ruleset, published, cards: box.cards, up }
}

/**
 * The advised actions the round's legal actions allow, best first: an exchange or switch
 * only with a number of cards inside its `min`..`max`.
 */
export function legalLines(
  lines: readonly AdviceLine[],
  legal: readonly LegalAction[],
): AdviceLine[] {
  return lines.filter((line) =>
    legal.some((la) => {
      if (la.type !== line.action) return false
      if (!DRAWS.has(la.type)) return true
      const n = line.discard.length
      return typeof la.min === 'number' && typeof la.max === 'number' && n >= la.min && n <= la.max
    }),
  )
}

/** How many advised lines the legal actions call for: one per action, one per card subset of a draw. */
export function expectedLineCount(legal: readonly LegalAction[], cards = 5): number {
  let count = 0
  for (const la of legal) {
    if (!FIRST_ACTIONS.has(la.type)) continue
    if (!DRAWS.has(la.type)) count++
    else if (typeof la.min === 'number' && typeof la.max === 'number')
      for (let k = la.min; k <= la.max; k++) count += binomial(cards, k)
  }
  return count
}

function binomial(n: number, k: number): number {
  let r = 1
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1)
  return r
}
