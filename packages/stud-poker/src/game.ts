import type { Game } from '@felt/cards'
import { act, STUD_ACTION_TYPES } from './engine/act.ts'
import { deal } from './engine/deal.ts'
import { legalActions } from './engine/legal.ts'
import { settle } from './engine/settle.ts'
import type {
  StudAction,
  StudDetails,
  StudLegalAction,
  StudState,
  StudView,
  StudWagers,
} from './engine/types.ts'
import { view } from './engine/view.ts'
import { resolveRules } from './rules/resolve.ts'
import { DEFAULT_STUD_RULESET, STUD_RULESETS } from './rules/rulesets.ts'
import type { StudOverrides, StudRules } from './rules/types.ts'

/**
 * The Caribbean Stud family as one game: rule sets `lunar` (default), `lunar-finland`,
 * `russian`, `caribbean-stud` and `oasis` (docs/rules/stud-family.md). Pure functions over plain-JSON
 * state; a 52-card deck comes in from outside.
 */
export const studPoker: Game<
  StudRules,
  StudWagers,
  StudAction,
  StudState,
  StudView,
  StudDetails,
  StudOverrides,
  StudLegalAction
> = {
  id: 'stud-poker',
  title: 'Stud poker: Lunar, Russian, Caribbean Stud, Oasis',
  rulesets: STUD_RULESETS,
  defaultRuleset: DEFAULT_STUD_RULESET,
  wagerKinds: ['ante', 'super', 'dealerSuper', 'bonus'],
  wagersOf: (rules) => ({
    required: rules.superWager ? ['ante', 'super'] : ['ante'],
    optional: [
      ...(rules.dealerSuperWager ? ['dealerSuper'] : []),
      ...(rules.bonusTable === null ? [] : ['bonus']),
    ],
  }),
  actionTypes: STUD_ACTION_TYPES,
  rules: resolveRules,
  deckSize: () => 52,
  deal,
  legalActions,
  act,
  settle,
  view,
}
