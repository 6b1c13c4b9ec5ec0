export {
  CardPositionTally,
  type ChiSquareResult,
  cardPositionChiSquare,
  chiSquarePValue,
  gammaQ,
  lnGamma,
  OrderTally,
  permutationIndex,
} from './chi-square.ts'
export { assertDeckSize, canonicalOrder, DECK_SIZES, type DeckSize } from './deck.ts'
export { describeDeal } from './describe.ts'
export {
  InvalidClientSeedError,
  InvalidNonceError,
  InvalidRangeError,
  InvalidReceiptError,
  InvalidServerSeedError,
  UnsupportedDeckSizeError,
} from './errors.ts'
export { type GameRegistry, games } from './games.ts'
export {
  assertReceiptShape,
  type Receipt,
  type ReceiptEntry,
  type ReceiptSettlement,
  receiptOf,
  type SettledRound,
} from './receipt.ts'
export {
  ALGORITHM,
  type Algorithm,
  assertBlockIndex,
  assertClientSeed,
  assertNonce,
  assertSeedTriple,
  assertServerSeed,
  commit,
  generateServerSeed,
  randomClientSeed,
  type SeedTriple,
  toHex,
} from './seeds.ts'
export { type ShuffleInput, shuffle, shuffleItems } from './shuffle.ts'
export { type ByteStream, byteStream, streamBlock, streamMessage } from './stream.ts'
export { uniformLimit } from './uniform.ts'
export { type Mismatch, type VerifyOptions, type VerifyReport, verifyRound } from './verify.ts'
