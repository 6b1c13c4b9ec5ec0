import { type CardCode, formatCards, parseCard, parseCards } from '@felt/cards'
import { handValue, ownerStrategy, raisePays, type StudRules, studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { forceChoice } from '../kernel/force.ts'
import { forEachDealerHand } from '../kernel/test-helpers.ts'
import {
  type StudAdvice,
  studAdvice,
  studAdviceAfterDraw,
  studFinalHand,
  studSecondAdvice,
} from './advise.ts'

const name = (a: StudAdvice['best']): string =>
  a.discard.length > 0 ? `${a.action} ${formatCards(a.discard)}` : a.action
const ev = (a: StudAdvice, action: string): number => a.actions.find((x) => name(x) === action)!.ev

describe('stud advisor', () => {
  it('gives a dealt royal flush under lunar no decision: the instant payout, 1000 to 1', () => {
    const a = studAdvice(studPoker.rules('lunar'), parseCards('As Ks Qs Js Ts'), parseCard('9h'))
    expect(a.actions).toEqual([{ action: 'instant', discard: [], ev: 1000 }])
  })

  it('plays four of a kind', () => {
    const a = studAdvice(studPoker.rules('russian'), parseCards('Ks Kd Kh Kc 2s'), parseCard('9h'))
    expect(name(a.best)).toBe('play')
    expect(a.best.ev).toBeGreaterThan(20)
    expect(a.actions.map(name)).toContain('insure')
  })

  // The owner's Lunar strategy on the russian rule set (the same draws, at most four cards).
  it("agrees with the owner's line 'two pair: play'", () => {
    const [cards, up] = [parseCards('Js Jd 8c 8h 3s'), parseCard('5c')]
    expect(ownerStrategy(cards, up).line).toBe('two-pair')
    const a = studAdvice(studPoker.rules('russian'), cards, up)
    expect(name(a.best)).toBe('play')
    // play 2.3576, buy 2.1296 per Ante (buy a game valued: 2.0361 without it)
    expect(ev(a, 'play')).toBeCloseTo(2.3576, 4)
    expect(ev(a, 'buy')).toBeCloseTo(2.1296, 4)
  })

  it("disagrees with the owner's line 'nothing: fold' for 2-3-4 suited with T-K against a 5", () => {
    const [cards, up] = [parseCards('2c 3c 4c Td Kd'), parseCard('5s')]
    expect(ownerStrategy(cards, up).line).toBe('nothing-fold')
    const a = studAdvice(studPoker.rules('russian'), cards, up)
    expect(name(a.best)).toBe('exchange 2c 3c 4c')
    // exchange -0.8386 against fold -1 per Ante (buy a game valued: -0.8497 without it)
    expect(ev(a, 'exchange 2c 3c 4c')).toBeCloseTo(-0.8386, 4)
    expect(ev(a, 'fold')).toBe(-1)
  })

  it('rejects a hand that is not five distinct cards', () => {
    expect(() =>
      studAdvice(studPoker.rules('lunar'), parseCards('As Ks Qs Js'), parseCard('9h')),
    ).toThrow(expect.objectContaining({ code: 'INVALID_CARD' }))
  })
})

/**
 * Playing a final hand, by brute force: every dealer completion of the cards not seen,
 * settled by the rule functions of @felt/stud-poker; against a dealer who does not qualify,
 * the better of taking and (where the rules have it) forcing, by `forceChoice`.
 */
function playByBruteForce(
  rules: StudRules,
  hand: CardCode[],
  up: CardCode,
  seen: CardCode[],
): number {
  const mine = handValue(hand)
  const win = 2 * raisePays(hand, mine, rules).pays + (rules.anteOnWin === 'even' ? 1 : 0)
  let sum = 0
  let hands = 0
  forEachDealerHand(up, [...hand, ...seen], (dealer) => {
    const v = handValue(dealer)
    const aceKing = dealer.some((x) => x % 13 === 12) && dealer.some((x) => x % 13 === 11)
    hands++
    if (v.category === 'high-card' && !(rules.qualifier === 'ace-king' && aceKing)) {
      sum +=
        rules.forceDealer === null ? 1 : Math.max(1, forceChoice(rules, hand, dealer, seen).force)
    } else if (mine.strength > v.strength) sum += win
    else if (mine.strength < v.strength) sum -= 3
  })
  return sum / hands
}

describe('stud advisor, second decision', () => {
  it('values play against every dealer completion, the discards out of his cards (lunar)', () => {
    const [cards, up, discards] = [
      parseCards('As Kd Qh 7c 7h'),
      parseCard('9s'),
      parseCards('4d 2c'),
    ]
    const a = studSecondAdvice(studPoker.rules('lunar'), cards, up, discards)
    expect(a.actions.map((x) => x.action).sort()).toEqual(['fold', 'play'])
    expect(ev(a, 'fold')).toBe(-1)
    expect(ev(a, 'play')).toBeCloseTo(
      playByBruteForce(studPoker.rules('lunar'), cards, up, discards),
      12,
    )
  })

  it('adds the value of buying a game to play, and offers insurance (russian)', () => {
    // A flush after an exchange, four other boxes seen (a short enumeration).
    const rules = studPoker.rules('russian')
    const [cards, up] = [parseCards('Ah Jh 9h 6h 2h'), parseCard('Qs')]
    const seen = parseCards('2c 3s Ac Kd Jd 8c 7d 5h 4s Th Tc 3d Js 8d 5s 4h Kc Qh 7s 2d')
    const a = studSecondAdvice(rules, cards, up, seen)
    expect(a.actions.map((x) => x.action).sort()).toEqual(['fold', 'insure', 'play'])
    expect(ev(a, 'play')).toBeCloseTo(playByBruteForce(rules, cards, up, seen), 12)
    expect(a.best.action).toBe('play')
  })

  it('decides with the discards known: they turn play into fold, and fold into play (lunar)', () => {
    const rules = studPoker.rules('lunar')
    // [dealt, up, discards, drawn, best with the discards known, best on the final hand alone]
    const rounds = [
      ['2c 8h 7s As 2h', '4c', '8h', '8s', 'fold', 'play'],
      ['Ac Kd 2d 4s 3s', '4h', '2d 4s 3s', 'Th 6s Qd', 'play', 'fold'],
    ] as const
    for (const [dealt, upText, thrown, drawnText, seen, alone] of rounds) {
      const [up, discards, drawn] = [parseCard(upText), parseCards(thrown), parseCards(drawnText)]
      const final = studFinalHand(parseCards(dealt), discards, drawn)
      const known = studAdviceAfterDraw(rules, parseCards(dealt), up, discards, drawn)
      expect(known).toMatchObject({ best: { action: seen } })
      expect(studSecondAdvice(rules, final, up, [])).toMatchObject({ best: { action: alone } })
      // Valued by brute force over every dealer completion, the discards out of his cards.
      expect(ev(known, 'play')).toBeCloseTo(playByBruteForce(rules, final, up, discards), 12)
    }
  })

  it('takes the final hand from the five dealt, the discards and the cards drawn', () => {
    const [dealt, up] = [parseCards('As Kd Qh 4d 2c'), parseCard('9s')]
    expect(formatCards(studFinalHand(dealt, parseCards('4d 2c'), parseCards('7c 7h')))).toBe(
      'As Kd Qh 7c 7h',
    )
    // A buy: one card, nothing discarded.
    expect(formatCards(studFinalHand(dealt, [], parseCards('7c')))).toBe('As Kd Qh 4d 2c 7c')
    const refused = [
      [parseCards('4d 3c'), parseCards('7c 7h')],
      [parseCards('4d 2c'), parseCards('7c')],
      [[], parseCards('7c 7h')],
    ]
    for (const [thrown, drawn] of refused)
      expect(() => studFinalHand(dealt, thrown!, drawn!)).toThrow(
        expect.objectContaining({ code: 'INVALID_CARD' }),
      )
    expect(() =>
      studAdviceAfterDraw(studPoker.rules('lunar'), dealt, up, parseCards('4d'), parseCards('Kd')),
    ).toThrow(expect.objectContaining({ code: 'INVALID_CARD' }))
  })

  it('must play after an Oasis switch of five: no fold', () => {
    const a = studSecondAdvice(
      studPoker.rules('oasis'),
      parseCards('Ts 8d 6c 4h 2s'),
      parseCard('Ks'),
      parseCards('Ah Kh Qh Jh 9c'),
    )
    expect(a.actions.map((x) => x.action)).toEqual(['play'])
  })

  it('rejects cards seen twice', () => {
    expect(() =>
      studSecondAdvice(
        studPoker.rules('lunar'),
        parseCards('As Kd Qh 7c 7h'),
        parseCard('9s'),
        parseCards('As'),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_CARD' }))
  })
})
