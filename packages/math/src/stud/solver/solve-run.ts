import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { StudRules } from '@felt/stud-poker'
import { cacheKey } from '../../cache-key.ts'
import { spawnWorker } from '../../sim/spawn.ts'
import { CloseCallJournal } from './close-call-journal.ts'
import { DEFAULT_DRAWS } from './situation.ts'
import { PART_WORK, type StudSolvePart, studSolvePart } from './solve.ts'

/** Bump when the solver's results change, so that cached parts are recomputed. */
const VERSION = 6

/** A full run's parts, one per up-card rank (deuce first). */
export type StudSolution = readonly StudSolvePart[]

function cacheFile(
  dir: string,
  rules: StudRules,
  up: number,
  closeCalls: number,
  ext = 'json',
): string {
  const key = cacheKey(JSON.stringify(rules))
  // The `f2` parts: play values force the dealer where the rules let it (`FinalHandScorer`),
  // the dealer's flushes included (`ForceOption`; `f` parts left them out).
  const version = rules.forceDealer === null ? VERSION : `${VERSION}f2`
  const close = closeCalls > 0 ? `-close${closeCalls}` : ''
  return join(dir, `stud-solve-v${version}-${rules.name}-${key}${close}-up${up}.${ext}`)
}

/** The up ranks (of 13) of a full strategy run (`studSolve`, no close calls) already in `cacheDir`. */
export function studSolveCached(rules: StudRules, cacheDir: string): number {
  let cached = 0
  for (let up = 0; up < 13; up++) if (existsSync(cacheFile(cacheDir, rules, up, 0))) cached++
  return cached
}

function readPart(file: string): StudSolvePart | null {
  if (!existsSync(file)) return null
  const j = JSON.parse(readFileSync(file, 'utf8')) as {
    up: number
    stats: number[]
    actions: string
  }
  return {
    up: j.up,
    stats: Float64Array.from(j.stats),
    actions: new Uint8Array(Buffer.from(j.actions, 'base64')),
  }
}

function writePart(file: string, p: StudSolvePart): void {
  const text = JSON.stringify({
    up: p.up,
    stats: [...p.stats],
    actions: Buffer.from(p.actions).toString('base64'),
  })
  // Written whole, then renamed: an interrupted run never leaves half a part.
  writeFileSync(`${file}.tmp`, text)
  renameSync(`${file}.tmp`, file)
}

/**
 * The file of a stud rule set's values of every first action against one up rank (a part's
 * `values`, as `studSolve` writes them with `valuesDir`), named after the solver's draws so
 * that the values of an older solver are never read as today's, and after the close-call
 * margin (`closeCalls`, 0: none) so that a run with close calls and one without keep apart.
 */
export function studValuesFile(dir: string, ruleset: string, up: number, closeCalls = 0): string {
  const close = closeCalls > 0 ? `-close${closeCalls}` : ''
  return join(dir, `${ruleset}-${DEFAULT_DRAWS}${close}-up${up}.f32`)
}

/**
 * A full strategy run of one stud rule set: every starting situation (13 up cards, each
 * club standing for its rank, times the canonical hands) solved by `studSolvePart`, on
 * `threads` worker threads. With `cacheDir` each finished up card is kept on disk, keyed
 * by the rules, so an interrupted run resumes and a repeated one returns at once.
 * With `valuesDir` every first action's value is written there too (`studValuesFile`, by
 * `rules.name`: stock rule sets only), and an up card whose values are not there is solved
 * again. `onProgress(work done, work in all)`, in `PART_WORK` units per up card. With
 * `closeCalls` (Ante) above 0 every close call is valued again exactly (`studSolvePart`),
 * cached apart from the runs without, its values written apart too; with `cacheDir` each
 * close call's exact values are kept as they come (`CloseCallJournal`, a `.calls` file
 * beside the up card's part), so that a run stopped within an up card loses none of them.
 */
export async function studSolve(
  rules: StudRules,
  threads: number,
  onProgress?: (done: number, total: number) => void,
  cacheDir?: string,
  valuesDir?: string,
  closeCalls = 0,
): Promise<StudSolution> {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true })
  if (valuesDir) mkdirSync(valuesDir, { recursive: true })
  const withValues = valuesDir !== undefined
  const valuesOf = (up: number): string => studValuesFile(valuesDir!, rules.name, up, closeCalls)
  const journalOf = (up: number): string | undefined =>
    cacheDir && closeCalls > 0 ? cacheFile(cacheDir, rules, up, closeCalls, 'calls') : undefined
  const parts: (StudSolvePart | null)[] = Array.from({ length: 13 }, (_, up) =>
    cacheDir && (!withValues || existsSync(valuesOf(up)))
      ? readPart(cacheFile(cacheDir, rules, up, closeCalls))
      : null,
  )
  const total = 13 * PART_WORK
  const progress = new Float64Array(13)
  parts.forEach((p, up) => {
    if (p) progress[up] = PART_WORK
  })
  const report = (): void =>
    onProgress?.(
      progress.reduce((a, b) => a + b, 0),
      total,
    )
  const todo = parts.flatMap((p, up) => (p ? [] : [up])).reverse()
  const finish = (p: StudSolvePart): void => {
    parts[p.up] = p
    progress[p.up] = PART_WORK
    if (cacheDir) writePart(cacheFile(cacheDir, rules, p.up, closeCalls), p)
    if (p.values) {
      writeFileSync(`${valuesOf(p.up)}.tmp`, p.values)
      renameSync(`${valuesOf(p.up)}.tmp`, valuesOf(p.up))
    }
    report()
  }
  report()
  if (threads <= 1) {
    for (const up of todo)
      finish(
        studSolvePart(rules, up, {
          onProgress: (done) => {
            progress[up] = done
            report()
          },
          withValues,
          closeCalls,
          journal: CloseCallJournal.open(journalOf(up)),
        }),
      )
  } else {
    await new Promise<void>((resolve, reject) => {
      let running = Math.min(threads, todo.length)
      if (running === 0) resolve()
      for (let i = 0, n = running; i < n; i++) {
        const w = spawnWorker('stud/solver/solve-worker', { rules })
        const next = (): void => {
          const up = todo.pop()
          if (up !== undefined)
            w.postMessage({ up, withValues, closeCalls, journal: journalOf(up) })
          else {
            void w.terminate()
            if (--running === 0) resolve()
          }
        }
        w.on('message', (m: { up: number; done?: number; part?: StudSolvePart }) => {
          if (m.part) {
            finish(m.part)
            next()
          } else {
            progress[m.up] = m.done!
            report()
          }
        })
        w.on('error', reject)
        next()
      }
    })
  }
  return parts as StudSolvePart[]
}
