/**
 * Provably fair dealing, algorithm v1: the house commits to a server seed, the player picks
 * a client seed, each round's deck is an unbiased Fisher-Yates shuffle driven by
 * HMAC-SHA256(serverSeed, clientSeed:nonce), and `verifyRound` checks a settled round's receipt.
 * Web Crypto only: Node 20+, browsers and Workers. `@felt/fair/node` is a synchronous fast
 * path for bulk work in Node.
 * @example
 * ```ts
 * import { formatCards } from '@felt/cards'
 * import { commit, generateServerSeed, randomClientSeed, shuffle } from '@felt/fair'
 *
 * const serverSeed = generateServerSeed()
 * const commitment = await commit(serverSeed) // shown to the player before the round
 * const deck = await shuffle({ serverSeed, clientSeed: randomClientSeed(), nonce: 0, cards: 52 })
 * console.log(commitment, formatCards(deck.slice(0, 5)))
 * ```
 * @packageDocumentation
 */
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
  InvalidAuditError,
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
  receiptFrom,
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
