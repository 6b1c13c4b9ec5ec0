import { type CardCode, canonicalDeck, parseCards } from '@felt/cards'
import { HAND_CATEGORIES, rank5 } from '@felt/evaluators'
import {
  ACE_KING_QUEEN,
  STUD_BUY,
  STUD_DRAW,
  STUD_FOLD,
  STUD_INSTANT,
  STUD_INSURE,
  STUD_PLAY,
} from '@felt/strategy/stud-poker'
import { handValue, raisePays, type StudRules, studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { forceOptionValue } from '../kernel/force.ts'
import { ACTIONS, type EvaluateMode, ownerApplies, SituationSolver, SLOT } from './situation.ts'
import { deckSymmetries } from './suit-symmetry.ts'

// A 15-card deck (enough for a five-card draw and the dealer's four) with flushes, straights,
// pairs and trips in reach.
const DECK = parseCards('As Ks Qs Js Ts 9s Ah Kh Qh Ad Kd Ac Kc 2c 4h').sort((a, b) => a - b)

function* subsets<T>(from: readonly T[], k: number, start = 0, acc: T[] = []): Generator<T[]> {
  if (acc.length === k) yield acc.slice()
  else for (let i = start; i < from.length; i++) yield* subsets(from, k, i + 1, [...acc, from[i]!])
}

/** The cards in their order as one number (52 ** 5 < 2 ** 53). */
const keyOf = (cards: readonly CardCode[]): number => cards.reduce((k, c) => k * 52 + c, 0)
const values = new Map<number, ReturnType<typeof handValue>>()
const pays = new WeakMap<StudRules, Map<number, number>>()
/**
 * `handValue` of @felt/stud-poker, remembered: the brute force meets the same few thousand
 * hands of the small deck hundreds of thousands of times (nearly all of its time).
 */
function handOf(cards: CardCode[]): ReturnType<typeof handValue> {
  const key = keyOf(cards)
  let value = values.get(key)
  if (value === undefined) {
    value = handValue(cards)
    values.set(key, value)
  }
  return value
}
/** `raisePays(...).pays` of @felt/stud-poker, remembered per rule set the same way. */
function paysOf(rules: StudRules, cards: CardCode[]): number {
  let known = pays.get(rules)
  if (known === undefined) pays.set(rules, (known = new Map()))
  const key = keyOf(cards)
  let p = known.get(key)
  if (p === undefined) {
    p = raisePays(cards, handOf(cards), rules).pays
    known.set(key, p)
  }
  return p
}

/**
 * The brute force's play and insure values of a final hand against the dealers avoiding the
 * up card and the cards out, remembered per rule set: every mode and the owner's decision
 * meet the same final hands and discards again.
 */
const decided = new WeakMap<
  readonly CardCode[],
  WeakMap<StudRules, Map<string, [number, number]>>
>()

/** The net of one final hand against one dealer hand (per Ante), played or insured. */
function net(rules: StudRules, cards: CardCode[], dealer: CardCode[], insure: number): number {
  const hand = handOf(cards)
  const d = handOf(dealer)
  const qualifies =
    d.category !== 'high-card' ||
    (d.best.some((c) => c % 13 === 12) && d.best.some((c) => c % 13 === 11))
  if (!qualifies) return 1 + insure
  if (hand.strength < d.strength) return -3 - insure
  if (hand.strength === d.strength) return -insure
  const ante = rules.anteOnWin === 'even' ? 1 : 0
  return ante + 2 * paysOf(rules, cards) - insure
}

interface BruteForceOptions {
  owner?: boolean
  deck?: readonly CardCode[]
  force?: boolean
  seen?: boolean
}

/**
 * Every first action of `hand` valued by brute force: each draw and each dealer hand
 * played out with the rule functions of @felt/stud-poker, the best of fold, play and
 * insure taken on every final hand (must play after an Oasis switch of five). `approximate`
 * deals the dealer from every card but the final hand and the up card; `first-order` adds to
 * that, the decision kept, what removing each discard alone from the dealer's cards changes,
 * `second-order` also what removing each pair of discards changes beyond that;
 * `exact-alone` decides on the final hand alone and values that decision exactly. Options:
 * `owner`, the owner's second decision instead (play with ace-king-queen or better, else
 * fold); `deck`, the cards dealt from (`DECK`); `force`, a played box's option to force the
 * dealer / buy a game added to play (`forceOptionValue`, the replacement dealt from the
 * deck), where the rules have one; an insured box may not force; `seen`, the best second
 * decision made again in the first- and second-order effects, knowing the discards removed.
 */
type BruteForceMode = 'exact' | 'exact-alone' | 'approximate' | 'first-order' | 'second-order'

function bruteForce(
  rules: StudRules,
  hand: CardCode[],
  up: CardCode,
  mode: BruteForceMode,
  { owner = false, deck = DECK, force = false, seen = false }: BruteForceOptions = {},
): Map<number, number> {
  const out = new Map<number, number>()
  const unseen = deck.filter((c) => c !== up && !hand.includes(c))
  let perRules = decided.get(deck)
  if (perRules === undefined) decided.set(deck, (perRules = new WeakMap()))
  let known = perRules.get(rules)
  if (known === undefined) perRules.set(rules, (known = new Map()))
  const memo = known
  /** Play's and insure's values of the final hand against dealers avoiding `out` too. */
  const decisions = (final: CardCode[], out: CardCode[]): [number, number] => {
    const sorted = (cards: CardCode[]) => [...cards].sort((a, b) => a - b).join(' ')
    const key = `${up}|${sorted(final)}|${sorted(out)}|${force}`
    let got = memo.get(key)
    if (got === undefined) memo.set(key, (got = enumerate(final, out)))
    return got
  }
  const enumerate = (final: CardCode[], out: CardCode[]): [number, number] => {
    const rest = deck.filter((c) => c !== up && !final.includes(c) && !out.includes(c))
    let play = 0
    let insured = 0
    let n = 0
    const stake = insurance(final)
    for (const d of subsets(rest, 4)) {
      play += net(rules, final, [...d, up], 0)
      if (stake > 0) insured += net(rules, final, [...d, up], stake)
      n++
    }
    return [play / n + forceOption(final, out), stake > 0 ? insured / n : Number.NEGATIVE_INFINITY]
  }
  const absent = canonicalDeck().filter((c) => c !== up && !deck.includes(c))
  /** What forcing adds to playing `final`, the dealer's cards avoiding `out` too. */
  const forceOption = (final: CardCode[], out: CardCode[]): number =>
    force && rules.forceDealer !== null
      ? forceOptionValue(rules, final, up, [...absent, ...out])
      : 0
  const value = (final: CardCode[], held: CardCode[], mustPlay: boolean): number => {
    const discards = held.filter((c) => !final.includes(c))
    const [play, insured] = decisions(final, mode === 'exact' ? discards : [])
    const best = owner ? play : Math.max(play, insured)
    const effects = mode === 'first-order' || mode === 'second-order'
    const reDecides = seen && effects && !owner && !mustPlay
    const folds = owner
      ? rank5(...(final as [number, number, number, number, number])) < ACE_KING_QUEEN
      : !mustPlay && best <= -1
    if (folds && !reDecides) return -1
    // The decision made on the final hand alone: play or insure.
    const insure = !owner && insured > play ? 1 : 0
    if (mode === 'exact-alone') return decisions(final, discards)[insure]
    if (!effects) return best
    // Each discard's effect on the decision added, and to second order each pair's joint
    // effect (what removing both changes beyond their two effects); the decision kept, or
    // made again knowing the cards removed.
    const base = folds ? -1 : best
    const after = (out: CardCode[]): number => {
      const [p, i] = decisions(final, out)
      return reDecides ? Math.max(p, i, -1) : [p, i][insure]!
    }
    const effect = discards.map((x) => after([x]) - base)
    let v = base + effect.reduce((a, b) => a + b, 0)
    if (mode === 'second-order')
      for (const [i = 0, j = 0] of subsets([...discards.keys()], 2))
        v += after([discards[i]!, discards[j]!]) - base - effect[i]! - effect[j]!
    return v
  }
  // The most insurance a final hand may post (per Ante), 0 where it may not insure.
  const insurance = (final: CardCode[]): number => {
    const h = handOf(final)
    const min = rules.insurance?.minHand
    if (!min || HAND_CATEGORIES.indexOf(h.category) < HAND_CATEGORIES.indexOf(min)) return 0
    return 2 * rules.insurance!.max * paysOf(rules, final)
  }
  const dealt = (stake: number): number => {
    const rest = unseen
    let s = 0
    let n = 0
    for (const d of subsets(rest, 4)) {
      s += net(rules, hand, [...d, up], stake)
      n++
    }
    return s / n
  }
  const h = handValue(hand)
  if (rules.instantPayout && (h.category === 'royal-flush' || h.category === 'straight-flush')) {
    out.set(STUD_INSTANT, rules.instantPayout[h.category]!)
    return out
  }
  out.set(STUD_FOLD, -1)
  out.set(STUD_PLAY, dealt(0) + forceOption(hand, []))
  if (insurance(hand) > 0) out.set(STUD_INSURE, dealt(insurance(hand)))
  if (rules.buy) {
    let sum = 0
    for (const c of unseen) sum += value([...hand, c], [...hand, c], false)
    out.set(STUD_BUY, sum / unseen.length - rules.buy.fee)
  }
  for (let x = 1; x < 32; x++) {
    const discard = hand.filter((_, i) => (x >> i) & 1)
    const k = discard.length
    const fee =
      rules.exchange && k >= rules.exchange.min && k <= rules.exchange.max
        ? rules.exchange.fee
        : rules.switchPrices?.[k - 1]
    if (fee === undefined) continue
    const kept = hand.filter((c) => !discard.includes(c))
    let sum = 0
    let n = 0
    for (const y of subsets(unseen, k)) {
      sum += value([...kept, ...y], [...hand, ...y], rules.switchPrices !== null && k === 5)
      n++
    }
    out.set(STUD_DRAW + x, sum / n - fee)
  }
  return out
}

/**
 * Expects every action of `brute` from code `from` on to have its brute-force value in `out`
 * to 1e-12, at `slot` (0: the best second decision, 3: the owner's).
 */
function expectBruteForce(
  out: Float64Array,
  brute: Map<number, number>,
  label: string,
  slot = 0,
  from = 0,
): void {
  for (const [code, v] of brute)
    if (code >= from)
      expect(out[code * SLOT + slot]!, `action ${code} (${label})`).toBeCloseTo(v, 12)
}

const CASES: readonly [string, string, string][] = [
  ['lunar', 'As Ks Qh 4h 2c', 'Kd'],
  ['lunar', 'As Ks Qs Js Ts', 'Kd'],
  // A sixth card bought can make a flush (As) where its twin of another suit (Ac) cannot.
  ['lunar', 'Ks Qs Js 9s Ah', 'Kd'],
  ['lunar-finland', 'Ah Ad Ac Qs 2c', '9s'],
  ['oasis', 'Kh Kd Qs 9s 4h', 'Ac'],
  ['russian', 'Qs Qh Js 4h 2c', 'Ts'],
]

describe('a rule changed in @felt/stud-poker', () => {
  it('moves the solver with it: lunar with a pair paying 4 and the Ante paid even, like brute force', () => {
    // The overrides go through the game package's resolver; the solver and the brute force
    // both read the rules it returns (the Raise pays through raisePays, the Ante on a win).
    const changed = studPoker.rules('lunar', { raiseTable: { pair: 4 }, anteOnWin: 'even' })
    const hand = parseCards('As Ah Kc Qs 2c').sort((a, b) => a - b)
    const up = parseCards('4h')[0]!
    const out = new Float64Array(ACTIONS * SLOT)
    new SituationSolver(changed, up, DECK).evaluate(hand, out, 'exact')
    const stock = new Float64Array(ACTIONS * SLOT)
    new SituationSolver(studPoker.rules('lunar'), up, DECK).evaluate(hand, stock, 'exact')
    expect(out[STUD_PLAY * SLOT]!).toBeGreaterThan(stock[STUD_PLAY * SLOT]! + 0.1)
    expectBruteForce(out, bruteForce(changed, hand, up, 'exact'), 'exact')
  })
})

describe('starting situations on a reduced deck', () => {
  for (const [name, text, upText] of CASES) {
    it(`values every first action like brute force: ${name}, ${text} against ${upText}`, () => {
      const rules = studPoker.rules(name)
      const hand = parseCards(text).sort((a, b) => a - b)
      const up = parseCards(upText)[0]!
      // Force the dealer left out: the brute force has none (force-option.test.ts checks it).
      // The exact modes enumerate the draws: one solver serves both.
      const exact = new SituationSolver(rules, up, DECK, false)
      const first = new SituationSolver(rules, up, DECK, false, 'first-order')
      const second = new SituationSolver(rules, up, DECK, false, 'second-order')
      const cases: [string, SituationSolver, EvaluateMode, BruteForceMode, boolean][] = [
        ['exact', exact, 'exact', 'exact', false],
        ['exact-alone', exact, 'exact-alone', 'exact-alone', false],
        [
          'approximate',
          new SituationSolver(rules, up, DECK, false, 'approximate'),
          'approximate',
          'approximate',
          false,
        ],
        ['first-order, alone', first, 'approximate-alone', 'first-order', false],
        ['first-order, seen', first, 'approximate', 'first-order', true],
        ['second-order, alone', second, 'approximate-alone', 'second-order', false],
        ['second-order, seen', second, 'approximate', 'second-order', true],
      ]
      for (const [label, solver, evaluated, mode, seen] of cases) {
        const out = new Float64Array(ACTIONS * SLOT)
        solver.evaluate(hand, out, evaluated)
        const brute = bruteForce(rules, hand, up, mode, { seen })
        const offered = [...Array(ACTIONS).keys()].filter((c) => !Number.isNaN(out[c * SLOT]!))
        expect(offered).toEqual([...brute.keys()].sort((a, b) => a - b))
        expectBruteForce(out, brute, label)
        // The owner's second decision, scored beside the best on the draws.
        if (!ownerApplies(rules) || mode === 'exact') continue
        const owner = bruteForce(rules, hand, up, mode, { owner: true })
        expectBruteForce(out, owner, `owner, ${label}`, 3, STUD_DRAW)
      }
    })
  }
})

describe('a reduced deck closed under the renamings of the other three suits', () => {
  // The tabulation scores one hand per orbit of the suit renamings and adds the images: the
  // removal effects' tables too, when they are complete (`RemovalEffects.finish`).
  const deck = parseCards('As Ks Qs Js Ah Kh Qh Jh Ad Kd Qd Jd Ac 3c 2c').sort((a, b) => a - b)
  const up = parseCards('Kc')[0]!
  const CLOSED: readonly [string, string][] = [
    ['lunar', 'As Ks Qh Jd 2c'],
    ['oasis', 'Ah Ad Ks Qs Ac'],
  ]
  for (const [name, text] of CLOSED) {
    it(`gives the draws' removal effects like brute force: ${name}, ${text} against Kc`, () => {
      const rules = studPoker.rules(name)
      const hand = parseCards(text).sort((a, b) => a - b)
      for (const draws of ['first-order', 'second-order'] as const) {
        const solver = new SituationSolver(rules, up, deck, false, draws)
        expect(deckSymmetries(solver.table)).toHaveLength(6)
        for (const seen of [false, true]) {
          const out = new Float64Array(ACTIONS * SLOT)
          solver.evaluate(hand, out, seen ? 'approximate' : 'approximate-alone')
          const label = `${draws}${seen ? ', seen' : ''}`
          expectBruteForce(out, bruteForce(rules, hand, up, draws, { deck, seen }), label)
          if (!ownerApplies(rules)) continue
          const owner = bruteForce(rules, hand, up, draws, { owner: true, deck })
          expectBruteForce(out, owner, `owner, ${label}`, 3, STUD_DRAW)
        }
      }
    })
  }
})

describe('a reduced deck where the dealer seldom qualifies', () => {
  // One ace, one king, two pairs in reach: the best second decision plays hands below
  // ace-king-queen that the owner's folds, so the two channels' effects part there.
  const deck = parseCards('Ah Kc 2s 3d 4h 5c 7s 8d 9h Ts Jd 6c Qs 2d 3c').sort((a, b) => a - b)
  const up = parseCards('Jh')[0]!
  it("gives the owner's draws like brute force where the best decision plays what the owner folds", () => {
    const rules = studPoker.rules('lunar')
    const hand = parseCards('Ah 7s 5c 3d 2s').sort((a, b) => a - b)
    const solver = new SituationSolver(rules, up, deck, false, 'second-order')
    for (const seen of [false, true]) {
      const out = new Float64Array(ACTIONS * SLOT)
      solver.evaluate(hand, out, seen ? 'approximate' : 'approximate-alone')
      const label = seen ? 'seen' : 'alone'
      expectBruteForce(out, bruteForce(rules, hand, up, 'second-order', { deck, seen }), label)
      const owner = bruteForce(rules, hand, up, 'second-order', { owner: true, deck })
      expectBruteForce(out, owner, `owner, ${label}`, 3, STUD_DRAW)
    }
  })
})

describe('tabulating the draws before the first hand', () => {
  it('reports the share of final hands done, rising to 1, and values the draws as before', () => {
    const rules = studPoker.rules('lunar')
    const up = parseCards('Kd')[0]!
    const hand = parseCards('As Ks Qh 4h 2c').sort((a, b) => a - b)
    const shares: number[] = []
    const prepared = new SituationSolver(rules, up, DECK)
    prepared.prepare((share) => shares.push(share))
    expect(shares.at(-1)).toBe(1)
    expect(shares.length).toBeGreaterThan(2)
    expect(shares.every((s, i) => s > 0 && s <= 1 && (i === 0 || s >= shares[i - 1]!))).toBe(true)
    const [a, b] = [new Float64Array(ACTIONS * SLOT), new Float64Array(ACTIONS * SLOT)]
    prepared.evaluate(hand, a)
    new SituationSolver(rules, up, DECK).evaluate(hand, b)
    expect(a).toEqual(b)
  })

  it('has nothing to tabulate without draws: one report, 1', () => {
    const shares: number[] = []
    new SituationSolver(studPoker.rules('caribbean-stud'), 0, DECK).prepare((s) => shares.push(s))
    expect(shares).toEqual([1])
  })
})

describe('forcing the dealer / buying a game, valued inside the solver', () => {
  // At most four cards of a suit for the dealer (his up card's included), so no flush:
  // there the force estimate, suits ignored, is exact, and the draws are valued as the
  // brute force values them with the option added to every played final hand.
  const deck = parseCards('As 7s 4s Ah Qh 8h 5h Qd Jd 6d 3d Qc Tc 7c 2c').sort((a, b) => a - b)
  const up = parseCards('Ks')[0]!
  const FORCING: readonly [string, string][] = [
    ['russian', '4s 5h 6d 7c 8h'],
    ['lunar-finland', 'Qh Qd Qc 7s 7c'],
  ]
  for (const [name, text] of FORCING) {
    it(`values every first action like brute force: ${name}, ${text} against Ks`, () => {
      const rules = studPoker.rules(name)
      const hand = parseCards(text).sort((a, b) => a - b)
      const solver = new SituationSolver(rules, up, deck, true, 'second-order')
      const without = new Float64Array(ACTIONS * SLOT)
      new SituationSolver(rules, up, deck, false).evaluate(hand, without, 'exact')
      for (const mode of ['exact', 'exact-alone', 'approximate-alone', 'approximate'] as const) {
        const out = new Float64Array(ACTIONS * SLOT)
        solver.evaluate(hand, out, mode)
        const effects = mode === 'approximate' || mode === 'approximate-alone'
        const seen = mode === 'approximate'
        const brute = bruteForce(rules, hand, up, effects ? 'second-order' : mode, {
          deck,
          force: true,
          seen,
        })
        // The option is worth something here: play is worth more with it.
        expect(out[STUD_PLAY * SLOT]!).toBeGreaterThan(without[STUD_PLAY * SLOT]! + 0.01)
        expectBruteForce(out, brute, mode)
      }
    })
  }
})
