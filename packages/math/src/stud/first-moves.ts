import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { StudRules } from '@felt/stud-poker'
import { readShared, toShared } from '../sim/shared.ts'
import { TableRoundModel } from './table-fast.ts'

/** Bump when the moves' meaning changes, so that cached files are rebuilt. */
const VERSION = 1

/**
 * Every hand's first action from a strategy table, by up rank, as the fast table model
 * looks them up (`TableRoundModel.allFirstActions`, its `firstMoves`): read from
 * `cacheDir`, keyed by the table's bytes, the missing up ranks worked out and kept there
 * (2.3 MB each). Without them a model works each hand out when it is first dealt, in every
 * thread of every run.
 */
export function studFirstMoves(rules: StudRules, rows: Uint8Array, cacheDir: string): Uint8Array[] {
  mkdirSync(cacheDir, { recursive: true })
  const key = createHash('sha256').update(rows).digest('hex').slice(0, 16)
  let model: TableRoundModel | null = null
  return Array.from({ length: 13 }, (_, up) => {
    const file = join(cacheDir, `stud-first-v${VERSION}-${key}-up${up}.bin`)
    if (existsSync(file)) return readShared(file)
    model ??= new TableRoundModel(rules, rows)
    const moves = model.allFirstActions(up)
    // Written whole, then renamed: an interrupted build never leaves half a file.
    writeFileSync(`${file}.tmp`, moves)
    renameSync(`${file}.tmp`, file)
    return toShared(moves)
  })
}
