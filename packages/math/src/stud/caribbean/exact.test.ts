import { canonicalDeck, rankOf } from '@felt/cards'
import { categoryIndexOf, rank5 } from '@felt/evaluators'
import { ACE_KING, CARIBBEAN_STRATEGIES, caribbeanRaises } from '@felt/strategy/stud-poker'
import { studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { CARIBBEAN_EXACT_STRATEGIES, caribbeanDeals, caribbeanExactPart } from './exact.ts'
import { caribbeanEvents } from './fast.ts'

const rules = studPoker.rules('caribbean-stud')
const events = caribbeanEvents(rules)
const E = events.length

function* subsets(
  from: readonly number[],
  k: number,
  start = 0,
  acc: number[] = [],
): Generator<number[]> {
  if (acc.length === k) yield acc.slice()
  else for (let i = start; i < from.length; i++) yield* subsets(from, k, i + 1, [...acc, from[i]!])
}

/** Every deal of `deck` played out card by card: the event counts of each strategy. */
function bruteForce(deck: readonly number[]): Float64Array {
  const out = new Float64Array(CARIBBEAN_EXACT_STRATEGIES.length * E)
  for (const up of deck) {
    for (const p of subsets(
      deck.filter((c) => c !== up),
      5,
    )) {
      const s = rank5(p[0]!, p[1]!, p[2]!, p[3]!, p[4]!)
      const outcomes: number[] = []
      for (const d of subsets(
        deck.filter((c) => c !== up && !p.includes(c)),
        4,
      )) {
        const q = rank5(d[0]!, d[1]!, d[2]!, d[3]!, up)
        outcomes.push(q < ACE_KING ? 1 : s === q ? 2 : s < q ? 3 : 4 + categoryIndexOf(s))
      }
      const raiseValue = outcomes.reduce((sum, e) => sum + events[e]!.pays, 0)
      CARIBBEAN_EXACT_STRATEGIES.forEach((strategy, k) => {
        const raises =
          strategy === 'optimal'
            ? raiseValue > -outcomes.length
            : caribbeanRaises(strategy, s, p, up)
        for (const e of outcomes) out[k * E + (raises ? e : 0)]!++
      })
    }
  }
  return out
}

describe('exact Caribbean Stud', () => {
  it('scores every deal of a reduced deck like playing each one out', () => {
    // Aces, kings, queens and a few low cards: ace-king hands, pairs and qualifying dealers.
    const deck = canonicalDeck()
      .filter((c) => rankOf(c) >= 10 || c === 3 || c === 18 || c === 33 || c === 48)
      .slice(0, 12)
    const exact = new Float64Array(CARIBBEAN_EXACT_STRATEGIES.length * E)
    for (const up of deck) {
      const part = caribbeanExactPart(rules, up, deck)
      for (let i = 0; i < exact.length; i++) exact[i]! += part[i]!
    }
    const brute = bruteForce(deck)
    expect([...exact]).toEqual([...brute])
    expect(exact.slice(0, E).reduce((a, b) => a + b, 0)).toBe(caribbeanDeals(deck.length))
  })

  it('weights the canonical hands of the full deck by their suit classes exactly', () => {
    // One up card (the ace of clubs) both ways: canonical hands weighted, and every hand.
    const weighted = caribbeanExactPart(rules, 12)
    const every = caribbeanExactPart(rules, 12, canonicalDeck())
    expect([...weighted].map((x) => x / 4)).toEqual([...every])
  })
})

it('lists each published strategy after the optimum', () => {
  expect(CARIBBEAN_EXACT_STRATEGIES).toEqual(['optimal', ...CARIBBEAN_STRATEGIES])
})
