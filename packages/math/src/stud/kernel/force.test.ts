import { type CardCode, parseCard, parseCards, stackedDeck } from '@felt/cards'
import { type StudAction, type StudRules, studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { forceChoice, forceOptionValue } from './force.ts'
import { forEachDealerHand } from './test-helpers.ts'

const ANTE = 10

/**
 * The expected net per Ante of box 0 when it plays `actions` and then `choice`, by the
 * game package itself: every order of the cards the dealer's replacement may come from
 * (with a same-rank redraw, the cards after it too), each weighted by its chance.
 */
function engineNet(
  rules: StudRules,
  box: string,
  dealer: string,
  actions: readonly StudAction[],
  choice: 'force' | 'take',
  later = '',
): number {
  const fixed = parseCards(`${box} ${dealer} ${later}`)
  const run = (prefix: CardCode[]): number => {
    let s = studPoker.deal(stackedDeck([...fixed, ...prefix], 52), rules, {
      boxes: [{ ante: ANTE }],
    })
    for (const a of actions) s = studPoker.act(s, a)
    expect(s.phase).toBe('force')
    s = studPoker.act(s, { type: choice })
    const used = s.dealer.replacement === null ? 0 : s.dealer.replacement.redrawn.length + 1
    if (used <= prefix.length) {
      const lines = studPoker.settle(s).settlement.lines
      return lines.reduce((n, l) => n + l.payout - l.stake, 0) / ANTE
    }
    // The engine drew past the cards fixed so far: every next card, with equal chance.
    const next = Array.from({ length: 52 }, (_, c) => c).filter(
      (c) => !fixed.includes(c) && !prefix.includes(c),
    )
    return next.reduce((sum, c) => sum + run([...prefix, c]), 0) / next.length
  }
  return run([])
}

/** forceChoice for the same box, its draw fee added back as the engine counts it. */
function computed(rules: StudRules, hand: string, dealer: string, seen = '', fee = 0) {
  const c = forceChoice(rules, parseCards(hand), parseCards(dealer), parseCards(seen))
  return { take: c.take - fee, force: c.force - fee, best: c.best }
}

const russian = studPoker.rules('russian')
const finland = studPoker.rules('lunar-finland')

describe('forceChoice: the exact value of forcing the dealer, against the game package', () => {
  it('a flush forces a dealer who can only pair up (russian: same-rank redraw)', () => {
    const hand = 'Ah Kh 9h 6h 2h'
    const dealer = 'Qc Jd 8s 5c 3d'
    const c = computed(russian, hand, dealer)
    expect(c.best).toBe('force')
    // J 8 5 3 pair up on 12 of the 39 cards not seen and not a queen; the flush pays 5
    // (its ace and king are the flush's own cards: no second combination).
    expect(c.force).toBeCloseTo(-1 + (12 * 2 * 5) / 39, 12)
    for (const choice of ['force', 'take'] as const)
      expect(engineNet(russian, hand, dealer, [{ type: 'play' }], choice)).toBeCloseTo(
        c[choice],
        12,
      )
  })

  it('three of a kind takes: the fee is not repaid (lunar-finland: no redraw)', () => {
    const hand = '7h 7d 7s Kc 2d'
    const dealer = 'Qc Jd 8s 5c 3h'
    const c = computed(finland, hand, dealer)
    expect(c.best).toBe('take')
    expect(c.force).toBeLessThan(c.take)
    for (const choice of ['force', 'take'] as const)
      expect(engineNet(finland, hand, dealer, [{ type: 'play' }], choice)).toBeCloseTo(
        c[choice],
        12,
      )
  })

  it('a straight against a four-flush that may turn into a flush or a straight flush', () => {
    const hand = 'Ah Kh Qs Jd Th'
    const dealer = 'Kd 9c 8c 7c 6c'
    for (const rules of [russian, finland]) {
      const c = computed(rules, hand, dealer)
      for (const choice of ['force', 'take'] as const)
        expect(engineNet(rules, hand, dealer, [{ type: 'play' }], choice)).toBeCloseTo(
          c[choice],
          12,
        )
    }
  })

  it('after a buy and after an exchange (the discards are seen, the fee counted)', () => {
    // Bought sixth card 4h: a flush in six cards.
    const buy = computed(finland, 'Ah Kh 9h 6h 2c 4h', 'Qc Jd 8s 5c 3d', '', 1)
    expect(
      engineNet(
        finland,
        'Ah Kh 9h 6h 2c',
        'Qc Jd 8s 5c 3d',
        [{ type: 'buy' }, { type: 'play' }],
        'force',
        '4h',
      ),
    ).toBeCloseTo(buy.force, 12)
    // Exchange 2c 3s for 9d 6s: nines full of sixes; the discards are out of the deck.
    const full = computed(russian, '9c 9h 6d 9d 6s', 'Qc Jd 8s 5c 4d', '2c 3s', 1)
    expect(full.best).toBe('force')
    const exchange: StudAction = { type: 'exchange', cards: parseCards('2c 3s') }
    expect(
      engineNet(
        russian,
        '9c 9h 6d 2c 3s',
        'Qc Jd 8s 5c 4d',
        [exchange, { type: 'play' }],
        'force',
        '9d 6s',
      ),
    ).toBeCloseTo(full.force, 12)
  })

  it('the options: replace the lowest card, no redraw, the Ante paid when he still does not qualify', () => {
    const rules = studPoker.rules('russian', {
      forceDealer: { replace: 'lowest', redrawSameRank: false, ifStillNot: 'anteWins' },
    })
    // A Q 8 5 3: the 3 goes; a king makes ace-king.
    const hand = 'Kh Kd 9c 9s 2h'
    const dealer = 'Ac Qd 8s 5c 3d'
    const c = computed(rules, hand, dealer)
    for (const choice of ['force', 'take'] as const)
      expect(engineNet(rules, hand, dealer, [{ type: 'play' }], choice)).toBeCloseTo(c[choice], 12)
  })

  it('refuses what is not a force decision, with coded errors', () => {
    const code = (fn: () => unknown) => {
      try {
        fn()
      } catch (e) {
        return (e as { code: string }).code
      }
      return 'no error'
    }
    const hand = parseCards('Ah Kh 9h 6h 2h')
    expect(
      code(() => forceChoice(studPoker.rules('lunar'), hand, parseCards('Qc Jd 8s 5c 3d'))),
    ).toBe('INVALID_RULES')
    // A dealer who qualifies (a pair), a card twice, a joker, four dealer cards.
    expect(code(() => forceChoice(russian, hand, parseCards('Qc Qd 8s 5c 3d')))).toBe(
      'INVALID_CARD',
    )
    expect(code(() => forceChoice(russian, hand, parseCards('Ah Jd 8s 5c 3d')))).toBe(
      'INVALID_CARD',
    )
    expect(code(() => forceChoice(russian, hand, [...parseCards('Qc Jd 8s 5c'), 52]))).toBe(
      'INVALID_CARD',
    )
    expect(code(() => forceChoice(russian, hand, parseCards('Qc Jd 8s 5c')))).toBe('INVALID_CARD')
  })
})

describe('forceOptionValue: what the option adds to a final hand before the dealer turns his cards', () => {
  it('is the mean over every dealer completion of the gain forceChoice finds', () => {
    // Nines full after an exchange of 2c 3s, with four other boxes seen: none of those
    // cards is in the dealer's hand or his replacement (and the enumeration is short).
    const hand = parseCards('9c 9h 6d 9d 6s')
    const up = parseCards('Qs')[0]!
    const seen = parseCards('2c 3s Ac Kd Jh 8c 7d 5h 4s Th Tc 3d Js 8d 5s 4h Kc Qh 7s 2d')
    let gain = 0
    let hands = 0
    forEachDealerHand(up, [...hand, ...seen], (dealer) => {
      hands++
      try {
        const choice = forceChoice(russian, hand, dealer, seen)
        gain += Math.max(0, choice.force - choice.take)
      } catch {
        // the dealer qualifies: nothing to force
      }
    })
    const value = forceOptionValue(russian, hand, up, seen)
    expect(value).toBeGreaterThan(0.1)
    expect(value).toBeCloseTo(gain / hands, 12)
  })

  it('is 0 for a hand that a sure win would not repay (a pair pays 1: 2 Ante, less the fee)', () => {
    expect(forceOptionValue(finland, parseCards('Ac Ad 9h 6s 2c'), parseCard('Qs'))).toBe(0)
  })
})
