import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { StudRules } from '@felt/stud-poker'
import { cacheKey } from '../../cache-key.ts'
import { readShared, toShared } from '../../sim/shared.ts'
import { runJobs } from '../../sim/spawn.ts'
import { dealerTable } from '../kernel/dealer-table.ts'
import { FinalHandScorer, qualifyingStrength } from '../kernel/final-hand.ts'
import { raisePaysOf } from '../kernel/raise-pays.ts'
import { BINOMIAL, canonicalSuits, choose, localColex } from '../kernel/subsets.ts'
import { type SecondCodes, secondCode } from './second-decision.ts'

/** Bump when the codes' meaning changes, so that cached files are rebuilt. */
const VERSION = 1

/**
 * The solver's second decision code (`secondCode`) of every final hand of `n` cards (5, or 6
 * after a buy) against the up card `up` (a club), by the colex rank of its local cards:
 * C(51, 5) = 2,349,060 codes for five cards, C(51, 6) = 18,009,460 for six. A hand and its
 * images under the permutations of the three other suits have the same decision: only the
 * hand whose diamond, heart and spade rank masks do not increase is scored (about one in
 * five), the others copy its code.
 */
export function buildSecondCodes(rules: StudRules, up: number, n: 5 | 6): Uint8Array {
  const table = dealerTable(up, qualifyingStrength(rules))
  const scorer = new FinalHandScorer(rules, table, raisePaysOf(rules), 'ranks')
  const size = table.size
  const codeOf = table.codes
  const out = new Uint8Array(choose(size, n))
  const local = new Int32Array(n)
  const cards = new Int32Array(n)
  const image = new Int32Array(n)
  const sorted = new Int32Array(n)
  const masks = new Int32Array(4)
  const suitTo = new Int32Array(4)
  const forEachHand = (visit: (index: number) => void): void => {
    for (let i = 0; i < n; i++) local[i] = i
    for (;;) {
      let index = 0
      masks.fill(0)
      for (let i = 0; i < n; i++) {
        index += BINOMIAL[i + 1]![local[i]!]!
        const c = codeOf[local[i]!]!
        cards[i] = c
        masks[(c / 13) | 0]! |= 1 << (c % 13)
      }
      visit(index)
      // The next ascending n-subset of 0..size-1, odometer style.
      let i = n - 1
      while (i >= 0 && local[i] === size - n + i) i--
      if (i < 0) return
      local[i]!++
      for (let j = i + 1; j < n; j++) local[j] = local[j - 1]! + 1
    }
  }
  const canonical = (): boolean => masks[1]! >= masks[2]! && masks[2]! >= masks[3]!
  forEachHand((index) => {
    if (canonical()) out[index] = secondCode(scorer.score(cards, n, local, n))
  })
  forEachHand((index) => {
    if (canonical()) return
    // Suits 1-3 renamed by their masks, highest first: the scored image of this hand.
    canonicalSuits(masks, suitTo)
    for (let i = 0; i < n; i++) {
      const c = cards[i]!
      image[i] = suitTo[(c / 13) | 0]! * 13 + (c % 13)
    }
    out[index] = out[localColex(image, n, up, sorted)]!
  })
  return out
}

/**
 * The cache key: only the options a final hand's score reads (`FinalHandScorer`), so that
 * rule sets that differ in their draws alone share the codes.
 */
function cacheFile(dir: string, rules: StudRules, up: number, n: number): string {
  const { qualifier, anteOnWin, raiseTable, secondCombination, straightPlusPair, insurance } = rules
  const scored = { qualifier, anteOnWin, raiseTable, secondCombination, straightPlusPair }
  const insure = insurance === null ? null : { minHand: insurance.minHand, max: insurance.max }
  // Absent rather than null without it, so that the keys made before play valued it stay.
  const force = rules.forceDealer === null ? {} : { force: rules.forceDealer }
  const key = cacheKey(JSON.stringify({ ...scored, insure, ...force }))
  return join(dir, `stud-seconds-v${VERSION}-${key}-up${up}-n${n}.bin`)
}

/** The parts (an up rank and a hand size: 26 in all) of `studSecondCodes` not yet in `cacheDir`. */
export function studSecondCodesMissing(rules: StudRules, cacheDir: string): number {
  let missing = 0
  for (let up = 0; up < 13; up++)
    for (const n of [6, 5]) if (!existsSync(cacheFile(cacheDir, rules, up, n))) missing++
  return missing
}

/** Bytes of all 26 parts of `studSecondCodes`: C(51, 5) + C(51, 6) codes per up rank. */
export const STUD_SECOND_CODES_BYTES: number = 13 * (2_349_060 + 18_009_460)

/**
 * Every final hand's second decision for one rule set, all 13 up ranks, for the fast table
 * model (`TableRoundModel`'s `seconds`): read from `cacheDir`, the missing ones built on
 * `threads` worker threads (about 6 min of CPU per scoring rule under load; 265 MB on disk) and kept
 * there, in shared memory (`readShared`: one copy for every worker of a run). `onProgress(parts
 * done, 26)`.
 */
export async function studSecondCodes(
  rules: StudRules,
  cacheDir: string,
  threads: number,
  onProgress?: (done: number, total: number) => void,
): Promise<SecondCodes[]> {
  mkdirSync(cacheDir, { recursive: true })
  const jobs: { up: number; n: 5 | 6 }[] = []
  for (let up = 0; up < 13; up++) for (const n of [6, 5] as const) jobs.push({ up, n })
  const read = jobs.map(({ up, n }) => {
    const file = cacheFile(cacheDir, rules, up, n)
    return existsSync(file) ? readShared(file) : null
  })
  let done = read.filter((r) => r !== null).length
  onProgress?.(done, jobs.length)
  const todo = jobs.filter((_, i) => read[i] === null)
  const built =
    todo.length === 0
      ? []
      : await runJobs<{ up: number; n: 5 | 6 }, Uint8Array>(
          'stud/solver/second-codes-worker',
          { rules },
          todo,
          threads,
          (i, codes) => {
            const { up, n } = todo[i]!
            const file = cacheFile(cacheDir, rules, up, n)
            // Written whole, then renamed: an interrupted build never leaves half a file.
            writeFileSync(`${file}.tmp`, codes)
            renameSync(`${file}.tmp`, file)
            onProgress?.(++done, jobs.length)
          },
        )
  const out: SecondCodes[] = []
  for (let up = 0; up < 13; up++) {
    const pick = (n: 5 | 6): Uint8Array => {
      const i = jobs.findIndex((j) => j.up === up && j.n === n)
      return read[i] ?? toShared(built[todo.findIndex((j) => j.up === up && j.n === n)]!)
    }
    out.push([pick(5), pick(6)])
  }
  return out
}
