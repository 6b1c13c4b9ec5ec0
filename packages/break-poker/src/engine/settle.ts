import {
  type CardCode,
  RoundIncompleteError,
  RoundSettledError,
  type Settlement,
  type SettlementLine,
} from '@felt/cards'
import { breakThreeValue, breakTwoValue, describeBreakValue, isLuckyBreak } from '@felt/evaluators'
import {
  BREAK_BONUS_CATEGORIES,
  bonusIndexHoldsLuckyBreak,
  breakBonusIndex,
} from '../rules/bonus.ts'
import {
  BREAK_MAIN_EVENTS,
  BREAK_MAIN_PAYS,
  MAIN_NOT_QUALIFIED,
  mainEventIndex,
} from '../rules/facts.ts'
import { HOUSE_WAY_CASES, houseWayCaseOf } from '../rules/house-way.ts'
import { qualifierValue } from '../rules/resolve.ts'
import type {
  BreakPokerDetails,
  BreakPokerHandSetting,
  BreakPokerSeatDetails,
  BreakPokerSetHand,
  BreakPokerState,
} from './types.ts'

/** How a Main bet ends against the dealer, with the reason in words. */
export interface MainResult {
  readonly outcome: 'win' | 'lose' | 'push'
  readonly reason: string
}

/**
 * The Main bet against the dealer by `mainEventIndex` (docs/rules/break-poker.md, "The
 * round"), with the reason in words.
 */
export function settleMain(
  player: BreakPokerSetHand,
  dealer: BreakPokerSetHand,
  qualifies: boolean,
  qualifier: string,
): MainResult {
  const e = qualifies
    ? mainEventIndex(
        player.twoValue,
        player.threeValue,
        player.luckyBreak,
        dealer.twoValue,
        dealer.threeValue,
        dealer.luckyBreak,
      )
    : MAIN_NOT_QUALIFIED
  const outcome = BREAK_MAIN_EVENTS[e]!.outcome
  if (e === MAIN_NOT_QUALIFIED) {
    return { outcome, reason: `dealer does not qualify: ${dealer.threeHand} is below ${qualifier}` }
  }
  if (e === 4) return { outcome, reason: 'dealer Lucky Break beats no Lucky Break' }
  if (e === 0) return { outcome, reason: 'Lucky Break beats no Lucky Break' }
  const both = player.luckyBreak ? 'both Lucky Breaks; ' : ''
  const two = compareWords(player.twoValue, dealer.twoValue, player.twoHand, dealer.twoHand)
  const three = compareWords(
    player.threeValue,
    dealer.threeValue,
    player.threeHand,
    dealer.threeHand,
  )
  const words = `${both}two-card ${two}, three-card ${three}`
  if (e === 1) return { outcome, reason: `${words}: both hands win` }
  if (e === 5) return { outcome, reason: `${words}: dealer wins or ties both hands` }
  return { outcome, reason: `${words}: one hand each` }
}

function compareWords(p: number, d: number, ph: string, dh: string): string {
  if (p > d) return `${ph} beats ${dh}`
  if (p < d) return `${ph} loses to ${dh}`
  return `${ph} ties ${dh}`
}

/** A setting with its values and words. */
export function setHand(cards: readonly CardCode[], s: BreakPokerHandSetting): BreakPokerSetHand {
  const twoValue = breakTwoValue(s.two[0], s.two[1])
  const threeValue = breakThreeValue(s.three[0], s.three[1], s.three[2])
  const used = new Set<CardCode>([...s.two, ...s.three])
  return {
    two: [...s.two],
    three: [...s.three],
    discards: cards.filter((c) => !used.has(c)),
    twoValue,
    threeValue,
    twoHand: describeBreakValue(twoValue, 2).description,
    threeHand: describeBreakValue(threeValue, 3).description,
    luckyBreak: isLuckyBreak(twoValue, threeValue),
  }
}

/**
 * Settles a complete round: each seat's Main bet, Dealer's Lucky Break (1 to 1 on a dealer
 * Lucky Break, 4 to 1 when the player's cards hold one too; settled whether or not the dealer
 * qualifies) and Break Bonus (the rule set's pay table on the best category of the seat's seven
 * cards). Winnings are rounded down to whole units.
 * @throws {RoundIncompleteError} `ROUND_INCOMPLETE`; {RoundSettledError} `ROUND_SETTLED`.
 */
export function settle(state: BreakPokerState): {
  state: BreakPokerState
  settlement: Settlement<BreakPokerDetails>
} {
  if (state.status === 'settled') throw new RoundSettledError()
  if (state.status !== 'complete' || state.dealer.setting === null) {
    throw new RoundIncompleteError(undefined, { turn: state.turn })
  }
  const rules = state.rules
  const dealerHand = setHand(state.dealer.cards, state.dealer.setting)
  const qualifies = dealerHand.threeValue >= qualifierValue(rules.dealerQualifier)
  const qualifier = describeBreakValue(qualifierValue(rules.dealerQualifier)).short
  const lines: SettlementLine[] = []
  const seats: BreakPokerSeatDetails[] = state.seats.map((seat, box) => {
    const hand = setHand(seat.cards, seat.setting!)
    const main = settleMain(hand, dealerHand, qualifies, qualifier)
    const stake = seat.wager.main
    const payout =
      main.outcome === 'win' ? stake + stake * BREAK_MAIN_PAYS : main.outcome === 'push' ? stake : 0
    lines.push({ box, wager: 'main', stake, outcome: main.outcome, payout, reason: main.reason })
    const bonusIndex = breakBonusIndex(seat.cards)
    const holds = bonusIndexHoldsLuckyBreak(bonusIndex)
    if (seat.wager.luckyBreak > 0) {
      const s = seat.wager.luckyBreak
      const pays = holds ? rules.luckyBreakPays.both : rules.luckyBreakPays.dealer
      lines.push(
        dealerHand.luckyBreak
          ? {
              box,
              wager: 'lucky-break',
              stake: s,
              outcome: pays > 0 ? 'win' : 'push',
              payout: s + Math.floor(s * pays),
              reason: holds
                ? `dealer and player both hold a Lucky Break: ${pays} to 1`
                : `dealer Lucky Break: ${pays} to 1`,
            }
          : {
              box,
              wager: 'lucky-break',
              stake: s,
              outcome: 'lose',
              payout: 0,
              reason: 'dealer has no Lucky Break',
            },
      )
    }
    const category = BREAK_BONUS_CATEGORIES[bonusIndex] ?? null
    if (seat.wager.bonus > 0) {
      const s = seat.wager.bonus
      const pays = category === null ? undefined : rules.breakBonusPays[category]
      lines.push(
        pays === undefined
          ? {
              box,
              wager: 'break-bonus',
              stake: s,
              outcome: 'lose',
              payout: 0,
              reason:
                category === null ? 'no Break Bonus hand' : `${category} is not on the pay table`,
            }
          : {
              box,
              wager: 'break-bonus',
              stake: s,
              outcome: pays > 0 ? 'win' : 'push',
              payout: s + Math.floor(s * pays),
              reason: `${category}: ${pays} to 1`,
            },
      )
    }
    return {
      ...hand,
      seat: box,
      cards: [...seat.cards],
      holdsLuckyBreak: holds,
      bonusCategory: category,
      main: main.outcome,
    }
  })
  const returned = lines.reduce((sum, l) => sum + l.payout, 0)
  const c = houseWayCaseOf(dealerHand.twoValue, dealerHand.threeValue)
  return {
    state: { ...state, status: 'settled' },
    settlement: {
      lines,
      staked: state.staked,
      returned,
      net: returned - state.staked,
      details: {
        dealer: {
          ...dealerHand,
          cards: [...state.dealer.cards],
          houseWayCase: c,
          houseWayCaseName: HOUSE_WAY_CASES[c - 1]!,
          qualifies,
          qualifier: rules.dealerQualifier,
        },
        seats,
      },
    },
  }
}
