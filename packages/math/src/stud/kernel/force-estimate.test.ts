import { canonicalDeck, parseCard, parseCards, seededRandom, shuffleWith } from '@felt/cards'
import { rank5, rank6 } from '@felt/evaluators'
import { handValue, raisePays, type StudRules, studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { qualifyingStrength } from './final-hand.ts'
import { forceOptionValue } from './force.ts'
import { ForceEstimate } from './force-estimate.ts'

const strengthOf = (hand: readonly number[]): number =>
  hand.length === 5
    ? rank5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!)
    : rank6(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!, hand[5]!)

/** The estimate for `hand` with `seen` cards besides it, against the up card `up`. */
function estimate(
  rules: StudRules,
  hand: readonly number[],
  up: number,
  seen: readonly number[] = [],
) {
  const s = strengthOf(hand)
  const pays = s > qualifyingStrength(rules) ? raisePays(hand, handValue(hand), rules).pays : 0
  const byRank = new Int32Array(13)
  for (const c of [...hand, ...seen]) byRank[c % 13]!++
  return new ForceEstimate(rules, up % 13).add(s, pays, byRank)
}

describe('ForceEstimate: the force option of a final hand by the dealer rank sets', () => {
  it('equals forceOptionValue where the cards left cannot make the dealer a flush', () => {
    // Fifteen cards left to the dealer, at most four of a suit (his up card's included):
    // suits never matter, so the estimate must be exact.
    const up = parseCard('Qs')
    const left = parseCards('Kc Tc 7c 4c Kd Td 7d 4d Jh 8h 5h 3h Js 8s 5s')
    for (const [rules, text] of [
      [studPoker.rules('russian'), '9c 9h 6d 9d 6s'],
      [studPoker.rules('lunar-finland'), 'Ah Kh 9h 6h 2h'],
      [studPoker.rules('russian'), '8c 9d Th Jc Qh 2s'],
    ] as const) {
      const hand = parseCards(text)
      const seen = canonicalDeck().filter((c) => c !== up && !hand.includes(c) && !left.includes(c))
      const exact = forceOptionValue(rules, hand, up, seen)
      expect(exact, text).toBeGreaterThan(0.05)
      expect(estimate(rules, hand, up, seen).value, text).toBeCloseTo(exact, 12)
    }
  })

  it('is within its measured error of forceOptionValue on random strong hands (suits ignored)', () => {
    const rules = studPoker.rules('russian')
    const random = seededRandom(5)
    let hands = 0
    let abs = 0
    let worst = 0
    while (hands < 16) {
      const deck = shuffleWith(canonicalDeck(), random)
      const hand = deck.slice(0, 5 + (hands % 2))
      const up = deck[9]!
      const s = strengthOf(hand)
      if (s <= qualifyingStrength(rules) || raisePays(hand, handValue(hand), rules).pays < 4)
        continue
      hands++
      const d = Math.abs(estimate(rules, hand, up).value - forceOptionValue(rules, hand, up))
      abs += d
      worst = Math.max(worst, d)
    }
    // Measured (README), 300 hands paying 4 or more: the option worth 0.62-0.71 Ante on
    // average, the estimate off by 0.0053-0.0055 on average and 0.07 at worst.
    expect(abs / hands).toBeLessThan(0.012)
    expect(worst).toBeLessThan(0.1)
  })

  it('is nothing for a hand whose sure win would not repay the fee', () => {
    const rules = studPoker.rules('lunar-finland')
    expect(estimate(rules, parseCards('Ac Ad 9h 6s 2c'), parseCard('Qs')).value).toBe(0)
  })
})
