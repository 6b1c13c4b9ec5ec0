import { ACE_RANK, type CardCode, InvalidCardError, KING_RANK, rankOf, suitOf } from '@felt/cards'

/**
 * A paying combination of the Caribbean Stud family ("two combinations" rule), named by the
 * poker category it is, plus `ace-king` (one ace and one king).
 */
export type StudCombination =
  | 'royal-flush'
  | 'straight-flush'
  | 'four-of-a-kind'
  | 'full-house'
  | 'flush'
  | 'straight'
  | 'three-of-a-kind'
  | 'two-pair'
  | 'pair'
  | 'ace-king'

/** Every combination, strongest first. */
export const STUD_COMBINATIONS: readonly StudCombination[] = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'pair',
  'ace-king',
]

/** A combination and its defining cards only (kickers are ignored). */
export interface Combination {
  readonly kind: StudCombination
  readonly cards: readonly CardCode[]
}

/** What each combination pays, "x to 1". */
export type CombinationPayTable = Readonly<Record<StudCombination, number>>

/**
 * The Raise pay table of docs/rules/stud-family.md (to 1): royal 100, straight flush 50, four of a
 * kind 20, full house 7, flush 5, straight 4, three of a kind 3, two pair 2, pair 1, ace-king 1.
 */
export const RAISE_PAY_TABLE: CombinationPayTable = {
  'royal-flush': 100,
  'straight-flush': 50,
  'four-of-a-kind': 20,
  'full-house': 7,
  flush: 5,
  straight: 4,
  'three-of-a-kind': 3,
  'two-pair': 2,
  pair: 1,
  'ace-king': 1,
}

/**
 * How a six-card straight with a pair (8 7 6 5 4 + 5) is paid: `two-straights` (straight +
 * straight, 4 + 4) or `straight-and-pair` (straight + pair, 4 + 1). Rule option
 * `straightPlusPair` of docs/rules/stud-family.md.
 */
export type StraightPlusPair = 'two-straights' | 'straight-and-pair'

/** Options of `twoCombinations`. */
export interface TwoCombinationsOptions {
  /** Pay table (to 1); default `RAISE_PAY_TABLE`. */
  readonly pays?: CombinationPayTable
  /** Default `two-straights`. */
  readonly straightPlusPair?: StraightPlusPair
}

/** The result of `twoCombinations`: both combinations and what they pay together (to 1). */
export interface TwoCombinations {
  /** The winning hand's combination; null when the hand holds none (high card without A-K). */
  readonly first: Combination | null
  /** The best second paying combination, or null. */
  readonly second: Combination | null
  /** First pay + second pay, "x to 1". */
  readonly pays: number
}

function straightHigh(ranks: readonly number[]): number {
  const sorted = [...ranks].sort((a, b) => b - a)
  for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) return -1
  if (sorted.length !== 5) return -1
  if (sorted[0]! - sorted[4]! === 4) return sorted[0]!
  // 5-4-3-2-A: the ace plays low
  if (sorted[0] === ACE_RANK && sorted[1] === 3 && sorted[4] === 0) return 3
  return -1
}

/**
 * Classifies a set of 2 to 5 cards that are exactly the defining cards of one combination
 * (a pair is 2 cards, two pair 4, three of a kind 3, four of a kind 4, straight / flush /
 * full house / straight flush / royal 5, ace-king one ace and one king); null otherwise.
 */
export function classifyCombination(cards: readonly CardCode[]): StudCombination | null {
  const ranks = cards.map(rankOf)
  const counts = new Map<number, number>()
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1)
  const sizes = [...counts.values()].sort((a, b) => b - a)
  switch (cards.length) {
    case 2:
      if (sizes[0] === 2) return 'pair'
      return counts.has(ACE_RANK) && counts.has(KING_RANK) ? 'ace-king' : null
    case 3:
      return sizes[0] === 3 ? 'three-of-a-kind' : null
    case 4:
      if (sizes[0] === 4) return 'four-of-a-kind'
      return sizes[0] === 2 && sizes[1] === 2 ? 'two-pair' : null
    case 5: {
      if (sizes[0] === 3 && sizes[1] === 2) return 'full-house'
      const flush = cards.every((c) => suitOf(c) === suitOf(cards[0]!))
      const high = straightHigh(ranks)
      if (flush && high === ACE_RANK) return 'royal-flush'
      if (flush && high >= 0) return 'straight-flush'
      if (flush) return 'flush'
      return high >= 0 ? 'straight' : null
    }
    default:
      return null
  }
}

/**
 * The combination of a winning five-card hand and its defining cards (kickers dropped):
 * a high-card hand's combination is ace-king (its ace and king), or null without them.
 */
export function firstCombination(hand: readonly CardCode[]): Combination | null {
  const whole = classifyCombination(hand)
  if (whole !== null) return { kind: whole, cards: [...hand] }
  const byRank = new Map<number, CardCode[]>()
  for (const c of hand) byRank.set(rankOf(c), [...(byRank.get(rankOf(c)) ?? []), c])
  const groups = [...byRank.values()].filter((g) => g.length >= 2)
  groups.sort((a, b) => b.length - a.length || rankOf(b[0]!) - rankOf(a[0]!))
  const top = groups[0]
  if (top !== undefined) {
    if (top.length === 4) return { kind: 'four-of-a-kind', cards: top }
    if (top.length === 3) return { kind: 'three-of-a-kind', cards: top }
    const next = groups[1]
    if (next !== undefined) return { kind: 'two-pair', cards: [...top, ...next] }
    return { kind: 'pair', cards: top }
  }
  const ace = hand.find((c) => rankOf(c) === ACE_RANK)
  const king = hand.find((c) => rankOf(c) === KING_RANK)
  return ace !== undefined && king !== undefined ? { kind: 'ace-king', cards: [ace, king] } : null
}

function* subsets(cards: readonly CardCode[], size: number, from = 0): Generator<CardCode[]> {
  if (size === 0) {
    yield []
    return
  }
  for (let i = from; i <= cards.length - size; i++) {
    for (const rest of subsets(cards, size - 1, i + 1)) yield [cards[i]!, ...rest]
  }
}

const isStraight = (kind: StudCombination): boolean =>
  kind === 'straight' || kind === 'straight-flush' || kind === 'royal-flush'

function sameRanks(a: readonly CardCode[], b: readonly CardCode[]): boolean {
  const ra = a.map(rankOf).sort((x, y) => x - y)
  const rb = b.map(rankOf).sort((x, y) => x - y)
  return ra.length === rb.length && ra.every((r, i) => r === rb[i])
}

/**
 * The "two combinations" rule of docs/rules/stud-family.md: from a box's 5 or 6 cards and its
 * winning five-card hand, the winning hand's combination plus the best second paying combination
 * that holds at least one card the first does not use. Kickers are ignored; at most two
 * combinations; the second need not beat anything. With `straightPlusPair:
 * 'straight-and-pair'` a second straight on the same ranks as the first does not count
 * (the pair it makes is paid instead).
 *
 * Examples (to 1): K K K K A = 20 + 1; six hearts K Q 9 7 6 3 = 5 + 5; A A A K 8 8 = 7 + 1.
 * @throws {InvalidCardError} `INVALID_CARD` unless `cards` holds 5 or 6 cards (details
 *   `{ count }`) and `winning` five of them (details `{ winning }`).
 */
export function twoCombinations(
  cards: readonly CardCode[],
  winning: readonly CardCode[],
  options: TwoCombinationsOptions = {},
): TwoCombinations {
  if (cards.length < 5 || cards.length > 6) {
    throw new InvalidCardError(
      `two combinations are taken from 5 or 6 cards, got ${cards.length}`,
      { count: cards.length },
    )
  }
  if (winning.length !== 5 || winning.some((c) => !cards.includes(c))) {
    throw new InvalidCardError('the winning hand must be five of the cards', {
      winning: [...winning],
    })
  }
  const pays = options.pays ?? RAISE_PAY_TABLE
  const mode = options.straightPlusPair ?? 'two-straights'
  const first = firstCombination(winning)
  if (first === null) return { first: null, second: null, pays: 0 }
  let second: Combination | null = null
  let secondPays = 0
  for (let size = 5; size >= 2; size--) {
    for (const set of subsets(cards, size)) {
      if (set.every((c) => first.cards.includes(c))) continue
      const kind = classifyCombination(set)
      if (kind === null) continue
      if (mode === 'straight-and-pair' && isStraight(kind) && isStraight(first.kind)) {
        if (sameRanks(set, first.cards)) continue
      }
      const p = pays[kind]
      if (p > secondPays) {
        second = { kind, cards: set }
        secondPays = p
      }
    }
  }
  return { first, second, pays: pays[first.kind] + secondPays }
}
