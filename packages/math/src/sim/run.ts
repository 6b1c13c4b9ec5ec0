import { seededRandom } from '@felt/cards'
import type { Checkpoint } from '../result.ts'
import { simulationJournal } from './journal.ts'
import { createSimulator } from './registry.ts'
import { chunkSeed } from './seed.ts'
import { runJobs } from './spawn.ts'
import type { SimulationSpec } from './spec.ts'
import {
  emptyTally,
  mergeTally,
  sumStats,
  type Tally,
  type TallyJson,
  tallyFromJson,
  tallyStats,
  tallySums,
} from './tally.ts'

/** A simulation's tally with the running house edge as the rounds went. */
export interface SimulationTally extends Tally {
  /**
   * Inside each work unit at its marks (see `isMark`) and after it, in unit order (thinned
   * to about 200 log-spaced points).
   */
  readonly checkpoints: readonly Checkpoint[]
}

const MAX_CHECKPOINTS = 200

/** Options of a Monte Carlo run. */
export interface RunOptions {
  /** Rounds to play (rounded up to whole work units is never done: the last unit is shorter). */
  readonly rounds: number
  /** Seed of the run; work unit `i` is seeded with `chunkSeed(seed, i)`. */
  readonly seed: number
  /** Worker threads; 1 runs in the calling thread. */
  readonly threads: number
  /** Called after each finished work unit with rounds done so far. */
  readonly onProgress?: (done: number, total: number) => void
  /**
   * The folder of the run's journal (`simulationJournal`), where finished units are kept as
   * they come: units already there are not played again, and the journal ends with the run.
   */
  readonly journalDir?: string
}

interface Unit {
  index: number
  rounds: number
  seed: number
}

function units(rounds: number, chunk: number, seed: number): Unit[] {
  const out: Unit[] = []
  for (let i = 0, done = 0; done < rounds; i++) {
    const n = Math.min(chunk, rounds - done)
    out.push({ index: i, rounds: n, seed: chunkSeed(seed, i) })
    done += n
  }
  return out
}

/** Plays one work unit in this thread. */
export async function runUnit(spec: SimulationSpec, rounds: number, seed: number): Promise<Tally> {
  const tally = emptyTally()
  ;(await createSimulator(spec)).run(rounds, seededRandom(seed), tally)
  return tally
}

/**
 * Runs a seeded Monte Carlo simulation, split into work units of the simulator's chunk
 * size and spread over worker threads. Units are merged in index order, so the result
 * is the same for any thread count, and for a run resumed from its journal.
 */
export async function runSimulation(
  spec: SimulationSpec,
  options: RunOptions,
): Promise<SimulationTally> {
  const sim = await createSimulator(spec)
  const journal =
    options.journalDir === undefined
      ? undefined
      : simulationJournal(options.journalDir, spec, options.rounds, options.seed, sim.tableKey)
  const all = units(options.rounds, sim.chunkSize, options.seed)
  const results: (Tally | undefined)[] = all.map((u) => journal?.known.get(u.index))
  const work = all.filter((u) => results[u.index] === undefined)
  let done = options.rounds - work.reduce((n, u) => n + u.rounds, 0)
  if (done > 0) options.onProgress?.(done, options.rounds)
  const finished = (u: Unit, t: Tally): void => {
    results[u.index] = t
    journal?.add(u.index, t)
    done += u.rounds
    options.onProgress?.(done, options.rounds)
  }
  if (options.threads <= 1) {
    for (const u of work) {
      const t = emptyTally()
      sim.run(u.rounds, seededRandom(u.seed), t)
      finished(u, t)
    }
  } else if (work.length > 0) {
    const workerSpec = sim.shared === undefined ? spec : { ...spec, shared: sim.shared }
    await runOnWorkers(workerSpec, work, Math.min(options.threads, work.length), finished)
  }
  journal?.end()
  // Checkpoints in unit order, so they do not depend on the thread count: inside a unit at
  // its marks (running sums the simulator kept in deal order: the stud table model plays a
  // unit's rounds sorted by up card), and at its end from the merged tally.
  const total = emptyTally()
  const checkpoints: Checkpoint[] = []
  for (const t of results) {
    if (!t) continue
    const base = tallySums(total)
    for (let m = 0; m < t.marks.length; m += 3) {
      const n = total.rounds + t.marks[m]!
      if (n >= total.rounds + t.rounds) break
      const s = sumStats(n, base.s + t.marks[m + 1]!, base.s2 + t.marks[m + 2]!)
      checkpoints.push({ rounds: n, houseEdge: -s.mean, standardError: s.se })
    }
    mergeTally(total, t)
    const s = tallyStats(total)
    checkpoints.push({ rounds: total.rounds, houseEdge: -s.mean, standardError: s.se })
  }
  return { ...total, checkpoints: thinCheckpoints(checkpoints) }
}

/**
 * At most `max` of `points` (rounds increasing), as evenly spread on a log scale of rounds
 * as they allow, the first and last always kept: each kept point is the first at least a
 * ratio past the one before, with the smallest ratio that keeps no more than `max`.
 */
export function thinCheckpoints(
  points: readonly Checkpoint[],
  max: number = MAX_CHECKPOINTS,
): readonly Checkpoint[] {
  if (points.length <= max) return points
  const pick = (ratio: number): Checkpoint[] => {
    const out = [points[0]!]
    for (let i = 1; i < points.length - 1; i++)
      if (points[i]!.rounds >= out[out.length - 1]!.rounds * ratio) out.push(points[i]!)
    out.push(points[points.length - 1]!)
    return out
  }
  // The count falls as the ratio grows: bisect for the smallest ratio that fits.
  let lo = 1
  let hi = points[points.length - 1]!.rounds / points[0]!.rounds + 1
  for (let k = 0; k < 50; k++) {
    const mid = (lo + hi) / 2
    if (pick(mid).length > max) lo = mid
    else hi = mid
  }
  return pick(hi)
}

async function runOnWorkers(
  spec: SimulationSpec,
  work: Unit[],
  threads: number,
  onUnit: (u: Unit, t: Tally) => void,
): Promise<void> {
  await runJobs<Unit, TallyJson>('sim/worker', spec, work, threads, (i, t) =>
    onUnit(work[i]!, tallyFromJson(t)),
  )
}
