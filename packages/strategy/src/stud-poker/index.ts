/**
 * Stud strategies: Caribbean Stud's published strategies, the owner's Lunar strategy and a
 * readable Lunar strategy derived from the optimal table.
 * @example
 * ```ts
 * import { parseCard, parseCards } from '@felt/cards'
 * import { caribbeanDecision } from '@felt/strategy/stud-poker'
 *
 * console.log(caribbeanDecision('rules-of-thumb', parseCards('Ac Kd Qh 6s 3c'), parseCard('4d'))) // play
 * ```
 * @packageDocumentation
 */
/** The game owner's published Lunar Poker strategy (implemented by `@felt/stud-poker`). */
export { type OwnerDecision, type OwnerLine, ownerStrategy } from '@felt/stud-poker'
export { InvalidTableError, UnknownStrategyError } from '../errors.ts'
export {
  ACE_KING,
  ACE_KING_QUEEN,
  AKJ83,
  CARIBBEAN_STRATEGIES,
  type CaribbeanStrategy,
  caribbeanDecision,
  caribbeanRaises,
  PAIR,
  rulesOfThumbAceKing,
} from './caribbean.ts'
export {
  STUD_READABLE_RULESETS,
  type StudReadableDecision,
  type StudReadableStrategy,
  studReadableStrategy,
} from './readable.ts'
export {
  type CanonicalSituation,
  canonicalIndex,
  canonicalRows,
  canonicalSituation,
  colex,
  forEachCanonicalHand,
  HANDS_PER_UP,
  STUD_BUY,
  STUD_DRAW,
  STUD_FOLD,
  STUD_INSTANT,
  STUD_INSURE,
  STUD_PLAY,
  suitClassSize,
} from './situations.ts'
