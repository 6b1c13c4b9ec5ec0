import type { CardCode } from '@felt/cards'
import type { GameInfo, LegalAction, RoundOut } from './api.ts'

interface AdviceBase {
  readonly ruleset: string
  /** The rule set as the server published it (`GET /v1/games`), overrides included. */
  readonly published: unknown
  /** The box's cards: five, or six after a buy. */
  readonly cards: readonly CardCode[]
}

/**
 * What the advice worker is asked, by decision: `first` (five cards and the up card),
 * `second` after a draw (the final cards, the up card, and `seen`: the discards and any
 * other box's cards, all removed from the dealer's), or `force` (the final cards, the
 * dealer's turned five, and `seen`: every other card dealt to the player's boxes).
 */
export type AdviceRequest =
  | (AdviceBase & { readonly kind: 'first'; readonly up: CardCode })
  | (AdviceBase & {
      readonly kind: 'second'
      readonly up: CardCode
      readonly seen: readonly CardCode[]
    })
  | (AdviceBase & {
      readonly kind: 'force'
      readonly dealer: readonly CardCode[]
      readonly seen: readonly CardCode[]
    })

/** One legal action with its exact EV, as the worker answers it. */
export interface AdviceLine {
  readonly action: string
  /** The cards an exchange or switch discards, else empty. */
  readonly discard: readonly CardCode[]
  /** Expected net per Ante (fees, Raise and insurance included; after a draw, from here on). */
  readonly ev: number
}

/** The worker's reply: every action by value, best first, or why it could not answer. */
export type AdviceReply =
  | { readonly ok: true; readonly actions: readonly AdviceLine[]; readonly seconds: number }
  | { readonly ok: false; readonly message: string }

/** Types of the legal actions studAdvice values at the first decision. */
const FIRST_ACTIONS = new Set(['fold', 'play', 'insure', 'buy', 'exchange', 'switch'])
/** Those studSecondAdvice values after a draw, and forceChoice's. */
const SECOND_ACTIONS = new Set(['fold', 'play', 'insure'])
const FORCE_ACTIONS = new Set(['force', 'take'])
const ADVISED = new Set([...FIRST_ACTIONS, ...FORCE_ACTIONS])
const DRAWS = new Set(['exchange', 'switch'])

/**
 * The advice request for a stud round awaiting one of the player's decisions on a box, from
 * the view only (every card in it is one the player sees), or undefined when none applies:
 * - the first decision, only while the box's five and the up card are the only cards seen;
 * - the second decision after a draw, with the discards and other boxes' cards as seen
 *   cards (refused after a switch when other boxes were seen: the advisor would count them
 *   as switched);
 * - force or take, the dealer's five turned and not qualifying, every other card dealt to
 *   the player's boxes as seen.
 */
export function adviceRequest(
  round: RoundOut,
  games: readonly GameInfo[],
): AdviceRequest | undefined {
  if (round.game !== 'stud-poker' || round.status !== 'awaiting-action') return undefined
  const view = round.view
  if (view.turn === null) return undefined
  const box = view.boxes.find((b) => b.index === view.turn)
  if (!box || (box.cards.length !== 5 && box.cards.length !== 6)) return undefined
  const types = new Set(round.legalActions.map((la) => la.type))
  const base = {
    ruleset: round.ruleset,
    published: games.find((g) => g.id === round.game)?.rulesets[round.ruleset],
    cards: box.cards,
  }
  const up = view.dealer.upCard
  const others = (known: readonly CardCode[]): CardCode[] =>
    view.dealt.map((d) => d.card).filter((c) => !known.includes(c) && !box.cards.includes(c))
  if (view.phase === 'force') {
    const dealer = view.dealer.cards
    if (dealer?.length !== 5 || view.dealer.qualifies !== false) return undefined
    if (!types.has('force') || !types.has('take')) return undefined
    return { kind: 'force', ...base, dealer, seen: others(dealer) }
  }
  if (view.phase !== 'decisions' || box.blind) return undefined
  if (box.draw === null) {
    if (box.cards.length !== 5 || others([up]).length > 0) return undefined
    if (![...types].some((t) => FIRST_ACTIONS.has(t))) return undefined
    return { kind: 'first', ...base, up }
  }
  // The discards are dealt cards no longer in the box, so `seen` holds them.
  const seen = others([up])
  if (box.draw.type === 'switch' && seen.length > box.draw.discarded.length) return undefined
  if (![...types].some((t) => SECOND_ACTIONS.has(t))) return undefined
  return { kind: 'second', ...base, up, seen }
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

/**
 * How many advised lines the legal actions call for: one per action (force and take
 * included), one per card subset of a draw.
 */
export function expectedLineCount(legal: readonly LegalAction[], cards = 5): number {
  let count = 0
  for (const la of legal) {
    if (!ADVISED.has(la.type)) continue
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
