import { fullPayTableSchema, payTableSchema } from '@felt/cards'
import { STUD_COMBINATIONS, SUPER_CATEGORIES } from '@felt/evaluators'
import * as v from 'valibot'
import { MAX_BOXES } from './facts.ts'
import { POKER_CATEGORIES, type StudRules } from './types.ts'

const whole = (min: number, max: number, description: string) =>
  v.pipe(
    v.number(),
    v.integer(`must be a whole number from ${min} to ${max}`),
    v.minValue(min, `must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `must be a whole number from ${min} to ${max}`),
    v.description(description),
  )

/** A multiple of the Ante paid as a fee: 0 to 100. */
const fee = (what: string) => whole(0, 100, `${what}, a whole multiple of the Ante`)

const RULES = v.pipe(
  v.strictObject({
    name: v.pipe(
      v.string(),
      v.minLength(1, 'must be a string of 1 to 64 characters'),
      v.maxLength(64, 'must be a string of 1 to 64 characters'),
      v.description('the rule set name'),
    ),
    superWager: v.pipe(
      v.boolean(),
      v.description('a mandatory Super wager (>= Ante) on every box'),
    ),
    superTable: v.pipe(
      v.nullable(payTableSchema(SUPER_CATEGORIES, 'the Super pay table')),
      v.description('the Super pay table (to 1), or null without Super wagers'),
    ),
    dealerSuperWager: v.pipe(
      v.boolean(),
      v.description("optional Super wagers on the dealer's hand"),
    ),
    instantPayout: v.pipe(
      v.nullable(
        payTableSchema(POKER_CATEGORIES, 'Ante pays on a first five of these categories at once'),
      ),
      v.description('Ante pays on a first five of these categories at once, or null'),
    ),
    buy: v.pipe(
      v.nullable(v.strictObject({ fee: fee('the price of a sixth card') })),
      v.description('buy a sixth card for fee x Ante, or null'),
    ),
    exchange: v.pipe(
      v.nullable(
        v.pipe(
          v.strictObject({
            min: whole(1, 5, 'fewest cards a box may exchange'),
            max: whole(1, 5, 'most cards a box may exchange'),
            fee: fee('the price of an exchange'),
          }),
          v.forward(
            v.check((e) => e.min <= e.max, 'must not exceed exchange.max'),
            ['min'],
          ),
        ),
      ),
      v.description('exchange min..max cards for fee x Ante, or null'),
    ),
    switchPrices: v.nullable(
      v.pipe(
        v.array(fee('the price of a switch')),
        v.length(5, 'must list the price of switching 1, 2, 3, 4 and 5 cards'),
        v.description('Oasis switch: the price of switching 1..5 cards, index n - 1'),
      ),
    ),
    anteOnWin: v.pipe(
      v.picklist(['push', 'even']),
      v.description('Ante when the box beats a qualified dealer: push or 1 to 1'),
    ),
    raiseTable: fullPayTableSchema(STUD_COMBINATIONS, 'the Raise pay table (to 1) by combination'),
    secondCombination: v.pipe(v.boolean(), v.description('pay a second combination')),
    straightPlusPair: v.pipe(
      v.picklist(['two-straights', 'straight-and-pair']),
      v.description('how a six-card straight with a pair is paid'),
    ),
    insurance: v.pipe(
      v.nullable(
        v.strictObject({
          minHand: v.picklist(POKER_CATEGORIES),
          min: v.pipe(
            v.number(),
            v.finite('must be a multiple of the Ante >= 0'),
            v.minValue(0, 'must be a multiple of the Ante >= 0'),
          ),
          max: v.pipe(
            v.number(),
            v.gtValue(0, 'must be a share of the potential Raise win in (0, 1]'),
            v.maxValue(1, 'must be a share of the potential Raise win in (0, 1]'),
          ),
        }),
      ),
      v.description(
        'insure from min x Ante to max x the potential Raise win, minHand or better, or null',
      ),
    ),
    forceDealer: v.pipe(
      v.nullable(
        v.strictObject({
          fee: fee('the price of forcing the dealer'),
          replace: v.picklist(['highest', 'lowest']),
          redrawSameRank: v.boolean(),
          ifStillNot: v.picklist(['push', 'anteWins']),
        }),
      ),
      v.description('force the dealer / buy a game when he does not qualify, or null'),
    ),
    blindBoxesFrom: v.pipe(
      v.nullable(whole(0, MAX_BOXES - 1, 'the first blind box')),
      v.description('0-based box index from which boxes are blind, or null'),
    ),
    bonusTable: v.pipe(
      v.nullable(payTableSchema(POKER_CATEGORIES, 'the Jackpot / Bonus side bet pay table (to 1)')),
      v.description('the Jackpot / Bonus side bet on the first five cards, or null'),
    ),
    qualifier: v.pipe(
      v.picklist(['ace-king', 'pair']),
      v.description('the dealer qualifies with ace-king or better, or a pair or better'),
    ),
    dealerUpCard: whole(0, 4, "which of the dealer's five cards is face up"),
  }),
  v.forward(
    v.partialCheck(
      [['superWager'], ['dealerSuperWager'], ['superTable']],
      (r) => !((r.superWager || r.dealerSuperWager) && r.superTable === null),
      'a Super wager needs a Super table',
    ),
    ['superTable'],
  ),
)

/**
 * The valibot schema of a whole stud rule set: every option of `StudRules`, with its range
 * and a description, and the checks across options. `validateRules` parses with it.
 */
export const STUD_RULES_SCHEMA: v.GenericSchema<unknown, StudRules> = RULES

// The schema's output fits `StudRules` (the annotation above) and names the same options: an
// option added to one and not the other fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameOptions: Same<keyof v.InferOutput<typeof RULES>, keyof StudRules> = true
void sameOptions
