import {
  ACE_RANK,
  type CardCode,
  InvalidCardError,
  JACK_RANK,
  KING_RANK,
  parseCards,
  QUEEN_RANK,
  rankOf,
} from '@felt/cards'
import { CATEGORY_FLOORS, rank5 } from '@felt/evaluators'
import { DEALER_QUALIFYING_STRENGTH } from '@felt/stud-poker'
import { UnknownStrategyError } from '../errors.ts'

/** The published Caribbean Stud raise strategies of docs/rules/stud-family.md. */
export type CaribbeanStrategy = 'pair-plus' | 'akj83' | 'rules-of-thumb' | 'always-raise'

/** Every Caribbean Stud strategy name. */
export const CARIBBEAN_STRATEGIES: readonly CaribbeanStrategy[] = [
  'pair-plus',
  'akj83',
  'rules-of-thumb',
  'always-raise',
]

const strength = (text: string): number => {
  const [a, b, c, d, e] = parseCards(text) as [number, number, number, number, number]
  return rank5(a, b, c, d, e)
}

/** Strength of A-K-J-8-3 offsuit: the `akj83` strategy raises with this or better. */
export const AKJ83: number = strength('As Kd Jh 8c 3s')
/**
 * Strength of A-K-4-3-2 offsuit, the lowest ace-king: the dealer qualifies with this or better
 * (`DEALER_QUALIFYING_STRENGTH['ace-king']` of `@felt/stud-poker`, where the rule lives).
 */
export const ACE_KING: number = DEALER_QUALIFYING_STRENGTH['ace-king']
/** Lowest strength of a pair. */
export const PAIR: number = CATEGORY_FLOORS[1]!
/** Strength of A-K-Q-3-2 offsuit: the owner's second decision, and the readable Lunar one, play from here on. */
export const ACE_KING_QUEEN: number = strength('As Kd Qh 3c 2s')

/**
 * The "three rules of thumb" for an ace-king hand (docs/rules/stud-family.md,
 * "Caribbean Stud strategies"): raise if (1) the dealer card is 2 through queen and matches one of
 * your ranks, or (2) the dealer card is an ace or king and you hold a queen or jack, or (3) the
 * dealer card matches none of your ranks, you hold a queen, and the dealer card is lower than
 * your fourth-highest card. `cards` is an ace-king high-card hand.
 */
export function rulesOfThumbAceKing(cards: readonly CardCode[], up: CardCode): boolean {
  const ranks = cards.map(rankOf).sort((a, b) => b - a)
  const u = rankOf(up)
  const matches = ranks.includes(u)
  if (u <= QUEEN_RANK && matches) return true
  if (
    (u === ACE_RANK || u === KING_RANK) &&
    (ranks.includes(QUEEN_RANK) || ranks.includes(JACK_RANK))
  )
    return true
  return !matches && ranks.includes(QUEEN_RANK) && u < ranks[3]!
}

/**
 * Whether a strategy raises (Plays) with five cards of strength `s` (from `rank5`)
 * against the dealer's face-up card. Hot path of the simulations: the strength is
 * passed in, cards are only looked at for ace-king hands.
 * @throws {UnknownStrategyError} `UNKNOWN_STRATEGY` for a name not in `CARIBBEAN_STRATEGIES`.
 */
export function caribbeanRaises(
  strategy: CaribbeanStrategy,
  s: number,
  cards: readonly CardCode[],
  up: CardCode,
): boolean {
  switch (strategy) {
    case 'always-raise':
      return true
    case 'pair-plus':
      return s >= PAIR
    case 'akj83':
      return s >= AKJ83
    case 'rules-of-thumb':
      if (s >= PAIR) return true
      if (s < ACE_KING) return false
      return rulesOfThumbAceKing(cards, up)
    default:
      throw new UnknownStrategyError(String(strategy), CARIBBEAN_STRATEGIES)
  }
}

/**
 * What a Caribbean Stud strategy does with five cards against the dealer's face-up card:
 * `play` (raise) or `fold`.
 * @throws {InvalidCardError} `INVALID_CARD` unless five cards are given;
 * {UnknownStrategyError} `UNKNOWN_STRATEGY`.
 */
export function caribbeanDecision(
  strategy: CaribbeanStrategy,
  cards: readonly CardCode[],
  up: CardCode,
): 'play' | 'fold' {
  if (cards.length !== 5) {
    throw new InvalidCardError('a Caribbean Stud decision takes five cards', {
      cards: cards.length,
    })
  }
  const [a, b, c, d, e] = cards as [number, number, number, number, number]
  return caribbeanRaises(strategy, rank5(a, b, c, d, e), cards, up) ? 'play' : 'fold'
}
