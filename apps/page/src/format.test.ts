import { describe, expect, it } from 'vitest'
import { cardText, describeField, describeValue, signed } from './format.ts'

describe('format', () => {
  it('shows card codes as cards under card keys', () => {
    expect(describeValue({ type: 'exchange', box: 0, cards: [0, 51] })).toBe(
      'exchange (box 0, cards 2c As)',
    )
    expect(describeValue({ type: 'set', seat: 0, two: [12, 25], three: [52, 1, 2] })).toBe(
      'set (seat 0, two Ac Ad, three Jk 3c 4c)',
    )
  })

  it('names a tampered card field by its cards', () => {
    expect(describeField('dealt[3].card', 38)).toBe('Ah')
    expect(describeField('settlement.lines[0].payout', 20)).toBe('20')
    expect(describeField('serverSeed', null)).toBe('nothing')
  })

  it('falls back to JSON for values that are not cards', () => {
    expect(cardText(99)).toBe('99')
    expect(signed(5)).toBe('+5')
    expect(signed(-5)).toBe('-5')
    expect(signed(0)).toBe('0')
  })
})
