import { type CardCode, formatCards, InvalidCardError } from '@felt/cards'
import { canonicalSituation, STUD_DRAW } from '@felt/strategy/stud-poker'
import type { StudRules } from '@felt/stud-poker'
import { dealerTable } from '../kernel/dealer-table.ts'
import { FinalHandScorer, qualifyingStrength } from '../kernel/final-hand.ts'
import { checkedFinalHand } from '../kernel/force.ts'
import { ACTIONS, SituationSolver, SLOT } from '../solver/situation.ts'
import { bestCode } from '../solver/solve.ts'

// The advisor subpath (`@felt/math/stud-advice`) offers every decision of a round.
export { type ForceChoice, forceChoice, forceOptionValue } from '../kernel/force.ts'

import { STUD_ACTION_NAMES } from '../fast/strategy-rows.ts'

/** One legal first action and its expected value. */
export interface StudActionValue {
  readonly action: 'fold' | 'play' | 'insure' | 'buy' | 'exchange' | 'switch' | 'instant'
  /** The cards to discard (exchange, switch), else empty. */
  readonly discard: readonly CardCode[]
  /** Expected net per Ante of the main bet (fees, Raise and insurance included), the best second decision after a draw. */
  readonly ev: number
}

/** The advice for one starting situation: every legal first action by value, best first. */
export interface StudAdvice {
  readonly best: StudActionValue
  readonly actions: readonly StudActionValue[]
  /** Seconds the exact computation took. */
  readonly seconds: number
}

/**
 * Exact advice for a stud starting situation under any rule set (a custom pay table or
 * option set included): the expected value of every legal first action (fold, play,
 * insure, buy, each exchange or switch) with five cards against the dealer's up card,
 * every draw enumerated and the discarded cards removed from the dealer's (no
 * approximation), the second decision taken optimally on each final hand. Where the rules
 * let a played box force the dealer / buy a game, play includes that option (`ForceOption`,
 * exact). Takes a few seconds where five-card draws are allowed (about 1.4 million final
 * hands); the stock rule sets' best action is also in `@felt/strategy/stud-poker/table`,
 * without values, at once.
 * @throws {InvalidCardError} `INVALID_CARD` unless five distinct cards and another up card.
 */
export function studAdvice(rules: StudRules, cards: readonly CardCode[], up: CardCode): StudAdvice {
  const started = performance.now()
  const s = canonicalSituation(cards, up)
  const solver = new SituationSolver(rules, s.upRank)
  const evs = new Float64Array(ACTIONS * SLOT)
  solver.evaluate(s.cards, evs, 'exact')
  const draw = rules.switchPrices === null ? 'exchange' : 'switch'
  const actions: StudActionValue[] = []
  for (let code = 0; code < ACTIONS; code++) {
    const ev = evs[code * SLOT]!
    if (Number.isNaN(ev)) continue
    if (code >= STUD_DRAW) {
      const gone = s.original.filter((_, i) => ((code - STUD_DRAW) >> i) & 1)
      actions.push({ action: draw, discard: cards.filter((c) => gone.includes(c)), ev })
    } else actions.push({ action: STUD_ACTION_NAMES[code as 0 | 1 | 2 | 3 | 4]!, discard: [], ev })
  }
  const best = actions.find((a) => a.ev === evs[bestCode(evs) * SLOT])!
  actions.sort((a, b) => b.ev - a.ev)
  return { best, actions, seconds: (performance.now() - started) / 1000 }
}

/**
 * Exact advice for the second decision of a stud box, after a buy, exchange or switch: the
 * expected value of folding, playing and (where the hand may) playing with the most
 * insurance, for the final `cards` (five, or six after a buy) against the dealer's `up`
 * card, with the `discards` (and any other card seen) removed from the dealer's. Where the
 * rules let a played box force the dealer, playing includes the exact value of that option
 * (`ForceOption`; an insured box may not force). Values are per Ante from here on: the
 * draw's fee, already paid, is left out. About 0.5 s (the dealer table of the up card).
 * @example
 * studSecondAdvice(studPoker.rules('lunar'), parseCards('As Kd Qh 7c 7h'), parseCard('9s'), parseCards('4d 2c'))
 * @throws {InvalidCardError} `INVALID_CARD` unless the cards are distinct card codes.
 */
export function studSecondAdvice(
  rules: StudRules,
  cards: readonly CardCode[],
  up: CardCode,
  discards: readonly CardCode[],
): StudAdvice {
  const started = performance.now()
  checkedFinalHand(rules, cards, [up, ...discards])
  const table = dealerTable(up, qualifyingStrength(rules))
  const removed = Int32Array.from([...cards, ...discards].map((c) => table.local[c]!)).sort()
  const out = new FinalHandScorer(rules, table).score(cards, cards.length, removed, removed.length)
  const mustPlay = rules.switchPrices !== null && discards.length === 5
  const actions: StudActionValue[] = [{ action: 'play', discard: [], ev: out.play.value }]
  if (!mustPlay) actions.push({ action: 'fold', discard: [], ev: -1 })
  if (Number.isFinite(out.insured.value))
    actions.push({ action: 'insure', discard: [], ev: out.insured.value })
  actions.sort((a, b) => b.ev - a.ev)
  return { best: actions[0]!, actions, seconds: (performance.now() - started) / 1000 }
}

/**
 * The final hand of a stud box from what the player has seen of the draw: the five cards
 * dealt without the discards, then the cards drawn (one after a buy, with no discards; as
 * many as were discarded after an exchange or switch).
 * @throws {InvalidCardError} `INVALID_CARD` unless five cards were dealt, every discard is one
 *   of them, and as many cards were drawn as the draw takes.
 */
export function studFinalHand(
  dealt: readonly CardCode[],
  discards: readonly CardCode[],
  drawn: readonly CardCode[],
): CardCode[] {
  const details = { dealt: [...dealt], discards: [...discards], drawn: [...drawn] }
  if (dealt.length !== 5) throw new InvalidCardError('a stud box is dealt five cards', details)
  if (discards.some((c) => !dealt.includes(c)) || new Set(discards).size !== discards.length)
    throw new InvalidCardError('the discards must be cards of the five dealt', details)
  if (drawn.length !== (discards.length === 0 ? 1 : discards.length)) {
    throw new InvalidCardError(
      'a buy draws one card and discards none; an exchange or switch draws as many as it discards',
      details,
    )
  }
  return [...dealt.filter((c) => !discards.includes(c)), ...drawn]
}

/**
 * `studSecondAdvice` from exactly what the player has seen of the round: the five cards
 * dealt, the dealer's up card, the discards and the cards drawn (`studFinalHand`).
 * @example
 * studAdviceAfterDraw(studPoker.rules('lunar'), parseCards('As Kd Qh 4d 2c'), parseCard('9s'), parseCards('4d 2c'), parseCards('7c 7h'))
 * @throws {InvalidCardError} `INVALID_CARD` as `studFinalHand` and `studSecondAdvice` do.
 */
export function studAdviceAfterDraw(
  rules: StudRules,
  dealt: readonly CardCode[],
  up: CardCode,
  discards: readonly CardCode[],
  drawn: readonly CardCode[],
): StudAdvice {
  return studSecondAdvice(rules, studFinalHand(dealt, discards, drawn), up, discards)
}

/** One line per action: `exchange 7d 2c  -0.123456`. */
export function formatStudAdvice(a: StudAdvice): string {
  return a.actions
    .map(
      (x) =>
        `${`${x.action}${x.discard.length > 0 ? ` ${formatCards(x.discard)}` : ''}`.padEnd(24)} ${x.ev >= 0 ? ' ' : ''}${x.ev.toFixed(6)}`,
    )
    .join('\n')
}
