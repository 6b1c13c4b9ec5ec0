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
