import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { StudRules } from '@felt/stud-poker'
import { cacheKey } from '../../cache-key.ts'
import { readShared, toShared } from '../../sim/shared.ts'
import { TableRoundModel } from './table-model.ts'

/** Bump when the moves' meaning changes, so that cached files are rebuilt. */
const VERSION = 1

function cacheFile(cacheDir: string, rows: Uint8Array, up: number): string {
  const key = cacheKey(rows)
  return join(cacheDir, `stud-first-v${VERSION}-${key}-up${up}.bin`)
}

/** The up ranks (of 13) whose first actions (`studFirstMoves`) are not yet in `cacheDir`. */
export function studFirstMovesMissing(rows: Uint8Array, cacheDir: string): number {
  let missing = 0
  for (let up = 0; up < 13; up++) if (!existsSync(cacheFile(cacheDir, rows, up))) missing++
  return missing
}

/** Bytes of one up rank of `studFirstMoves`. */
export const STUD_FIRST_MOVES_BYTES: number = 2_349_060

/**
 * Every hand's first action from a strategy table, by up rank, as the fast table model
 * looks them up (`TableRoundModel.allFirstActions`, its `firstMoves`): read from
 * `cacheDir`, keyed by the table's bytes, the missing up ranks worked out and kept there
 * (2.3 MB each). Without them a model works each hand out when it is first dealt, in every
 * thread of every run. `onProgress(up ranks done, 13)`.
 */
export function studFirstMoves(
  rules: StudRules,
  rows: Uint8Array,
  cacheDir: string,
  onProgress?: (done: number, total: number) => void,
): Uint8Array[] {
  mkdirSync(cacheDir, { recursive: true })
  let model: TableRoundModel | null = null
  return Array.from({ length: 13 }, (_, up) => {
    const file = cacheFile(cacheDir, rows, up)
    if (existsSync(file)) return readShared(file)
    model ??= new TableRoundModel(rules, rows)
    const moves = model.allFirstActions(up)
    // Written whole, then renamed: an interrupted build never leaves half a file.
    writeFileSync(`${file}.tmp`, moves)
    renameSync(`${file}.tmp`, file)
    onProgress?.(up + 1, 13)
    return toShared(moves)
  })
}
