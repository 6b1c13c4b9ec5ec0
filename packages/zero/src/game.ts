import type { Game } from '@felt/cards'
import { zeroAct, zeroLegalActions } from './act.ts'
import { dealZero, zeroDeckSize } from './deal.ts'
import { resolveZeroRules, ZERO_RULESETS, type ZeroRules } from './rules.ts'
import { settleZero } from './settle.ts'
import type { ZeroAction, ZeroDetails, ZeroState, ZeroView, ZeroWagers } from './types.ts'
import { zeroView } from './view.ts'

/**
 * Zero (zero.md) as a Felt game: id `zero`, rule sets `six-deck` (default, 312 cards) and
 * `eight-deck` (416), wagers Zero and optional Zero Payouts, actions stand, hit, double, split.
 * Labels in `dealt`: `hand:0`, `hand:1` (after a split), `dealer`.
 */
export const zero: Game<ZeroRules, ZeroWagers, ZeroAction, ZeroState, ZeroView, ZeroDetails> = {
  id: 'zero',
  title: 'Zero',
  rulesets: ZERO_RULESETS,
  defaultRuleset: 'six-deck',
  wagerKinds: ['zero', 'zeroPayouts'],
  wagersOf: () => ({ required: ['zero'], optional: ['zeroPayouts'] }),
  actionTypes: ['stand', 'hit', 'double', 'split'],
  rules: resolveZeroRules,
  deckSize: zeroDeckSize,
  deal: dealZero,
  legalActions: zeroLegalActions,
  act: zeroAct,
  settle: settleZero,
  view: zeroView,
}
