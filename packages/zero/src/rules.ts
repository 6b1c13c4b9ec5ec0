import { InvalidRulesError, UnknownRulesetError } from '@felt/cards'
import { ZERO_PAYOUTS_EVENTS, type ZeroPayoutsEvent } from './payouts.ts'

/**
 * Which double down the table uses (zero.md, "Play" step 4): `three-card` (default: double a
 * three-card hand for one more card), `three-card-no-card` (double a three-card hand, no card),
 * `two-card` (double a two-card hand for exactly one card).
 */
export type ZeroDouble = 'three-card' | 'three-card-no-card' | 'two-card'

/** Zero Payouts pays, `X` to 1 per event; an event left out pays nothing. */
export type ZeroPayoutsPays = Readonly<Partial<Record<ZeroPayoutsEvent, number>>>

/** A fully resolved Zero rule set. */
export interface ZeroRules {
  readonly name: string
  /** Decks in the shoe: 6 (`six-deck`) or 8 (`eight-deck`). */
  readonly decks: 6 | 8
  readonly double: ZeroDouble
  /**
   * The Zero Payouts pay table, supplied by the operator. The default is
   * `EXAMPLE_ZERO_PAYOUTS_PAYS`, an example only, not any casino's table.
   */
  readonly zeroPayoutsPays: ZeroPayoutsPays
}

/**
 * An EXAMPLE Zero Payouts pay table (X to 1), made up for Felt and not any casino's: the rules
 * leave the table to the operator.
 */
export const EXAMPLE_ZERO_PAYOUTS_PAYS: ZeroPayoutsPays = Object.freeze({
  'two-card-pair': 12,
  'two-card': 2,
  'three-card-trips': 60,
  'three-card-pair': 6,
  'three-card': 1,
})

const DOUBLES: readonly ZeroDouble[] = ['three-card', 'three-card-no-card', 'two-card']

/** The named rule sets: `six-deck` (as at the Golden Nugget; the default) and `eight-deck`. */
export const ZERO_RULESETS: Readonly<Record<string, ZeroRules>> = Object.freeze({
  'six-deck': Object.freeze({
    name: 'six-deck',
    decks: 6,
    double: 'three-card',
    zeroPayoutsPays: EXAMPLE_ZERO_PAYOUTS_PAYS,
  }),
  'eight-deck': Object.freeze({
    name: 'eight-deck',
    decks: 8,
    double: 'three-card',
    zeroPayoutsPays: EXAMPLE_ZERO_PAYOUTS_PAYS,
  }),
})

const OPTIONS = ['double', 'zeroPayoutsPays'] as const

/**
 * Resolves a rule set with option overrides (`double`, `zeroPayoutsPays`; the shoe size is
 * fixed by the rule set) and validates it.
 * @throws {UnknownRulesetError} `UNKNOWN_RULESET`; {InvalidRulesError} `INVALID_RULES`.
 */
export function resolveZeroRules(
  ruleset = 'six-deck',
  overrides: Readonly<Record<string, unknown>> = {},
): ZeroRules {
  if (!Object.hasOwn(ZERO_RULESETS, ruleset)) {
    throw new UnknownRulesetError('zero', ruleset, Object.keys(ZERO_RULESETS))
  }
  for (const key of Object.keys(overrides)) {
    if (!(OPTIONS as readonly string[]).includes(key)) {
      throw new InvalidRulesError(`zero has no rule option ${JSON.stringify(key)}`, {
        option: key,
        known: OPTIONS,
      })
    }
  }
  return validateZeroRules({ ...ZERO_RULESETS[ruleset]!, ...overrides } as ZeroRules)
}

/**
 * Checks a rule set object and returns a clean frozen copy.
 * @throws {InvalidRulesError} `INVALID_RULES` naming the first problem.
 */
export function validateZeroRules(rules: ZeroRules): ZeroRules {
  if (typeof rules !== 'object' || rules === null)
    throw new InvalidRulesError('rules must be an object')
  if (typeof rules.name !== 'string' || rules.name === '') {
    throw new InvalidRulesError('a rule set needs a name')
  }
  if (rules.decks !== 6 && rules.decks !== 8) {
    throw new InvalidRulesError('a Zero shoe holds 6 or 8 decks', { decks: String(rules.decks) })
  }
  if (!DOUBLES.includes(rules.double)) {
    throw new InvalidRulesError(`double is one of ${DOUBLES.join(', ')}`, {
      option: 'double',
      value: String(rules.double).slice(0, 32),
    })
  }
  const table = rules.zeroPayoutsPays as unknown
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    throw new InvalidRulesError('zeroPayoutsPays must be an object keyed by event')
  }
  const pays: Partial<Record<ZeroPayoutsEvent, number>> = {}
  for (const [key, pay] of Object.entries(table)) {
    if (!(ZERO_PAYOUTS_EVENTS as readonly string[]).includes(key)) {
      throw new InvalidRulesError(
        `zeroPayoutsPays has no event ${JSON.stringify(key.slice(0, 32))}`,
        {
          option: 'zeroPayoutsPays',
          key: key.slice(0, 32),
          known: ZERO_PAYOUTS_EVENTS,
        },
      )
    }
    if (typeof pay !== 'number' || !Number.isFinite(pay) || pay < 0 || pay > 1_000_000) {
      throw new InvalidRulesError(`zeroPayoutsPays.${key} must be a pay from 0 to 1000000`, {
        option: 'zeroPayoutsPays',
        key,
        value: String(pay),
      })
    }
    pays[key as ZeroPayoutsEvent] = pay
  }
  return Object.freeze({
    name: rules.name,
    decks: rules.decks,
    double: rules.double,
    zeroPayoutsPays: Object.freeze(pays),
  })
}
