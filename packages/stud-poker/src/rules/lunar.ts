import { LUNAR_SUPER_PAY_TABLE, RAISE_PAY_TABLE } from '@felt/evaluators'
import { LUNAR_INSTANT_PAYOUT } from './tables.ts'
import type { StudRules } from './types.ts'

/**
 * `lunar` (default): the 2014 Lunar Poker rules. Ante + mandatory Super (>= Ante) with
 * optional Super on the dealer's hand; instant payout on a dealt straight or royal flush;
 * buy a sixth card or exchange 2-5 cards for 1x Ante; Ante pushes when the box wins; two
 * combinations, a six-card straight with a pair paid as two straights; dealer's fifth card up.
 */
export const lunar: StudRules = {
  name: 'lunar',
  superWager: true,
  superTable: LUNAR_SUPER_PAY_TABLE,
  dealerSuperWager: true,
  instantPayout: LUNAR_INSTANT_PAYOUT,
  buy: { fee: 1 },
  exchange: { min: 2, max: 5, fee: 1 },
  switchPrices: null,
  anteOnWin: 'push',
  raiseTable: RAISE_PAY_TABLE,
  secondCombination: true,
  straightPlusPair: 'two-straights',
  insurance: null,
  forceDealer: null,
  blindBoxesFrom: null,
  bonusTable: null,
  qualifier: 'ace-king',
  dealerUpCard: 4,
}
