import { type ShuffleInput, shuffle } from '@felt/fair'
import { describe, expect, it } from 'vitest'
import { DeckAhead } from '../src/session/deck-ahead.ts'

const input: ShuffleInput = {
  serverSeed: 'a'.repeat(64),
  clientSeed: 'player',
  nonce: 4,
  cards: 312,
}

/** A DeckAhead over the real shuffle that counts its shuffles. */
function counted(fail = false) {
  const calls: ShuffleInput[] = []
  const decks = new DeckAhead((given) => {
    calls.push(given)
    return fail && calls.length === 1 ? Promise.reject(new Error('boom')) : shuffle(given)
  })
  return { decks, calls }
}

const afterTasks = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('DeckAhead', () => {
  it('deals the prepared deck when seeds, nonce and size all match, once', async () => {
    const { decks, calls } = counted()
    decks.prepare(input)
    expect(calls).toHaveLength(0) // not during the current task: the reply goes out first
    await afterTasks()
    expect(calls).toHaveLength(1)
    expect(await decks.take({ ...input })).toEqual(await shuffle(input))
    expect(calls).toHaveLength(1)
    await decks.take(input)
    expect(calls).toHaveLength(2)
  })

  for (const [what, change] of [
    ['server seed', { serverSeed: 'b'.repeat(64) }],
    ['client seed', { clientSeed: 'changed' }],
    ['nonce', { nonce: 5 }],
    ['deck size', { cards: 52 }],
  ] as const) {
    it(`shuffles afresh for another ${what}`, async () => {
      const { decks, calls } = counted()
      decks.prepare(input)
      await afterTasks()
      const other = { ...input, ...change }
      expect(await decks.take(other)).toEqual(await shuffle(other))
      expect(calls.at(-1)).toEqual(other)
      expect(calls).toHaveLength(2)
    })
  }

  it('shuffles afresh when the deal comes before the prepared shuffle started', async () => {
    const { decks, calls } = counted()
    decks.prepare(input)
    expect(await decks.take(input)).toEqual(await shuffle(input))
    await afterTasks()
    // The late preparation is for a used nonce: the next deal does not take it.
    const next = { ...input, nonce: 5 }
    expect(await decks.take(next)).toEqual(await shuffle(next))
    expect(calls).toEqual([input, input, next])
  })

  it('drops a failed preparation and shuffles again', async () => {
    const { decks, calls } = counted(true)
    decks.prepare(input)
    await afterTasks()
    expect(await decks.take(input)).toEqual(await shuffle(input))
    expect(calls).toHaveLength(2)
  })
})
