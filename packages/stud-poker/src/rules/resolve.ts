import { InvalidRulesError, UnknownRulesetError } from '@felt/cards'
import { STUD_COMBINATIONS, SUPER_CATEGORIES } from '@felt/evaluators'
import { DEFAULT_STUD_RULESET, STUD_RULESETS } from './rulesets.ts'
import { POKER_CATEGORIES, type StudRules } from './types.ts'

type Raw = Record<string, unknown>

const RULE_KEYS: readonly (keyof StudRules)[] = [
  'name',
  'superWager',
  'superTable',
  'dealerSuperWager',
  'instantPayout',
  'buy',
  'exchange',
  'switchPrices',
  'anteOnWin',
  'raiseTable',
  'secondCombination',
  'straightPlusPair',
  'insurance',
  'forceDealer',
  'blindBoxesFrom',
  'bonusTable',
  'qualifier',
  'dealerUpCard',
]

function isObject(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function fail(key: string, message: string, ruleset: unknown): never {
  throw new InvalidRulesError(`${key}: ${message}`, {
    key,
    ruleset: typeof ruleset === 'string' ? ruleset : undefined,
  })
}

function checkKeys(key: string, value: Raw, allowed: readonly string[], name: unknown): void {
  for (const k of Object.keys(value)) {
    if (!allowed.includes(k)) fail(`${key}.${k}`, 'unknown option', name)
  }
  for (const k of allowed) if (!(k in value)) fail(`${key}.${k}`, 'missing', name)
}

function wholeNumber(key: string, v: unknown, min: number, max: number, name: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    fail(key, `must be a whole number from ${min} to ${max}`, name)
  }
  return v
}

function payTable(
  key: string,
  v: unknown,
  lines: readonly string[],
  complete: boolean,
  name: unknown,
): Record<string, number> {
  if (!isObject(v)) fail(key, 'must be a pay table object', name)
  const out: Record<string, number> = {}
  for (const [line, pays] of Object.entries(v)) {
    if (!lines.includes(line)) fail(`${key}.${line}`, 'not a line of this table', name)
    if (typeof pays !== 'number' || !Number.isFinite(pays) || pays < 0) {
      fail(`${key}.${line}`, 'a payout is a finite number >= 0 (x to 1)', name)
    }
    out[line] = pays
  }
  if (complete)
    for (const line of lines) if (!(line in out)) fail(`${key}.${line}`, 'missing', name)
  return out
}

function oneOf<T extends string>(key: string, v: unknown, values: readonly T[], name: unknown): T {
  if (!values.includes(v as T)) fail(key, `must be one of ${values.join(', ')}`, name)
  return v as T
}

function bool(key: string, v: unknown, name: unknown): boolean {
  if (typeof v !== 'boolean') fail(key, 'must be true or false', name)
  return v
}

/**
 * Validates a complete stud rule set (every option of the options table of stud-family.md)
 * and returns a clean copy.
 * @throws {InvalidRulesError} `INVALID_RULES` naming the first bad key in `details.key`:
 * unknown or missing keys, bad pay tables, inconsistent options (a Super wager without a
 * Super table, exchange min above max, ...).
 */
export function validateRules(input: unknown): StudRules {
  if (!isObject(input)) throw new InvalidRulesError('rules must be an object', { key: '' })
  const name = input.name
  for (const k of Object.keys(input)) {
    if (!(RULE_KEYS as readonly string[]).includes(k)) fail(k, 'unknown option', name)
  }
  for (const k of RULE_KEYS) if (!(k in input)) fail(k, 'missing', name)
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) {
    fail('name', 'must be a string of 1 to 64 characters', name)
  }
  const superWager = bool('superWager', input.superWager, name)
  const dealerSuperWager = bool('dealerSuperWager', input.dealerSuperWager, name)
  const superTable =
    input.superTable === null
      ? null
      : payTable('superTable', input.superTable, SUPER_CATEGORIES, false, name)
  if ((superWager || dealerSuperWager) && superTable === null) {
    fail('superTable', 'a Super wager needs a Super table', name)
  }
  const instantPayout =
    input.instantPayout === null
      ? null
      : payTable('instantPayout', input.instantPayout, POKER_CATEGORIES, false, name)
  let buy: StudRules['buy'] = null
  if (input.buy !== null) {
    if (!isObject(input.buy)) fail('buy', 'must be { fee } or null', name)
    checkKeys('buy', input.buy, ['fee'], name)
    buy = { fee: wholeNumber('buy.fee', input.buy.fee, 0, 100, name) }
  }
  let exchange: StudRules['exchange'] = null
  if (input.exchange !== null) {
    if (!isObject(input.exchange)) fail('exchange', 'must be { min, max, fee } or null', name)
    checkKeys('exchange', input.exchange, ['min', 'max', 'fee'], name)
    const min = wholeNumber('exchange.min', input.exchange.min, 1, 5, name)
    const max = wholeNumber('exchange.max', input.exchange.max, 1, 5, name)
    if (min > max) fail('exchange.min', 'must not exceed exchange.max', name)
    exchange = { min, max, fee: wholeNumber('exchange.fee', input.exchange.fee, 0, 100, name) }
  }
  let switchPrices: number[] | null = null
  if (input.switchPrices !== null) {
    const sp = input.switchPrices
    if (!Array.isArray(sp) || sp.length !== 5) {
      fail('switchPrices', 'must list the price of switching 1, 2, 3, 4 and 5 cards', name)
    }
    switchPrices = sp.map((p, i) => wholeNumber(`switchPrices.${i}`, p, 0, 100, name))
  }
  const anteOnWin = oneOf('anteOnWin', input.anteOnWin, ['push', 'even'] as const, name)
  const raiseTable = payTable('raiseTable', input.raiseTable, STUD_COMBINATIONS, true, name)
  const secondCombination = bool('secondCombination', input.secondCombination, name)
  const straightPlusPair = oneOf(
    'straightPlusPair',
    input.straightPlusPair,
    ['two-straights', 'straight-and-pair'] as const,
    name,
  )
  let insurance: StudRules['insurance'] = null
  if (input.insurance !== null) {
    const ins = input.insurance
    if (!isObject(ins)) fail('insurance', 'must be { minHand, min, max } or null', name)
    checkKeys('insurance', ins, ['minHand', 'min', 'max'], name)
    const minHand = oneOf('insurance.minHand', ins.minHand, POKER_CATEGORIES, name)
    if (typeof ins.min !== 'number' || !Number.isFinite(ins.min) || ins.min < 0) {
      fail('insurance.min', 'must be a multiple of the Ante >= 0', name)
    }
    if (typeof ins.max !== 'number' || !(ins.max > 0) || ins.max > 1) {
      fail('insurance.max', 'must be a share of the potential Raise win in (0, 1]', name)
    }
    insurance = { minHand, min: ins.min, max: ins.max }
  }
  let forceDealer: StudRules['forceDealer'] = null
  if (input.forceDealer !== null) {
    const f = input.forceDealer
    if (!isObject(f)) fail('forceDealer', 'must be an object or null', name)
    checkKeys('forceDealer', f, ['fee', 'replace', 'redrawSameRank', 'ifStillNot'], name)
    forceDealer = {
      fee: wholeNumber('forceDealer.fee', f.fee, 0, 100, name),
      replace: oneOf('forceDealer.replace', f.replace, ['highest', 'lowest'] as const, name),
      redrawSameRank: bool('forceDealer.redrawSameRank', f.redrawSameRank, name),
      ifStillNot: oneOf(
        'forceDealer.ifStillNot',
        f.ifStillNot,
        ['push', 'anteWins'] as const,
        name,
      ),
    }
  }
  const blindBoxesFrom =
    input.blindBoxesFrom === null
      ? null
      : wholeNumber('blindBoxesFrom', input.blindBoxesFrom, 0, 5, name)
  const bonusTable =
    input.bonusTable === null
      ? null
      : payTable('bonusTable', input.bonusTable, POKER_CATEGORIES, false, name)
  return {
    name,
    superWager,
    superTable,
    dealerSuperWager,
    instantPayout,
    buy,
    exchange,
    switchPrices,
    anteOnWin,
    raiseTable: raiseTable as StudRules['raiseTable'],
    secondCombination,
    straightPlusPair,
    insurance,
    forceDealer,
    blindBoxesFrom,
    bonusTable,
    qualifier: oneOf('qualifier', input.qualifier, ['ace-king', 'pair'] as const, name),
    dealerUpCard: wholeNumber('dealerUpCard', input.dealerUpCard, 0, 4, name),
  }
}

/**
 * Resolves a named rule set, with optional overrides, and validates the result. An override
 * that is an object merges into the rule set's object of the same key (`{ exchange: { max: 4 } }`
 * keeps the other exchange fields); anything else, `null` included, replaces it.
 * @throws {UnknownRulesetError} `UNKNOWN_RULESET`; {InvalidRulesError} `INVALID_RULES`.
 */
export function resolveRules(
  ruleset: string = DEFAULT_STUD_RULESET,
  overrides?: Readonly<Record<string, unknown>>,
): StudRules {
  const base = Object.hasOwn(STUD_RULESETS, ruleset) ? STUD_RULESETS[ruleset] : undefined
  if (base === undefined) {
    throw new UnknownRulesetError('stud-poker', ruleset, Object.keys(STUD_RULESETS))
  }
  if (overrides === undefined) return validateRules(base)
  if (!isObject(overrides)) throw new InvalidRulesError('overrides must be an object', { key: '' })
  const merged: Raw = { ...base }
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key]
    merged[key] = isObject(value) && isObject(current) ? { ...current, ...value } : value
  }
  return validateRules(merged)
}
