import { describe, expect, it } from 'vitest'
import { isCardList } from './view.ts'
import { buildWagers, wagerShape } from './wagers.ts'

describe('deal form', () => {
  it('builds one box of wagers, leaving out zero side bets', () => {
    expect(buildWagers({ ante: 10, bonus: 0 })).toEqual({ ante: 10 })
  })

  it('reads multi-box games and required kinds from the wagers schema', () => {
    const box = { type: 'object', properties: { main: {}, bonus: {} }, required: ['main'] }
    const multi = {
      anyOf: [{ type: 'object', properties: { seats: { type: 'array', items: box } } }, box],
    }
    expect(wagerShape(multi)).toEqual({ multiBox: true, required: ['main'], container: 'seats' })
    expect(wagerShape({ type: 'object', properties: { zero: {} } })).toEqual({
      multiBox: false,
      required: [],
    })
  })
})

describe('views', () => {
  it('recognises card lists by key and value', () => {
    expect(isCardList('cards', [0, 52, null])).toBe(true)
    expect(isCardList('stakes', [10, 20])).toBe(false)
    expect(isCardList('cards', [])).toBe(false)
    expect(isCardList('cards', [53])).toBe(false)
  })
})

describe('card keys', () => {
  it('does not take money under a card-like name for cards', () => {
    expect(isCardList('super', [10])).toBe(false)
    expect(isCardList('firstFive', [1, 2, 3, 4, 5])).toBe(true)
    expect(isCardList('three', [1, 2, 3])).toBe(true)
  })
})
