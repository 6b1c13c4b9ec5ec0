import { type CardCode, formatCards } from '@felt/cards'
import { canonicalSituation, STUD_DRAW } from '@felt/strategy/stud-poker'
import type { StudRules } from '@felt/stud-poker'
import { ACTIONS, SituationSolver, SLOT } from './exact/situation.ts'
import { bestCode } from './exact/solve.ts'
import { STUD_ACTION_NAMES } from './strategy-rows.ts'

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
 * approximation), the second decision taken optimally on each final hand. Force the
 * dealer / buy a game is not valued (never used). Takes a few seconds where five-card
 * draws are allowed (about 1.4 million final hands); the stock rule sets' best action is
 * also in `@felt/strategy/stud-poker/table`, without values, at once.
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

/** One line per action: `exchange 7d 2c  -0.123456`. */
export function formatStudAdvice(a: StudAdvice): string {
  return a.actions
    .map(
      (x) =>
        `${`${x.action}${x.discard.length > 0 ? ` ${formatCards(x.discard)}` : ''}`.padEnd(24)} ${x.ev >= 0 ? ' ' : ''}${x.ev.toFixed(6)}`,
    )
    .join('\n')
}
