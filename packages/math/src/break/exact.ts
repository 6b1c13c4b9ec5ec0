import {
  BREAK_MAIN_EVENTS,
  bonusIndexHoldsLuckyBreak,
  breakBonusIndex,
  houseWayIndex,
  MAIN_NOT_QUALIFIED,
  mainEventIndex,
} from '@felt/break-poker'
import { breakFrontierInto, breakSettingsInto, isLuckyBreak } from '@felt/evaluators'
import { type BreakPatterns, breakPatterns, patternCards } from './patterns.ts'

const EVENTS = BREAK_MAIN_EVENTS.length

/** Per player strategy, the weighted combinations of each event plus side-bet counts. */
export interface BreakExactPart {
  /** [houseWay events..., optimal events...] (`BREAK_MAIN_EVENTS` order of `@felt/break-poker`), in card combinations. */
  readonly main: number[]
  /** Dealer's Lucky Break: [dealer LB & player LB, dealer LB only, no dealer LB] combinations. */
  readonly luckyBreak: number[]
  /** Player patterns whose optimal setting differs in value from the house way: [pattern, two, three]. */
  readonly optimalDiffs: number[]
}

const SCRATCH = new Int32Array(630)
const PAYS = Float64Array.from(BREAK_MAIN_EVENTS, (e) => e.pays)
const FRONT = new Int32Array(630)

/**
 * Exact Break Poker main bet and Dealer's Lucky Break for the player patterns `from`,
 * `from + step`, ... . For each player pattern the dealer's house-way outcome classes
 * (Lucky Break, two-card and three-card values; non-qualifying hands merged) are
 * weighted by a walk of the dealer-pattern trie restricted to the cards left, then
 * the house way and every non-dominated setting (for the optimal player) are scored.
 */
export function breakExactPart(qualifier: number, from: number, step: number): BreakExactPart {
  const p = breakPatterns()
  const n = p.count
  const cards = new Int32Array(7)
  // Dealer classes: 0 = does not qualify; others by (two, three).
  const classOf = new Int32Array(n)
  const classKey = new Map<number, number>()
  const cTwo: number[] = [0]
  const cThree: number[] = [0]
  const cLucky: number[] = [0]
  const hwTwo = new Int32Array(n)
  const hwThree = new Int32Array(n)
  for (let i = 0; i < n; i++) {
    patternCards(p, i, cards)
    const idx = houseWayIndex(cards)
    const m = breakSettingsInto(cards, SCRATCH)
    let two = 0
    let three = 0
    for (let k = 0; k < m; k++) {
      if (SCRATCH[3 * k] === idx) {
        two = SCRATCH[3 * k + 1]!
        three = SCRATCH[3 * k + 2]!
        break
      }
    }
    hwTwo[i] = two
    hwThree[i] = three
    if (three < qualifier) continue
    const key = two * 65536 + three
    let c = classKey.get(key)
    if (c === undefined) {
      c = cTwo.length
      classKey.set(key, c)
      cTwo.push(two)
      cThree.push(three)
      cLucky.push(isLuckyBreak(two, three) ? 1 : 0)
    }
    classOf[i] = c
  }
  const K = cTwo.length
  const trie = buildTrie(p, classOf)
  const dist = new Float64Array(K)
  const avail = new Int32Array(14)
  const main = new Array<number>(2 * EVENTS).fill(0)
  const luckyBreak = [0, 0, 0]
  const optimalDiffs: number[] = []
  const score = (
    two: number,
    three: number,
    into: number[] | null,
    wp: number,
    off: number,
  ): number => {
    const lucky = isLuckyBreak(two, three)
    let ev = 0
    const byEvent = into ? new Array<number>(EVENTS).fill(0) : null
    if (byEvent) byEvent[MAIN_NOT_QUALIFIED] = dist[0]!
    for (let k = 1; k < K; k++) {
      const w = dist[k]!
      if (w === 0) continue
      // The game package's own Main-bet rule, against a dealer who qualifies.
      const e = mainEventIndex(two, three, lucky, cTwo[k]!, cThree[k]!, cLucky[k] === 1)
      if (byEvent) byEvent[e]! += w
      ev += w * PAYS[e]!
    }
    if (into && byEvent) for (let e = 0; e < EVENTS; e++) into[off + e]! += wp * byEvent[e]!
    return ev
  }
  for (let i = from; i < n; i += step) {
    for (let r = 0; r < 14; r++) avail[r] = (r === 13 ? 1 : 4) - p.counts[i * 14 + r]!
    dist.fill(0)
    walk(trie, avail, dist)
    const wp = p.weight[i]!
    // House way.
    score(hwTwo[i]!, hwThree[i]!, main, wp, 0)
    // Optimal: the best non-dominated setting.
    patternCards(p, i, cards)
    const f = breakFrontierInto(cards, FRONT)
    let best = -1
    let bestEv = Number.NEGATIVE_INFINITY
    for (let k = 0; k < f; k++) {
      const ev = score(FRONT[3 * k + 1]!, FRONT[3 * k + 2]!, null, 0, 0)
      if (ev > bestEv + 1e-9) {
        bestEv = ev
        best = k
      }
    }
    const oTwo = FRONT[3 * best + 1]!
    const oThree = FRONT[3 * best + 2]!
    score(oTwo, oThree, main, wp, EVENTS)
    if (oTwo !== hwTwo[i] || oThree !== hwThree[i]) optimalDiffs.push(i, oTwo, oThree)
    // Dealer's Lucky Break: paid more when the player's cards hold one, as the game settles it.
    const canLucky = bonusIndexHoldsLuckyBreak(breakBonusIndex(cards))
    let dealerLucky = 0
    let total = 0
    for (let k = 0; k < K; k++) {
      total += dist[k]!
      if (cLucky[k] === 1) dealerLucky += dist[k]!
    }
    luckyBreak[canLucky ? 0 : 1]! += wp * dealerLucky
    luckyBreak[2]! += wp * (total - dealerLucky)
  }
  return { main, luckyBreak, optimalDiffs }
}

interface Trie {
  /** child[node * 5 + k]: the node after k cards of the node's rank, -1 if none. */
  child: Int32Array
  /** Class of a leaf node (depth 14). */
  leafClass: Int32Array
}

function buildTrie(p: BreakPatterns, classOf: Int32Array): Trie {
  const child: number[] = [-1, -1, -1, -1, -1]
  const leafClass: number[] = [0]
  for (let i = 0; i < p.count; i++) {
    let node = 0
    for (let r = 0; r < 14; r++) {
      const k = p.counts[i * 14 + r]!
      let next = child[node * 5 + k]!
      if (next < 0) {
        next = leafClass.length
        leafClass.push(0)
        child.push(-1, -1, -1, -1, -1)
        child[node * 5 + k] = next
      }
      node = next
    }
    leafClass[node] = classOf[i]!
  }
  return { child: Int32Array.from(child), leafClass: Int32Array.from(leafClass) }
}

const BINOM = [
  [1, 0, 0, 0, 0],
  [1, 1, 0, 0, 0],
  [1, 2, 1, 0, 0],
  [1, 3, 3, 1, 0],
  [1, 4, 6, 4, 1],
]

/** Adds, per dealer class, the number of dealer hands of the cards in `avail`. */
function walk(t: Trie, avail: Int32Array, dist: Float64Array): void {
  const child = t.child
  const rec = (node: number, r: number, w: number): void => {
    if (r === 14) {
      dist[t.leafClass[node]!]! += w
      return
    }
    const a = avail[r]!
    const row = BINOM[a]!
    for (let k = 0; k <= a; k++) {
      const next = child[node * 5 + k]!
      if (next >= 0) rec(next, r + 1, w * row[k]!)
    }
  }
  rec(0, 0, 1)
}
