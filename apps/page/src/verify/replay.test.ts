import { describe, expect, it } from 'vitest'
import { groupByRecipient, recipientName } from './replay.ts'

describe('hands', () => {
  it('groups dealt cards by recipient in the order first dealt', () => {
    const groups = groupByRecipient([
      { position: 0, card: 1, to: 'box:0' },
      { position: 1, card: 2, to: 'dealer' },
      { position: 2, card: 3, to: 'box:0' },
    ])
    expect([...groups.keys()]).toEqual(['box:0', 'dealer'])
    expect(groups.get('box:0')!.map((g) => g.index)).toEqual([0, 2])
  })

  it('names recipients in words, counting from 1', () => {
    expect(recipientName('box:0')).toBe('Box 1')
    expect(recipientName('hand:1')).toBe('Hand 2')
    expect(recipientName('dealer')).toBe('Dealer')
  })
})
