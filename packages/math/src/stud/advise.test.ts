import { formatCards, parseCard, parseCards } from '@felt/cards'
import { ownerStrategy, studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { type StudAdvice, studAdvice } from './advise.ts'

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
  }, 60_000)

  // The owner's Lunar strategy on the russian rule set (the same draws, at most four cards).
  it("agrees with the owner's line 'two pair: play'", () => {
    const [cards, up] = [parseCards('Js Jd 8c 8h 3s'), parseCard('5c')]
    expect(ownerStrategy(cards, up).line).toBe('two-pair')
    const a = studAdvice(studPoker.rules('russian'), cards, up)
    expect(name(a.best)).toBe('play')
    // play 2.3576, buy 2.0361 per Ante
    expect(ev(a, 'play')).toBeCloseTo(2.3576, 4)
    expect(ev(a, 'buy')).toBeCloseTo(2.0361, 4)
  }, 60_000)

  it("disagrees with the owner's line 'nothing: fold' for 2-3-4 suited with T-K against a 5", () => {
    const [cards, up] = [parseCards('2c 3c 4c Td Kd'), parseCard('5s')]
    expect(ownerStrategy(cards, up).line).toBe('nothing-fold')
    const a = studAdvice(studPoker.rules('russian'), cards, up)
    expect(name(a.best)).toBe('exchange 2c 3c 4c')
    // exchange -0.8497 against fold -1 per Ante
    expect(ev(a, 'exchange 2c 3c 4c')).toBeCloseTo(-0.8497, 4)
    expect(ev(a, 'fold')).toBe(-1)
  }, 60_000)

  it('rejects a hand that is not five distinct cards', () => {
    expect(() =>
      studAdvice(studPoker.rules('lunar'), parseCards('As Ks Qs Js'), parseCard('9h')),
    ).toThrow(expect.objectContaining({ code: 'INVALID_CARD' }))
  })
})
