import { houseWay, qualifierValue } from '@felt/break-poker'
import { JOKER, parseCards, rankOf } from '@felt/cards'
import { isLuckyBreak } from '@felt/evaluators'
import { describe, expect, it } from 'vitest'
import { BREAK_EVENTS, breakExactPart } from './exact.ts'
import { breakPatterns, patternCards } from './patterns.ts'

const BINOM = (n: number, k: number): number =>
  k < 0 || k > n ? 0 : k === 0 ? 1 : (BINOM(n - 1, k - 1) * n) / k

describe('exact Break Poker', () => {
  const p = breakPatterns()

  it('has 67,600 rank patterns covering C(53,7) hands', () => {
    expect(p.count).toBe(67_600)
    let total = 0
    for (let i = 0; i < p.count; i++) total += p.weight[i]!
    expect(total).toBe(154_143_080)
  })

  it("matches a brute-force walk over every dealer pattern of one player's hand", () => {
    const player = parseCards('Jk As Ks Qd 7c 7h 2s')
    const counts = new Array<number>(14).fill(0)
    for (const c of player) counts[c === JOKER ? 13 : rankOf(c)]!++
    let i = 0
    while (!counts.every((v, r) => p.counts[i * 14 + r] === v)) i++
    const part = breakExactPart(qualifierValue('K32'), i, p.count)
    // Brute force: every dealer rank pattern from the cards left, settled by @felt/break-poker.
    const setting = houseWay(player)
    const byPays = new Map<number, number>()
    const cards = new Int32Array(7)
    for (let d = 0; d < p.count; d++) {
      let w = 1
      for (let r = 0; r < 14; r++)
        w *= BINOM((r === 13 ? 1 : 4) - counts[r]!, p.counts[d * 14 + r]!)
      if (w === 0) continue
      // The dealer sets by the house way of @felt/break-poker; the Main bet by the rules text.
      patternCards(p, d, cards)
      const d7 = houseWay([...cards])
      const dTwo = d7.twoValue
      const dThree = d7.threeValue
      const pLucky = isLuckyBreak(setting.twoValue, setting.threeValue)
      const dLucky = isLuckyBreak(dTwo, dThree)
      let net: number
      if (dThree < qualifierValue('K32')) net = 0
      else if (dLucky && !pLucky) net = -1
      else if (pLucky && !dLucky) net = 1
      else if (setting.twoValue > dTwo && setting.threeValue > dThree) net = 1
      else if (dTwo >= setting.twoValue && dThree >= setting.threeValue) net = -1
      else net = 0
      byPays.set(net, (byPays.get(net) ?? 0) + w)
    }
    const wp = p.weight[i]!
    const sum = (pays: number) =>
      BREAK_EVENTS.reduce((s, e, k) => (e.pays === pays ? s + part.main[k]! : s), 0) / wp
    expect(sum(1)).toBe(byPays.get(1) ?? 0)
    expect(sum(0)).toBe(byPays.get(0) ?? 0)
    expect(sum(-1)).toBe(byPays.get(-1) ?? 0)
    expect(sum(1) + sum(0) + sum(-1)).toBe(BINOM(46, 7))
  }, 60_000)
})
