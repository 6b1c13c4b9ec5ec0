import type { SimulationSpec, Simulator } from './spec.ts'

/**
 * The simulator for a spec.
 * @throws {Error} when no simulator plays that game, path and strategy.
 */
export function createSimulator(spec: SimulationSpec): Simulator {
  throw new Error(`no simulator for ${spec.game} (${spec.path})`)
}
