import { ZERO_PAIR_PAYS, ZERO_SPLIT_TOTALS } from '@felt/zero'
import { describe, expect, it } from 'vitest'
import {
  D,
  H,
  P,
  paysOf,
  S,
  ZeroEngine,
  type ZeroMathRules,
  type ZeroPolicyTables,
} from './engine.ts'
import { EV_PUSH, EV_ZERO_PAIR, STAKED } from './events.ts'
import { playZeroRound } from './round.ts'

const T = 8
const J = 9
const FOUR = 2
const NINE = 7

function ranksOf(spec: Record<number, number>): number[] {
  const r = new Array<number>(13).fill(0)
  for (const [k, v] of Object.entries(spec)) r[Number(k)] = v
  return r
}

function mean(out: Float64Array, zp = 1.5): number {
  const pays = paysOf(zp)
  let m = 0
  for (let i = 0; i < STAKED; i++) m += out[i]! * pays[i]!
  return m
}

/** Every distinct ordering of a multiset of ranks, each equally likely. */
function* orderings(counts: number[], prefix: number[] = []): Generator<number[]> {
  let any = false
  for (let r = 0; r < counts.length; r++) {
    if (counts[r] === 0) continue
    any = true
    counts[r]!--
    prefix.push(r)
    yield* orderings(counts, prefix)
    prefix.pop()
    counts[r]!++
  }
  if (!any) yield prefix
}

function bruteForce(
  rules: ZeroMathRules,
  tables: ZeroPolicyTables | null,
): { out: number[]; n: number } {
  const engine = new ZeroEngine(rules)
  engine.tables = tables
  const out = new Array<number>(STAKED + 1).fill(0)
  let n = 0
  for (const deck of orderings([...rules.ranks])) {
    const r = playZeroRound(deck, engine)
    out[r.event]!++
    out[STAKED]! += r.staked
    n++
  }
  return { out: out.map((c) => c / n), n }
}

const fill = (a: number) => new Uint8Array(100).fill(a)

describe('exact Zero engine', () => {
  it('pays a Zero Pair on a third of deals from T T J J and pushes the rest', () => {
    const rules: ZeroMathRules = {
      ranks: ranksOf({ [T]: 2, [J]: 2 }),
      double: 'three-card',
      splitTotals: ZERO_SPLIT_TOTALS,
      zeroPairPays: ZERO_PAIR_PAYS,
    }
    const out = new ZeroEngine(rules).run()
    expect(out[EV_ZERO_PAIR]).toBeCloseTo(1 / 3, 12)
    expect(out[EV_PUSH]).toBeCloseTo(2 / 3, 12)
    expect(mean(out)).toBeCloseTo(0.5, 12)
  })

  const small: ZeroMathRules = {
    ranks: ranksOf({ [T]: 3, [J]: 1, [FOUR]: 4, [NINE]: 4 }),
    double: 'three-card',
    splitTotals: ZERO_SPLIT_TOTALS,
    zeroPairPays: ZERO_PAIR_PAYS,
  }

  it('matches every ordering of a 12-card shoe played by fixed tables', () => {
    const tables: ZeroPolicyTables = {
      two: fill(P),
      three: fill(D),
      splitTwo: fill(H),
      splitThree: fill(D),
      splitTotals: ZERO_SPLIT_TOTALS,
      // Split candidates: split against up cards 5-9, hit against 0-4.
      pairs: Uint8Array.from({ length: 1000 }, (_, i) => (i % 10 >= 5 ? P : H)),
    }
    for (let t = 0; t < 8; t++) tables.two.fill(H, t * 10, t * 10 + 10)
    const e = new ZeroEngine(small)
    e.tables = tables
    const exact = e.run()
    const brute = bruteForce(small, tables)
    for (let i = 0; i <= STAKED; i++) expect(exact[i]).toBeCloseTo(brute.out[i]!, 12)
  })

  it('matches every ordering of a 12-card shoe played optimally, and beats always standing', () => {
    const exact = new ZeroEngine(small).run()
    const brute = bruteForce(small, null)
    for (let i = 0; i <= STAKED; i++) expect(exact[i]).toBeCloseTo(brute.out[i]!, 12)
    const stand = new ZeroEngine(small)
    stand.tables = {
      two: fill(S),
      three: fill(S),
      splitTwo: fill(S),
      splitThree: fill(S),
      splitTotals: ZERO_SPLIT_TOTALS,
      pairs: new Uint8Array(1000).fill(S),
    }
    expect(mean(exact)).toBeGreaterThan(mean(stand.run()))
  })

  it('adds up to probability one on a full shoe', () => {
    const rules: ZeroMathRules = {
      ranks: new Array(13).fill(4),
      double: 'two-card',
      splitTotals: ZERO_SPLIT_TOTALS,
      zeroPairPays: ZERO_PAIR_PAYS,
    }
    const out = new ZeroEngine(rules).run([0, 5])
    let total = 0
    for (let i = 0; i < STAKED; i++) total += out[i]!
    const first = (16 + 4) / 52
    expect(total).toBeCloseTo(first, 12)
  })
})
