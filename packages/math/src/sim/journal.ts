import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pkg from '../../package.json' with { type: 'json' }
import { cacheKey } from '../cache-key.ts'
import { appendJournalLine, readJournalLines } from '../journal-lines.ts'
import type { SimulationSpec } from './spec.ts'
import { type Tally, tallyFromJson, tallyToJson } from './tally.ts'

/**
 * The finished work units of one simulation, kept as they come so that a run stopped part way
 * resumes where it was: a first line naming the run, then one line per unit, its index and its
 * tally (JSON, whose numbers read back to the same doubles). Which units come from the file
 * does not change the result: units merge in index order and a tally's counts are exact.
 */
export class SimulationJournal {
  /** The tallies already in the file, by unit index. */
  readonly known: ReadonlyMap<number, Tally>

  /** `run`: one line naming the run; a file that names another is started afresh. */
  constructor(
    readonly file: string,
    run: string,
  ) {
    const [head, ...units] = readJournalLines(file)
    const known = new Map<number, Tally>()
    if (head === run)
      for (const line of units) {
        const at = line.indexOf(' ')
        known.set(Number(line.slice(0, at)), tallyFromJson(JSON.parse(line.slice(at + 1))))
      }
    else writeFileSync(file, `${run}\n`)
    this.known = known
  }

  /** Appends a finished unit's tally. */
  add(index: number, tally: Tally): void {
    appendJournalLine(this.file, `${index} ${JSON.stringify(tallyToJson(tally))}`)
  }

  /** Removes the file once the run is done: a journal resumes a run, it is no result cache. */
  end(): void {
    rmSync(this.file, { force: true })
  }
}

/**
 * The journal of a simulation in felt-math's cache `cacheDir`, named by what decides its
 * result: the spec's game, rule set, overrides, bet, strategy and path, the rounds, the seed,
 * the strategy table played (`tableKey`, the simulator's) and this package's version (a
 * journal of another version is never read).
 */
export function simulationJournal(
  cacheDir: string,
  spec: SimulationSpec,
  rounds: number,
  seed: number,
  tableKey?: string,
): SimulationJournal {
  const { game, ruleset, overrides, bet, strategy, path } = spec
  const run = JSON.stringify({
    version: pkg.version,
    ...(tableKey === undefined ? {} : { table: tableKey }),
    game,
    ruleset,
    overrides,
    bet,
    strategy,
    path,
    rounds,
    seed,
  })
  const key = cacheKey(run)
  mkdirSync(cacheDir, { recursive: true })
  return new SimulationJournal(join(cacheDir, `sim-${game}-${key}.units`), run)
}
