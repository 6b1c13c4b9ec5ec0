import { analyzerOf } from '../games/registry.ts'
import type { SimulationSpec, Simulator } from './spec.ts'

/**
 * The simulator for a spec, from its game's analyzer (async: a strategy table may have to
 * be loaded).
 * @throws {FeltError} `UNKNOWN_GAME`, or `UNSUPPORTED_ANALYSIS` when no simulator plays
 * that path, bet and strategy.
 */
export function createSimulator(spec: SimulationSpec): Promise<Simulator> {
  return analyzerOf(spec.game).simulator(spec)
}
