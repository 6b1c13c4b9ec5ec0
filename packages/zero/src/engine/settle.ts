import {
  RoundIncompleteError,
  RoundSettledError,
  type Settlement,
  type SettlementLine,
} from '@felt/cards'
import { baccaratTotal } from '@felt/evaluators'
import { ZERO_PAIR_PAYS } from '../rules/facts.ts'
import { zeroPayoutsEvents, zeroPayoutsPaid } from '../rules/payouts.ts'
import type { ZeroDetails, ZeroHandDetails, ZeroState } from './types.ts'

/**
 * Settles a complete round (docs/rules/zero.md, "Zero Pair", "Settlement" and "Zero Payouts"): a zero
 * pair wins `ZERO_PAIR_PAYS` (3 to 2) at once (winnings rounded down to a whole unit); otherwise each hand's wager and
 * double win 1 to 1 on a lower total than the dealer's, lose on a higher one, push on equal.
 * Zero Payouts pays its best-paying event by the rule set's table (rounded down).
 * @throws {RoundIncompleteError} `ROUND_INCOMPLETE`; {RoundSettledError} `ROUND_SETTLED`.
 */
export function settle(state: ZeroState): {
  state: ZeroState
  settlement: Settlement<ZeroDetails>
} {
  if (state.status === 'settled') throw new RoundSettledError()
  if (state.status !== 'complete') {
    throw new RoundIncompleteError(undefined, { active: state.active })
  }
  const stake = state.wagers.zero
  const dealerTotal = baccaratTotal(state.dealer.cards)
  const lines: SettlementLine[] = []
  const split = state.hands.length > 1
  const hands: ZeroHandDetails[] = state.hands.map((hand, box) => {
    const total = baccaratTotal(hand.cards)
    if (state.zeroPair) {
      lines.push({
        box,
        wager: 'zero',
        stake,
        outcome: 'win',
        payout: stake + Math.floor(stake * ZERO_PAIR_PAYS),
        reason: `zero pair pays ${ZERO_PAIR_PAYS * 2} to 2`,
      })
      return { hand: box, cards: hand.cards, total, doubled: false, split, outcome: 'win' }
    }
    const outcome = total < dealerTotal ? 'win' : total > dealerTotal ? 'lose' : 'push'
    const reason =
      outcome === 'win'
        ? `${total} is lower than the dealer's ${dealerTotal}`
        : outcome === 'lose'
          ? `the dealer's ${dealerTotal} is lower than ${total}`
          : `${total} ties the dealer's ${dealerTotal}`
    const payout = outcome === 'win' ? 2 * stake : outcome === 'push' ? stake : 0
    lines.push({ box, wager: 'zero', stake, outcome, payout, reason })
    if (hand.doubled) lines.push({ box, wager: 'double', stake, outcome, payout, reason })
    return { hand: box, cards: hand.cards, total, doubled: hand.doubled, split, outcome }
  })
  // The first two cards are shoe positions 0 and 1, whatever a split did to the hands since.
  const events = zeroPayoutsEvents(state.deck[0]!, state.deck[1]!, state.dealer.cards[0]!)
  const table = state.rules.zeroPayoutsPays
  const side = state.wagers.zeroPayouts
  // Without the bet nothing is paid, and the details say so.
  const paid = side > 0 ? zeroPayoutsPaid(events, table) : null
  if (side > 0) {
    const pays = paid === null ? 0 : table[paid]!
    lines.push(
      paid === null
        ? {
            box: 0,
            wager: 'zero-payouts',
            stake: side,
            outcome: 'lose',
            payout: 0,
            reason: events.length === 0 ? 'no zero' : `${events.join(', ')} not on the pay table`,
          }
        : {
            box: 0,
            wager: 'zero-payouts',
            stake: side,
            outcome: pays > 0 ? 'win' : 'push',
            payout: side + Math.floor(side * pays),
            reason: `${paid}: ${pays} to 1`,
          },
    )
  }
  const returned = lines.reduce((sum, l) => sum + l.payout, 0)
  return {
    state: { ...state, status: 'settled' },
    settlement: {
      lines,
      staked: state.staked,
      returned,
      net: returned - state.staked,
      details: {
        zeroPair: state.zeroPair,
        hands,
        dealer: { cards: state.dealer.cards, total: dealerTotal },
        zeroPayouts: { events, paid },
      },
    },
  }
}
