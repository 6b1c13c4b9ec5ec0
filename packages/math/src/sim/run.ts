import { seededRandom } from '@felt/cards'
import type { Checkpoint } from '../result.ts'
import { createSimulator } from './registry.ts'
import { chunkSeed } from './seed.ts'
import { runJobs } from './spawn.ts'
import type { SimulationSpec } from './spec.ts'
import {
  emptyTally,
  mergeTally,
  type Tally,
  type TallyJson,
  tallyFromJson,
  tallyStats,
} from './tally.ts'

/** A simulation's tally with the running house edge at work-unit boundaries. */
export interface SimulationTally extends Tally {
  /** After each work unit in index order (thinned to at most about 200 points). */
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
 * is the same for any thread count.
 */
export async function runSimulation(
  spec: SimulationSpec,
  options: RunOptions,
): Promise<SimulationTally> {
  const sim = await createSimulator(spec)
  const work = units(options.rounds, sim.chunkSize, options.seed)
  const results: (Tally | undefined)[] = new Array(work.length)
  let done = 0
  if (options.threads <= 1) {
    for (const u of work) {
      const t = emptyTally()
      sim.run(u.rounds, seededRandom(u.seed), t)
      results[u.index] = t
      done += u.rounds
      options.onProgress?.(done, options.rounds)
    }
  } else {
    await runOnWorkers(spec, work, Math.min(options.threads, work.length), (u, t) => {
      results[u.index] = t
      done += u.rounds
      options.onProgress?.(done, options.rounds)
    })
  }
  // Checkpoints fall on unit boundaries, in index order, so they never touch the hot loop
  // and do not depend on the thread count; inside a unit a running mean would not be a
  // fair sample (the stud table model plays a unit's rounds sorted by up card).
  const total = emptyTally()
  const checkpoints: Checkpoint[] = []
  const keep = keptUnits(work.length)
  results.forEach((t, i) => {
    if (!t) return
    mergeTally(total, t)
    if (!keep(i)) return
    const s = tallyStats(total)
    checkpoints.push({ rounds: total.rounds, houseEdge: -s.mean, standardError: s.se })
  })
  return { ...total, checkpoints }
}

/** Which of `n` unit boundaries to keep: all up to the cap, else about log-spaced, and the last. */
function keptUnits(n: number): (i: number) => boolean {
  if (n <= MAX_CHECKPOINTS) return () => true
  const kept = new Set<number>([n - 1])
  const step = Math.log(n) / (MAX_CHECKPOINTS - 1)
  for (let k = 0; k < MAX_CHECKPOINTS; k++)
    kept.add(Math.min(n, Math.round(Math.exp(k * step))) - 1)
  return (i) => kept.has(i)
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
