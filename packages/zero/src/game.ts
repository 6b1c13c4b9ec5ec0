import type { Game } from '@felt/cards'
import { act } from './engine/act.ts'
import { deal, deckSize } from './engine/deal.ts'
import { legalActions, ZERO_ACTION_TYPES } from './engine/legal.ts'
import { settle } from './engine/settle.ts'
import type {
  ZeroAction,
  ZeroDetails,
  ZeroLegalAction,
  ZeroState,
  ZeroView,
  ZeroWagers,
} from './engine/types.ts'
import { view } from './engine/view.ts'
import { resolveRules } from './rules/resolve.ts'
import { ZERO_RULESETS, type ZeroOverrides, type ZeroRules } from './rules/rulesets.ts'

/**
 * Zero (docs/rules/zero.md) as a Felt game: id `zero`, rule sets `six-deck` (default, 312
 * cards) and `eight-deck` (416), wagers Zero and optional Zero Payouts, actions stand, hit,
 * double, split. Labels in `dealt`: `hand:0`, `hand:1` (after a split), `dealer`.
 * @example
 * const rules = zero.rules('six-deck', { double: 'two-card' })
 * const state = zero.deal(shuffledShoe, rules, { zero: 10 })
 * zero.legalActions(state) // [{ type: 'stand', box: 0, hand: 0 }, { type: 'hit', ... }, ...]
 */
export const zero: Game<
  ZeroRules,
  ZeroWagers,
  ZeroAction,
  ZeroState,
  ZeroView,
  ZeroDetails,
  ZeroOverrides,
  ZeroLegalAction
> = {
  id: 'zero',
  title: 'Zero',
  rulesets: ZERO_RULESETS,
  defaultRuleset: 'six-deck',
  wagerKinds: ['zero', 'zeroPayouts'],
  wagersOf: () => ({ required: ['zero'], optional: ['zeroPayouts'] }),
  actionTypes: ZERO_ACTION_TYPES,
  rules: resolveRules,
  deckSize,
  deal,
  legalActions,
  act,
  settle,
  view,
}
