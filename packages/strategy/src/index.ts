/**
 * Strategy tables and advisors for Felt games. The tables are large, so each game has
 * its own subpath: `@felt/strategy/zero`, `@felt/strategy/stud-poker`,
 * `@felt/strategy/break-poker`; this entry only lists them.
 * @example
 * ```ts
 * import { strategySubpaths } from '@felt/strategy'
 *
 * console.log(strategySubpaths.map((s) => `@felt/strategy/${s}`)) // the subpaths to import
 * ```
 */
export const strategySubpaths: readonly string[] = ['zero', 'stud-poker', 'break-poker']
