import { type CardCode, parseCards } from '@felt/cards'
import { studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { adviseDecision } from './advice-compute.ts'
import { acted, dealt, GAMES, roundOf } from './advice-fixtures.ts'
import { type AdviceRequest, adviceRequest, expectedLineCount, legalLines } from './advice-query.ts'
import type { RoundOut } from './api.ts'

const DEALER = '9s 3c 4d 5h 8c' // nine high: no dealer qualifies with it; 8c is the up card
const up = parseCards('8c')[0]!

/** Every card a request names. */
function cardsOf(r: AdviceRequest): CardCode[] {
  return [
    ...r.cards,
    ...(r.kind === 'force' ? r.dealer : [r.up]),
    ...(r.kind === 'first' ? [] : r.seen),
  ]
}

/** The request of a round, checked to name only cards the round's view shows. */
function requestOf(round: RoundOut): AdviceRequest | undefined {
  const request = adviceRequest(round, GAMES)
  const shown = round.view.dealt.map((d) => d.card)
  if (request) expect(cardsOf(request).filter((c) => !shown.includes(c))).toEqual([])
  return request
}

/** The advised lines of a round's legal actions, after checking there is one per action. */
function advised(round: RoundOut): { action: string; ev: number }[] {
  const lines = legalLines(adviseDecision(requestOf(round)!).actions, round.legalActions)
  expect(lines).toHaveLength(expectedLineCount(round.legalActions))
  return lines.map((l) => ({ action: l.action, ev: l.ev }))
}

describe('the advice request at the second decision', () => {
  it('names the final cards, the up card and the discards as seen', () => {
    const round = roundOf(
      acted(dealt('russian', ['As Ks 7d 7h 2c'], DEALER, '7c 7s'), {
        type: 'exchange',
        cards: 'Ks 2c',
      }),
    )
    expect(requestOf(round)).toEqual({
      kind: 'second',
      ruleset: 'russian',
      published: studPoker.rulesets.russian,
      cards: parseCards('As 7c 7d 7h 7s'),
      up,
      seen: parseCards('Ks 2c'),
    })
  })

  it('advises playing four of a kind, insured or not, over folding (the fee left out)', () => {
    const round = roundOf(
      acted(dealt('russian', ['As Ks 7d 7h 2c'], DEALER, '7c 7s'), {
        type: 'exchange',
        cards: 'Ks 2c',
      }),
    )
    const lines = advised(round)
    expect(lines.map((l) => l.action).sort()).toEqual(['fold', 'insure', 'play'])
    expect(lines.at(-1)).toEqual({ action: 'fold', ev: -1 })
    expect(lines[0]!.ev).toBeGreaterThan(1)
  })

  it('values six cards after a buy, nothing discarded', () => {
    const state = acted(dealt('russian', ['As Ks 7d 7h 2c'], DEALER, '7c'), { type: 'buy' })
    const request = requestOf(roundOf(state))
    expect(request).toMatchObject({ kind: 'second', seen: [] })
    expect(request?.cards).toHaveLength(6)
  })

  it("passes another box's cards as seen, and removes them from the dealer's", () => {
    const boxes = ['As Ks 7d 7h 2c', 'Qd Jd 9c 6s 3h']
    const state = acted(dealt('lunar-finland', boxes, DEALER), { type: 'exchange', cards: 'Ks 2c' })
    const request = requestOf(roundOf(state))
    expect(request).toMatchObject({ kind: 'second', seen: parseCards('Ks 2c Qd Jd 9c 6s 3h') })
    const alone = { ...request!, seen: parseCards('Ks 2c') } as AdviceRequest
    const play = (r: AdviceRequest) =>
      adviseDecision(r).actions.find((a) => a.action === 'play')!.ev
    expect(play(request!)).not.toBe(play(alone))
  })

  it('refuses a switch when another box was seen (the advisor would count it as switched)', () => {
    const one = acted(dealt('oasis', ['As Ks 7d 7h 2c'], DEALER), { type: 'switch', cards: 'Ks' })
    expect(requestOf(roundOf(one))).toMatchObject({ kind: 'second', seen: parseCards('Ks') })
    const boxes = ['As Ks 7d 7h 2c', 'Qd Jd 9c 6s 3h']
    const two = acted(dealt('oasis', boxes, DEALER), { type: 'switch', cards: 'Ks' })
    expect(requestOf(roundOf(two))).toBeUndefined()
  })

  it('refuses when no advised action is legal', () => {
    const state = acted(dealt('russian', ['As Ks 7d 7h 2c'], DEALER), {
      type: 'exchange',
      cards: 'Ks',
    })
    expect(requestOf({ ...roundOf(state), legalActions: [] })).toBeUndefined()
  })
})

describe('the advice request at force or take', () => {
  it("names the box's cards and the dealer's turned five, nothing else seen", () => {
    const round = roundOf(acted(dealt('russian', ['7s 7h 7d 7c 2c'], DEALER), { type: 'play' }))
    expect(requestOf(round)).toEqual({
      kind: 'force',
      ruleset: 'russian',
      published: studPoker.rulesets.russian,
      cards: parseCards('7s 7h 7d 7c 2c'),
      dealer: parseCards(DEALER),
      seen: [],
    })
  })

  it('advises buying a game for four of a kind and taking the Ante for king high', () => {
    const quads = roundOf(acted(dealt('russian', ['7s 7h 7d 7c 2c'], DEALER), { type: 'play' }))
    const [best, other] = advised(quads)
    expect(best!.action).toBe('force')
    expect(other).toEqual({ action: 'take', ev: 1 })
    const king = roundOf(acted(dealt('russian', ['Kd Qc Th 6d 2s'], DEALER), { type: 'play' }))
    expect(advised(king).map((l) => l.action)).toEqual(['take', 'force'])
  })

  it('counts the discards and the other boxes as seen', () => {
    const boxes = ['As Ks 7d 7h 2c', 'Qd Jd Tc 6s 3h']
    const state = acted(
      dealt('lunar-finland', boxes, DEALER),
      { type: 'exchange', cards: 'Ks 2c' },
      { type: 'play' },
      { type: 'play' },
    )
    const request = requestOf(roundOf(state))
    expect(request).toMatchObject({ kind: 'force', seen: parseCards('Ks 2c Qd Jd Tc 6s 3h') })
    expect(request!.cards).toEqual(studPoker.view(state).boxes[0]!.cards)
  })

  it('refuses a qualifying dealer, a hidden one, or no force among the legal actions', () => {
    const qualifies = acted(dealt('russian', ['7s 7h 7d 7c 2c'], 'As Ks 4d 5h 8c'), {
      type: 'play',
    })
    expect(studPoker.view(qualifies).phase).toBe('complete')
    expect(requestOf(roundOf(qualifies))).toBeUndefined()
    const round = roundOf(acted(dealt('russian', ['7s 7h 7d 7c 2c'], DEALER), { type: 'play' }))
    const hidden = { ...round.view, dealer: { ...round.view.dealer, cards: null } }
    expect(requestOf({ ...round, view: hidden })).toBeUndefined()
    const noForce = round.legalActions.filter((la) => la.type !== 'force')
    expect(requestOf({ ...round, legalActions: noForce })).toBeUndefined()
  })
})
