import { RAISE_PAY_TABLE } from '@felt/evaluators'
import type { StudRules } from './types.ts'

/**
 * `caribbean-stud`: the baseline. Ante, Fold or Raise 2x Ante, no draws, no Super, no
 * instant payout, no second combination, no insurance, no forcing; Ante pays 1 to 1 when the
 * box wins; Raise pays royal 100 ... two pair 2, pair or less 1.
 */
export const caribbeanStud: StudRules = {
  name: 'caribbean-stud',
  superWager: false,
  superTable: null,
  dealerSuperWager: false,
  instantPayout: null,
  buy: null,
  exchange: null,
  switchPrices: null,
  anteOnWin: 'even',
  raiseTable: RAISE_PAY_TABLE,
  secondCombination: false,
  straightPlusPair: 'two-straights',
  insurance: null,
  forceDealer: null,
  blindBoxesFrom: null,
  bonusTable: null,
  qualifier: 'ace-king',
  dealerUpCard: 4,
}
