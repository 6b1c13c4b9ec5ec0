import { describe, expect, it } from 'vitest'
import { studPoker } from '../game.ts'
import { actAll, dealRound } from '../test-helpers.ts'
import { STUD_ACTION_TYPES } from './act.ts'
import type { StudAction, StudState } from './types.ts'

const lunar = studPoker.rules('lunar')
const BOXES = [
  '2c 3d 5h 7s 9c',
  '2d 3h 5s 7c 9d',
  '2h 3s 5c 7d 9h',
  '2s 3c 5d 7h 9s',
  '4c 6d 8h Ts Qc',
  '4d 6h 8s Tc Qd',
]
const six = () => dealRound(lunar, BOXES, 'Kc Kd Ah Jh 4h')
const exchangeAll = (s: StudState, box: number): StudAction => ({
  type: 'exchange',
  cards: s.boxes[box]!.cards,
})

function reasonOf(fn: () => unknown): unknown {
  try {
    fn()
  } catch (e) {
    return (e as { details?: { reason?: unknown } }).details?.reason
  }
  return 'accepted'
}

describe('legal actions, typed per action', () => {
  it('types the limits of each action once narrowed on its type', () => {
    const exchange = studPoker.legalActions(six()).find((a) => a.type === 'exchange')
    if (exchange?.type !== 'exchange') throw new Error('lunar offers an exchange')
    const span: number = exchange.max - exchange.min
    expect(span).toBe(3)
    expect(exchange).toEqual({ type: 'exchange', box: 0, min: 2, max: 5, fee: 10 })
  })

  it('limits a draw to the cards left, and refuses drawing from an exhausted deck', () => {
    // 6 boxes and the dealer take 35 cards: 17 remain; boxes 0-2 exchange five each
    let s = six()
    for (const box of [0, 1, 2]) s = actAll(s, [exchangeAll(s, box), { type: 'play' }])
    expect(s.turn).toBe(3)
    expect(
      studPoker.legalActions(s).filter((a) => a.type === 'exchange' || a.type === 'buy'),
    ).toEqual([
      { type: 'buy', box: 3, fee: 10 },
      { type: 'exchange', box: 3, min: 2, max: 2, fee: 10 },
    ])
    expect(reasonOf(() => studPoker.act(s, exchangeAll(s, 3)))).toBe('DRAW_COUNT')
    s = actAll(s, [{ type: 'exchange', cards: s.boxes[3]!.cards.slice(0, 2) }, { type: 'play' }])
    expect(studPoker.legalActions(s).map((a) => a.type)).toEqual(['fold', 'play'])
    expect(reasonOf(() => studPoker.act(s, { type: 'buy' }))).toBe('DECK_EXHAUSTED')
    expect(reasonOf(() => studPoker.act(s, exchangeAll(s, 4)))).toBe('DECK_EXHAUSTED')
  })

  it('accepts every listed action and explains every other with a reason', () => {
    const s = six()
    const listed = studPoker.legalActions(s).map((a) => a.type)
    for (const type of STUD_ACTION_TYPES) {
      const action = { type, cards: s.boxes[0]!.cards.slice(0, 2), amount: 1 } as StudAction
      const reason = reasonOf(() => studPoker.act(s, action))
      expect([type, reason === 'accepted']).toEqual([type, listed.includes(type)])
    }
  })
})
