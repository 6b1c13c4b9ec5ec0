import {
  BREAK_MAIN_EVENTS,
  breakPoker,
  houseWay,
  qualifierValue,
  setHand,
  settleMain,
} from '@felt/break-poker'
import { JOKER, parseCards, rankOf } from '@felt/cards'
import { breakOptimalSetting } from '@felt/strategy/break-poker'
import { describe, expect, it } from 'vitest'
import { breakAdvice } from './advise.ts'
import { breakExactPart } from './exact.ts'
import { breakPatterns, patternCards } from './patterns.ts'

const BINOM = (n: number, k: number): number =>
  k < 0 || k > n ? 0 : k === 0 ? 1 : (BINOM(n - 1, k - 1) * n) / k

// One rule option changed in @felt/break-poker (dealerQualifier A-4-2 instead of K-3-2)
// and the exact math and the advisors follow it.
const STANDARD = breakPoker.rules('standard')
const ACE_FOUR = breakPoker.rules('standard', { dealerQualifier: 'A42' })
const PLAYER = parseCards('Jk As Ks Qd 7c 7h 2s')

describe('the Break Poker math follows the dealerQualifier option of @felt/break-poker', () => {
  const p = breakPatterns()
  const counts = new Array<number>(14).fill(0)
  for (const c of PLAYER) counts[c === JOKER ? 13 : rankOf(c)]!++
  let i = 0
  while (!counts.every((v, r) => p.counts[i * 14 + r] === v)) i++

  /** Net Main-bet combinations of the house-way player over every dealer pattern, settled by the game. */
  function bruteForce(rules: typeof STANDARD): Map<number, number> {
    const player = setHand(PLAYER, houseWay(PLAYER))
    const q = qualifierValue(rules.dealerQualifier)
    const byPays = new Map<number, number>()
    const cards = new Int32Array(7)
    for (let d = 0; d < p.count; d++) {
      let w = 1
      for (let r = 0; r < 14; r++)
        w *= BINOM((r === 13 ? 1 : 4) - counts[r]!, p.counts[d * 14 + r]!)
      if (w === 0) continue
      patternCards(p, d, cards)
      const d7 = [...cards]
      const dealer = setHand(d7, houseWay(d7))
      const outcome = settleMain(player, dealer, dealer.threeValue >= q, rules.dealerQualifier)
      const net = BREAK_MAIN_EVENTS.find((e) => e.outcome === outcome.outcome)!.pays
      byPays.set(net, (byPays.get(net) ?? 0) + w)
    }
    return byPays
  }

  it.each([
    ['K32', STANDARD],
    ['A42', ACE_FOUR],
  ])('matches the game package settling every dealer pattern (qualifier %s)', (_, rules) => {
    const part = breakExactPart(qualifierValue(rules.dealerQualifier), i, p.count)
    const wp = p.weight[i]!
    const pays = BREAK_MAIN_EVENTS.map((e) => e.pays)
    const sum = (x: number) => pays.reduce((s, e, k) => (e === x ? s + part.main[k]! : s), 0) / wp
    const brute = bruteForce(rules)
    for (const x of [1, 0, -1]) expect(sum(x)).toBe(brute.get(x) ?? 0)
  })

  it('moves the figure: a higher qualifier pushes more often', () => {
    const push = (rules: typeof STANDARD) =>
      breakExactPart(qualifierValue(rules.dealerQualifier), i, p.count).main[2]!
    expect(push(ACE_FOUR)).toBeGreaterThan(push(STANDARD))
  })

  it('moves the advisors: the exact advisor takes the rule, the table advisor refuses other rules', () => {
    const standard = breakAdvice(STANDARD, PLAYER)
    const table = breakOptimalSetting(PLAYER, STANDARD)
    expect([standard.twoValue, standard.threeValue]).toEqual([table.twoValue, table.threeValue])
    expect(() => breakOptimalSetting(PLAYER, ACE_FOUR)).toThrow(
      expect.objectContaining({ code: 'INVALID_RULES' }),
    )
    const aceFour = breakAdvice(ACE_FOUR, PLAYER)
    expect(aceFour.ev).not.toBe(standard.ev)
  })
})
