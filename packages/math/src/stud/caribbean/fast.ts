import { CATEGORY_INDEX, rank5, STUD_COMBINATIONS } from '@felt/evaluators'
import { ACE_KING, type CaribbeanStrategy, caribbeanRaises, PAIR } from '@felt/strategy/stud-poker'
import { DEALER_QUALIFYING_STRENGTH, RAISE_MULTIPLE, type StudRules } from '@felt/stud-poker'
import type { Simulator } from '../../sim/spec.ts'
import { isMark, record, type Tally } from '../../sim/tally.ts'

/** The raise table's names by category index, weakest first: a high-card win needs ace-king. */
const CATEGORY_NAMES = [...STUD_COMBINATIONS].reverse()

// Module-local: V8 reads an imported binding through a cell on every call (see rank.ts of
// @felt/evaluators).
const CATEGORY = CATEGORY_INDEX
/** The dealer's qualifying strength: the fast model plays only the ace-king qualifier. */
const QUALIFIES = DEALER_QUALIFYING_STRENGTH['ace-king']

/** Whether the fast Caribbean model plays these rules exactly (no draws, no side features). */
export function caribbeanFastApplies(rules: StudRules): boolean {
  return (
    rules.buy === null &&
    rules.exchange === null &&
    rules.switchPrices === null &&
    rules.instantPayout === null &&
    !rules.superWager &&
    !rules.secondCombination &&
    rules.insurance === null &&
    rules.forceDealer === null &&
    rules.blindBoxesFrom === null &&
    rules.qualifier === 'ace-king'
  )
}

/** Events of the fast model: fold, no qualifier, push, lose, then wins by category. */
export function caribbeanEvents(rules: StudRules): { event: string; pays: number }[] {
  const ante = rules.anteOnWin === 'even' ? 1 : 0
  return [
    { event: 'fold', pays: -1 },
    { event: 'dealer does not qualify', pays: 1 },
    { event: 'tie', pays: 0 },
    { event: 'dealer wins', pays: -1 - RAISE_MULTIPLE },
    ...CATEGORY_NAMES.map((c) => ({
      event: `win with ${c === 'ace-king' ? 'ace-king (high card)' : c}`,
      pays: ante + RAISE_MULTIPLE * (rules.raiseTable[c] ?? 0),
    })),
  ]
}

/**
 * Plays one Caribbean Stud box on the first ten cards of `deck` (box 0-4, dealer 5-9,
 * the dealer's card `dealerUpCard` face up) and returns the event index of
 * `caribbeanEvents`, or the raise decision only when `decisionOnly`.
 */
export function caribbeanRound(
  deck: ArrayLike<number>,
  rules: StudRules,
  strategy: CaribbeanStrategy,
): number {
  const p = rank5(deck[0]!, deck[1]!, deck[2]!, deck[3]!, deck[4]!)
  const up = deck[5 + rules.dealerUpCard]!
  if (strategy !== 'always-raise' && p < PAIR && (strategy === 'pair-plus' || p < ACE_KING))
    return 0
  if (strategy === 'rules-of-thumb' || strategy === 'akj83') {
    if (p < PAIR) {
      const five = [deck[0]!, deck[1]!, deck[2]!, deck[3]!, deck[4]!]
      if (!caribbeanRaises(strategy, p, five, up)) return 0
    }
  }
  const q = rank5(deck[5]!, deck[6]!, deck[7]!, deck[8]!, deck[9]!)
  if (q < QUALIFIES) return 1
  if (p === q) return 2
  if (p < q) return 3
  return 4 + CATEGORY[p]!
}

/** Records a unit's running sums after `done` rounds from its event counts so far. */
function markCounts(
  tally: Tally,
  done: number,
  counts: Float64Array,
  events: readonly { pays: number }[],
): void {
  let s = 0
  let s2 = 0
  events.forEach((e, i) => {
    s += e.pays * counts[i]!
    s2 += e.pays * e.pays * counts[i]!
  })
  tally.marks.push(done, s, s2)
}

/**
 * Fast Monte Carlo of Caribbean Stud (one box): a partial Fisher-Yates shuffle of the
 * ten cards a round uses, two `rank5` calls and the strategy. Verified round by round
 * against `@felt/stud-poker` on the same decks (fast.test.ts).
 */
export function caribbeanFastSimulator(rules: StudRules, strategy: CaribbeanStrategy): Simulator {
  const events = caribbeanEvents(rules)
  const deck = Int32Array.from({ length: 52 }, (_, i) => i)
  return {
    chunkSize: 1_000_000,
    run(rounds, random, tally) {
      // Every work unit starts from the canonical order: results must not depend on
      // which units a thread played before.
      for (let i = 0; i < 52; i++) deck[i] = i
      const counts = new Float64Array(events.length)
      for (let k = 0; k < rounds; k++) {
        for (let i = 0; i < 10; i++) {
          const j = i + random(52 - i)
          const t = deck[i]!
          deck[i] = deck[j]!
          deck[j] = t
        }
        counts[caribbeanRound(deck, rules, strategy)]!++
        if (isMark(k + 1)) markCounts(tally, k + 1, counts, events)
      }
      let raised = 0
      events.forEach((e, i) => {
        if (counts[i]! > 0) record(tally, e.event, e.pays, counts[i]!)
        if (i > 0) raised += counts[i]!
      })
      tally.rounds += rounds
      tally.wagered += rounds + 2 * raised
    },
  }
}
