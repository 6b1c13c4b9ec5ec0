import { describe, expect, it } from 'vitest'
import { BREAK_MAIN_EVENTS, MAIN_NOT_QUALIFIED, mainEventIndex } from './facts.ts'

describe('the Main-bet events', () => {
  const event = (e: number) => BREAK_MAIN_EVENTS[e]!.event
  it('rank a Lucky Break above no Lucky Break, and let the dealer win ties', () => {
    expect(event(mainEventIndex(1, 2, true, 9, 9, false))).toBe('win with a Lucky Break')
    expect(event(mainEventIndex(9, 9, false, 1, 2, true))).toBe('lose to a dealer Lucky Break')
    expect(event(mainEventIndex(5, 6, false, 4, 5, false))).toBe('win both hands')
    expect(event(mainEventIndex(5, 6, true, 5, 6, true))).toBe(
      'lose: dealer ties or beats both hands',
    )
    expect(event(mainEventIndex(5, 4, false, 4, 5, false))).toBe('push: one hand each')
    expect(event(MAIN_NOT_QUALIFIED)).toBe('push: dealer does not qualify')
    expect(BREAK_MAIN_EVENTS.map((e) => e.pays)).toEqual([1, 1, 0, 0, -1, -1])
  })
})
