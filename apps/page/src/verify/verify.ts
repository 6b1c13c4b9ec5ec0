/** Every game the page knows, by id: the `@felt/fair` registry, the same the server uses. */
import { breakPoker } from '@felt/break-poker'
import type { AnyGame } from '@felt/cards'
import { commit, games, receiptFrom, verifyRound } from '@felt/fair'
import type { ReceiptLike, VerifyView } from './render.ts'
import { replayRound } from './replay.ts'
export const pageGames: Readonly<Record<string, AnyGame>> = { 'break-poker': breakPoker, ...games }

/**
 * Parses receipt text: a bare receipt or an API body that holds one (`receiptFrom`, the
 * rule `felt-fair verify` uses too). A server seed typed separately fills in a receipt
 * that has none.
 * @throws {Error} with a readable message when the text is not JSON, not an object, or an
 * API body without a receipt (`InvalidReceiptError`).
 */
export function parseReceipt(text: string, serverSeed = ''): Record<string, unknown> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new Error(`The receipt is not valid JSON: ${(e as Error).message}`)
  }
  const value = receiptFrom(json)
  const seed = serverSeed.trim()
  if (seed !== '' && (value.serverSeed === undefined || value.serverSeed === null)) {
    return { ...value, serverSeed: seed }
  }
  if (seed !== '' && value.serverSeed !== seed) {
    throw new Error('The receipt already holds a different server seed; clear one of them.')
  }
  return value
}

/**
 * Verifies a receipt in the browser with `verifyRound` and gathers what the page
 * draws: the SHA-256 of the server seed and the round replayed from the recomputed deck.
 * @throws {InvalidReceiptError} when the receipt is not shaped like one.
 */
export async function verifyReceipt(receipt: Record<string, unknown>): Promise<VerifyView> {
  const report = await verifyRound(receipt, { games: pageGames })
  const r = receipt as unknown as ReceiptLike
  let computedCommitment: string | undefined
  try {
    if (typeof r.serverSeed === 'string') computedCommitment = await commit(r.serverSeed)
  } catch {
    computedCommitment = undefined
  }
  const game = Object.hasOwn(pageGames, r.game) ? pageGames[r.game] : undefined
  const replayed = report.deck && game ? replayRound(game, report.deck, r) : undefined
  return {
    receipt: r,
    valid: report.valid,
    checks: report.checks,
    mismatches: report.mismatches,
    deck: report.deck,
    computedCommitment,
    replayed,
  }
}
