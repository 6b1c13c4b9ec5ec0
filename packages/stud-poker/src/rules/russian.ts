import { RAISE_PAY_TABLE } from '@felt/evaluators'
import { JACKPOT_BONUS_TABLE } from './tables.ts'
import type { StudRules } from './types.ts'

/**
 * `russian`: classic Russian Poker. Third and further boxes are blind; buy a sixth card or
 * exchange 1-4 cards for 1x Ante; a box that beats a qualified dealer has its Ante pushed
 * (returned, not paid) and only its Raise paid; two combinations (two straights); insurance
 * with three of a kind or better up to half the potential Raise win; buy a game for 1x Ante
 * (highest card replaced, same-rank replacement drawn again; still not qualifying: Ante and
 * Raise push, the fee is lost); optional Bonus side bet. `anteOnWin: 'even'` and
 * `forceDealer.ifStillNot: 'anteWins'` remain available as overrides.
 */
export const russian: StudRules = {
  name: 'russian',
  superWager: false,
  superTable: null,
  dealerSuperWager: false,
  instantPayout: null,
  buy: { fee: 1 },
  exchange: { min: 1, max: 4, fee: 1 },
  switchPrices: null,
  anteOnWin: 'push',
  raiseTable: RAISE_PAY_TABLE,
  secondCombination: true,
  straightPlusPair: 'two-straights',
  insurance: { minHand: 'three-of-a-kind', min: 0, max: 0.5 },
  forceDealer: { fee: 1, replace: 'highest', redrawSameRank: true, ifStillNot: 'push' },
  blindBoxesFrom: 2,
  bonusTable: JACKPOT_BONUS_TABLE,
  qualifier: 'ace-king',
  dealerUpCard: 4,
}
