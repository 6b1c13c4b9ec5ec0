import { canonicalDeck, parseCard, parseCards, seededRandom, shuffleWith } from '@felt/cards'
import { rank5, rank6 } from '@felt/evaluators'
import { handValue, raisePays, type StudRules, studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { qualifyingStrength } from './final-hand.ts'
import { forceOptionValue } from './force.ts'
import { ForceOption, seenBySuit } from './force-option.ts'

const strengthOf = (hand: readonly number[]): number =>
  hand.length === 5
    ? rank5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!)
    : rank6(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!, hand[5]!)

/** The option's value for `hand` with `seen` cards besides it, against the up card `up`. */
function option(
  rules: StudRules,
  hand: readonly number[],
  up: number,
  seen: readonly number[] = [],
) {
  const s = strengthOf(hand)
  const pays = s > qualifyingStrength(rules) ? raisePays(hand, handValue(hand), rules).pays : 0
  return new ForceOption(rules, up).add(s, pays, seenBySuit([...hand, ...seen]))
}

describe('ForceOption: the force option of a final hand by the dealer rank sets', () => {
  it('equals forceOptionValue where the cards left cannot make the dealer a flush', () => {
    // Fifteen cards left to the dealer, at most four of a suit (his up card's included):
    // suits never matter, so the rank sets alone must be exact.
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
      expect(option(rules, hand, up, seen).value, text).toBeCloseTo(exact, 12)
    }
  })

  it("equals forceOptionValue on random strong hands, the dealer's flushes included", () => {
    // Hands, discards and up cards at random: about one dealer in twenty holds four of a
    // suit, which a replacement can make a flush; suits left out, the rank sets alone are
    // off by up to 0.07 Ante on these hands.
    const random = seededRandom(5)
    let hands = 0
    while (hands < 12) {
      const rules = studPoker.rules(hands % 3 === 0 ? 'lunar-finland' : 'russian')
      const deck = shuffleWith(canonicalDeck(), random)
      const hand = deck.slice(0, 5 + (hands % 2))
      const up = deck[9]!
      const seen = deck.slice(10, 10 + (hands % 4))
      const s = strengthOf(hand)
      if (s <= qualifyingStrength(rules) || raisePays(hand, handValue(hand), rules).pays < 4)
        continue
      hands++
      const exact = forceOptionValue(rules, hand, up, seen)
      expect(option(rules, hand, up, seen).value).toBeCloseTo(exact, 12)
    }
  })

  it('takes out a dealer flush and counts a replacement that makes one', () => {
    // Eight spades left to the dealer beside his up card As: his four suited cards are
    // frequent, so a hand that loses to a flush gains less from forcing.
    const rules = studPoker.rules('russian')
    const up = parseCard('As')
    for (const text of ['Kh Kd Kc 9h 9d', 'Qc Jc Tc 9c 8c', '8h 8d 8c 2h 2d']) {
      const hand = parseCards(text)
      const seen = parseCards('Qs Js Ts 4s')
      expect(option(rules, hand, up, seen).value, text).toBeCloseTo(
        forceOptionValue(rules, hand, up, seen),
        10,
      )
    }
  })

  it('is nothing for a hand whose sure win would not repay the fee', () => {
    const rules = studPoker.rules('lunar-finland')
    expect(option(rules, parseCards('Ac Ad 9h 6s 2c'), parseCard('Qs')).value).toBe(0)
  })

  it('keeps at most its memo limit of hands, each valued as by a fresh option', () => {
    // A player of random rounds sees new cards (hand and discards) nearly every round: a
    // memo without a bound ran a worker out of heap after 200 million lunar-finland rounds.
    const rules = studPoker.rules('lunar-finland')
    const up = parseCard('9d')
    const kept = new ForceOption(rules, up, 64)
    const random = seededRandom(8)
    let valued = 0
    while (valued < 150) {
      const deck = shuffleWith(
        canonicalDeck().filter((c) => c !== up),
        random,
      )
      const hand = deck.slice(0, 5)
      const s = strengthOf(hand)
      const pays = s > qualifyingStrength(rules) ? raisePays(hand, handValue(hand), rules).pays : 0
      if (!kept.mayPay(pays)) continue
      // Twice: the second time from the memo, unless the limit cleared it meanwhile.
      for (const discards of [valued % 6, valued % 6]) {
        const seen = seenBySuit([...hand, ...deck.slice(5, 5 + discards)])
        const got = kept.ranksPart(s, pays, seen).value
        expect(kept.memoized).toBeLessThanOrEqual(64)
        expect(got).toBe(new ForceOption(rules, up).ranksPart(s, pays, seen).value)
      }
      valued++
    }
    expect(kept.memoized).toBeGreaterThan(0)
  })
})
