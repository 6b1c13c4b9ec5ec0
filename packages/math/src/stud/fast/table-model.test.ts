import { canonicalDeck, seededRandom, shuffleWith } from '@felt/cards'
import { MAX_STRENGTH } from '@felt/evaluators'
import {
  STUD_BUY,
  STUD_DRAW,
  STUD_FOLD,
  STUD_INSTANT,
  STUD_INSURE,
  studReadableStrategy,
} from '@felt/strategy/stud-poker'
import {
  loadStudTable,
  STUD_TABLE_RULESETS,
  type StudTableRuleset,
  studTableRows,
} from '@felt/strategy/stud-poker/table'
import { ownerStrategy, type StudAction, studPoker } from '@felt/stud-poker'
import { describe, expect, it } from 'vitest'
import { emptyTally } from '../../sim/tally.ts'
import { studSecondAdvice } from '../advice/advise.ts'
import { finalStrength } from '../kernel/final-hand.ts'
import { raisePaysOf } from '../kernel/raise-pays.ts'
import { ownerFirst, ownerPlays, undecidedRows } from './strategy-rows.ts'
import { dealRound, ROUND_CARDS, TableRoundModel, tableFastSimulator } from './table-model.ts'

const ANTE = 10

describe('fast table model', () => {
  it('reads what the Raise pays on five cards by their strength alone: every hand of one strength pays the same', () => {
    for (const ruleset of STUD_TABLE_RULESETS) {
      const pays = raisePaysOf(studPoker.rules(ruleset))
      const byStrength = new Int32Array(MAX_STRENGTH + 1).fill(-1)
      let differ = 0
      const hand = new Int32Array(5)
      for (hand[0] = 0; hand[0] < 52; hand[0]++)
        for (hand[1] = hand[0] + 1; hand[1] < 52; hand[1]++)
          for (hand[2] = hand[1] + 1; hand[2] < 52; hand[2]++)
            for (hand[3] = hand[2] + 1; hand[3] < 52; hand[3]++)
              for (hand[4] = hand[3] + 1; hand[4] < 52; hand[4]++) {
                const s = finalStrength(hand, 5)
                const p = pays(hand, 5)
                if (byStrength[s] === -1) byStrength[s] = p
                else if (byStrength[s] !== p) differ++
              }
      expect(differ, ruleset).toBe(0)
      expect(byStrength.slice(1).every((p) => p >= 0)).toBe(true)
    }
  })
  for (const ruleset of STUD_TABLE_RULESETS) {
    it(`settles like @felt/stud-poker on the same decks, with the table's first actions (${ruleset})`, () =>
      settlesLikeTheEngine(ruleset))
  }
  it("settles like @felt/stud-poker with the readable strategy's second decision (lunar)", () =>
    settlesLikeTheEngine('lunar', { plays: studReadableStrategy('lunar').plays }))
  it("knowing the discards, takes the advisor's second decision, where it differs from the solver's (lunar)", async () => {
    const rules = studPoker.rules('lunar')
    const rows = await studTableRows('lunar')
    const alone = new TableRoundModel(rules, rows)
    const knowing = new TableRoundModel(rules, rows, { second: 'seen' })
    const random = seededRandom(23)
    const base = canonicalDeck()
    let changed = 0
    for (let i = 0; i < 3000; i++) {
      const deck = shuffleWith(base, random)
      // Club up cards only: their dealer tables are the ones the models use.
      if (deck[9]! >= 13) continue
      alone.play(deck)
      knowing.play(deck)
      const d = knowing.decisions
      if (d.first < STUD_DRAW || d.discard.length === 5) continue
      const kept = deck.slice(0, 5).filter((c) => !d.discard.includes(c))
      const final = [...kept, ...deck.slice(10, 10 + d.discard.length)]
      const advice = studSecondAdvice(rules, final, deck[9]!, d.discard)
      expect(d.second, `deck ${i}`).toBe(advice.best.action)
      if (alone.decisions.second !== d.second) changed++
    }
    expect(changed).toBeGreaterThanOrEqual(5)
  })
  for (const ruleset of ['lunar-finland', 'oasis'] as const) {
    it(`in batches, nets every round as the model plays it alone on the same deals (${ruleset})`, async () => {
      // The batch reads first actions and second decisions ahead, from the deal's place in
      // its buffer: forcing (lunar-finland) and must-play switches (oasis) included.
      const rules = studPoker.rules(ruleset)
      const rows = await studTableRows(ruleset)
      const rounds = 20_000
      // Twice on the same deals: the second time every final hand's code is known, so each
      // is read ahead rather than worked out in the round.
      // With one up rank's first actions given worked out (as `studFirstMoves` reads them).
      const firstMoves: Uint8Array[] = []
      firstMoves[9] = new TableRoundModel(rules, rows).allFirstActions(9)
      const sim = tableFastSimulator(rules, rows, 'main', { firstMoves })
      const tallies = [emptyTally(), emptyTally()]
      for (const tally of tallies) sim.run(rounds, seededRandom(5), tally)
      const model = new TableRoundModel(rules, rows)
      const random = seededRandom(5)
      const deck = Int32Array.from({ length: 52 }, (_, i) => i)
      const round = new Int32Array(
        rules.forceDealer === null ? ROUND_CARDS.plain : ROUND_CARDS.force,
      )
      const nets = new Map<string, number>()
      for (let k = 0; k < rounds; k++) {
        dealRound(deck, round, random)
        const net = model.play(round)
        const key = `net ${net > 0 ? '+' : ''}${net}`
        nets.set(key, (nets.get(key) ?? 0) + 1)
      }
      for (const tally of tallies)
        expect(new Map([...tally.events].map(([k, [, n]]) => [k, n]))).toEqual(nets)
    })
  }
  it('works out every hand of an up rank in a sweep as play does when it meets the hand', async () => {
    const rules = studPoker.rules('lunar')
    const rows = await studTableRows('lunar')
    const swept = new TableRoundModel(rules, rows).allFirstActions(9)
    expect(swept.includes(255)).toBe(false)
    const lazy = new TableRoundModel(rules, rows)
    const random = seededRandom(3)
    const deck = Int32Array.from({ length: 52 }, (_, i) => i)
    const round = new Int32Array(ROUND_CARDS.plain)
    for (let k = 0; k < 40_000; k++) {
      dealRound(deck, round, random)
      if (round[5 + rules.dealerUpCard]! % 13 === 9) lazy.play(round)
    }
    const met = lazy.firstActions(9)
    const seen = met.reduce((n, m) => n + (m === 255 ? 0 : 1), 0)
    expect(seen).toBeGreaterThan(2000)
    met.forEach((m, i) => {
      if (m !== 255) expect(m, `hand ${i}`).toBe(swept[i])
    })
  })
  for (const ruleset of ['lunar', 'lunar-finland', 'russian'] as const) {
    it(`settles like @felt/stud-poker playing the owner's strategy (${ruleset})`, () =>
      settlesLikeTheEngine(ruleset, { owner: true }))
  }
})

/** Plays 2,000 decks on the model and through the game package with the same decisions. */
async function settlesLikeTheEngine(
  ruleset: StudTableRuleset,
  strategy: { owner?: true; plays?: (cards: ArrayLike<number>, up: number) => boolean } = {},
): Promise<void> {
  const rules = studPoker.rules(ruleset)
  const model = strategy.owner
    ? new TableRoundModel(rules, undecidedRows(), {
        withSuper: rules.superWager,
        plays: ownerPlays,
        decide: ownerFirst(rules),
      })
    : new TableRoundModel(rules, await studTableRows(ruleset), {
        withSuper: rules.superWager,
        plays: strategy.plays ?? null,
      })
  const table = await loadStudTable(ruleset)
  // The first action the model must take: the owner's, or the table's.
  const firstOf = (deck: readonly number[]): { action: string; discard: readonly number[] } => {
    if (!strategy.owner) return table.best(deck.slice(0, 5), deck[9]!)
    const { action } = ownerStrategy(deck.slice(0, 5), deck[9]!)
    return { action: action.type, discard: action.cards ?? [] }
  }
  const random = seededRandom(17)
  const base = canonicalDeck()
  const seen = new Set<string>()
  const forced = new Set<string>()
  for (let i = 0; i < 2000; i++) {
    const deck = shuffleWith(base, random)
    const net = model.play(deck)
    const d = model.decisions
    const best = firstOf(deck)
    expect(best.discard).toEqual(deck.slice(0, 5).filter((c) => d.discard.includes(c)))
    const wagers = { boxes: [{ ante: ANTE, ...(rules.superWager ? { super: ANTE } : {}) }] }
    let state = studPoker.deal(deck, rules, wagers)
    const type = best.action
    seen.add(type)
    if (d.first !== STUD_INSTANT) {
      const first: StudAction =
        d.first === STUD_FOLD
          ? { type: 'fold' }
          : d.first === STUD_INSURE
            ? { type: 'insure', amount: d.insurance * ANTE }
            : d.first === STUD_BUY
              ? { type: 'buy' }
              : d.first >= STUD_DRAW
                ? { type: type as 'exchange' | 'switch', cards: d.discard }
                : { type: 'play' }
      state = studPoker.act(state, first)
      if (d.second !== null) {
        state = studPoker.act(
          state,
          d.second === 'insure'
            ? { type: 'insure', amount: d.insurance * ANTE }
            : { type: d.second },
        )
      }
      expect(state.phase === 'force', `deck ${i}: a force choice`).toBe(d.force !== null)
      if (d.force !== null) {
        forced.add(d.force)
        state = studPoker.act(state, { type: d.force })
      }
    }
    expect(state.status).toBe('complete')
    expect(studPoker.settle(state).settlement.net / ANTE, `deck ${i}`).toBe(net)
  }
  expect(seen.size).toBeGreaterThanOrEqual(3)
  // Where the rules let a box force the dealer, the decks saw it force and take.
  if (rules.forceDealer !== null) expect([...forced].sort()).toEqual(['force', 'take'])
}

describe('tableFastSimulator', () => {
  it('names the table it plays (tableKey): a simulation journal keeps runs of two tables apart', () => {
    const rules = studPoker.rules('lunar')
    const rows = undecidedRows()
    const other = Uint8Array.from(rows)
    other[12345] = (other[12345]! + 1) % 40
    const key = tableFastSimulator(rules, rows, 'main').tableKey
    expect(key).toMatch(/^[0-9a-f]{16}$/)
    expect(tableFastSimulator(rules, Uint8Array.from(rows), 'main').tableKey).toBe(key)
    expect(tableFastSimulator(rules, other, 'main').tableKey).not.toBe(key)
  })
})
