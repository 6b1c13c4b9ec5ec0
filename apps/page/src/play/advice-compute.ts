import { forceChoice, type StudAdvice, studAdvice, studSecondAdvice } from '@felt/math/stud-advice'
import type { AdviceLine, AdviceRequest } from './advice-query.ts'
import { roundRules } from './advice-rules.ts'

/** A valued decision: every action the advisor values, best first, and the seconds it took. */
export interface AdviceValues {
  readonly actions: readonly AdviceLine[]
  readonly seconds: number
}

function lines(a: StudAdvice): AdviceValues {
  return {
    actions: a.actions.map((x) => ({ action: x.action, discard: x.discard, ev: x.ev })),
    seconds: a.seconds,
  }
}

/**
 * The request's decision valued exactly under the round's rules: `studAdvice` at the first
 * decision, `studSecondAdvice` after a draw (the seen cards removed from the dealer's), and
 * `forceChoice` when the dealer does not qualify (force and take, the better first).
 * @throws {InvalidCardError} `INVALID_CARD`, {InvalidRulesError} `INVALID_RULES`,
 * {UnknownRulesetError} `UNKNOWN_RULESET`: the view or the published rules do not fit.
 */
export function adviseDecision(request: AdviceRequest): AdviceValues {
  const rules = roundRules(request.ruleset, request.published)
  switch (request.kind) {
    case 'first':
      return lines(studAdvice(rules, request.cards, request.up))
    case 'second':
      return lines(studSecondAdvice(rules, request.cards, request.up, request.seen))
    case 'force': {
      const started = performance.now()
      const c = forceChoice(rules, request.cards, request.dealer, request.seen)
      const force = { action: 'force', discard: [], ev: c.force }
      const take = { action: 'take', discard: [], ev: c.take }
      const actions = c.best === 'force' ? [force, take] : [take, force]
      return { actions, seconds: (performance.now() - started) / 1000 }
    }
  }
}
