import {
  type CardCode,
  RoundIncompleteError,
  RoundSettledError,
  type Settlement,
  type SettlementLine,
} from '@felt/cards'
import { superLine } from '@felt/evaluators'
import type { StudRules } from '../rules/types.ts'
import { type HandValue, handValue, raisePays } from './hand.ts'
import type { StudBox, StudBoxDetails, StudBoxResult, StudDetails, StudState } from './types.ts'

type Line = SettlementLine

const win = (box: number, wager: string, stake: number, pays: number, reason: string): Line => ({
  box,
  wager,
  stake,
  outcome: 'win',
  payout: stake + Math.floor(stake * pays),
  reason,
})
const lose = (box: number, wager: string, stake: number, reason: string): Line => ({
  box,
  wager,
  stake,
  outcome: 'lose',
  payout: 0,
  reason,
})
const push = (box: number, wager: string, stake: number, reason: string): Line => ({
  box,
  wager,
  stake,
  outcome: 'push',
  payout: stake,
  reason,
})
const fee = (box: number, wager: string, stake: number, reason: string): Line => ({
  box,
  wager,
  stake,
  outcome: 'fee',
  payout: 0,
  reason,
})

const words = (category: string): string => category.replaceAll('-', ' ')

interface DealerHands {
  readonly dealt: HandValue
  readonly qualifies: boolean
  readonly replacement: HandValue | null
  readonly replacementQualifies: boolean
}

function sideBets(
  box: StudBox,
  rules: StudRules,
  dealerCards: readonly CardCode[],
  first: HandValue,
) {
  const lines: Line[] = []
  const i = box.index
  const sup = rules.superTable === null ? null : superLine(box.firstFive, rules.superTable)
  if (box.super > 0) {
    lines.push(
      sup === null
        ? lose(i, 'super', box.super, 'no Super combination in the first five cards')
        : win(i, 'super', box.super, sup.pays, `${words(sup.category)} pays ${sup.pays} to 1`),
    )
  }
  if (box.dealerSuper > 0) {
    const d = superLine(dealerCards, rules.superTable ?? {})
    lines.push(
      d === null
        ? lose(i, 'dealer-super', box.dealerSuper, "no Super combination in the dealer's cards")
        : win(
            i,
            'dealer-super',
            box.dealerSuper,
            d.pays,
            `dealer's ${words(d.category)} pays ${d.pays} to 1`,
          ),
    )
  }
  const bonusPays = rules.bonusTable?.[first.category] ?? 0
  const bonus =
    rules.bonusTable === null || bonusPays <= 0
      ? null
      : { category: first.category, pays: bonusPays }
  if (box.bonus > 0) {
    lines.push(
      bonus === null
        ? lose(i, 'bonus', box.bonus, `${words(first.category)} does not pay`)
        : win(
            i,
            'bonus',
            box.bonus,
            bonus.pays,
            `${words(bonus.category)} pays ${bonus.pays} to 1`,
          ),
    )
  }
  if (box.draw !== null && box.draw.fee > 0) {
    lines.push(fee(i, `${box.draw.type}-fee`, box.draw.fee, `${box.draw.type} fee`))
  }
  return { lines, super: sup, bonus }
}

function settleBox(
  box: StudBox,
  rules: StudRules,
  dealer: DealerHands,
  dealerCards: readonly CardCode[],
): { lines: Line[]; details: StudBoxDetails } {
  const i = box.index
  const first = handValue(box.firstFive)
  const hand = handValue(box.cards)
  const side = sideBets(box, rules, dealerCards, first)
  const lines = side.lines
  let result: StudBoxResult
  let against: StudBoxDetails['against'] = null
  let combinations: StudBoxDetails['combinations'] = []
  let instant: StudBoxDetails['instant'] = null
  if (box.status === 'instant') {
    const pays = rules.instantPayout?.[first.category] ?? 0
    instant = { category: first.category, pays }
    result = 'instant-payout'
    lines.push(
      win(i, 'ante', box.ante, pays, `instant payout: ${words(first.category)} pays ${pays} to 1`),
    )
    if (box.raise > 0) lines.push(push(i, 'raise', box.raise, 'instant payout: no Raise'))
  } else if (box.status === 'folded') {
    result = 'folded'
    lines.push(lose(i, 'ante', box.ante, 'folded'))
  } else {
    const forced = box.force === 'force'
    const vs = dealer.qualifies
      ? dealer.dealt
      : forced && dealer.replacementQualifies
        ? dealer.replacement
        : null
    if (vs === null) {
      if (forced && rules.forceDealer!.ifStillNot === 'push') {
        result = 'forced-still-not-qualifying'
        lines.push(push(i, 'ante', box.ante, 'forced dealer still does not qualify'))
      } else {
        result = forced ? 'forced-still-not-qualifying' : 'dealer-not-qualifying'
        const why = forced ? 'forced dealer still does not qualify' : 'dealer does not qualify'
        lines.push(win(i, 'ante', box.ante, 1, `${why}: Ante pays 1 to 1`))
      }
      lines.push(
        push(
          i,
          'raise',
          box.raise,
          forced ? 'forced dealer still does not qualify' : 'dealer does not qualify',
        ),
      )
    } else {
      against = vs === dealer.dealt ? 'dealt' : 'replacement'
      const duel = `${words(hand.category)} vs dealer's ${words(vs.category)}`
      if (hand.strength > vs.strength) {
        result = 'win'
        const r = raisePays(box.cards, hand, rules)
        combinations = r.combinations
        const paid =
          r.combinations.length > 0
            ? r.combinations.map((c) => `${words(c.kind)} ${c.pays}`).join(' + ')
            : `high card ${r.pays}`
        lines.push(
          rules.anteOnWin === 'even'
            ? win(i, 'ante', box.ante, 1, `${duel}: Ante pays 1 to 1`)
            : push(i, 'ante', box.ante, `${duel}: Ante pushes`),
        )
        lines.push(win(i, 'raise', box.raise, r.pays, `${duel}: ${paid} = ${r.pays} to 1`))
      } else if (hand.strength === vs.strength) {
        result = 'tie'
        lines.push(
          push(i, 'ante', box.ante, `tie: ${duel}`),
          push(i, 'raise', box.raise, `tie: ${duel}`),
        )
      } else {
        result = 'lose'
        lines.push(lose(i, 'ante', box.ante, duel), lose(i, 'raise', box.raise, duel))
      }
    }
    if (box.insurance > 0) {
      lines.push(
        dealer.qualifies
          ? lose(i, 'insurance', box.insurance, 'dealer qualifies')
          : win(i, 'insurance', box.insurance, 1, 'dealer does not qualify: insurance pays 1 to 1'),
      )
    }
    if (box.forceFee > 0) lines.push(fee(i, 'force-fee', box.forceFee, 'force the dealer'))
  }
  return {
    lines,
    details: {
      box: i,
      firstFive: box.firstFive,
      cards: box.cards,
      best: hand.best,
      category: hand.category,
      result,
      against,
      combinations,
      super: side.super,
      bonus: side.bonus,
      instant,
    },
  }
}

/**
 * Settles a complete round, box by box and wager by wager: Ante, Super, dealer Super, Bonus,
 * draw fee, Raise (with both combinations), insurance, force fee. Winnings are whole units,
 * rounded down.
 * @throws {RoundSettledError} `ROUND_SETTLED`; {RoundIncompleteError} `ROUND_INCOMPLETE`.
 */
export function settle(state: StudState): {
  state: StudState
  settlement: Settlement<StudDetails>
} {
  if (state.status === 'settled') throw new RoundSettledError()
  if (state.status !== 'complete') {
    throw new RoundIncompleteError(undefined, { turn: state.turn, phase: state.phase })
  }
  const dealt = handValue(state.dealer.cards)
  const rep = state.dealer.replacement
  const replacement = rep === null ? null : handValue(rep.cards)
  const dealer: DealerHands = {
    dealt,
    qualifies: state.dealer.qualifies === true,
    replacement,
    replacementQualifies: rep?.qualifies === true,
  }
  const lines: Line[] = []
  const boxes: StudBoxDetails[] = []
  for (const box of state.boxes) {
    const r = settleBox(box, state.rules, dealer, state.dealer.cards)
    lines.push(...r.lines)
    boxes.push(r.details)
  }
  const staked = lines.reduce((s, l) => s + l.stake, 0)
  const returned = lines.reduce((s, l) => s + l.payout, 0)
  const details: StudDetails = {
    dealer: {
      cards: state.dealer.cards,
      category: dealt.category,
      qualifies: dealer.qualifies,
      super:
        state.rules.superTable === null
          ? null
          : superLine(state.dealer.cards, state.rules.superTable),
      replacement:
        rep === null || replacement === null ? null : { ...rep, category: replacement.category },
    },
    boxes,
  }
  return {
    state: { ...state, status: 'settled', phase: 'settled', turn: null },
    settlement: { lines, staked, returned, net: returned - staked, details },
  }
}
