export { BACCARAT_POINTS, baccaratPoints, baccaratTotal } from './baccarat.ts'
export {
  type BreakHandInfo,
  describeBreakValue,
  evaluateBreakThree,
  evaluateBreakTwo,
} from './break/describe.ts'
export {
  BREAK_SETTING_COUNT,
  BREAK_SETTING_POSITIONS,
  BREAK_SETTING_STRIDE,
  type BreakSetting,
  breakFrontierInto,
  breakSettingAt,
  breakSettings,
  breakSettingsInto,
  forEachBreakSetting,
} from './break/settings.ts'
export {
  BREAK_HIGH,
  BREAK_JOKER_RANK,
  BREAK_PAIR,
  BREAK_STRAIGHT,
  BREAK_THREE_KINDS,
  BREAK_TRIPS,
  type BreakThreeKind,
  type BreakTwoKind,
  type BreakValue,
  breakKindOf,
  breakThreeValue,
  breakThreeValueOfRanks,
  breakTwoValue,
  breakTwoValueOfRanks,
  isLegalBreakValues,
  isLuckyBreak,
} from './break/values.ts'
export {
  CATEGORY_FLOORS,
  CATEGORY_INDEX,
  categoryIndexOf,
  categoryOf,
  HAND_CATEGORIES,
  type HandCategory,
  MAX_STRENGTH,
  MIN_STRENGTH,
} from './poker/category.ts'
export { describeHand } from './poker/describe.ts'
export { evaluate, type HandEvaluation } from './poker/evaluate.ts'
export { assertPokerCards, rank5, rank6, rank7, rankCards } from './poker/rank.ts'
export {
  type Combination,
  type CombinationPayTable,
  classifyCombination,
  firstCombination,
  RAISE_PAY_TABLE,
  STUD_COMBINATIONS,
  type StraightPlusPair,
  type StudCombination,
  type TwoCombinations,
  type TwoCombinationsOptions,
  twoCombinations,
} from './stud/combinations.ts'
export {
  LUNAR_SUPER_PAY_TABLE,
  SUPER_CATEGORIES,
  type SuperCategory,
  type SuperLine,
  type SuperPayTable,
  superCategories,
  superCategoryBits,
  superLine,
} from './stud/super.ts'
