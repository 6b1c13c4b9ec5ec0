import { RAISE_PAY_TABLE } from '@felt/evaluators'
import { JACKPOT_BONUS_TABLE } from './tables.ts'
import type { StudRules } from './types.ts'

/**
 * `lunar-finland`: Lunar without Super or instant payout; optional Jackpot Bonus side bet;
 * insurance with three of a kind or better (1x Ante up to half the potential Raise win);
 * force the dealer for 1x Ante (highest card replaced, no same-rank redraw; still not
 * qualifying: the box pushes).
 */
export const lunarFinland: StudRules = {
  name: 'lunar-finland',
  superWager: false,
  superTable: null,
  dealerSuperWager: false,
  instantPayout: null,
  buy: { fee: 1 },
  exchange: { min: 2, max: 5, fee: 1 },
  switchPrices: null,
  anteOnWin: 'push',
  raiseTable: RAISE_PAY_TABLE,
  secondCombination: true,
  straightPlusPair: 'two-straights',
  insurance: { minHand: 'three-of-a-kind', min: 1, max: 0.5 },
  forceDealer: { fee: 1, replace: 'highest', redrawSameRank: false, ifStillNot: 'push' },
  blindBoxesFrom: null,
  bonusTable: JACKPOT_BONUS_TABLE,
  qualifier: 'ace-king',
  dealerUpCard: 4,
}
