import { type CardCode, canonicalDeck, seededRandom, shuffleWith } from '@felt/cards'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STUD_ACTION_TYPES } from './engine/act.ts'
import type {
  StudAction,
  StudBoxWagers,
  StudLegalAction,
  StudState,
  StudView,
} from './engine/types.ts'
import { studPoker } from './game.ts'
import type { StudRules } from './rules/types.ts'
import { ownerStrategy } from './strategy/owner-strategy.ts'

// FELT_PROPERTY_ROUNDS runs more (a deep run: CONTRIBUTING.md); the suite keeps 120.
const ROUNDS = Number(process.env.FELT_PROPERTY_ROUNDS ?? 120)
// A round is drawn from its seed; fast-check's own seed is fixed so that runs are reproducible.
const roundSeed = fc.integer({ min: 1, max: 2 ** 31 - 1 })
const SEED = 20_240_601
const CARD_KEYS = new Set([
  'cards',
  'firstFive',
  'discarded',
  'drawn',
  'upCard',
  'card',
  'replaced',
  'redrawn',
])

function randomWagers(rules: StudRules, rnd: (n: number) => number): StudBoxWagers[] {
  const n = 1 + rnd(6)
  return Array.from({ length: n }, () => {
    const ante = 1 + rnd(25)
    const w: Record<string, number> = { ante }
    if (rules.superWager) w.super = ante + rnd(10)
    if (rules.dealerSuperWager && rnd(2) === 0) w.dealerSuper = 1 + rnd(10)
    if (rules.bonusTable !== null && rnd(2) === 0) w.bonus = 1 + rnd(10)
    return w as unknown as StudBoxWagers
  })
}

function pick<T>(items: readonly T[], k: number, rnd: (n: number) => number): T[] {
  return shuffleWith(items, rnd).slice(0, k)
}

/** A random action within the limits of `a`. */
function withinLimits(
  state: StudState,
  a: StudLegalAction,
  rnd: (n: number) => number,
): StudAction {
  const box = a.box
  const hand = state.boxes[box]!.cards
  switch (a.type) {
    case 'exchange':
    case 'switch':
      return { type: a.type, box, cards: pick(hand, a.min + rnd(a.max - a.min + 1), rnd) }
    case 'insure':
      return { type: 'insure', box, amount: a.min + rnd(a.max - a.min + 1) }
    default:
      return { type: a.type, box }
  }
}

function randomAction(
  state: StudState,
  legal: StudLegalAction[],
  rnd: (n: number) => number,
): StudAction {
  return withinLimits(state, legal[rnd(legal.length)]!, rnd)
}

/**
 * Legality is decided once: any action type on any box (its own cards, the least insurance)
 * is accepted exactly when `legalActions` lists it, and refused with a reason otherwise.
 */
function probe(state: StudState, legal: StudLegalAction[], rnd: (n: number) => number): void {
  const type = STUD_ACTION_TYPES[rnd(STUD_ACTION_TYPES.length)]!
  const box = rnd(state.boxes.length)
  const listed = legal.find((a) => a.type === type && a.box === box)
  const action: StudAction = listed
    ? withinLimits(state, listed, rnd)
    : { type, box, cards: state.boxes[box]!.cards.slice(0, 2), amount: 1 }
  let error: unknown = null
  try {
    studPoker.act(state, action)
  } catch (e) {
    error = e
  }
  const reason = (error as { details?: { reason?: unknown } } | null)?.details?.reason
  const agrees =
    listed !== undefined
      ? error === null
      : (error as { code?: unknown }).code === 'ILLEGAL_ACTION' && typeof reason === 'string'
  if (!agrees) expect({ action, listed, error }).toEqual({ action, listed, error: 'agreement' })
}

/** Card codes anywhere in the view (under keys that hold cards). */
function viewCards(v: StudView): CardCode[] {
  const out: CardCode[] = []
  const walk = (x: unknown, key: string): void => {
    if (Array.isArray(x)) for (const y of x) walk(y, key)
    else if (typeof x === 'object' && x !== null) for (const [k, y] of Object.entries(x)) walk(y, k)
    else if (typeof x === 'number' && CARD_KEYS.has(key)) out.push(x)
  }
  walk(v, '')
  return out
}

function hiddenCards(s: StudState): Set<CardCode> {
  const hidden = new Set(s.deck.slice(s.next))
  if (!s.dealer.revealed) {
    for (const c of s.dealer.cards) if (c !== s.dealer.upCard) hidden.add(c)
  }
  return hidden
}

function checkView(s: StudState): void {
  const v = studPoker.view(s)
  expect(v).not.toHaveProperty('deck')
  const hidden = hiddenCards(s)
  const leaks = viewCards(v).filter((c) => hidden.has(c))
  if (leaks.length > 0) expect(leaks).toEqual([])
}

function playRound(rules: StudRules, seed: number) {
  const rnd = seededRandom(seed)
  const deck = shuffleWith(canonicalDeck(), rnd)
  const wagers = { boxes: randomWagers(rules, rnd) }
  let s = studPoker.deal(deck, rules, wagers)
  checkView(s)
  let guard = 0
  while (s.status === 'awaiting-action') {
    const legal = studPoker.legalActions(s)
    expect(legal.length).toBeGreaterThan(0)
    probe(s, legal, rnd)
    s = studPoker.act(s, randomAction(s, legal, rnd))
    checkView(s)
    if (++guard > 100) throw new Error('round does not end')
  }
  expect(studPoker.legalActions(s)).toEqual([])
  return { deck, wagers, state: s, settlement: studPoker.settle(s).settlement }
}

describe.each(Object.keys(studPoker.rulesets))('%s over random decks', (name) => {
  const rules = studPoker.rules(name)

  it('conserves money, deals no card twice, never leaks a hidden card, and replays exactly', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(roundSeed, (seed) => {
        const { deck, wagers, state, settlement } = playRound(rules, seed)
        for (const a of state.actions) seen.add(a.type)
        if (state.dealer.replacement !== null) seen.add('replacement')
        // money: every unit staked is on one line, and returned = staked + net
        expect(settlement.staked).toBe(state.staked)
        expect(settlement.lines.reduce((t, l) => t + l.stake, 0)).toBe(state.staked)
        expect(settlement.returned).toBe(settlement.lines.reduce((t, l) => t + l.payout, 0))
        expect(settlement.returned - settlement.staked).toBe(settlement.net)
        const badLines = settlement.lines.filter(
          (l) =>
            !Number.isInteger(l.payout) ||
            !Number.isInteger(l.stake) ||
            l.stake <= 0 ||
            (l.outcome === 'win' && l.payout <= l.stake) ||
            (l.outcome === 'push' && l.payout !== l.stake) ||
            ((l.outcome === 'lose' || l.outcome === 'fee') && l.payout !== 0),
        )
        expect(badLines).toEqual([])
        const posted = state.boxes.reduce(
          (t, b) =>
            t +
            b.ante +
            b.super +
            b.dealerSuper +
            b.bonus +
            b.raise +
            b.insurance +
            b.forceFee +
            (b.draw?.fee ?? 0),
          0,
        )
        expect(posted).toBe(state.staked)
        // cards: taken in deck order, each once, and every card in play was taken
        expect(state.dealt.map((d) => d.position)).toEqual([...Array(state.next).keys()])
        expect(state.dealt.map((d) => d.card)).toEqual(deck.slice(0, state.next))
        expect(new Set(state.dealt.map((d) => d.card)).size).toBe(state.next)
        const taken = new Set(state.dealt.map((d) => d.card))
        const untaken = state.boxes.flatMap((b) => b.cards).filter((c) => !taken.has(c))
        expect(untaken).toEqual([])
        // replay: same deck and actions, same round
        const replayed = state.actions.reduce(
          (s, a) => studPoker.act(s, a),
          studPoker.deal(deck, rules, wagers),
        )
        expect(studPoker.settle(replayed).settlement).toEqual(settlement)
      }),
      { numRuns: ROUNDS, seed: SEED },
    )
    // the random play reached every action the rule set offers
    const offered = studPoker.actionTypes.filter((t) => {
      if (t === 'buy') return rules.buy !== null
      if (t === 'exchange') return rules.exchange !== null
      if (t === 'switch') return rules.switchPrices !== null
      if (t === 'insure') return rules.insurance !== null
      if (t === 'force' || t === 'take') return rules.forceDealer !== null
      return true
    })
    expect([...seen].filter((t) => t !== 'replacement').sort()).toEqual([...offered].sort())
    if (rules.forceDealer !== null) expect(seen.has('replacement')).toBe(true)
  })
})

describe('owner strategy over random lunar decks', () => {
  it('only ever proposes legal actions', () => {
    const rules = studPoker.rules('lunar')
    fc.assert(
      fc.property(roundSeed, (seed) => {
        const rnd = seededRandom(seed)
        let s = studPoker.deal(shuffleWith(canonicalDeck(), rnd), rules, {
          boxes: [{ ante: 5, super: 5 }],
        })
        while (s.status === 'awaiting-action') {
          const box = s.boxes[s.turn!]!
          const d = ownerStrategy(box.cards, s.dealer.upCard, box.draw !== null)
          s = studPoker.act(s, d.action)
        }
        expect(studPoker.settle(s).settlement.staked).toBe(s.staked)
      }),
      { numRuns: 200, seed: SEED },
    )
  })
})
