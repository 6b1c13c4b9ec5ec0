import type { CategoryPayTable } from './types.ts'

/**
 * The default Jackpot Bonus / Bonus side bet table of docs/rules/stud-family.md (to 1), on the box's
 * first five cards: royal 1000, straight flush 500, four of a kind 200, full house 70,
 * flush 50, straight 40, three of a kind 25.
 */
export const JACKPOT_BONUS_TABLE: CategoryPayTable = {
  'royal-flush': 1000,
  'straight-flush': 500,
  'four-of-a-kind': 200,
  'full-house': 70,
  flush: 50,
  straight: 40,
  'three-of-a-kind': 25,
}

/** Lunar instant payout on the Ante (to 1): royal flush 1000, straight flush 200. */
export const LUNAR_INSTANT_PAYOUT: CategoryPayTable = {
  'royal-flush': 1000,
  'straight-flush': 200,
}
