import {
  formatCards,
  IllegalActionError,
  parseCards,
  RoundIncompleteError,
  RoundSettledError,
  stackedDeck,
} from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { zero } from './game.ts'
import type { ZeroAction, ZeroState, ZeroWagers } from './types.ts'

/** Deals from a six-deck shoe whose top cards are `cards`, in deal order. */
function deal(
  cards: string,
  wagers: ZeroWagers = { zero: 10 },
  overrides: Record<string, unknown> = {},
  ruleset = 'six-deck',
): ZeroState {
  const rules = zero.rules(ruleset, overrides)
  return zero.deal(stackedDeck(parseCards(cards), zero.deckSize(rules)), rules, wagers)
}

function play(state: ZeroState, ...types: ZeroAction['type'][]): ZeroState {
  return types.reduce((s, type) => zero.act(s, { type }), state)
}

const settle = (state: ZeroState) => zero.settle(state).settlement
const cardsOf = (s: ZeroState, hand = 0) => formatCards(s.hands[hand]!.cards)

function expectRefused(state: ZeroState, action: ZeroAction, error: unknown = IllegalActionError) {
  const before = structuredClone(state)
  expect(() => zero.act(state, action)).toThrow(error as never)
  expect(state).toEqual(before)
}

describe('dealing Zero', () => {
  it('deals the player positions 0 and 1, the dealer up card 2 and hole card 3', () => {
    const s = deal('Ac 2d 3h 4s')
    expect(s.dealt).toEqual([
      { position: 0, card: parseCards('Ac')[0], to: 'hand:0' },
      { position: 1, card: parseCards('2d')[0], to: 'hand:0' },
      { position: 2, card: parseCards('3h')[0], to: 'dealer' },
      { position: 3, card: parseCards('4s')[0], to: 'dealer' },
    ])
    expect(s.next).toBe(4)
    expect(s.status).toBe('awaiting-action')
  })

  it('uses a 312-card shoe for six-deck and 416 for eight-deck', () => {
    expect(zero.deckSize(zero.rules())).toBe(312)
    expect(zero.deckSize(zero.rules('eight-deck'))).toBe(416)
    expect(deal('Ac 2d 3h 4s', { zero: 1 }, {}, 'eight-deck').deck.length).toBe(416)
    expect(() => zero.deal(stackedDeck([], 52), zero.rules(), { zero: 1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_DECK' }),
    )
  })

  it('shows the up card and hides the hole card until the round is complete', () => {
    const s = deal('Ac 2d 3h 2s 9c')
    const view = zero.view(s)
    expect(formatCards(view.dealer.cards)).toBe('3h')
    expect(view.dealer.total).toBeNull()
    expect(view.dealt.map((d) => d.position)).toEqual([0, 1, 2])
    expect(JSON.stringify(view)).not.toMatch(/"deck"/)
    const done = zero.view(play(s, 'stand'))
    expect(formatCards(done.dealer.cards)).toBe('3h 2s 9c')
  })

  it('refuses bad wagers', () => {
    for (const w of [
      { zero: 0 },
      { zero: 1.5 },
      { zero: 5, zeroPayouts: -1 },
      { zero: 5, tie: 1 },
    ]) {
      expect(() => deal('Ac 2d 3h 4s', w as ZeroWagers)).toThrow(
        expect.objectContaining({ code: 'INVALID_WAGER' }),
      )
    }
  })
})

describe('Zero Pairs', () => {
  it('win at once and pay 3 to 2 on the first two cards: K-K, 5-5', () => {
    for (const cards of ['Kc Kd 3h 4s', '5c 5h 3h 4s', 'Tc Ts 3h 4s']) {
      const s = deal(cards)
      expect(s).toMatchObject({ status: 'complete', zeroPair: true, active: null })
      expect(zero.legalActions(s)).toEqual([])
      const settlement = settle(s)
      expect(settlement.lines).toEqual([
        {
          box: 0,
          wager: 'zero',
          stake: 10,
          outcome: 'win',
          payout: 25,
          reason: 'zero pair pays 3 to 2',
        },
      ])
    }
  })

  it('round 3 to 2 down to a whole unit on an odd stake', () => {
    expect(settle(deal('Qc Qd 3h 4s', { zero: 5 })).lines[0]!.payout).toBe(12)
  })

  it('need a pair: K-Q totals zero but plays on', () => {
    expect(deal('Kc Qd 3h 4s')).toMatchObject({ zeroPair: false, status: 'awaiting-action' })
  })

  it('leave the dealer without a draw', () => {
    const s = deal('Kc Kd 3h 4s 9c')
    expect(s.dealer.cards.length).toBe(2)
    expect(s.next).toBe(4)
  })
})

describe('player actions', () => {
  it('stand keeps two cards', () => {
    const s = play(deal('Ac 2d 2h 2s'), 'stand')
    expect(cardsOf(s)).toBe('Ac 2d')
    expect(s.status).toBe('complete')
  })

  it('hit draws one card, once only', () => {
    const s = play(deal('Ac 2d 2h 2s 5c'), 'hit')
    expect(cardsOf(s)).toBe('Ac 2d 5c')
    expect(s.dealt.at(-1)).toEqual({ position: 4, card: parseCards('5c')[0], to: 'hand:0' })
    expect(zero.legalActions(s).map((a) => a.type)).toEqual(['stand', 'double'])
    expectRefused(s, { type: 'hit' })
  })

  it('doubles a three-card hand for one more card, staking the original wager again', () => {
    const s = play(deal('Ac 2d 2h 2s 5c 3d'), 'hit', 'double')
    expect(cardsOf(s)).toBe('Ac 2d 5c 3d')
    expect(s.staked).toBe(20)
    expect(s.status).toBe('complete')
    const lines = settle(s).lines
    expect(lines.map((l) => [l.wager, l.stake, l.outcome, l.payout])).toEqual([
      ['zero', 10, 'win', 20],
      ['double', 10, 'win', 20],
    ])
  })

  it('refuses to double two cards under the default rules, leaving the state unchanged', () => {
    expectRefused(deal('Ac 2d 2h 2s'), { type: 'double' })
  })

  it('three-card-no-card: doubles after the hit without another card', () => {
    const s = play(
      deal('Ac 2d 2h 2s 5c 3d', { zero: 10 }, { double: 'three-card-no-card' }),
      'hit',
      'double',
    )
    expect(cardsOf(s)).toBe('Ac 2d 5c')
    expect(s.staked).toBe(20)
    expect(formatCards(s.dealer.cards)).toBe('2h 2s')
  })

  it('two-card: doubles two cards for exactly one card; a hit then ends the hand', () => {
    const rules = { double: 'two-card' }
    const doubled = play(deal('Ac 2d 2h 2s 5c 3d', { zero: 10 }, rules), 'double')
    expect(cardsOf(doubled)).toBe('Ac 2d 5c')
    expect(doubled).toMatchObject({ status: 'complete', staked: 20 })
    const hit = play(deal('Ac 2d 2h 2s 5c 3d', { zero: 10 }, rules), 'hit')
    expect(cardsOf(hit)).toBe('Ac 2d 5c')
    expect(hit.status).toBe('complete')
    expect(zero.legalActions(deal('Ac 2d 2h 2s', { zero: 10 }, rules)).map((a) => a.type)).toEqual([
      'stand',
      'hit',
      'double',
    ])
  })

  it('splits two cards totalling 8 or 9; the second hand gets its card when the first is done', () => {
    const s0 = deal('Ac 7d 2h 2s 3c 9h 4d 6s')
    expect(zero.legalActions(s0).map((a) => a.type)).toEqual(['stand', 'hit', 'split'])
    const s1 = play(s0, 'split')
    expect(s1.hands.map((h) => formatCards(h.cards))).toEqual(['Ac 3c', '7d'])
    expect(s1.staked).toBe(20)
    expect(zero.legalActions(s1).map((a) => a.type)).toEqual(['stand', 'hit'])
    const s2 = play(s1, 'hit')
    expect(cardsOf(s2)).toBe('Ac 3c 9h')
    const s3 = play(s2, 'stand')
    expect(s3.active).toBe(1)
    expect(cardsOf(s3, 1)).toBe('7d 4d')
    const s4 = zero.act(s3, { type: 'stand', hand: 1 })
    expect(s4.dealt.slice(4).map((d) => [d.position, d.to])).toEqual([
      [4, 'hand:0'],
      [5, 'hand:0'],
      [6, 'hand:1'],
    ])
    expect(s4.status).toBe('complete')
    const lines = settle(s4).lines
    // Hand 0: 3 beats 4; hand 1: 1 beats 4.
    expect(lines.map((l) => [l.box, l.wager, l.outcome, l.payout])).toEqual([
      [0, 'zero', 'win', 20],
      [1, 'zero', 'win', 20],
    ])
  })

  it('splits a 9 that is not a pair, and lets a split hand hit and double', () => {
    const s = play(deal('4c 5d 2h 2s 3c 9h 2d Kc'), 'split', 'hit', 'double', 'stand')
    expect(s.hands.map((h) => formatCards(h.cards))).toEqual(['4c 3c 9h 2d', '5d Kc'])
    expect(s.staked).toBe(30)
    const lines = settle(s).lines
    // Hand 0 totals 8 against the dealer's 4: loses wager and double; hand 1 totals 5: loses.
    expect(lines.map((l) => [l.box, l.wager, l.outcome])).toEqual([
      [0, 'zero', 'lose'],
      [0, 'double', 'lose'],
      [1, 'zero', 'lose'],
    ])
  })

  it('refuses to split 7 points, and to split twice', () => {
    expectRefused(deal('Ac 6d 2h 2s'), { type: 'split' })
    const split = play(deal('4c 4d 2h 2s 4h 4s'), 'split')
    expect(cardsOf(split)).toBe('4c 4h')
    expectRefused(split, { type: 'split' })
  })

  it('never pays a zero pair on a split hand', () => {
    const s = play(deal('Kc 8d 2h 2s Kh 3c'), 'split', 'stand', 'stand')
    expect(cardsOf(s)).toBe('Kc Kh')
    const settlement = settle(s)
    expect(settlement.details.zeroPair).toBe(false)
    expect(settlement.lines[0]).toMatchObject({ box: 0, wager: 'zero', outcome: 'win', payout: 20 })
  })

  it('refuses acting on the wrong hand, after completion and after settlement', () => {
    const s = deal('Ac 2d 2h 2s')
    expectRefused(s, { type: 'stand', hand: 1 })
    expectRefused(s, { type: 'surrender' } as never)
    const done = play(s, 'stand')
    expectRefused(done, { type: 'stand' })
    const settled = zero.settle(done).state
    expectRefused(settled, { type: 'stand' }, RoundSettledError)
    expect(() => zero.settle(settled)).toThrow(RoundSettledError)
    expect(() => zero.settle(s)).toThrow(RoundIncompleteError)
  })
})

describe('the dealer', () => {
  it('stands on a two-card total under 5', () => {
    const s = play(deal('Ac 2d 2h 2s 9c'), 'stand')
    expect(formatCards(s.dealer.cards)).toBe('2h 2s')
    expect(s.next).toBe(4)
  })

  it('draws once on 5 or more, then stands on a three-card total under 5', () => {
    const s = play(deal('Ac 2d 3h 2s 9c Tc'), 'stand')
    expect(formatCards(s.dealer.cards)).toBe('3h 2s 9c')
    expect(s.dealt.at(-1)).toMatchObject({ position: 4, to: 'dealer' })
  })

  it('draws again on a three-card 5 or more, and stands on four cards whatever the total', () => {
    const s = play(deal('Ac 2d 4h 3s 9c Tc 8c'), 'stand')
    expect(formatCards(s.dealer.cards)).toBe('4h 3s 9c Tc')
    expect(settle(s).details.dealer.total).toBe(6)
  })
})

describe('settling the Zero wager', () => {
  it('wins 1 to 1 on a lower total, loses on a higher one, pushes on equal', () => {
    expect(settle(play(deal('Ac 2d 2h 2s'), 'stand')).lines[0]).toMatchObject({
      outcome: 'win',
      payout: 20,
      reason: "3 is lower than the dealer's 4",
    })
    expect(settle(play(deal('Ac 3d 2h Ks'), 'stand')).lines[0]).toMatchObject({
      outcome: 'lose',
      payout: 0,
    })
    expect(settle(play(deal('Ac 3d 2h 2s'), 'stand')).lines[0]).toMatchObject({
      outcome: 'push',
      payout: 10,
    })
  })

  it('settles a double with its hand: a push returns both stakes', () => {
    const s = play(deal('Ac 2d 2h 2s Tc Ad'), 'hit', 'double')
    expect(settle(s).lines.map((l) => [l.wager, l.outcome, l.payout])).toEqual([
      ['zero', 'push', 10],
      ['double', 'push', 10],
    ])
  })
})

describe('the Zero Payouts side bet', () => {
  const side = (cards: string, overrides: Record<string, unknown> = {}, stake = 10) => {
    let s = deal(cards, { zero: 10, zeroPayouts: stake }, overrides)
    if (s.status === 'awaiting-action') s = play(s, 'stand')
    const settlement = settle(s)
    return {
      line: settlement.lines.find((l) => l.wager === 'zero-payouts')!,
      ...settlement.details.zeroPayouts,
    }
  }

  it.each([
    ['Kc Kd 3h 4s', 'two-card-pair', 130],
    ['3c 7d 4h 4s', 'two-card', 30],
    ['Kc Kd Kh 4s', 'three-card-trips', 610],
    ['4c 4d 2h 4s', 'three-card-pair', 70],
    ['3c 5d 2h 4s', 'three-card', 20],
  ])('pays %s as %s on the example table', (cards, paid, payout) => {
    expect(side(cards)).toMatchObject({ paid, line: { outcome: 'win', payout } })
  })

  it('pays only the best-paying event when two happen', () => {
    expect(side('Kc Qd Jh 4s')).toMatchObject({
      events: ['two-card', 'three-card'],
      paid: 'two-card',
      line: { payout: 30 },
    })
  })

  it('loses without a zero, and is staked with the Zero wager', () => {
    const r = side('Ac 2d 3h 4s')
    expect(r).toMatchObject({ events: [], paid: null, line: { outcome: 'lose', payout: 0 } })
    expect(deal('Ac 2d 3h 4s', { zero: 10, zeroPayouts: 3 }).staked).toBe(13)
  })

  it('pays by an operator table, rounding down; an event off the table loses', () => {
    const table = { zeroPayoutsPays: { 'two-card': 1.5, 'three-card': 0 } }
    expect(side('3c 7d 4h 4s', table, 5).line.payout).toBe(12)
    expect(side('3c 5d 2h 4s', table).line).toMatchObject({ outcome: 'push', payout: 10 })
    expect(side('Kc Kd 3h 4s', table).line).toMatchObject({ outcome: 'lose', payout: 0 })
  })
})

describe('rule sets', () => {
  it('default to six decks and the three-card double', () => {
    expect(zero.rules()).toMatchObject({ name: 'six-deck', decks: 6, double: 'three-card' })
    expect(zero.defaultRuleset).toBe('six-deck')
  })

  it.each([
    [{ double: 'four-card' }],
    [{ decks: 4 }],
    [{ zeroPayoutsPays: { 'four-card': 5 } }],
    [{ zeroPayoutsPays: { 'two-card': -1 } }],
  ])('refuse %j with INVALID_RULES', (overrides) => {
    expect(() => zero.rules('six-deck', overrides)).toThrow(
      expect.objectContaining({ code: 'INVALID_RULES' }),
    )
  })

  it('refuse an unknown rule set', () => {
    expect(() => zero.rules('single-deck')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_RULESET' }),
    )
  })
})
