import { parseCards, seededRandom } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { categoryOf, HAND_CATEGORIES, type HandCategory } from './category.ts'
import { rank5, rank6, rank7, rankCards } from './rank.ts'

const r = (text: string): number => rankCards(parseCards(text))

function randomHand(random: (n: number) => number, size: number): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i)
  for (let i = 0; i < size; i++) {
    const j = i + random(52 - i)
    ;[deck[i], deck[j]] = [deck[j]!, deck[i]!]
  }
  return deck.slice(0, size)
}

function bestOfSubsets(cards: readonly number[]): number {
  let best = 0
  const n = cards.length
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++)
            best = Math.max(best, rank5(cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!))
  return best
}

describe('rank5 over all 2,598,960 five-card hands', () => {
  it('finds the known count of every category and exactly 7,462 distinct strengths', () => {
    const seen = new Uint8Array(7463)
    const byStrength = new Uint32Array(7463)
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) byStrength[rank5(a, b, c, d, e)]!++
    const counts: Record<string, number> = {}
    let distinct = 0
    for (let s = 1; s <= 7462; s++) {
      if (byStrength[s]! > 0) {
        distinct++
        seen[s] = 1
      }
      const category = categoryOf(s)
      counts[category] = (counts[category] ?? 0) + byStrength[s]!
    }
    expect(byStrength[0]).toBe(0)
    expect(distinct).toBe(7462)
    expect(counts).toEqual({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10200,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      pair: 1098240,
      'high-card': 1302540,
    })
  })
})

describe('rank6 and rank7', () => {
  it('equal the best five-card subset on 200,000 random six-card hands', () => {
    const random = seededRandom(6)
    const wrong: number[][] = []
    for (let i = 0; i < 200_000; i++) {
      const h = randomHand(random, 6)
      if (rank6(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!) !== bestOfSubsets(h)) wrong.push(h)
    }
    expect(wrong).toEqual([])
  })

  it('equal the best five-card subset on 200,000 random seven-card hands', () => {
    const random = seededRandom(7)
    const wrong: number[][] = []
    for (let i = 0; i < 200_000; i++) {
      const h = randomHand(random, 7)
      if (rank7(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!) !== bestOfSubsets(h)) wrong.push(h)
    }
    expect(wrong).toEqual([])
  })

  it('equal the best five-card subset on random flush-heavy seven-card hands', () => {
    const random = seededRandom(77)
    const wrong: number[][] = []
    for (let i = 0; i < 50_000; i++) {
      // Draw from two suits only, so flushes, straight flushes and their kickers abound.
      const pool = Array.from({ length: 26 }, (_, k) => k + 13 * random(3))
      const picked = new Set<number>()
      while (picked.size < 7) picked.add(pool[random(26)]!)
      const h = [...picked]
      if (rank7(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!) !== bestOfSubsets(h)) wrong.push(h)
    }
    expect(wrong).toEqual([])
  })

  it('does not depend on the order of the cards', () => {
    const random = seededRandom(8)
    for (let i = 0; i < 2000; i++) {
      const h = randomHand(random, 7)
      const v = rankCards(h)
      expect(rankCards([...h].reverse())).toBe(v)
      expect(rankCards([h[3]!, h[6]!, h[0]!, h[5]!, h[1]!, h[4]!, h[2]!])).toBe(v)
    }
  })
})

describe('tricky comparisons', () => {
  const cases: [string, '>' | '=' | '<', string][] = [
    ['5d 4c 3h 2s Ah', '<', '6d 5c 4h 3s 2h'], // wheel is the lowest straight
    ['5d 4c 3h 2s Ah', '>', 'As Ad Ac Kd Qh'], // wheel beats trips
    ['5h 4h 3h 2h Ah', '<', '6s 5s 4s 3s 2s'], // steel wheel is the lowest straight flush
    ['5h 4h 3h 2h Ah', '>', 'Ac Ad Ah As Kd'], // steel wheel beats quad aces
    ['Ah Kh Qh Jh Th', '>', 'Ks Qs Js Ts 9s'], // royal beats king-high straight flush
    ['Ah Kh Qh Jh Th', '=', 'As Ks Qs Js Ts'], // royals split
    ['Ah Kd Qc Js 9h', '<', 'Ah Kd Qc Js Th'.replace('Th', 'Ts')], // ace-high vs broadway straight
    ['As Ks Qs Js 9s', '>', 'Ad Kd Qd Jd 8d'], // flush decided by the fifth card
    ['Kc Kd 9h 7s 3c', '>', 'Kh Ks 9c 7d 2c'], // pair decided by the last kicker
    ['Kc Kd 9h 7s 3c', '=', 'Kh Ks 9c 7d 3d'], // same ranks split
    ['Qc Qd 4h 4s Ac', '>', 'Qh Qs 4c 4d Kc'], // two pair decided by the kicker
    ['Qc Qd 4h 4s 2c', '<', 'Qh Qs 5c 5d 2d'], // second pair decides
    ['3c 3d 3h 2s 2c', '<', '2h 2d 2s Ac Ad'.replace('2h 2d 2s Ac Ad', '4h 4d 4s 2d 2h')], // trips rank decides full house
    ['Ac Ad Ah Kc Kd', '>', 'Ac Ad Ah Qc Qd'.replace('Ac Ad Ah', 'As Ad Ah')], // full house pair decides
    ['2c 2d 2h 2s 3c', '<', '3c 3d 3h 3s 2c'],
    ['9c 9d 9h 9s Ac', '>', '9c 9d 9h 9s Kc'], // quad kicker
    ['Ac Kd Qh Js 9c', '>', 'Kc Qd Jh Ts 8c'], // high card
    ['7c 5d 4h 3s 2c', '<', '7c 5d 4h 3s 2c'.replace('2c', '8c').replace('7c', '2d')], // 8-7-5-4-3... vs 7-5-4-3-2
    // Seven cards: the best five, counterfeits and plays-the-board splits.
    ['Ah Kh 2c 3d 4s 5h 9c', '=', 'Ad 7c 2h 3c 4d 5s 9d'], // both play the wheel with an ace
    ['Ah Kh 2c 3d 4s 5h 6c', '>', 'Ad Qc 2h 3c 4d 5s 9d'], // six-high straight beats the wheel
    ['As Ks Qs Js Ts 9s 8s', '=', 'Ah Kh Qh Jh Th 2c 3d'], // royal in seven
    ['Kc Kd Qh Qs Jc Jd 2c', '=', 'Kh Ks Qc Qd Jh 8d 2s'.replace('8d', 'Js')], // third pair counterfeit, jack kicker
    ['Kc Kd Qh Qs Jc Jd Ac', '>', 'Kh Ks Qc Qd Jh Js Tc'], // ace kicker over the board's third pair
    ['9c 9d 9h 8c 8d 8h 2c', '=', '9s 9d 9h 8s 8d Ac 2d'.replace('Ac', '8h')], // trips over trips: nines full
    ['Ac Ad Ah As Kc Kd Kh', '>', 'Ac Ad Ah As Qc Qd Qh'], // quads with the best kicker
    ['Ah 9h 7h 4h 2h 3c 5d', '>', 'Ks Qs 9s 7s 2s 3d 4c'], // ace-high flush over its own wheel
    ['2h 3h 4h 5h 6h Ah Ac', '>', 'Ks Qs Js Ts 8s 2c 2d'], // six-high straight flush over a flush
    ['Ts Js Qs Ks 9s 8s 7d', '>', 'Ts Js Qs Ks 9h 8h 7h'], // K-high straight flush over a straight
    ['Ac Kc Qc Jc 9c 8d 8h', '>', 'Ac Kc Qc Jc 8c 9d 9h'], // flush kicker beats a pair on board
  ]
  for (const [left, op, right] of cases) {
    it(`${left} ${op} ${right}`, () => {
      const a = r(left)
      const b = r(right)
      if (op === '>') expect(a).toBeGreaterThan(b)
      else if (op === '<') expect(a).toBeLessThan(b)
      else expect(a).toBe(b)
    })
  }

  it('gives the extreme strengths to 7-5-4-3-2 offsuit and the royal flush', () => {
    expect(r('7c 5d 4h 3s 2c')).toBe(1)
    expect(r('Ah Kh Qh Jh Th')).toBe(7462)
  })

  it('names the category of typical hands', () => {
    const expected: [string, HandCategory][] = [
      ['Ah Kh Qh Jh Th 2c 3c', 'royal-flush'],
      ['5c 4c 3c 2c Ac Kd Kh', 'straight-flush'],
      ['9c 9d 9h 9s 2c', 'four-of-a-kind'],
      ['9c 9d 9h 2s 2c 2d', 'full-house'],
      ['Ac 9c 7c 5c 3c Ad As', 'flush'],
      ['Ac 2d 3h 4s 5c', 'straight'],
      ['7c 7d 7h As Kc', 'three-of-a-kind'],
      ['7c 7d 8h 8s Kc 2c 2d', 'two-pair'],
      ['7c 7d 8h Ts Kc', 'pair'],
      ['7c 2d 8h Ts Kc Ad', 'high-card'],
    ]
    for (const [hand, category] of expected) expect(categoryOf(r(hand))).toBe(category)
    expect(HAND_CATEGORIES).toHaveLength(10)
  })
})
